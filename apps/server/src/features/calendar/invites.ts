import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, sendMailJob } from '../../jobs';
import type { Queryable } from '../../db/client';
import { calendarEventGuests, users } from '../../db/schema';
import { inviteesOf } from '../../db/scopes';
import { mailLocale, renderMail } from '../../mail/texts';
import type { Services } from '../../services';
import { addCancelledOccurrence, addEvent, icsHost, loadIcsEvents, newCalendar, type IcsEvent } from './ics';
import { eventLink, formatWhen, recurringNote } from './mail';

/**
 * Calendar invites (issue 22): every invitee of an event (portal users and external members) gets
 * an e-mail with an .ics file on create (METHOD:REQUEST), on update (same UID, higher SEQUENCE)
 * and on cancel (METHOD:CANCEL). A feature queues them inside its writing transaction, after the
 * event (and its raised `sequence`) is written; the job reads the event as it then is.
 */
export const inviteJobPayload = z.object({
  eventId: z.number().int(),
  method: z.enum(['REQUEST', 'CANCEL']),
  /** An occurrence of a series (its rule start, ISO): the invite or cancel is for that occurrence only (RECURRENCE-ID). */
  occurrence: z.string().datetime().optional(),
  /** Addresses that were invited and no longer are: they get a CANCEL. */
  removed: z.array(z.string()).optional(),
});
export type InviteJobPayload = z.output<typeof inviteJobPayload>;

export const calendarInviteJob = defineJob({
  name: 'calendar-invite',
  payload: inviteJobPayload,
  async run(payload, { services, job }) {
    const [item] = await loadIcsEvents(services.db, [payload.eventId]);
    // An event deleted meanwhile has nobody left to tell.
    if (!item) return;
    const mails = await inviteMails(services, item, payload);
    // One transaction: every recipient's mail is queued, or none (a retry then starts over); the
    // keys keep a retry after a lost acknowledgement from queuing them twice.
    await services.db.transaction(async (tx) => {
      for (const mail of mails) await services.jobs.enqueue(sendMailJob, mail, { db: tx, key: `calendar-invite:${job.id}:${mail.to.toLowerCase()}` });
    });
  },
});

/** Someone an invite goes to: a portal user (in their language) or an external guest (in English). */
interface Recipient { name: string; email: string; language: string | null }

/** Invited portal users and guests, once per address (lower case). */
export async function recipientsOf(db: Queryable, eventId: number): Promise<Recipient[]> {
  const byAddress = new Map<string, Recipient>();
  for (const u of await inviteesOf(db, eventId)) byAddress.set(u.email.toLowerCase(), u);
  const guests = await db.select({ email: calendarEventGuests.email }).from(calendarEventGuests).where(eq(calendarEventGuests.eventId, eventId));
  for (const g of guests) if (!byAddress.has(g.email.toLowerCase())) byAddress.set(g.email.toLowerCase(), { name: g.email, email: g.email, language: null });
  return [...byAddress.values()];
}

/** Addresses no longer invited, with the portal user's name and language where the address is one. */
async function removedRecipients(db: Queryable, addresses: readonly string[]): Promise<Recipient[]> {
  const unique = [...new Set(addresses.map((a) => a.trim().toLowerCase()).filter(Boolean))];
  if (!unique.length) return [];
  const known = await db.select({ name: users.displayName, email: users.email, language: users.language }).from(users)
    .where(sql`lower(${users.email}) in (${sql.join(unique.map((a) => sql`${a}`), sql`, `)})`);
  const byAddress = new Map(known.map((u) => [u.email.toLowerCase(), u]));
  return unique.map((a) => byAddress.get(a) ?? { name: a, email: a, language: null });
}

type InviteMail = Parameters<typeof sendMailJob.run>[0];

/**
 * The mails of one invite run, each with its recipient's own .ics (one ATTENDEE: a cohort of
 * thousands does not put thousands of names in every message):
 * - REQUEST: the event as it now stands (series, EXDATEs, edited occurrences), a first invite at
 *   SEQUENCE 0, an update after; `removed` addresses get a CANCEL of the whole event.
 * - CANCEL of an occurrence: that occurrence alone (RECURRENCE-ID, STATUS:CANCELLED).
 * - CANCEL: the whole event (series included).
 */
export async function inviteMails(services: Pick<Services, 'db' | 'config'>, item: IcsEvent, payload: InviteJobPayload): Promise<InviteMail[]> {
  const { db, config } = services;
  const { event } = item;
  const host = icsHost(config.publicUrl);
  const link = eventLink(config.publicUrl, event.courseId);
  const occurrence = payload.occurrence ? new Date(payload.occurrence) : null;
  const duration = event.endsAt.getTime() - event.startsAt.getTime();
  const edited = occurrence ? item.exceptions.find((e) => e.occurrenceStart.getTime() === occurrence.getTime()) : undefined;
  const start = edited?.startsAt ?? occurrence ?? event.startsAt;
  const end = edited?.endsAt ?? (occurrence ? new Date(occurrence.getTime() + duration) : event.endsAt);
  const note = occurrence ? edited?.cancellationNote ?? '' : event.cancellationNote ?? '';

  const mailFor = (to: Recipient, method: 'REQUEST' | 'CANCEL', whole: boolean): InviteMail => {
    const calendar = newCalendar({ method });
    const attendees = [{ name: to.name, email: to.email }];
    if (method === 'CANCEL' && !whole && occurrence) addCancelledOccurrence(calendar, item, occurrence, { host, attendees, url: link });
    else addEvent(calendar, method === 'CANCEL' ? { ...item, event: { ...event, cancelledAt: event.cancelledAt ?? new Date() } } : item, { host, attendees, url: link });
    const locale = mailLocale(to.language, null);
    const kind = method === 'CANCEL' ? 'calendarCancel' : event.sequence === 0 ? 'calendarInvite' : 'calendarUpdate';
    const [from, until] = whole ? [event.startsAt, event.endsAt] : [start, end];
    const text = renderMail(kind, locale, {
      name: to.name, title: edited?.title ?? event.title, when: formatWhen(from, until, event.timeZone, locale),
      recurring: event.recurrence && !occurrence ? recurringNote(locale) : '', note: method === 'CANCEL' ? note : '', link,
    });
    return { to: to.email, ...text, attachments: [{ filename: 'invite.ics', contentType: `text/calendar; method=${method}`, content: calendar.toString() }] };
  };

  const mails: InviteMail[] = [];
  const invited = await recipientsOf(db, event.id);
  for (const to of invited) mails.push(mailFor(to, payload.method, !occurrence));
  if (payload.removed?.length) {
    const stillInvited = new Set(invited.map((r) => r.email.toLowerCase()));
    for (const to of await removedRecipients(db, payload.removed)) if (!stillInvited.has(to.email.toLowerCase())) mails.push(mailFor(to, 'CANCEL', true));
  }
  return mails;
}

/** Queues the invite mails of an event in the caller's transaction (sent only if it commits). */
export async function queueInvites(services: Pick<Services, 'jobs'>, tx: Queryable, payload: InviteJobPayload): Promise<void> {
  await services.jobs.enqueue(calendarInviteJob, payload, { db: tx });
}
