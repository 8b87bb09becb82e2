import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import {
  calendarAttendance, calendarAttendanceRuns, calendarEventCohorts, calendarEventExceptions, calendarEventGuests, calendarEventMembers, calendarEvents, jobs, notifications,
} from '../src/db/schema';
import { JobQueue, type JobContext } from '../src/jobs';
import { calendarInviteJob, type InviteJobPayload } from '../src/features/calendar/invites';
import type { Services } from '../src/services';
import { createTestContext, sessionOf, type TestContext } from './helpers';
import { createCohort, createCoordinator, createCourse, createMentee, createMentor, createUser } from './factories';

let ctx: TestContext;
let services: Services;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  ctx = await createTestContext();
  services = { db: ctx.db, config: ctx.config, jobs: new JobQueue({ db: ctx.db }) } as unknown as Services;
}, 30_000);
afterAll(() => ctx.close());

let fakeJobId = 900_000;

/** Runs the invite job as the queue would, and answers the mails it queued, by recipient. */
async function runInvite(payload: InviteJobPayload) {
  const id = ++fakeJobId;
  const context = { services, job: { id, kind: calendarInviteJob.name, key: null, attempt: 1, maxAttempts: 5, runAt: new Date() }, log: console } as unknown as JobContext;
  await calendarInviteJob.run(calendarInviteJob.payload.parse(payload), context);
  const queued = await ctx.db.select().from(jobs).where(and(eq(jobs.kind, 'send-mail'), like(jobs.key, `calendar-invite:${id}:%`)));
  return new Map(queued.map((j) => {
    const mail = j.payload as { to: string; subject: string; text: string; attachments: { filename: string; contentType: string; content: string }[] };
    return [mail.to.toLowerCase(), mail];
  }));
}

/** The .ics parsed by ical.js, an independent parser. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  return {
    method: calendar.getFirstPropertyValue('method'),
    zones: calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')),
    events,
    master: events.find((e) => !e.hasProperty('recurrence-id')),
    overrides: events.filter((e) => e.hasProperty('recurrence-id')),
  };
}

/** A programme of its own: a course with a coordinator, a cohort with a French-speaking officer and their mentor. */
async function programme() {
  const course = await createCourse(ctx.db);
  const cohort = await createCohort(ctx.db, { courseId: course.id });
  const coordinator = await createCoordinator(ctx.db, [course.id]);
  const mentor = await createMentor(ctx.db);
  const officer = await createMentee(ctx.db, cohort.id, { mentor1: mentor.id });
  await ctx.db.execute(sql`update users set language = 'fr' where id = ${officer.id}`);
  return { course, cohort, coordinator, mentor, officer };
}

