import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  calendarAttendance, calendarAttendanceRuns, calendarEventCohorts, calendarEventExceptions, calendarEventGuests, calendarEventJoins,
  calendarEventMembers, calendarEvents, enrolments, mentorAssignments, subCals,
} from '../db/schema';
import { inviteesOf } from '../db/scopes';
import {
  firstStart, occurrencesBetween, populateAttendance, recurrenceRule, seriesEnd, zonedInstant, zonedParts, type RecurrenceChoice,
} from '../features/calendar';

/**
 * The demo programme's calendar (issue 22): a weekly Grand Rounds webinar for both FETP cohorts
 * with past sessions (attendance populated, one session moved, one cancelled) and sessions to come,
 * a monthly surveillance review for every cohort, a one-off webinar, online and offline meetings,
 * and mentor-mentee discussions in the past and the future. Times are in India's zone.
 */

const ZONE = 'Asia/Kolkata';
const DAY = 86_400_000;

/** A date `days` from today in the demo's zone, as YYYY-MM-DD. */
const dayFromToday = (days: number) => zonedParts(new Date(Date.now() + days * DAY), ZONE).date;

interface CalendarDemoPeople {
  fetp: number;
  frontline: number;
  cohorts: { cohort2025: number; cohort2026: number; frontline: number };
  coordinator: number;
  advisor: number;
  mentors: number[];
  mentees: number[];
}

