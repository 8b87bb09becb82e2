import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, gt, like } from 'drizzle-orm';
import { CAL_FILE_MESSAGES, CAL_MESSAGES, CAL_FORM_CALL_MESSAGES as M } from '@fetp/contract';
import { calStatusChanges, cals, courses, districts, jobs, milestones, notifications, subCals, users } from '../src/db/schema';
import { JobQueue } from '../src/jobs';
import { auditPage } from '../src/db/audit';
import { calDueDatesJob, runCalDueDates } from '../src/features/cal-tracker/jobs';
import type { Services } from '../src/services';
import { DEMO_ACCOUNTS, createTestContext, sessionOf, startRunDone, type Client, type TestContext } from './helpers';
import { samplePdf } from './application-fixtures';

/**
 * The one status change (issue 21 §2, cal-tracker/status-service.ts) through the calls that make
 * it: a reviewer's status calls, the officer's form save and file upload, and the daily overdue job.
 * Each writes its audit rows; a reviewer's change also tells the officer (a keyed bell notification
 * read in the reader's language, and a queued e-mail in the account's language).
 *
 * The officer is mentee 5 (Rohan Gupta, Cohort 2026 of the FETP course, no sub-CAL in the demo),
 * whose mentors are mentor 2 (Vikram Singh) and mentor 3 (Fatima Khan).
 */

let ctx: TestContext;
let fetp: number;
const as = {} as Record<'officer' | 'mentor2' | 'mentor3', Client & { userId: number }>;

beforeAll(async () => {
  ctx = await createTestContext();
  await startRunDone(ctx, calDueDatesJob.name);
  [{ id: fetp }] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.type, 'FETP Course')) as [{ id: number }];
  as.officer = await sessionOf(ctx, DEMO_ACCOUNTS.mentees[4]!);
  as.mentor2 = await sessionOf(ctx, DEMO_ACCOUNTS.mentors[1]!);
  as.mentor3 = await sessionOf(ctx, DEMO_ACCOUNTS.mentors[2]!);
}, 60_000);
afterAll(() => ctx.close());

/** The officer registers a new sub-CAL of a project CAL (OI, SSE, SDA, PS): not started, its milestones not started. */
async function register(shortName: string) {
  const [cal] = await ctx.db.select().from(cals).where(and(eq(cals.courseId, fetp), eq(cals.shortName, shortName)));
  const [place] = await ctx.db.select({ state: districts.stateId, district: districts.id }).from(districts).limit(1);
  const res = await as.officer.post('/cal/api/submit/registration-form/', {
    cal_id: cal!.id, course_id: fetp, short_title: `${shortName} for the status tests`, state_id: place!.state, district_id: place!.district,
    abstract_disease: 'cholera', q1: 'Find the source.',
  });
  expect(res.statusCode, res.body).toBe(200);
  const sub = res.json().data as { id: number; auto_name: string; status: string };
  expect(sub.status).toBe('not_started');
  const rows = await ctx.db.select().from(milestones).where(eq(milestones.subCalId, sub.id)).orderBy(asc(milestones.sequence));
  return { ...sub, milestones: rows };
}

/** The audit rows of a milestone or sub-CAL, oldest first. */
async function audit(subject: 'milestone' | 'sub_cal', id: number) {
  const rows = await ctx.db.select().from(calStatusChanges)
    .where(and(eq(calStatusChanges.subject, subject), eq(calStatusChanges.subjectId, id))).orderBy(asc(calStatusChanges.id));
  return rows.map(({ changedBy, fromStatus, toStatus, comment }) => ({ changedBy, fromStatus, toStatus, comment }));
}

const statusOf = async (table: typeof milestones | typeof subCals, id: number) => (await ctx.db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0]!.status;

/** The officer's newest notification as the list gives it, in the language asked for (none: the account's). */
async function newestNotification(language?: string) {
  const res = await as.officer.get('/api/user_notifications_list/', language ? { 'accept-language': language } : {});
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<{ notification: string }>)[0]!.notification;
}