describe('calendar invites (.ics)', () => {
  it('sends a weekly series as one recurring event: REQUEST on create, a higher SEQUENCE on update, CANCEL on cancel', async () => {
    const p = await programme();
    const internal = await createUser(ctx.db, []);
    const tz = 'Asia/Kolkata';
    // Mondays and Wednesdays 09:00–10:00 Kolkata from Monday 2026-12-07, to 2027-01-13 (floating UNTIL).
    const [event] = await ctx.db.insert(calendarEvents).values({
      kind: 'webinar', courseId: p.course.id, title: 'Grand Rounds; outbreak review', description: 'Line lists, epi curves',
      presenter: 'Dr. Rao', joinUrl: 'https://meet.example.test/grand-rounds',
      startsAt: new Date('2026-12-07T03:30:00Z'), endsAt: new Date('2026-12-07T04:30:00Z'), timeZone: tz,
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270113T235959Z', createdBy: p.coordinator.id, schedulerRole: 'Course Coordinator',
    }).returning();
    await ctx.db.insert(calendarEventCohorts).values({ eventId: event!.id, cohortId: p.cohort.id });
    await ctx.db.insert(calendarEventMembers).values({ eventId: event!.id, userId: internal.id, role: 'internal' });
    await ctx.db.insert(calendarEventGuests).values({ eventId: event!.id, email: 'guest@partner.example' });

    const created = await runInvite({ eventId: event!.id, method: 'REQUEST' });
    expect([...created.keys()].sort()).toEqual([p.officer.email, p.mentor.email, internal.email, 'guest@partner.example'].map((e) => e.toLowerCase()).sort());
    const toOfficer = created.get(p.officer.email.toLowerCase())!;
    expect(toOfficer.subject).toBe('Invitation : Grand Rounds; outbreak review');
    expect(created.get('guest@partner.example')!.subject).toBe('Invitation: Grand Rounds; outbreak review');
    expect(toOfficer.attachments).toHaveLength(1);
    expect(toOfficer.attachments[0]).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST' });

    const first = parse(toOfficer.attachments[0]!.content);
    expect(first.method).toBe('REQUEST');
    expect(first.events).toHaveLength(1);
    const master = first.master!;
    const host = new URL(ctx.config.publicUrl).hostname;
    expect(master.getFirstPropertyValue('uid')).toBe(`event-${event!.id}@${host}`);
    expect(master.getFirstPropertyValue('sequence')).toBe(0);
    expect(master.getFirstPropertyValue('summary')).toBe('Grand Rounds; outbreak review');
    const dtstart = master.getFirstProperty('dtstart')!;
    expect(dtstart.getParameter('tzid')).toBe(tz);
    // The zone the TZID names is written out (Outlook reads its rules from the file).
    expect(first.zones).toEqual([tz]);
    expect(String(dtstart.getFirstValue())).toBe('2026-12-07T09:00:00');
    const rrule = master.getFirstPropertyValue('rrule') as unknown as ICAL.Recur;
    expect(rrule.freq).toBe('WEEKLY');
    expect(rrule.parts.BYDAY).toEqual(['MO', 'WE']);
    // The floating UNTIL (the last day's 23:59:59 in Kolkata) placed in UTC.
    expect(rrule.until!.toString()).toBe('2027-01-13T18:29:59Z');
    expect(master.getAllProperties('attendee').map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([`mailto:${p.officer.email.toLowerCase()}`]);
    expect(String(master.getFirstPropertyValue('organizer')).toLowerCase()).toBe(`mailto:${p.coordinator.email.toLowerCase()}`);

    // One occurrence cancelled, another edited, the series raised to SEQUENCE 1: an update.
    await ctx.db.insert(calendarEventExceptions).values([
      { eventId: event!.id, occurrenceStart: new Date('2026-12-09T03:30:00Z'), cancelled: true, cancellationNote: 'Holiday' },
      { eventId: event!.id, occurrenceStart: new Date('2026-12-14T03:30:00Z'), startsAt: new Date('2026-12-14T05:30:00Z'), endsAt: new Date('2026-12-14T06:30:00Z'), title: 'Grand Rounds (late start)' },
    ]);
    await ctx.db.update(calendarEvents).set({ sequence: 1 }).where(eq(calendarEvents.id, event!.id));
    const updated = await runInvite({ eventId: event!.id, method: 'REQUEST', occurrence: '2026-12-14T03:30:00.000Z' });
    expect(updated.get('guest@partner.example')!.subject).toBe('Updated: Grand Rounds (late start)');
    const second = parse(updated.get('guest@partner.example')!.attachments[0]!.content);
    expect(second.method).toBe('REQUEST');
    expect(second.master!.getFirstPropertyValue('uid')).toBe(`event-${event!.id}@${host}`);
    expect(second.master!.getFirstPropertyValue('sequence')).toBe(1);
    const exdate = second.master!.getFirstProperty('exdate')!;
    expect(exdate.getParameter('tzid')).toBe(tz);
    expect(String(exdate.getFirstValue())).toBe('2026-12-09T09:00:00');
    expect(second.overrides).toHaveLength(1);
    const override = second.overrides[0]!;
    expect(override.getFirstPropertyValue('uid')).toBe(`event-${event!.id}@${host}`);
    expect(String(override.getFirstPropertyValue('recurrence-id'))).toBe('2026-12-14T09:00:00');
    expect(String(override.getFirstPropertyValue('dtstart'))).toBe('2026-12-14T11:00:00');
    expect(override.getFirstPropertyValue('summary')).toBe('Grand Rounds (late start)');

    // ical.js expands the series as the rule and the exceptions say: Dec 9 is gone.
    const expanded = new ICAL.Event(second.master!, { exceptions: second.overrides.map((o) => new ICAL.Event(o)) });
    const iterator = expanded.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next && starts.length < 4; next = iterator.next()) starts.push(next.toString());
    expect(starts).toEqual(['2026-12-07T09:00:00', '2026-12-14T09:00:00', '2026-12-16T09:00:00', '2026-12-21T09:00:00']);

    // A single occurrence cancelled: CANCEL with its RECURRENCE-ID.
    await ctx.db.update(calendarEvents).set({ sequence: 2 }).where(eq(calendarEvents.id, event!.id));
    const one = await runInvite({ eventId: event!.id, method: 'CANCEL', occurrence: '2026-12-09T03:30:00.000Z' });
    const cancelOne = parse(one.get(internal.email.toLowerCase())!.attachments[0]!.content);
    expect(one.get(internal.email.toLowerCase())!.attachments[0]!.contentType).toBe('text/calendar; method=CANCEL');
    expect(cancelOne.method).toBe('CANCEL');
    expect(cancelOne.events).toHaveLength(1);
    expect(String(cancelOne.events[0]!.getFirstPropertyValue('recurrence-id'))).toBe('2026-12-09T09:00:00');
    expect(cancelOne.events[0]!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelOne.events[0]!.getFirstPropertyValue('sequence')).toBe(2);

    // The whole series cancelled.
    await ctx.db.update(calendarEvents).set({ sequence: 3, cancelledAt: new Date(), cancellationNote: 'Programme paused' }).where(eq(calendarEvents.id, event!.id));
    const all = await runInvite({ eventId: event!.id, method: 'CANCEL' });
    const cancelAll = parse(all.get(p.mentor.email.toLowerCase())!.attachments[0]!.content);
    expect(cancelAll.method).toBe('CANCEL');
    expect(cancelAll.master!.getFirstPropertyValue('uid')).toBe(`event-${event!.id}@${host}`);
    expect(cancelAll.master!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelAll.master!.getFirstPropertyValue('sequence')).toBe(3);
    expect(all.get(p.mentor.email.toLowerCase())!.text).toContain('Programme paused');
  });

  it('sends a one-off meeting without RRULE, and a CANCEL to a removed guest', async () => {
    const p = await programme();
    const [event] = await ctx.db.insert(calendarEvents).values({
      kind: 'meeting', courseId: p.course.id, title: 'Cohort meeting', startsAt: new Date('2026-12-10T14:00:00Z'), endsAt: new Date('2026-12-10T15:00:00Z'),
      timeZone: 'Europe/Paris', createdBy: p.coordinator.id, schedulerRole: 'Course Coordinator', sequence: 1,
    }).returning();
    await ctx.db.insert(calendarEventMembers).values({ eventId: event!.id, userId: p.officer.id, role: 'internal' });
    const mails = await runInvite({ eventId: event!.id, method: 'REQUEST', removed: ['gone@partner.example', p.officer.email] });
    expect([...mails.keys()].sort()).toEqual(['gone@partner.example', p.officer.email.toLowerCase()].sort());
    const request = parse(mails.get(p.officer.email.toLowerCase())!.attachments[0]!.content);
    expect(request.method).toBe('REQUEST');
    expect(request.master!.hasProperty('rrule')).toBe(false);
    expect(String(request.master!.getFirstPropertyValue('dtstart'))).toBe('2026-12-10T15:00:00');
    const removed = parse(mails.get('gone@partner.example')!.attachments[0]!.content);
    expect(removed.method).toBe('CANCEL');
    expect(removed.master!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(removed.master!.getFirstPropertyValue('sequence')).toBe(1);
  });
});

describe('calendar reminders', () => {
  it('mails the day before and rings the bell 15 minutes before, once per occurrence even when the job runs twice', async () => {
    const { runReminders } = await import('../src/features/calendar/reminders');
    const p = await programme();
    const now = new Date();
    const longAgo = new Date(now.getTime() - 3 * DAY);
    const title = `Reminder check ${now.getTime()}`;
    // A single meeting in 20 hours, and a weekly series whose occurrence this week starts in 10 minutes.
    const soonStart = new Date(Math.floor((now.getTime() + 10 * 60_000) / 60_000) * 60_000);
    const [tomorrow, series] = await ctx.db.insert(calendarEvents).values([
      {
        kind: 'meeting', courseId: p.course.id, title: `${title} (meeting)`, startsAt: new Date(now.getTime() + 20 * HOUR), endsAt: new Date(now.getTime() + 21 * HOUR),
        timeZone: 'Europe/Paris', createdBy: p.coordinator.id, schedulerRole: 'Course Coordinator', updatedAt: longAgo,
      },
      {
        kind: 'webinar', courseId: p.course.id, title: `${title} (webinar)`, startsAt: new Date(soonStart.getTime() - 14 * DAY), endsAt: new Date(soonStart.getTime() - 14 * DAY + HOUR),
        timeZone: 'UTC', recurrence: 'FREQ=WEEKLY', createdBy: p.coordinator.id, schedulerRole: 'Course Coordinator', updatedAt: longAgo,
      },
    ]).returning();
    await ctx.db.insert(calendarEventCohorts).values([{ eventId: tomorrow!.id, cohortId: p.cohort.id }, { eventId: series!.id, cohortId: p.cohort.id }]);
    await ctx.db.insert(calendarEventGuests).values({ eventId: tomorrow!.id, email: 'visitor@partner.example' });

    await runReminders(services, now);
    await runReminders(services, new Date(now.getTime() + 60_000));

    const sent = await ctx.db.execute(sql`select event_id, kind, occurrence_start from calendar_reminders_sent where event_id in (${tomorrow!.id}, ${series!.id}) order by event_id, kind`);
    const rows = (sent as unknown as { rows: { event_id: number; kind: string; occurrence_start: Date | string }[] }).rows;
    expect(rows.map((r) => [r.event_id, r.kind])).toEqual([[tomorrow!.id, 'day'], [series!.id, 'soon']]);
    expect(new Date(rows.find((r) => r.kind === 'soon')!.occurrence_start).getTime()).toBe(soonStart.getTime());

    const mails = await ctx.db.select().from(jobs).where(and(eq(jobs.kind, 'send-mail'), sql`${jobs.payload}->>'subject' like ${`%${title} (meeting)%`}`));
    const byRecipient = mails.map((m) => (m.payload as { to: string; subject: string }));
    expect(byRecipient.map((m) => m.to.toLowerCase()).sort()).toEqual([p.officer.email, p.mentor.email, 'visitor@partner.example'].map((e) => e.toLowerCase()).sort());
    expect(byRecipient.find((m) => m.to === p.officer.email)!.subject).toMatch(/^Rappel : /);

    const bells = await ctx.db.select().from(notifications).where(eq(notifications.textKey, 'calendarStartsSoon'));
    const mine = bells.filter((n) => (n.params as { title: string }).title === `${title} (webinar)`);
    expect(mine.map((n) => n.userId).sort()).toEqual([p.officer.id, p.mentor.id].sort());
    expect(mine[0]!.notification).toBe(`${title} (webinar) starts in 15 minutes.`);
  });
});

describe('the personal calendar feed', () => {
  it('lists the owner’s events by a secret address; a reset revokes it; an unknown one is 404; others’ events are absent', async () => {
    const p = await programme();
    const other = await programme();
    const now = Date.now();
    const [mine, theirs] = await ctx.db.insert(calendarEvents).values([
      {
        kind: 'webinar', courseId: p.course.id, title: 'My weekly webinar', startsAt: new Date(now + 2 * DAY), endsAt: new Date(now + 2 * DAY + HOUR),
        timeZone: 'Africa/Nairobi', recurrence: 'FREQ=WEEKLY', createdBy: p.coordinator.id, schedulerRole: 'Course Coordinator',
      },
      {
        kind: 'meeting', courseId: other.course.id, title: 'Someone else’s meeting', startsAt: new Date(now + 3 * DAY), endsAt: new Date(now + 3 * DAY + HOUR),
        timeZone: 'UTC', createdBy: other.coordinator.id, schedulerRole: 'Course Coordinator',
      },
    ]).returning();
    await ctx.db.insert(calendarEventCohorts).values([{ eventId: mine!.id, cohortId: p.cohort.id }, { eventId: theirs!.id, cohortId: other.cohort.id }]);
    await ctx.db.insert(calendarEventExceptions).values({ eventId: mine!.id, occurrenceStart: new Date(now + 9 * DAY), cancelled: true });

    const officer = await sessionOf(ctx, p.officer.email);
    const address = await officer.get('/api/calendar/feed/');
    expect(address.statusCode).toBe(200);
    const url = address.json().feed_url as string;
    expect(url.startsWith(`${ctx.config.publicUrl}/api/calendar/feed/`)).toBe(true);
    expect(url.endsWith('.ics')).toBe(true);
    // The same address on a second call.
    expect((await officer.get('/api/calendar/feed/')).json().feed_url).toBe(url);

    const path = url.slice(ctx.config.publicUrl.length);
    const feed = await ctx.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const parsed = parse(feed.body);
    expect(parsed.method).toBeNull();
    const uids = parsed.events.map((e) => e.getFirstPropertyValue('uid'));
    const host = new URL(ctx.config.publicUrl).hostname;
    expect(uids).toContain(`event-${mine!.id}@${host}`);
    expect(uids).not.toContain(`event-${theirs!.id}@${host}`);
    const master = parsed.events.find((e) => e.getFirstPropertyValue('uid') === `event-${mine!.id}@${host}`)!;
    expect(master.hasProperty('rrule')).toBe(true);
    expect(master.hasProperty('exdate')).toBe(true);

    // The other programme's officer sees their meeting and not ours.
    const stranger = await sessionOf(ctx, other.officer.email);
    const theirUrl = (await stranger.get('/api/calendar/feed/')).json().feed_url as string;
    expect(theirUrl).not.toBe(url);
    const theirFeed = parse((await ctx.app.inject({ method: 'GET', url: theirUrl.slice(ctx.config.publicUrl.length) })).body);
    expect(theirFeed.events.map((e) => e.getFirstPropertyValue('uid'))).toEqual([`event-${theirs!.id}@${host}`]);

    // A reset: a new address works, the old one is 404.
    const reset = await officer.post('/api/calendar/feed/reset/', {});
    expect(reset.statusCode).toBe(200);
    const newUrl = reset.json().feed_url as string;
    expect(newUrl).not.toBe(url);
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: newUrl.slice(ctx.config.publicUrl.length) })).statusCode).toBe(200);
    expect((await officer.get('/api/calendar/feed/')).json().feed_url).toBe(newUrl);

    // Unknown and malformed tokens; the address call needs a session.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/calendar/feed/x.ics' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/calendar/feed/' })).statusCode).toBe(401);

    // A deactivated account's feed answers nothing (its join links with it).
    const theirPath = theirUrl.slice(ctx.config.publicUrl.length);
    expect((await ctx.app.inject({ method: 'GET', url: theirPath })).statusCode).toBe(200);
    await ctx.db.execute(sql`update users set is_active = false where id = ${other.officer.id}`);
    expect((await ctx.app.inject({ method: 'GET', url: theirPath })).statusCode).toBe(404);
  });
});