export async function seedCalendarDemo(tx: Queryable, people: CalendarDemoPeople) {
  const { coordinator, mentors, mentees, cohorts } = people;
  const [priya, vikram, fatima] = mentors as [number, number, number];

  /** A series (or single event) starting `startDay` days from today at `from`–`to` wall clock. */
  const series = async (values: {
    kind: 'webinar' | 'meeting' | 'discussion';
    courseId: number | null;
    title: string;
    description: string;
    presenter?: string;
    joinUrl?: string | null;
    mode?: string;
    eventType?: string;
    startDay: number;
    from: string;
    to: string;
    choice?: RecurrenceChoice;
    createdBy: number;
    schedulerRole: string;
    cohortIds?: number[];
    members?: { userId: number; role: string }[];
    guests?: string[];
    cohortId?: number | null;
    subCalId?: number | null;
    menteeOnly?: boolean;
    mentorOnly?: boolean;
  }) => {
    const choice = values.choice ?? { interval: 'none' as const };
    const chosen = zonedInstant(dayFromToday(values.startDay), values.from, ZONE);
    const startsAt = firstStart(choice, chosen, ZONE)!;
    const duration = zonedInstant('2026-01-01', values.to, 'UTC').getTime() - zonedInstant('2026-01-01', values.from, 'UTC').getTime();
    const endsAt = new Date(startsAt.getTime() + duration);
    const recurrence = recurrenceRule(choice);
    const [row] = await tx.insert(calendarEvents).values({
      kind: values.kind, courseId: values.courseId, cohortId: values.cohortId ?? null, subCalId: values.subCalId ?? null,
      title: values.title, description: values.description, presenter: values.presenter ?? '', joinUrl: values.joinUrl ?? null,
      mode: values.mode ?? null, eventType: values.eventType ?? null, startsAt, endsAt, timeZone: ZONE, recurrence,
      recurrenceForm: recurrence ? { ...choice } : null,
      seriesEndsAt: seriesEnd({ id: 0, startsAt, endsAt, timeZone: ZONE, recurrence }, choice.untilDate),
      menteeOnly: values.menteeOnly ?? false, mentorOnly: values.mentorOnly ?? false,
      createdBy: values.createdBy, schedulerRole: values.schedulerRole,
      createdAt: new Date(startsAt.getTime() - 7 * DAY),
    }).returning();
    const id = row!.id;
    if (values.cohortIds?.length) await tx.insert(calendarEventCohorts).values(values.cohortIds.map((cohortId) => ({ eventId: id, cohortId })));
    if (values.members?.length) await tx.insert(calendarEventMembers).values(values.members.map((m) => ({ eventId: id, ...m })));
    if (values.guests?.length) await tx.insert(calendarEventGuests).values(values.guests.map((email) => ({ eventId: id, email })));
    return row!;
  };

  // ---- Webinars ----
  const grandRounds = await series({
    kind: 'webinar', courseId: people.fetp, title: 'Epidemiology Grand Rounds',
    description: 'Weekly case presentations by officers from the field: each week one outbreak investigation, its methods and its public-health action.',
    presenter: 'Dr. Asha Verma and FETP faculty', joinUrl: 'https://meet.jit.si/fetp-grand-rounds',
    startDay: -42, from: '15:00', to: '16:00', choice: { interval: 'weekly', weekDays: ['WE'] },
    createdBy: coordinator, schedulerRole: 'Course Coordinator', cohortIds: [cohorts.cohort2025, cohorts.cohort2026],
    guests: ['idsp.delhi@example.org'],
  });
  const surveillanceReview = await series({
    kind: 'webinar', courseId: people.fetp, title: 'Monthly IDSP surveillance data review',
    description: 'Reviewing the month\'s IHIP line lists: trends in acute diarrhoeal disease, dengue, measles and AES by district, and the signals that need an investigation.',
    presenter: 'Dr. Rahul Mehta, State Surveillance Unit', joinUrl: 'https://meet.jit.si/idsp-monthly-review',
    startDay: -95, from: '11:00', to: '12:30',
    choice: { interval: 'monthly', monthlyType: 'relativeMonthly', monthlyWeekNumber: 2, monthlyWeekDay: 'TU', untilDate: dayFromToday(270) },
    createdBy: coordinator, schedulerRole: 'Course Coordinator', cohortIds: [cohorts.cohort2025, cohorts.cohort2026],
  });
  await series({
    kind: 'webinar', courseId: people.fetp, title: 'Writing an outbreak report',
    description: 'Structure, tables and the one-page summary for district health officers; with examples from the 2026 measles investigations in Nuh.',
    presenter: 'Dr. Priya Nair', joinUrl: 'https://meet.jit.si/fetp-outbreak-report', startDay: 5, from: '14:30', to: '16:00',
    createdBy: coordinator, schedulerRole: 'Course Coordinator', cohortIds: [cohorts.cohort2025, cohorts.cohort2026],
    members: [{ userId: people.advisor, role: 'internal' }],
  });
  await series({
    kind: 'webinar', courseId: people.frontline, title: 'Case definitions for frontline surveillance',
    description: 'Suspected, probable and confirmed cases of measles, cholera and dengue as IDSP defines them, with practice line lists.',
    presenter: 'State Surveillance Unit, Kerala', joinUrl: 'https://meet.jit.si/frontline-case-definitions',
    startDay: -20, from: '10:00', to: '11:00', choice: { interval: 'weekly', weekDays: ['MO'], untilDate: dayFromToday(30) },
    createdBy: coordinator, schedulerRole: 'Course Coordinator', cohortIds: [cohorts.frontline],
  });

  // Grand Rounds: the session three weeks ago moved to Thursday, and the one in two weeks cancelled for a public holiday.
  const roundsSeries = { id: grandRounds.id, startsAt: grandRounds.startsAt, endsAt: grandRounds.endsAt, timeZone: ZONE, recurrence: grandRounds.recurrence };
  const roundsPast = occurrencesBetween(roundsSeries, new Date(grandRounds.startsAt.getTime() - 1), new Date());
  const roundsNext = occurrencesBetween(roundsSeries, new Date(), new Date(Date.now() + 30 * DAY));
  const moved = roundsPast[roundsPast.length - 3];
  if (moved) {
    await tx.insert(calendarEventExceptions).values({
      eventId: grandRounds.id, occurrenceStart: moved.key, startsAt: new Date(moved.startsAt.getTime() + DAY),
      endsAt: new Date(moved.endsAt.getTime() + DAY), title: 'Epidemiology Grand Rounds: dengue in Pune (moved to Thursday)',
    });
  }
  const cancelled = roundsNext[2];
  if (cancelled) {
    await tx.insert(calendarEventExceptions).values({ eventId: grandRounds.id, occurrenceStart: cancelled.key, cancelled: true, cancellationNote: 'Public holiday' });
  }

  // Attendance of past Grand Rounds and surveillance reviews: officers 1–8 joined most sessions, populated by the coordinator.
  const fetpOfficers = await tx.select({ userId: enrolments.userId }).from(enrolments)
    .where(inArray(enrolments.cohortId, [cohorts.cohort2025, cohorts.cohort2026])).orderBy(asc(enrolments.userId));
  const fetpMentors = await tx.selectDistinct({ userId: mentorAssignments.mentorId }).from(mentorAssignments)
    .where(inArray(mentorAssignments.cohortId, [cohorts.cohort2025, cohorts.cohort2026]));
  const invitees = [...fetpOfficers, ...fetpMentors].map((r) => r.userId);
  for (const event of [grandRounds, surveillanceReview]) {
    const s = { id: event.id, startsAt: event.startsAt, endsAt: event.endsAt, timeZone: ZONE, recurrence: event.recurrence };
    const past = occurrencesBetween(s, new Date(event.startsAt.getTime() - 1), new Date());
    // The latest past session is left for the coordinator to populate in the demo.
    for (const [n, occurrence] of past.slice(0, -1).entries()) {
      const joined = invitees.filter((userId, i) => (userId + n + i) % 4 !== 0);
      if (joined.length) {
        await tx.insert(calendarEventJoins).values(joined.map((userId, i) => ({
          eventId: event.id, occurrenceStart: occurrence.key, userId, joinedAt: new Date(occurrence.startsAt.getTime() + ((i % 7) - 3) * 60_000),
        })));
      }
      await tx.insert(calendarAttendanceRuns).values({ eventId: event.id, occurrenceStart: occurrence.key, populatedBy: coordinator, populatedAt: occurrence.endsAt });
      await tx.insert(calendarAttendance).values(invitees.map((userId) => ({ eventId: event.id, occurrenceStart: occurrence.key, userId, attended: joined.includes(userId) })));
    }
    const latest = past[past.length - 1];
    if (latest) {
      const joined = invitees.filter((userId) => userId % 3 !== 0);
      await tx.insert(calendarEventJoins).values(joined.map((userId) => ({ eventId: event.id, occurrenceStart: latest.key, userId, joinedAt: latest.startsAt })));
    }
  }

  // ---- Meetings ----
  await series({
    kind: 'meeting', courseId: people.fetp, title: 'Cohort 2026 quarterly review', mode: 'online', eventType: 'Webinar',
    description: 'Progress on CALs, field placements and the next quarter\'s scientific communication deadlines.',
    presenter: 'Dr. Asha Verma', joinUrl: 'https://meet.jit.si/fetp-cohort-2026-review', startDay: 3, from: '10:00', to: '11:30',
    createdBy: coordinator, schedulerRole: 'Course Coordinator', cohortIds: [cohorts.cohort2026],
  });
  await series({
    kind: 'meeting', courseId: people.fetp, title: 'Mentors\' meeting: reviewing CAL milestones on time', mode: 'online', eventType: 'Webinar',
    description: 'How mentors review milestone files within a week, and which officers need help before their due dates.',
    presenter: 'Dr. Asha Verma', joinUrl: 'https://meet.jit.si/fetp-mentors', startDay: 9, from: '16:00', to: '17:00',
    createdBy: coordinator, schedulerRole: 'Course Coordinator', cohortIds: [cohorts.cohort2025, cohorts.cohort2026], mentorOnly: true,
  });
  await series({
    kind: 'meeting', courseId: people.fetp, title: 'Field visit debrief: Japanese encephalitis cluster, Nagaon', mode: 'offline', eventType: 'others',
    description: 'Debrief of the AES/JE field visit at the District Surveillance Unit, Nagaon: line list, entomology findings and the report plan.',
    presenter: 'Dr. Vikram Singh', startDay: -10, from: '09:30', to: '12:30',
    createdBy: coordinator, schedulerRole: 'Course Coordinator', cohortIds: [cohorts.cohort2025],
  });
  // Past online meetings: most invitees joined through the portal, and the coordinator populated
  // attendance through the calendar's one path (as webinars').
  const pastMeetings = [
    await series({
      kind: 'meeting', courseId: people.fetp, title: 'Cohort 2026 orientation: the CAL tracker and milestones', mode: 'online', eventType: 'Webinar',
      description: 'How CALs, sub-CALs and milestones work, what mentors review, and the first quarter\'s deadlines.',
      presenter: 'Dr. Asha Verma', joinUrl: 'https://meet.jit.si/fetp-cohort-2026-orientation', startDay: -45, from: '14:00', to: '15:30',
      createdBy: coordinator, schedulerRole: 'Course Coordinator', cohortIds: [cohorts.cohort2026],
    }),
    await series({
      kind: 'meeting', courseId: people.fetp, title: 'Cohort 2025 monthly review: field placements', mode: 'online', eventType: 'Webinar',
      description: 'Each officer\'s field placement, the investigations under way and the help they need from the State Surveillance Unit.',
      presenter: 'Dr. Asha Verma', joinUrl: 'https://meet.jit.si/fetp-cohort-2025-review', startDay: -24, from: '10:30', to: '11:45',
      createdBy: coordinator, schedulerRole: 'Course Coordinator', cohortIds: [cohorts.cohort2025],
    }),
  ];
  for (const [n, meeting] of pastMeetings.entries()) {
    const joined = (await inviteesOf(tx, meeting.id)).filter((person, i) => (person.id + n + i) % 5 !== 0);
    if (joined.length) {
      await tx.insert(calendarEventJoins).values(joined.map((person, i) => ({
        eventId: meeting.id, occurrenceStart: meeting.startsAt, userId: person.id, joinedAt: new Date(meeting.startsAt.getTime() + ((i % 9) - 4) * 60_000),
      })));
    }
    await populateAttendance(tx, meeting.id, meeting.startsAt, coordinator);
  }
  await series({
    kind: 'meeting', courseId: people.frontline, title: 'One-on-one: weekly reporting from Kozhikode', mode: 'offline', eventType: 'one-on-one',
    description: 'Going through the district\'s weekly P-form and L-form completeness.', presenter: 'Dr. Asha Verma', startDay: 6, from: '12:00', to: '12:30',
    createdBy: coordinator, schedulerRole: 'Course Coordinator', members: [{ userId: mentees[8]!, role: 'internal' }],
  });

  // ---- Discussions ----
  const calOf = async (menteeId: number) => (await tx.select({ id: subCals.id, title: subCals.shortTitle }).from(subCals)
    .where(and(eq(subCals.menteeId, menteeId), eq(subCals.courseId, people.fetp))).orderBy(asc(subCals.id)).limit(1))[0];
  const [arjun, meera, sanjay, kavita] = mentees as [number, number, number, number];
  const arjunCal = await calOf(arjun);
  const meeraCal = await calOf(meera);
  // Arjun (mentors: Priya, Vikram) asked for a discussion of his CAL.
  await series({
    kind: 'discussion', courseId: people.fetp, subCalId: arjunCal?.id ?? null, title: arjunCal?.title ?? 'CAL discussion',
    description: 'Review of the measles outbreak line list and the epidemic curve before the milestone is submitted.',
    mode: 'Online', joinUrl: 'https://meet.jit.si/arjun-priya-cal', startDay: 2, from: '17:00', to: '17:45',
    createdBy: arjun, schedulerRole: 'Mentee', members: [{ userId: priya, role: 'mentor' }, { userId: vikram, role: 'mentor' }],
  });
  await series({
    kind: 'discussion', courseId: people.fetp, subCalId: arjunCal?.id ?? null, title: arjunCal?.title ?? 'CAL discussion',
    description: 'Agreeing on the study protocol and the questionnaire for the household survey.',
    mode: 'In person', startDay: -12, from: '11:00', to: '12:00',
    createdBy: arjun, schedulerRole: 'Mentee', members: [{ userId: priya, role: 'mentor' }],
  });
  // Priya scheduled discussions with her mentees.
  await series({
    kind: 'discussion', courseId: people.fetp, title: 'Abstract writing for the national conference',
    description: 'Turning the investigation into a 250-word abstract: background, methods, results, public-health action.',
    mode: 'Online', joinUrl: 'https://meet.jit.si/priya-abstracts', startDay: 4, from: '18:00', to: '19:00',
    createdBy: priya, schedulerRole: 'Mentor', members: [{ userId: arjun, role: 'mentee' }, { userId: kavita, role: 'mentee' }],
    guests: ['editor.ijph@example.org'],
  });
  await series({
    kind: 'discussion', courseId: people.fetp, title: 'Progress check: surveillance system evaluation',
    description: 'Where the evaluation of the IDSP system in Kamrup stands, and what is missing for the report.',
    mode: 'Phone call', startDay: -5, from: '16:30', to: '17:00',
    createdBy: priya, schedulerRole: 'Mentor', members: [{ userId: arjun, role: 'mentee' }],
  });
  await series({
    kind: 'discussion', courseId: people.fetp, subCalId: meeraCal?.id ?? null, title: meeraCal?.title ?? 'CAL discussion',
    description: 'Data cleaning of the dengue hospital records and the analysis plan.',
    mode: 'Online', joinUrl: 'https://meet.jit.si/meera-vikram', startDay: -3, from: '15:00', to: '15:30',
    createdBy: meera, schedulerRole: 'Mentee', members: [{ userId: vikram, role: 'mentor' }, { userId: fatima, role: 'mentor' }],
  });
  // The coordinator's discussion with Cohort 2025's officers and mentors.
  await series({
    kind: 'discussion', courseId: people.fetp, cohortId: cohorts.cohort2025, title: 'Cohort 2025: graduation requirements',
    description: 'Which CALs and scientific communications each officer still needs before graduation in December.',
    mode: 'Online', joinUrl: 'https://meet.jit.si/cohort-2025-graduation', startDay: 7, from: '11:00', to: '12:00',
    createdBy: coordinator, schedulerRole: 'Course Coordinator',
    members: [arjun, meera, sanjay, kavita].map((userId) => ({ userId, role: 'mentee' })).concat([priya, vikram].map((userId) => ({ userId, role: 'mentor' }))),
  });
}

