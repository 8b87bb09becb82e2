import { describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { BULK_MAIL_API as API, BULK_MAIL_MESSAGES, REQUEST_MESSAGES, ROLES } from '@fetp/contract';
import { bulkMailAttachments, bulkMailRecipients, bulkMails, jobs, mailOutbox } from '../src/db/schema';
import { outboxMailer, smtpMailer, type Mail, type Mailer } from '../src/mail/mailer';
import { deliverBulkMail } from '../src/features/bulk-mail';
import { claimSize, INTERRUPTED } from '../src/features/bulk-mail/delivery';
import { createCohort, createCoordinator, createCourse, createMentee, createMentor, createUser } from './factories';
import { DEMO, sessionOf, useTestContext, type Client, type MultipartFields, type TestContext, type UploadFile } from './helpers';
import { startSmtpServer } from './smtp-server';

/** Bulk e-mail (002 §2.10, §5, §6, §7): flags, scope, messages, sanitising, delivery once per recipient, SMTP. */
const ctx = useTestContext({ env: { JOBS_WORKER: 'false', BULK_MAIL_PER_SECOND: '1000', BULK_MAIL_RETRY_SECONDS: '1', BULK_MAIL_MAX_ATTEMPTS: '3', BULK_MAIL_CONCURRENCY: '1' } });

const PDF: UploadFile = { name: 'agenda.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\nstartxref\n0\n%%EOF') };

/** A course with a coordinator, a cohort of `officers` officers sharing one mentor, and a second cohort. */
async function programme(db: TestContext['db'], officers = 2) {
  const course = await createCourse(db);
  const cohort = await createCohort(db, { courseId: course.id });
  const other = await createCohort(db, { courseId: course.id });
  const coordinator = await createCoordinator(db, [course.id]);
  const mentor = await createMentor(db);
  const mentees = [];
  for (let i = 0; i < officers; i++) mentees.push(await createMentee(db, cohort.id, { mentor1: mentor.id }));
  return { course, cohort, other, coordinator, mentor, mentees };
}

const send = (client: Client, fields: MultipartFields, files: Record<string, UploadFile | undefined> = {}) =>
  client.multipart(API.send.path, { subject: 'Field visit', message: '<p>Please come at 9.</p>', ...fields }, files);

const mailCount = async (c: TestContext) => (await c.db.select({ n: count() }).from(bulkMails))[0]!.n;
const recipientsOf = (c: TestContext, id: number) =>
  c.db.select().from(bulkMailRecipients).where(eq(bulkMailRecipients.bulkMailId, id)).orderBy(asc(bulkMailRecipients.id));

/** A mailer that records what it sends. */
function recordingMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { kind: 'smtp', sent, async send(mail) { sent.push(mail); }, async close() {} };
}

