import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, like } from 'drizzle-orm';
import { ROLES } from '@fetp/contract';
import { calForms, calStatusChanges, cals, cohorts, courses, jobs, milestones, subCals } from '../src/db/schema';
import { JobQueue } from '../src/jobs';
import { calDueDatesJob, runCalDueDates } from '../src/features/cal-tracker/jobs';
import type { Services } from '../src/services';
import { createTestContext, type TestContext } from './helpers';
import { createMentee, createUser } from './factories';

let ctx: TestContext;

/** A clock the test moves by hand. */
function clock(start: string) {
  let now = new Date(start);
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  ctx = await createTestContext();
  // The app's own worker runs today's daily job at start; the test's runs are for later days.
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [run] = await ctx.db.select().from(jobs).where(and(eq(jobs.kind, calDueDatesJob.name), eq(jobs.state, 'done')));
    if (run) break;
    await sleep(20);
  }
}, 30_000);
afterAll(() => ctx.close());

describe('the CAL tracker’s daily job', () => {
  it('finds the demo programme as it was seeded: nothing overdue, nothing to remind', async () => {
    const [run] = await ctx.db.select().from(jobs).where(eq(jobs.kind, calDueDatesJob.name));
    expect(run).toMatchObject({ state: 'done' });
    expect(await ctx.db.select().from(calStatusChanges).where(isNull(calStatusChanges.changedBy))).toEqual([]);
    expect(await ctx.db.select().from(jobs).where(like(jobs.key, 'cal-%'))).toEqual([]);
  });

  it('marks overdue milestones and their sub-CAL Passed Due Date, tells the mentors in their language, and reminds the mentee once', async () => {
    // The run of tomorrow, 02:00 UTC: its day is tomorrow.
    const time = clock(`${isoDay(new Date(Date.now() + DAY))}T02:00:00Z`);
    const day = isoDay(time.now());
    const dayPlus = (n: number) => isoDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + n * DAY));

    const [fetp] = await ctx.db.select().from(courses).where(eq(courses.type, 'FETP Course'));
    const [cohort] = await ctx.db.select().from(cohorts).where(eq(cohorts.courseId, fetp!.id));
    const [oi] = await ctx.db.select().from(cals).where(and(eq(cals.courseId, fetp!.id), eq(cals.shortName, 'OI')));
    const [registration] = await ctx.db.select().from(calForms).where(eq(calForms.key, 'project-registration'));
    const english = await createUser(ctx.db, [ROLES.mentor], { displayName: 'Dr. Mentor One' });
    const french = await createUser(ctx.db, [ROLES.mentor], { displayName: 'Dr. Mentor Two', language: 'fr' });
    const mentee = await createMentee(ctx.db, cohort!.id, { mentor1: english.id, mentor2: french.id });
    const [sub] = await ctx.db.insert(subCals).values({
      calId: oi!.id, courseId: fetp!.id, menteeId: mentee.id, number: 1, autoName: 'OI-1', shortTitle: 'Cholera cluster, Karnal', status: 'pending',
      registrationFormId: registration!.id, registrationAnswers: { short_title: 'Cholera cluster, Karnal' },
    }).returning();
    const [late, soon, done, later] = await ctx.db.insert(milestones).values([
      { subCalId: sub!.id, sequence: 1, title: 'Preliminary situation report', takes: 'start', dueDate: dayPlus(-1), status: 'revoke' },
      { subCalId: sub!.id, sequence: 2, title: 'Line list and epidemic curve', takes: 'file', dueDate: dayPlus(3), status: 'not_started' },
      { subCalId: sub!.id, sequence: 3, title: 'Analytic study', takes: 'file', dueDate: dayPlus(-1), status: 'completed' },
      { subCalId: sub!.id, sequence: 4, title: 'Final report', takes: 'end', dueDate: dayPlus(10), status: 'not_started' },
    ]).returning();

    const queue = new JobQueue({ db: ctx.db, now: time.now }).register(calDueDatesJob);
    const services = { db: ctx.db, config: ctx.config, jobs: queue } as unknown as Services;
    expect(await queue.scheduleDue()).toBe(1);
    expect(await queue.runDue({ services })).toBe(1);

    const statusOf = async (id: number) => (await ctx.db.select().from(milestones).where(eq(milestones.id, id)))[0]!.status;
    expect(await statusOf(late!.id)).toBe('passed_due_date');
    expect([await statusOf(soon!.id), await statusOf(done!.id), await statusOf(later!.id)]).toEqual(['not_started', 'completed', 'not_started']);
    const [subAfter] = await ctx.db.select().from(subCals).where(eq(subCals.id, sub!.id));
    expect(subAfter!.status).toBe('passed_due_date');
    const audit = async (subject: string, id: number) =>
      (await ctx.db.select().from(calStatusChanges).where(and(eq(calStatusChanges.subject, subject), eq(calStatusChanges.subjectId, id))))
        .map(({ changedBy, fromStatus, toStatus }) => ({ changedBy, fromStatus, toStatus }));
    expect(await audit('milestone', late!.id)).toEqual([{ changedBy: null, fromStatus: 'revoke', toStatus: 'passed_due_date' }]);
    expect(await audit('sub_cal', sub!.id)).toEqual([{ changedBy: null, fromStatus: 'pending', toStatus: 'passed_due_date' }]);

    const mailsKeyed = async (prefix: string) => (await ctx.db.select().from(jobs).where(and(eq(jobs.kind, 'send-mail'), like(jobs.key, `${prefix}%`))))
      .map((j) => ({ key: j.key, ...(j.payload as { to: string; subject: string; text: string }) }));
    const overdue = await mailsKeyed(`cal-overdue:${late!.id}:`);
    expect(overdue.map((m) => m.to).sort()).toEqual([english.email, french.email].sort());
    const dueOn = dayPlus(-1).split('-').reverse().join('-');
    expect(overdue.find((m) => m.to === english.email)).toMatchObject({
      subject: `${mentee.displayName}: Preliminary situation report has passed its due date`,
      text: expect.stringContaining(`was due on ${dueOn}`),
    });
    expect(overdue.find((m) => m.to === french.email)!.subject).toBe(`${mentee.displayName} : Preliminary situation report a dépassé son échéance`);
    const reminders = await mailsKeyed(`cal-reminder:${soon!.id}`);
    expect(reminders).toEqual([expect.objectContaining({ to: mentee.email, subject: `Line list and epidemic curve is due on ${dayPlus(3).split('-').reverse().join('-')}` })]);
    // Neither a completed milestone nor one due later is mailed about.
    expect(await mailsKeyed(`cal-reminder:${later!.id}`)).toEqual([]);
    expect(await mailsKeyed(`cal-overdue:${done!.id}:`)).toEqual([]);

    // The next day's run, and the same day's run again: no second reminder, no second overdue mail.
    time.advance(DAY);
    expect(await queue.scheduleDue()).toBe(1);
    expect(await queue.runDue({ services })).toBe(1);
    await runCalDueDates(services, dayPlus(1));
    expect(await mailsKeyed(`cal-reminder:${soon!.id}`)).toHaveLength(1);
    expect(await mailsKeyed(`cal-overdue:${late!.id}:`)).toHaveLength(2);
    expect(await audit('milestone', late!.id)).toHaveLength(1);
  });
});
