import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { CALENDAR_MESSAGES } from '@fetp/contract';
import { calendarEventGuests, calendarEvents, courses, jobs, mailOutbox, outsideInviteeCounts, subCals } from '../src/db/schema';
import { loadConfig } from '../src/config';
import { DEMO_ACCOUNTS, createTestContext, sessionOf, type Client, type TestContext, day } from './helpers';
import { createCohort, createCoordinator, createCourse } from './factories';

/**
 * The portal is not a mail relay (issue 30 §1.6): outside invitees (addresses, not users) are
 * limited per event (OUTSIDE_INVITEES_PER_EVENT, 400 on the field) and per user per day
 * (OUTSIDE_INVITEES_PER_USER_PER_DAY, 429) on every call that invites them — discussions of the
 * three roles and webinars — and a refusal writes nothing: no event, no guest, no invite job, no mail.
 */

type Caller = Client & { userId: number };
let ctx: TestContext;
let mentee: Caller;
let mentor: Caller;
let coordinator: Caller;
let fetp: number;
let cal: number;
let cohort: number;

const PER_DAY = 30;
/** `n` distinct outside addresses, from `from`. */
const addresses = (n: number, from = 0, tag = 'guest') => Array.from({ length: n }, (_, i) => `${tag}${from + i}@outside.example.org`);

async function send(client: Caller, method: 'POST' | 'PATCH', url: string, fields: Record<string, string | number | (string | number)[]>) {
  const csrf = await client.ensureCsrf();
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) body.append(key, String(item));
  return ctx.app.inject({
    method, url, payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, authorization: `Bearer ${client.token}` },
  });
}
const menteeDiscussion = (participants: string[]) => send(mentee, 'POST', '/v1/cal/event/mentee/create/new/', {
  mentor_id: [mentor.userId], cal_id: cal, start_date: day(3), from_time: '10:00', to_time: '10:45', description: 'Line list', discussion_mode: 'In person',
  course_id: fetp, scheduler: 'Mentee', time_zone: 'UTC', participants: participants.join(', '),
});

/** What a refusal must leave as it was: events, guests, queued jobs, the outbox, and the caller's count. */
async function written(userId: number) {
  const n = async (table: typeof calendarEvents | typeof calendarEventGuests | typeof jobs | typeof mailOutbox) =>
    (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  const [counted] = await ctx.db.select({ count: outsideInviteeCounts.count }).from(outsideInviteeCounts).where(eq(outsideInviteeCounts.userId, userId));
  return { events: await n(calendarEvents), guests: await n(calendarEventGuests), jobs: await n(jobs), mails: await n(mailOutbox), counted: counted?.count ?? 0 };
}

beforeAll(async () => {
  // The job worker is off, so queued invites stay visible as jobs.
  ctx = await createTestContext({ env: { OUTSIDE_INVITEES_PER_USER_PER_DAY: String(PER_DAY), JOBS_WORKER: 'false' } });
  mentee = await sessionOf(ctx, DEMO_ACCOUNTS.mentees[0]!);
  mentor = await sessionOf(ctx, DEMO_ACCOUNTS.mentors[0]!);
  const [course] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.type, 'FETP Course'));
  fetp = course!.id;
  const [sub] = await ctx.db.select({ id: subCals.id }).from(subCals).where(and(eq(subCals.courseId, fetp), eq(subCals.menteeId, mentee.userId))).orderBy(asc(subCals.id));
  cal = sub!.id;
  const own = await createCourse(ctx.db);
  cohort = (await createCohort(ctx.db, { courseId: own.id })).id;
  coordinator = await sessionOf(ctx, (await createCoordinator(ctx.db, [own.id])).email);
}, 120_000);
afterAll(() => ctx.close());