describe('who may mail, and the choices offered', () => {
  it('offers every choice to a coordinator of a course and to a program advisor; Myself only to a coordinator without courses; 403 to others', async () => {
    const c = ctx();
    const { course, cohort, coordinator } = await programme(c.db);
    const mine = await sessionOf(c, coordinator.email);
    const answer = (await mine.get(API.courseData.path)).json();
    expect(answer.data).toMatchObject({ is_all_show: true, is_myself_show: true, is_mentors_show: true, is_mentees_show: true });
    expect(answer.data.data.course_data).toEqual([{ label: course.title, value: String(course.id) }]);
    expect(answer.data.data.course_cohorts[String(course.id)]).toContainEqual({ id: cohort.id, cohort: cohort.name });

    const advisor = await sessionOf(c, DEMO.advisor);
    const advised = (await advisor.get(API.courseData.path)).json();
    expect(advised.data).toMatchObject({ is_all_show: true, is_myself_show: true, is_mentors_show: true, is_mentees_show: true });
    expect(advised.data.data.course_data.map((o: { value: string }) => o.value)).toContain(String(course.id));

    const idle = await createUser(c.db, [ROLES.coordinator]);
    const none = (await (await sessionOf(c, idle.email)).get(API.courseData.path)).json();
    expect(none.data).toMatchObject({ is_all_show: false, is_myself_show: true, is_mentors_show: false, is_mentees_show: false, data: { course_data: [], course_cohorts: {} } });
    // A choice not offered is refused, not quietly dropped.
    const refused = await send(await sessionOf(c, idle.email), { all: 'on' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BULK_MAIL_MESSAGES.notOffered);

    for (const email of [DEMO.mentor, DEMO.mentee]) {
      const other = await sessionOf(c, email);
      expect((await other.get(API.courseData.path)).statusCode).toBe(403);
      expect((await other.get(API.history.path)).statusCode).toBe(403);
      const posted = await send(other, { myself: 'on' });
      expect(posted.statusCode).toBe(403);
      expect(posted.json().message).toBe(REQUEST_MESSAGES.forbidden);
    }
  });

  it('shows BULK EMAIL in the header to coordinators and advisors only', async () => {
    const c = ctx();
    for (const [email, link] of [[DEMO.coordinator, '/learn/sendmail'], [DEMO.advisor, '/learn/sendmail'], [DEMO.mentor, null], [DEMO.mentee, null]] as const) {
      const body = (await (await sessionOf(c, email)).get('/api/user_dropdown/')).json();
      expect(body.header_data.send_bulk_mail, email).toBe(link);
    }
  });
});

describe('the demo programme', () => {
  it('holds one bulk mail in the demo coordinator’s history, delivered to cohort 2025’s officers in the outbox', async () => {
    const c = ctx();
    const history = (await (await sessionOf(c, DEMO.coordinator)).get(API.history.path)).json();
    const demo = history.results?.find((r: { subject: string }) => r.subject.startsWith('Cohort 2025: field visit'));
    expect(demo, JSON.stringify(history)).toBeDefined();
    expect(demo).toMatchObject({ waiting: 0, failed: 1 });
    expect(demo.sent).toBeGreaterThan(0);
    const [officer] = await c.db.select().from(bulkMailRecipients).where(and(eq(bulkMailRecipients.bulkMailId, demo.id), eq(bulkMailRecipients.status, 'sent'))).limit(1);
    const [mail] = await c.db.select().from(mailOutbox).where(eq(mailOutbox.to, officer!.email));
    expect(mail!.subject).toBe(demo.subject);
    expect(mail!.html).toContain('<h2>Field visit on Monday</h2>');
  });
});

describe('recipients, resolved on the server from the caller’s scope', () => {
  it('queues a cohort’s officers, its mentors, the sender, external addresses and All, each address once', async () => {
    const c = ctx();
    const p = await programme(c.db, 3);
    const client = await sessionOf(c, p.coordinator.email);
    const list = JSON.stringify([{ flag_id: p.course.id, cohort_id: p.cohort.id }]);
    const officers = await send(client, { mentees: 'on', mentees_list: list });
    expect(officers.statusCode, officers.body).toBe(200);
    expect(officers.json()).toEqual({ message: BULK_MAIL_MESSAGES.queued, data: { id: expect.any(Number), recipients: 3 } });
    expect((await recipientsOf(c, officers.json().data.id)).map((r) => r.userId).sort()).toEqual(p.mentees.map((m) => m.id).sort());

    const mixed = await send(client, {
      mentors: 'on', mentors_list: list, myself: 'on', mentees: 'on', mentees_list: list, external_members: `guest@example.net, ${p.mentees[0]!.email.toUpperCase()}`,
    });
    expect(mixed.json().data.recipients).toBe(3 + 1 + 1 + 1);
    const everyone = await send(client, { all: 'on' });
    // Three officers, their mentor and the coordinator.
    expect(everyone.json().data.recipients).toBe(5);
    // One delivery job per mail, in the same transaction.
    const [job] = await c.db.select().from(jobs).where(eq(jobs.key, String(everyone.json().data.id)));
    expect(job).toMatchObject({ kind: 'bulk-mail', state: 'queued' });
  });

  it('refuses a forged cohort (another course’s, or named under the wrong course) with 403, queueing nothing', async () => {
    const c = ctx();
    const mine = await programme(c.db);
    const theirs = await programme(c.db);
    const client = await sessionOf(c, mine.coordinator.email);
    const before = await mailCount(c);
    for (const [field, items] of [
      ['mentees_list', [{ flag_id: theirs.course.id, cohort_id: theirs.cohort.id }]],
      ['mentors_list', [{ flag_id: mine.course.id, cohort_id: theirs.cohort.id }]],
      ['mentees_list', [{ flag_id: mine.course.id, cohort_id: mine.cohort.id }, { flag_id: mine.course.id, cohort_id: 2 ** 31 - 1 }]],
    ] as const) {
      const flag = field === 'mentees_list' ? { mentees: 'on' } : { mentors: 'on' };
      const res = await send(client, { ...flag, [field]: JSON.stringify(items) });
      expect(res.statusCode, JSON.stringify(items)).toBe(403);
      expect(res.json().message).toBe(BULK_MAIL_MESSAGES.badCohort);
    }
    const bad = await send(client, { mentees: 'on', mentees_list: '[{"flag_id":"x"}]' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ mentees_list: [BULK_MAIL_MESSAGES.badList] });
    const empty = await send(client, { mentors: 'on', mentors_list: '[]' });
    expect(empty.json().errors).toEqual({ mentors_list: [BULK_MAIL_MESSAGES.cohortsRequired] });
    expect(await mailCount(c)).toBe(before);
  });
});

describe('the form’s checks (002 §5 "Bulk e-mail")', () => {
  it('answers each message of the spec, naming the field, and queues nothing', async () => {
    const c = ctx();
    const client = await sessionOf(c, DEMO.coordinator);
    const before = await mailCount(c);
    const cases: Array<[MultipartFields, string, string]> = [
      [{ subject: '' }, 'subject', BULK_MAIL_MESSAGES.subjectRequired],
      [{ subject: '   ' }, 'subject', BULK_MAIL_MESSAGES.subjectRequired],
      [{ subject: 'x'.repeat(128) }, 'subject', BULK_MAIL_MESSAGES.subjectTooLong],
      [{ message: '' }, 'message', BULK_MAIL_MESSAGES.messageRequired],
      [{ message: '<p></p>' }, 'message', BULK_MAIL_MESSAGES.messageRequired],
      [{ message: '<p><script>alert(1)</script></p>' }, 'message', BULK_MAIL_MESSAGES.messageRequired],
      [{ external_members: 'not-an-address' }, 'external_members', BULK_MAIL_MESSAGES.badExternalMember],
    ];
    for (const [fields, field, message] of cases) {
      const res = await send(client, { myself: 'on', ...fields });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const none = await send(client, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(BULK_MAIL_MESSAGES.noRecipients);
    expect(await mailCount(c)).toBe(before);
    expect((await send(client, { myself: 'on', subject: 'x'.repeat(127) })).statusCode).toBe(200);
  });

  it('refuses an attachment over 20 MB on the server, and one whose content is not what its name says; keeps no file', async () => {
    const c = ctx();
    const client = await sessionOf(c, DEMO.coordinator);
    const stored = await c.storedObjects();
    const big = await send(client, { myself: 'on' }, { files: { name: 'big.pdf', type: 'application/pdf', data: Buffer.alloc(21 * 1024 * 1024, 0x41) } });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors.files).toEqual([BULK_MAIL_MESSAGES.attachmentTooLarge('big.pdf')]);
    const fake = await send(client, { myself: 'on' }, { files: { name: 'agenda.pdf', type: 'application/pdf', data: Buffer.from('MZ not a pdf') } });
    expect(fake.statusCode).toBe(400);
    expect(await c.storedObjects()).toEqual(stored);
    const ok = await send(client, { myself: 'on' }, { files: PDF });
    expect(ok.statusCode).toBe(200);
    const [attachment] = await c.db.select().from(bulkMailAttachments).where(eq(bulkMailAttachments.bulkMailId, ok.json().data.id));
    expect(attachment).toMatchObject({ name: 'agenda.pdf', contentType: 'application/pdf' });
  });

  it('sanitises the message: no script, event handler, javascript: link or foreign frame survives, and the text part is plain', async () => {
    const c = ctx();
    const client = await sessionOf(c, DEMO.coordinator);
    const hostile = '<h2 onclick="steal()">Agenda</h2><script>alert(1)</script><p style="color:red;text-align:center">Hi <a href="javascript:alert(1)">here</a> '
      + '<a href="https://example.org/x">link</a><img src="x" onerror="alert(1)"></p><iframe src="https://evil.example/"></iframe>'
      + '<iframe src="https://www.youtube.com/embed/abc"></iframe><table><tr><td>1</td></tr></table>';
    const res = await send(client, { myself: 'on', message: hostile });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await c.db.select().from(bulkMails).where(eq(bulkMails.id, res.json().data.id));
    expect(mail!.html).not.toMatch(/script|onclick|onerror|javascript:|evil\.example|color:red/i);
    expect(mail!.html).toContain('<h2>Agenda</h2>');
    expect(mail!.html).toContain('https://www.youtube.com/embed/abc');
    expect(mail!.html).toContain('<table>');
    expect(mail!.text).toContain('link (https://example.org/x)');
    expect(mail!.text).not.toContain('<');
  });
});

describe('delivery through the job queue', () => {
  it('mails each recipient once in their own language, with the attachments, and the history counts them', async () => {
    const c = ctx();
    const p = await programme(c.db, 2);
    await c.db.update((await import('../src/db/schema')).users).set({ language: 'fr' }).where(eq((await import('../src/db/schema')).users.id, p.mentees[0]!.id));
    const client = await sessionOf(c, p.coordinator.email);
    const res = await send(client, { mentees: 'on', mentees_list: JSON.stringify([{ flag_id: p.course.id, cohort_id: p.cohort.id }]) }, { files: PDF });
    const id = res.json().data.id as number;
    const pending = (await client.get(API.history.path)).json();
    expect(pending.results[0]).toMatchObject({ id, subject: 'Field visit', recipients: 2, sent: 0, waiting: 2, failed: 0, attachments: 1 });

    const mailer = recordingMailer();
    expect(await deliverBulkMail({ ...c, mailer }, id)).toBeNull();
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(p.mentees.map((m) => m.email.toLowerCase()).sort());
    const french = mailer.sent.find((m) => m.to === p.mentees[0]!.email.toLowerCase())!;
    expect(french.text).toMatch(/^Bonjour /);
    expect(french.html).toContain('<p>Please come at 9.</p>');
    expect(french.attachments).toEqual([{ filename: 'agenda.pdf', contentType: 'application/pdf', content: PDF.data }]);
    expect(mailer.sent.find((m) => m !== french)!.text).toMatch(/^Dear /);
    // Nothing is sent twice.
    expect(await deliverBulkMail({ ...c, mailer }, id)).toBeNull();
    expect(mailer.sent).toHaveLength(2);
    expect((await client.get(API.history.path)).json().results[0]).toMatchObject({ id, sent: 2, waiting: 0, failed: 0 });
    // The outbox mailer keeps a binary attachment by name and size.
    await outboxMailer(c.db).send(french);
    const [kept] = await c.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)).limit(1).offset((await c.db.select({ n: count() }).from(mailOutbox))[0]!.n - 1);
    expect(kept!.attachments).toEqual([{ filename: 'agenda.pdf', contentType: 'application/pdf', content: '', size: PDF.data.length }]);
  });

  it('a worker killed mid-send: the restart mails no one twice, and gives up only the claim in doubt', async () => {
    const c = ctx();
    const p = await programme(c.db, 10);
    const client = await sessionOf(c, p.coordinator.email);
    const id = (await send(client, { mentees: 'on', mentees_list: JSON.stringify([{ flag_id: p.course.id, cohort_id: p.cohort.id }]) })).json().data.id as number;
    // One lane claiming 4 rows at a time (8 a second: half a second's worth); the rate's waits skipped.
    const config = { ...c.config, bulkMail: { ...c.config.bulkMail, perSecond: 8, concurrency: 1 } };
    expect(claimSize(config.bulkMail)).toBe(4);
    const opts = { sleep: async () => undefined };

    // The first worker hands over the first claim (4 mails) and the fifth, then dies while the SMTP server has the sixth.
    const delivered: string[] = [];
    let attempted = 0;
    const dying: Mailer = {
      kind: 'smtp',
      send: (mail) => {
        attempted++;
        delivered.push(mail.to);
        return attempted <= 5 ? Promise.resolve() : new Promise<void>(() => undefined);
      },
      async close() {},
    };
    void deliverBulkMail({ ...c, config, mailer: dying }, id, opts);
    await expect.poll(() => attempted, { timeout: 5000 }).toBe(6);

    // A restart before the claim is stale sends the rest, and leaves the second claim (rows 5 to 8) alone.
    const second = recordingMailer();
    const next = await deliverBulkMail({ ...c, config, mailer: second }, id, opts);
    expect(second.sent).toHaveLength(2);
    expect(next).toBeInstanceOf(Date);
    // Once it is stale, it is given up rather than sent again: the fifth (handed over, not yet
    // recorded), the sixth (in the SMTP server's hands) and the seventh and eighth (never tried).
    const later = new Date(Date.now() + (c.config.bulkMail.staleMinutes + 1) * 60_000);
    expect(await deliverBulkMail({ ...c, config, mailer: second }, id, { ...opts, now: () => later })).toBeNull();
    expect(second.sent).toHaveLength(2);

    const all = [...delivered, ...second.sent.map((m) => m.to)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(8);
    const rows = await recipientsOf(c, id);
    expect(rows.filter((r) => r.status === 'sent').map((r) => r.email).sort()).toEqual([...delivered.slice(0, 4), ...second.sent.map((m) => m.to)].sort());
    const failed = rows.filter((r) => r.status === 'failed');
    expect(failed).toHaveLength(4);
    expect(failed.every((r) => r.lastError === INTERRUPTED)).toBe(true);
    expect(failed.map((r) => r.email)).toEqual(expect.arrayContaining(delivered.slice(4)));
  });

  it('through a real SMTP server: counts what it received, retries a 4xx reply, gives up on a 5xx one', async () => {
    const c = ctx();
    let temporaryRefusals = 0;
    const { received, url: smtpUrl, close } = await startSmtpServer({
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('busy@') && temporaryRefusals++ === 0) return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        if (address.address.startsWith('gone@')) return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
        return callback();
      },
    });
    const mailer = smtpMailer(smtpUrl, 'Portal <no-reply@example.org>');
    try {
      const p = await programme(c.db, 3);
      const client = await sessionOf(c, p.coordinator.email);
      const res = await send(client, {
        mentees: 'on', mentees_list: JSON.stringify([{ flag_id: p.course.id, cohort_id: p.cohort.id }]), external_members: 'busy@example.net gone@example.net',
      }, { files: PDF });
      const id = res.json().data.id as number;
      const retryAt = await deliverBulkMail({ ...c, mailer }, id);
      expect(received).toHaveLength(3);
      expect(retryAt).toBeInstanceOf(Date);
      let rows = await recipientsOf(c, id);
      expect(rows.find((r) => r.email === 'busy@example.net')).toMatchObject({ status: 'waiting', attempts: 1 });
      expect(rows.find((r) => r.email === 'gone@example.net')).toMatchObject({ status: 'failed', attempts: 1 });
      expect(await deliverBulkMail({ ...c, mailer }, id, { now: () => new Date(retryAt!.getTime() + 1) })).toBeNull();
      expect(received).toHaveLength(4);
      expect(received.map((r) => r.to)).toContain('busy@example.net');
      expect(received[0]!.data).toContain('agenda.pdf');
      expect(received[0]!.data).toContain('Subject: Field visit');
      rows = await recipientsOf(c, id);
      expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'sent', 'sent', 'sent', 'sent']);
      expect((await client.get(API.history.path)).json().results[0]).toMatchObject({ id, recipients: 5, sent: 4, waiting: 0, failed: 1 });
    } finally {
      await mailer.close();
      await close();
    }
  });

  it('with several sends in flight (BULK_MAIL_CONCURRENCY), still mails each recipient once, within the rate', async () => {
    const c = ctx();
    const p = await programme(c.db, 9);
    const client = await sessionOf(c, p.coordinator.email);
    const id = (await send(client, { mentees: 'on', mentees_list: JSON.stringify([{ flag_id: p.course.id, cohort_id: p.cohort.id }]) })).json().data.id as number;
    const sent: string[] = [];
    const slow: Mailer = { kind: 'smtp', send: async (mail) => { await new Promise((r) => setTimeout(r, 20)); sent.push(mail.to); }, async close() {} };
    const started = Date.now();
    const config = { ...c.config, bulkMail: { ...c.config.bulkMail, concurrency: 4, perSecond: 50 } };
    expect(await deliverBulkMail({ ...c, config, mailer: slow }, id)).toBeNull();
    expect(sent).toHaveLength(9);
    expect(new Set(sent).size).toBe(9);
    // 9 sends at 50 a second take at least 8 intervals of 20 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('gives up a recipient after BULK_MAIL_MAX_ATTEMPTS temporary failures', async () => {
    const c = ctx();
    const client = await sessionOf(c, DEMO.coordinator);
    const id = (await send(client, { myself: 'on' })).json().data.id as number;
    const failing: Mailer = { kind: 'smtp', send: async () => { throw Object.assign(new Error('try later'), { responseCode: 421 }); }, async close() {} };
    let at = new Date();
    for (let i = 0; i < 3; i++) {
      const next = await deliverBulkMail({ ...c, mailer: failing }, id, { now: () => at });
      if (i < 2) at = new Date(next!.getTime() + 1);
      else expect(next).toBeNull();
    }
    expect((await recipientsOf(c, id))[0]).toMatchObject({ status: 'failed', attempts: 3, lastError: 'try later' });
  });
});