/** The mails queued to an address after job `afterId`. */
async function mailsTo(email: string, afterId: number) {
  const rows = await ctx.db.select().from(jobs).where(and(eq(jobs.kind, 'send-mail'), gt(jobs.id, afterId))).orderBy(asc(jobs.id));
  return rows.map((j) => j.payload as { to: string; subject: string; text: string }).filter((m) => m.to === email);
}
const lastJobId = async () => (await ctx.db.select({ id: jobs.id }).from(jobs).orderBy(desc(jobs.id)).limit(1))[0]?.id ?? 0;

describe('a reviewer’s status change', () => {
  it('writes the audit rows, tells the officer in the reader’s language (bell) and the account’s (mail), and the sub-CAL follows to Completed with its last milestone', async () => {
    const sub = await register('OI');
    const [first, ...rest] = sub.milestones;
    const officer = (await ctx.db.select().from(users).where(eq(users.id, as.officer.userId)))[0]!;
    await ctx.db.update(users).set({ language: 'fr' }).where(eq(users.id, officer.id));
    const jobsBefore = await lastJobId();
    // Waiting in CAL Requests until a reviewer acts on it.
    const waiting = async () => (await as.mentor2.get('/cal/api/cal_requests/')).json().results.map((r: { id: number }) => r.id);
    expect(await waiting()).toContain(sub.id);

    const url = `/cal/api/mentor/update/${officer.id}/milestone/status/`;
    const res = await as.mentor2.post(url, { cal_id: sub.id, course_id: fetp, milestone_id: first!.id, milestone_status: 'completed', comment: 'Well done.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CAL_MESSAGES.statusUpdated });

    // The audit rows, by the mentor: the milestone, and the sub-CAL moved from Not Started to Ongoing.
    expect(await audit('milestone', first!.id)).toEqual([{ changedBy: as.mentor2.userId, fromStatus: 'not_started', toStatus: 'completed', comment: 'Well done.' }]);
    expect(await audit('sub_cal', sub.id)).toEqual([{ changedBy: as.mentor2.userId, fromStatus: 'not_started', toStatus: 'pending', comment: null }]);
    expect(await statusOf(subCals, sub.id)).toBe('pending');
    expect(await waiting()).not.toContain(sub.id);
    // And in the programme's audit log (issue 32), with the course, so its coordinators read them.
    const logged = (await auditPage(ctx.db, { action: 'cal.status', actorId: as.mentor2.userId }, { size: 10 })).rows
      .filter((r) => (r.entity === 'milestone' && r.entityId === String(first!.id)) || (r.entity === 'sub_cal' && r.entityId === String(sub.id)));
    expect(logged.map(({ entity, courseId, before, after }) => ({ entity, courseId, before, after })).reverse()).toEqual([
      { entity: 'milestone', courseId: fetp, before: { status: 'not_started' }, after: { status: 'completed', comment: 'Well done.' } },
      { entity: 'sub_cal', courseId: fetp, before: { status: 'not_started' }, after: { status: 'pending' } },
    ]);

    // The notification is stored by key, and read in the language the page asks for, else the account's; the status label too.
    const [note] = await ctx.db.select().from(notifications).where(eq(notifications.userId, officer.id)).orderBy(desc(notifications.id)).limit(1);
    expect(note).toMatchObject({ textKey: 'calMilestoneStatusWithComment', params: expect.objectContaining({ reviewer: 'Vikram Singh', status: 'completed', comment: 'Well done.' }) });
    const item = `${sub.auto_name} – Preliminary situation report`;
    expect(await newestNotification('en')).toBe(`Vikram Singh set ${item} to Completed: Well done.`);
    expect(await newestNotification('fr')).toBe(`Vikram Singh a passé ${item} au statut Terminé : Well done.`);
    expect(await newestNotification('ar')).toBe(`قام Vikram Singh بتغيير حالة ${item} إلى مكتمل: Well done.`);
    expect(await newestNotification('fr-CA,fr;q=0.9,en;q=0.5')).toContain('au statut Terminé');
    expect(await newestNotification()).toBe(`Vikram Singh a passé ${item} au statut Terminé : Well done.`);
    await ctx.db.update(users).set({ language: null }).where(eq(users.id, officer.id));
    expect(await newestNotification()).toBe(`Vikram Singh set ${item} to Completed: Well done.`);

    // One mail queued to the officer, in the language of their account (French when the change was made).
    const mails = await mailsTo(officer.email, jobsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${item} : Terminé`);
    expect(mails[0]!.text).toContain('Vikram Singh a passé');
    expect(mails[0]!.text).toContain('Well done.');

    // The sub-CAL stays Ongoing while a milestone is open, and is Completed with its last one.
    for (const [i, m] of rest.entries()) {
      expect((await as.mentor2.post(url, { cal_id: sub.id, course_id: fetp, milestone_id: m.id, milestone_status: 'completed' })).statusCode).toBe(200);
      expect(await statusOf(subCals, sub.id)).toBe(i === rest.length - 1 ? 'completed' : 'pending');
    }
    expect((await audit('sub_cal', sub.id)).at(-1)).toEqual({ changedBy: as.mentor2.userId, fromStatus: 'pending', toStatus: 'completed', comment: null });
    expect(await newestNotification('en')).toBe(`Vikram Singh set ${sub.auto_name} – ${rest.at(-1)!.title} to Completed.`);
  });

  it('sets a sub-CAL’s status with its audit row and a notification; the same status again changes nothing', async () => {
    const sub = await register('OI');
    const url = `/cal/api/mentor/update/${as.officer.userId}/cal/status/`;
    const jobsBefore = await lastJobId();
    expect((await as.mentor3.post(url, { cal_id: sub.id, course_id: fetp, cal_status: 'pending', comment: 'Start with the line list.' })).statusCode).toBe(200);
    expect(await audit('sub_cal', sub.id)).toEqual([{ changedBy: as.mentor3.userId, fromStatus: 'not_started', toStatus: 'pending', comment: 'Start with the line list.' }]);
    expect(await newestNotification('en')).toBe(`Fatima Khan set ${sub.auto_name} to Ongoing: Start with the line list.`);
    expect(await newestNotification('fr')).toBe(`Fatima Khan a passé ${sub.auto_name} au statut En cours : Start with the line list.`);
    expect(await newestNotification('ar')).toBe(`قام Fatima Khan بتغيير حالة ${sub.auto_name} إلى جارٍ: Start with the line list.`);
    const officerEmail = DEMO_ACCOUNTS.mentees[4]!;
    expect((await mailsTo(officerEmail, jobsBefore)).map((m) => m.subject)).toEqual([`${sub.auto_name}: Ongoing`]);

    // The same status again: no audit row, no notification, no mail.
    const [{ id: newestNote }] = await ctx.db.select({ id: notifications.id }).from(notifications).orderBy(desc(notifications.id)).limit(1) as [{ id: number }];
    const jobsNow = await lastJobId();
    expect((await as.mentor3.post(url, { cal_id: sub.id, course_id: fetp, cal_status: 'pending' })).statusCode).toBe(200);
    expect(await audit('sub_cal', sub.id)).toHaveLength(1);
    expect(await ctx.db.select().from(notifications).where(gt(notifications.id, newestNote))).toEqual([]);
    expect(await mailsTo(officerEmail, jobsNow)).toEqual([]);
  });
});

describe('the officer’s submissions', () => {
  it('a start form save moves a not-started milestone and its sub-CAL to pending, with audit rows by the officer and no notification', async () => {
    const sub = await register('SSE');
    const start = sub.milestones.find((m) => m.takes === 'start')!;
    const opened = await as.officer.post('/cal/api/get/edit-start-form/', { cal_id: sub.id, user_id: as.officer.userId, milestone_id: start.id });
    expect(opened.statusCode, opened.body).toBe(200);
    const [mentor1] = opened.json().data.fields.mentor1_id.attributes.options as Array<{ key: string }>;
    const [place] = await ctx.db.select({ state: districts.stateId, district: districts.id }).from(districts).limit(1);
    const [newestNote] = await ctx.db.select({ id: notifications.id }).from(notifications).orderBy(desc(notifications.id)).limit(1);
    const res = await as.officer.post('/cal/api/submit/start-form/', {
      cal_id: sub.id, milestone_id: start.id, state_id: place!.state, district_id: place!.district, project_type: 'surveillance_data_analysis',
      project_classification: 'communicable_disease', q1: '2025-11-02', q2: '5412', q3: 'urban', q4: 'Evaluate the surveillance of dengue.',
      type_of_data: 'idsp_data', mentor1_id: mentor1!.key,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.startSaved, data: { milestone_status: 'pending' } });
    expect(await statusOf(milestones, start.id)).toBe('pending');
    expect(await statusOf(subCals, sub.id)).toBe('pending');
    expect(await audit('milestone', start.id)).toEqual([{ changedBy: as.officer.userId, fromStatus: 'not_started', toStatus: 'pending', comment: null }]);
    expect(await audit('sub_cal', sub.id)).toEqual([{ changedBy: as.officer.userId, fromStatus: 'not_started', toStatus: 'pending', comment: null }]);
    expect(await ctx.db.select().from(notifications).where(gt(notifications.id, newestNote!.id))).toEqual([]);
  });

  it('a file upload moves a not-started milestone and its sub-CAL to pending, with audit rows by the officer', async () => {
    const sub = await register('SDA');
    const file = sub.milestones.find((m) => m.takes === 'file')!;
    const res = await as.officer.multipart('/cal/api/upload_milestone_file/', { milestone_id: String(file.id) }, {
      milestone_file: { name: 'Cleaned data.pdf', type: 'application/pdf', data: await samplePdf() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(CAL_FILE_MESSAGES.uploaded);
    expect(await statusOf(milestones, file.id)).toBe('pending');
    expect(await statusOf(subCals, sub.id)).toBe('pending');
    expect(await audit('milestone', file.id)).toEqual([{ changedBy: as.officer.userId, fromStatus: 'not_started', toStatus: 'pending', comment: null }]);
    expect(await audit('sub_cal', sub.id)).toEqual([{ changedBy: as.officer.userId, fromStatus: 'not_started', toStatus: 'pending', comment: null }]);
    // A second version keeps it pending and writes no audit row.
    const again = await as.officer.multipart('/cal/api/upload_milestone_file/', { milestone_id: String(file.id) }, {
      milestone_file: { name: 'Cleaned data v2.pdf', type: 'application/pdf', data: await samplePdf() },
    });
    expect(again.statusCode).toBe(200);
    expect(await audit('milestone', file.id)).toHaveLength(1);
  });
});

describe('the daily overdue job', () => {
  it('marks an open milestone and its sub-CAL Passed Due Date with audit rows by the system, and mails each mentor once, run twice', async () => {
    const sub = await register('PS');
    const [late, later] = sub.milestones;
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await ctx.db.update(milestones).set({ dueDate: yesterday }).where(eq(milestones.id, late!.id));
    const services = { db: ctx.db, config: ctx.config, jobs: new JobQueue({ db: ctx.db }) } as unknown as Services;

    expect(await runCalDueDates(services, today)).toMatchObject({ overdue: 1 });
    expect(await runCalDueDates(services, today)).toMatchObject({ overdue: 0 });
    expect(await statusOf(milestones, late!.id)).toBe('passed_due_date');
    expect(await statusOf(milestones, later!.id)).toBe('not_started');
    expect(await statusOf(subCals, sub.id)).toBe('passed_due_date');
    expect(await audit('milestone', late!.id)).toEqual([{ changedBy: null, fromStatus: 'not_started', toStatus: 'passed_due_date', comment: null }]);
    expect(await audit('sub_cal', sub.id)).toEqual([{ changedBy: null, fromStatus: 'not_started', toStatus: 'passed_due_date', comment: null }]);

    const mails = await ctx.db.select().from(jobs).where(and(eq(jobs.kind, 'send-mail'), like(jobs.key, `cal-overdue:${late!.id}:%`)));
    expect(mails.map((j) => (j.payload as { to: string }).to).sort()).toEqual([DEMO_ACCOUNTS.mentors[1]!, DEMO_ACCOUNTS.mentors[2]!].sort());
    expect(mails.map((j) => j.key).sort()).toEqual([`cal-overdue:${late!.id}:${as.mentor2.userId}`, `cal-overdue:${late!.id}:${as.mentor3.userId}`].sort());
  });
});