describe('Attendance & Schedules', () => {
  it('gives a coordinator the sessions of their course only, a mentor their mentees’, and refuses a mentee', async () => {
    const a = await programme();
    const b = await programme();
    const second = await createMentee(ctx.db, a.cohort.id);
    const past = Date.now() - 7 * DAY;
    const [webinarA, meetingB] = await ctx.db.insert(calendarEvents).values([
      {
        kind: 'webinar', courseId: a.course.id, title: 'Course A webinar', startsAt: new Date(past), endsAt: new Date(past + HOUR),
        timeZone: 'UTC', createdBy: a.coordinator.id, schedulerRole: 'Course Coordinator',
      },
      {
        kind: 'meeting', courseId: b.course.id, title: 'Course B meeting', startsAt: new Date(past), endsAt: new Date(past + HOUR),
        timeZone: 'UTC', createdBy: b.coordinator.id, schedulerRole: 'Course Coordinator',
      },
    ]).returning();
    await ctx.db.insert(calendarAttendanceRuns).values([
      { eventId: webinarA!.id, occurrenceStart: new Date(past), populatedBy: a.coordinator.id },
      { eventId: meetingB!.id, occurrenceStart: new Date(past), populatedBy: b.coordinator.id },
    ]);
    await ctx.db.insert(calendarAttendance).values([
      { eventId: webinarA!.id, occurrenceStart: new Date(past), userId: a.officer.id, attended: true },
      { eventId: webinarA!.id, occurrenceStart: new Date(past), userId: second.id, attended: false },
      { eventId: meetingB!.id, occurrenceStart: new Date(past), userId: b.officer.id, attended: true },
    ]);

    const coordinator = await sessionOf(ctx, a.coordinator.email);
    const sessionsA = await coordinator.get('/api/calendar/schedules/sessions/');
    expect(sessionsA.statusCode).toBe(200);
    expect(sessionsA.json()).toMatchObject({ count: 1, page: 1, page_size: 10 });
    expect(sessionsA.json().data).toEqual([expect.objectContaining({
      sno: 1, event_id: webinarA!.id, kind: 'webinar', title: 'Course A webinar', course: a.course.title, invited: 2, attended: 1,
      occurrence: new Date(past).toISOString(),
    })]);
    const officersA = (await coordinator.get('/api/calendar/schedules/officers/?page=1')).json();
    expect(officersA.count).toBe(2);
    expect(officersA.data.map((o: { user_id: number; invited: number; attended: number; rate: number }) => [o.user_id, o.invited, o.attended, o.rate]).sort())
      .toEqual([[a.officer.id, 1, 1, 100], [second.id, 1, 0, 0]].sort());

    // The mentor of course A's first officer sees that officer only.
    const mentor = await sessionOf(ctx, a.mentor.email);
    const mentorSessions = (await mentor.get('/api/calendar/schedules/sessions/')).json();
    expect(mentorSessions.data.map((s: { event_id: number; invited: number; attended: number }) => [s.event_id, s.invited, s.attended])).toEqual([[webinarA!.id, 1, 1]]);
    const mentorOfficers = (await mentor.get('/api/calendar/schedules/officers/')).json();
    expect(mentorOfficers.data.map((o: { user_id: number }) => o.user_id)).toEqual([a.officer.id]);

    // Course B's coordinator does not see course A.
    const coordinatorB = await sessionOf(ctx, b.coordinator.email);
    expect((await coordinatorB.get('/api/calendar/schedules/sessions/')).json().data.map((s: { event_id: number }) => s.event_id)).toEqual([meetingB!.id]);

    // A mentee is refused; a bad page is a 400 with the message.
    const mentee = await sessionOf(ctx, a.officer.email);
    expect((await mentee.get('/api/calendar/schedules/sessions/')).statusCode).toBe(403);
    expect((await mentee.get('/api/calendar/schedules/officers/')).statusCode).toBe(403);
    const bad = await coordinator.get('/api/calendar/schedules/sessions/?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please choose a valid page.');
  });
});