describe('outside invitees are limited (issue 30 §1.6)', () => {
  it('defaults to 20 per event and 60 per user per day, set by OUTSIDE_INVITEES_PER_EVENT and OUTSIDE_INVITEES_PER_USER_PER_DAY', () => {
    expect(loadConfig({}).outsideInvitees).toEqual({ perEvent: 20, perUserPerDay: 60 });
    expect(loadConfig({ OUTSIDE_INVITEES_PER_EVENT: '5', OUTSIDE_INVITEES_PER_USER_PER_DAY: '7' }).outsideInvitees).toEqual({ perEvent: 5, perUserPerDay: 7 });
  });

  it('more than 20 on one event: 400 on the field, and nothing written', async () => {
    const before = await written(mentee.userId);
    const res = await menteeDiscussion(addresses(21));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: CALENDAR_MESSAGES.tooManyOutsideInvitees, errors: { participants: [CALENDAR_MESSAGES.tooManyOutsideInvitees] } });
    expect(await written(mentee.userId)).toEqual(before);
  });

  it('past the day’s limit across two requests: 429, and the refused request writes and counts nothing', async () => {
    const first = await menteeDiscussion(addresses(20, 0));
    expect(first.statusCode, first.body).toBe(200);
    const before = await written(mentee.userId);
    expect(before.counted).toBe(20);
    const second = await menteeDiscussion(addresses(20, 100));
    expect(second.statusCode, second.body).toBe(429);
    expect(second.json().message).toBe(CALENDAR_MESSAGES.outsideInviteesToday);
    expect(await written(mentee.userId)).toEqual(before);
    // The refusal counted nothing: the day still has room for exactly ten more.
    expect((await menteeDiscussion(addresses(10, 200))).statusCode).toBe(200);
    expect((await menteeDiscussion(addresses(1, 300))).statusCode).toBe(429);
  });

  it('an update counts only addresses the event did not invite yet', async () => {
    const created = await send(mentor, 'POST', '/v1/event/mentor/create/new/', {
      mentee_id: [mentee.userId], title: 'Abstract review', start_date: day(4), from_time: '15:00', to_time: '16:00', description: 'Abstract',
      discussion_mode: 'Phone call', scheduler: 'Mentor', time_zone: 'UTC', participants: addresses(20, 0, 'm').join(', '),
    });
    expect(created.statusCode, created.body).toBe(200);
    const update = (participants: string[]) => send(mentor, 'POST', '/v1/event/mentor/update/', {
      event_id: created.json().event_id, mentee_id: [mentee.userId], title: 'Abstract review', start_date: day(4), from_time: '15:00', to_time: '16:00',
      description: 'Abstract', discussion_mode: 'Phone call', scheduler: 'Mentor', time_zone: 'UTC', participants: participants.join(', '),
    });
    // The same twenty again (in another order) are not new: the mentor's day stays at 20.
    expect((await update(addresses(20, 0, 'm').reverse())).statusCode).toBe(200);
    // Ten replaced by ten new ones: 30, the day's limit; one more new one is refused.
    expect((await update([...addresses(10, 0, 'm'), ...addresses(10, 50, 'm')])).statusCode).toBe(200);
    const over = await update([...addresses(19, 0, 'm'), 'one-more@outside.example.org']);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json().message).toBe(CALENDAR_MESSAGES.outsideInviteesToday);
  });

  it('webinars’ external members are limited the same way', async () => {
    const before = await written(coordinator.userId);
    const res = await coordinator.multipart('/v1/webinar/create/new/', {
      title: 'Open lecture', description: 'For partners', start_date: day(3), end_date: day(3), from_time: '10:00', to_time: '11:00', interval: 'none',
      cohorts: String(cohort), time_zone: 'UTC', external_members: addresses(21, 0, 'w').join(','),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ external_members: [CALENDAR_MESSAGES.tooManyOutsideInvitees] });
    expect(await written(coordinator.userId)).toEqual(before);
    const ok = await coordinator.multipart('/v1/webinar/create/new/', {
      title: 'Open lecture', description: 'For partners', start_date: day(3), end_date: day(3), from_time: '10:00', to_time: '11:00', interval: 'none',
      cohorts: String(cohort), time_zone: 'UTC', external_members: addresses(20, 0, 'w').join(','),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await written(coordinator.userId)).counted).toBe(20);
  });
});