/**
 * The benchmark's calendar (`--officers N`): 300 webinar series over 30 extra cohorts of the FETP
 * course and the officers' cohort (a third weekly and unending, a third monthly until next year, a
 * third single), 2,000 meetings over two years (most past), and 3,000 discussions between the
 * extra officers and their mentors.
 */
export async function seedCalendarBench(tx: Queryable, into: { courseId: number; cohortIds: number[]; coordinator: number; mentors: number[]; officers: number[] }) {
  const { courseId, cohortIds, coordinator } = into;
  const batch = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
  };
  const at = (days: number, time: string) => zonedInstant(dayFromToday(days), time, ZONE);

  const webinars = Array.from({ length: 300 }, (_, i) => {
    const kind = i % 3;
    const choice: RecurrenceChoice = kind === 0 ? { interval: 'weekly', weekDays: [(['MO', 'TU', 'WE', 'TH', 'FR'] as const)[i % 5]!] }
      : kind === 1 ? { interval: 'monthly', monthlyType: 'absoluteMonthly', monthDay: 1 + (i % 28), untilDate: dayFromToday(400) }
        : { interval: 'none' };
    const startsAt = firstStart(choice, at(-200 + (i % 230), `${String(9 + (i % 8)).padStart(2, '0')}:00`), ZONE)!;
    const endsAt = new Date(startsAt.getTime() + 3_600_000);
    const recurrence = recurrenceRule(choice);
    return {
      kind: 'webinar' as const, courseId, title: `Bench webinar ${i + 1}`, presenter: 'FETP faculty', joinUrl: 'https://meet.example.org/bench',
      startsAt, endsAt, timeZone: ZONE, recurrence, recurrenceForm: recurrence ? { ...choice } : null,
      seriesEndsAt: seriesEnd({ id: 0, startsAt, endsAt, timeZone: ZONE, recurrence }, choice.untilDate),
      createdBy: coordinator, schedulerRole: 'Course Coordinator',
    };
  });
  const webinarIds: number[] = [];
  await batch(webinars, async (chunk) => webinarIds.push(...(await tx.insert(calendarEvents).values(chunk).returning({ id: calendarEvents.id })).map((r) => r.id)));
  await batch(webinarIds.map((eventId, i) => ({ eventId, cohortId: cohortIds[i % cohortIds.length]! })), (chunk) => tx.insert(calendarEventCohorts).values(chunk));

  const meetings = Array.from({ length: 2000 }, (_, i) => {
    const startsAt = at(-700 + Math.floor(i * 0.4), `${String(9 + (i % 8)).padStart(2, '0')}:30`);
    return {
      kind: 'meeting' as const, courseId, title: `Bench meeting ${i + 1}`, presenter: 'Coordinator', mode: i % 2 ? 'online' : 'offline',
      eventType: i % 2 ? 'Webinar' : 'others', joinUrl: i % 2 ? 'https://meet.example.org/bench-meeting' : null,
      startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), seriesEndsAt: new Date(startsAt.getTime() + 3_600_000), timeZone: ZONE,
      createdBy: coordinator, schedulerRole: 'Course Coordinator',
    };
  });
  const meetingIds: number[] = [];
  await batch(meetings, async (chunk) => meetingIds.push(...(await tx.insert(calendarEvents).values(chunk).returning({ id: calendarEvents.id })).map((r) => r.id)));
  await batch(meetingIds.map((eventId, i) => ({ eventId, cohortId: cohortIds[i % cohortIds.length]! })), (chunk) => tx.insert(calendarEventCohorts).values(chunk));

  const discussions = Array.from({ length: 3000 }, (_, i) => {
    const startsAt = at(-300 + Math.floor(i / 8), `${String(10 + (i % 7)).padStart(2, '0')}:00`);
    const k = i % into.officers.length;
    const officer = into.officers[k]!;
    return {
      row: {
        kind: 'discussion' as const, courseId, title: `Discussion ${i + 1}`, description: 'Milestone review', mode: 'Online',
        joinUrl: 'https://meet.example.org/discussion', startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000),
        seriesEndsAt: new Date(startsAt.getTime() + 1_800_000), timeZone: ZONE, createdBy: officer, schedulerRole: 'Mentee',
      },
      officer,
      // The bench officers' mentor: seedOfficers assigns by the place in each batch of 500.
      mentor: into.mentors[(k % 500) % into.mentors.length]!,
    };
  });
  const discussionIds: number[] = [];
  await batch(discussions.map((d) => d.row), async (chunk) => discussionIds.push(...(await tx.insert(calendarEvents).values(chunk).returning({ id: calendarEvents.id })).map((r) => r.id)));
  await batch(discussionIds.map((eventId, i) => ({ eventId, userId: discussions[i]!.mentor, role: 'mentor' })), (chunk) => tx.insert(calendarEventMembers).values(chunk));
}
