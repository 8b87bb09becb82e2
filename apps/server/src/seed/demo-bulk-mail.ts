import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { bulkMailRecipients, bulkMails, mailOutbox, users } from '../db/schema';
import { officersOfCohort } from '../db/scopes';
import { plainTextOf, sanitizeMessage } from '../features/bulk-mail';
import { mailLocale, renderMail } from '../mail/texts';

/**
 * One bulk mail in the demo coordinator's history (002 §2.10): to the officers of cohort 2025,
 * each delivered to the local outbox, and one external address the SMTP server refused, so the
 * history shows sent and failed counts.
 */
export async function seedBulkMailDemo(tx: Queryable, opts: { senderId: number; cohortId: number; courseId: number }) {
  const subject = 'Cohort 2025: field visit to the district surveillance unit';
  const html = sanitizeMessage(
    '<h2>Field visit on Monday</h2><p>Dear officers, we meet at the <strong>District Surveillance Unit</strong> at 09:30.</p>'
    + '<ul><li>Bring your line lists</li><li>Bring your CAL tracker</li></ul><p>See the <a href="https://example.org/agenda">agenda</a>.</p>',
  );
  const text = plainTextOf(html);
  const choices = JSON.stringify({
    all: false, myself: false, mentors: false, mentees: true, mentors_list: [], mentees_list: [{ flag_id: opts.courseId, cohort_id: opts.cohortId }],
    external_members: ['partner@lab.example.net'],
  });
  const sentAt = new Date(Date.now() - 3 * 86_400_000);
  const [mail] = await tx.insert(bulkMails).values({ senderId: opts.senderId, subject, html, text, choices, createdAt: sentAt }).returning({ id: bulkMails.id });
  const [sender] = await tx.select({ name: users.displayName }).from(users).where(eq(users.id, opts.senderId));
  const officers = await tx
    .select({ id: users.id, email: users.email, name: users.displayName, language: users.language })
    .from(users)
    .where(and(inArray(users.id, officersOfCohort(tx, opts.cohortId)), eq(users.isActive, true)));
  await tx.insert(bulkMailRecipients).values([
    ...officers.map((o) => ({
      bulkMailId: mail!.id, email: o.email.toLowerCase(), userId: o.id, name: o.name, language: o.language, status: 'sent' as const, attempts: 1, claimedAt: sentAt, sentAt,
    })),
    {
      bulkMailId: mail!.id, email: 'partner@lab.example.net', status: 'failed' as const, attempts: 1, claimedAt: sentAt,
      lastError: "Can't send mail - all recipients were rejected: 550 5.1.1 No such user",
    },
  ]);
  await tx.insert(mailOutbox).values(officers.map((o) => {
    const framed = renderMail('bulkMail', mailLocale(o.language, null), { name: o.name, sender: sender!.name, subject, body: text, bodyHtml: html });
    return { to: o.email.toLowerCase(), ...framed, sentAt };
  }));
}
