import crypto from 'node:crypto';
import {
  COORDINATOR_PARTICIPANT_FIELDS, DISCUSSION_LIMITS, DISCUSSION_MESSAGES as M, DISCUSSION_MODES, DISCUSSION_PAGE_SIZE, DISCUSSION_SCHEDULERS, ONLINE_DISCUSSION_MODE,
  calAnswersSchema, calOptionsOf, dayMonthYear, formBuilder, emailsProblem, isKnownTimeZone, splitEmails, timingProblems, todayIn,
  type CalField, type CalFormDefinition, type CalPayload, type DiscussionDetail, type DiscussionRow,
  type MenteeDiscussionBody, type MentorDiscussionBody,
} from '@fetp/contract';
import type { Services } from '../../../services';
import type { CurrentUser } from '../../../plugins/auth';
import { resolveCourseKey } from '../../../plugins/course-keys';
import { cohortPeople, cohortStanding, coursesEnrolledInNewestFirst, mentorsOf, menteesOf, standingTo } from '../../../db/scopes';
import { badRequest, fieldError, fieldsRefused, forbidden, notFound } from '../../../plugins/errors';
import {
  cancelEvent, changeEvent, chargeOutsideInvitees, peopleNamed, checkOutsideInviteesPerEvent, createEvent, eventFor, invitationsOf, viewerZone, zonedInstant, zonedParts,
  type EventRecord, type EventValues, type MemberRole,
} from '..';
import {
  coordinatorsWithNames, coursesMentoringAll, discussionPage, menteesWithNames, mentorInternalMembers, subCalById,
  subCalsOf, type ListScope, type ListType,
} from './queries';

/**
 * The discussions' rules (001 §4–§7, 002 §5–§7; docs/api.md "Discussion events"):
 * - a mentee schedules with their own mentors in the course (mentorsOf) on their own sub-CALs;
 * - a mentor with their own officers (menteesOf);
 * - a coordinator with the people of a cohort of a course they coordinate (cohortPeople);
 * - only the scheduler edits or cancels, and only before the discussion ends; in update mode the
 *   description, the CAL and the mode stay as scheduled (a different value is refused);
 * - who reads an event: db/scopes.ts calendarEventsSeenBy (invitees, the scheduler, the course's coordinators).
 * Every refusal carries `errorMsg` (routes.ts adds it), which the modal shows.
 */

type Db = Services['db'];
type Refusal = Record<string, string>;



/** The instants of a date and times in a zone. */
function instants(date: string, from: string, to: string, zone: string) {
  return { startsAt: zonedInstant(date, from, zone), endsAt: zonedInstant(date, to, zone) };
}

/** The mode options: every mode, and whether it takes a meeting link (optional: issue 30 §2). */
const modeOptions = () => DISCUSSION_MODES.map((mode) => ({ value: mode, label: mode, needs_link: mode === ONLINE_DISCUSSION_MODE }));
const asOptions = (people: { id: number; name: string }[]) => people.map((p) => ({ value: p.id, label: p.name }));

/** The mentee must be enrolled in the course (their standing to themself there). */
async function enrolledSelf(db: Db, callerId: number, courseId: number) {
  const standing = await standingTo(db, callerId, callerId, courseId);
  if (standing?.viewer !== 'self') throw forbidden(M.notEnrolled);
  return standing;
}

// ---- Pre-data ----

/** GET /v1/mentee/disucssion/pre-data/{courseKey}: the mentee's mentors and own CALs in the course, the modes, the course's coordinators. */
export async function menteePreData(db: Db, callerId: number, courseKey: string) {
  // An unknown key names no course: not enrolled there.
  const courseId = await resolveCourseKey(db, courseKey);
  await enrolledSelf(db, callerId, courseId);
  const [mentors, cals, internal] = await Promise.all([mentorsOf(db, callerId, courseId), subCalsOf(db, callerId, courseId), coordinatorsWithNames(db, courseId)]);
  return {
    course_id: courseId,
    mentor: mentors.map((m) => ({ value: m.id, label: m.name })),
    cal: cals.map((c) => ({ value: c.id, label: `${c.autoName}: ${c.shortTitle}` })),
    discussion_mode: modeOptions(),
    internal_members: asOptions(internal),
  };
}

/** GET /v1/mentor/disucssion/pre-data/: the mentor's officers, the modes, the coordinators of the courses they mentor in. */
export async function mentorPreData(db: Db, callerId: number) {
  const [officers, internal] = await Promise.all([menteesWithNames(db, callerId), mentorInternalMembers(db, callerId)]);
  return { officer: asOptions(officers), discussion_mode: modeOptions(), internal_members: asOptions(internal) };
}

// ---- Shared checks ----

/**
 * The link kept for a mode: an online discussion's link, none otherwise. An online discussion
 * without one gets a room under MEETING_ROOM_BASE_URL when the programme set it (its earlier room
 * kept on an update), with a name nobody can guess; else none until someone adds one (the list shows '-').
 */
function linkFor(services: Services, mode: string, link: string, previous: string | null = null): string | null {
  if (mode !== ONLINE_DISCUSSION_MODE) return null;
  if (link) return link;
  const base = services.config.meetingRoomBaseUrl;
  if (!base) return null;
  if (previous?.startsWith(`${base}/`)) return previous;
  return `${base}/fetp-${crypto.randomBytes(16).toString('hex')}`;
}

/** Update mode: a locked field sent with another value than scheduled is refused. */
function lockedProblems(sent: { description?: string; mode?: string; subCalId?: string }, event: EventRecord): Refusal {
  const problems: Refusal = {};
  if (sent.description && sent.description !== event.description) problems.description = M.locked;
  if (sent.mode && sent.mode !== event.mode) problems.discussion_mode = M.locked;
  if (sent.subCalId !== undefined && sent.subCalId.trim() !== '' && sent.subCalId.trim() !== String(event.subCalId ?? '')) problems.cal_id = M.locked;
  return problems;
}

/** A discussion the caller may read, not cancelled (404 otherwise: no hint that it exists). */
async function readable(db: Db, callerId: number, eventId: number): Promise<EventRecord> {
  const found = await eventFor(db, 'discussion', eventId, callerId);
  if (!found || found.event.cancelledAt || !found.canRead) throw notFound(M.badEvent);
  return found.event;
}

/** An event the caller scheduled (as `role`, when given), not ended: else 404 (not theirs to see), 403 (not the scheduler) or 400 (ended). */
async function ownEvent(db: Db, callerId: number, eventId: number, role?: string) {
  const event = await readable(db, callerId, eventId);
  if (event.createdBy !== callerId || (role !== undefined && event.schedulerRole !== role)) throw forbidden(M.notScheduler);
  if (event.endsAt.getTime() <= Date.now()) throw badRequest(M.ended);
  return event;
}

type Members = { userId: number; role: MemberRole }[];

/** A discussion is one occurrence: its series ends when it does. */
const withSeriesEnd = <V extends Partial<EventValues>>(values: V) => ({ ...values, ...(values.endsAt ? { seriesEndsAt: values.endsAt } : {}) });

/** Writes the discussion with its members and guests and queues the invites, in one transaction. */
async function create(services: Services, values: EventValues, members: Members, guests: string[]) {
  checkOutsideInviteesPerEvent(services, 'participants', guests);
  const id = await services.db.transaction(async (tx) => {
    await chargeOutsideInvitees(services, tx, values.createdBy, null, guests);
    return createEvent(services, tx, 'discussion', withSeriesEnd(values), { cohorts: [], members, guests });
  });
  return { message: M.created, event_id: id };
}

/** Rewrites the discussion and queues the invites (REQUEST to those invited, CANCEL to those no longer). */
async function update(services: Services, callerId: number, eventId: number, values: Partial<EventValues>, members: Members, guests: string[]) {
  checkOutsideInviteesPerEvent(services, 'participants', guests);
  await services.db.transaction(async (tx) => {
    await chargeOutsideInvitees(services, tx, callerId, eventId, guests);
    await changeEvent(services, tx, eventId, withSeriesEnd(values), { cohorts: [], members, guests });
  });
  return { message: M.updated, event_id: eventId };
}

// ---- Mentee ----

type MenteeBody = MenteeDiscussionBody & { event_id?: number };

/** The mentee's choices checked against the scopes: own mentors, own CAL, the course's coordinators. */
async function menteeChoices(db: Db, callerId: number, body: MenteeBody, courseId: number) {
  const [mentors, internal] = await Promise.all([mentorsOf(db, callerId, courseId), coordinatorsWithNames(db, courseId)]);
  const mine = new Set(mentors.map((m) => m.id));
  if (body.mentor_id.some((id) => !mine.has(id))) throw forbidden(M.notYourMentor);
  const allowed = new Set(internal.map((p) => p.id));
  if (body.internal_members.some((id) => !allowed.has(id))) throw fieldsRefused({ internal_members: M.badMember });
  return [
    ...body.mentor_id.map((userId) => ({ userId, role: 'mentor' as const })),
    ...body.internal_members.map((userId) => ({ userId, role: 'internal' as const })),
  ];
}

/** POST /v1/cal/event/mentee/create/new/. */
export async function menteeCreate(services: Services, callerId: number, body: MenteeDiscussionBody) {
  const { db } = services;
  await enrolledSelf(db, callerId, body.course_id);
  const sub = await subCalById(db, Number(body.cal_id));
  if (!sub || sub.menteeId !== callerId || sub.courseId !== body.course_id) throw forbidden(M.notYourCal);
  const members = await menteeChoices(db, callerId, body, body.course_id);
  const zone = viewerZone(body.time_zone);
  return create(services, {
    courseId: body.course_id, cohortId: null, subCalId: sub.id, title: sub.shortTitle, description: body.description,
    mode: body.discussion_mode, joinUrl: linkFor(services, body.discussion_mode, body.meeting_link), ...instants(body.start_date, body.from_time, body.to_time, zone),
    timeZone: zone, createdBy: callerId, schedulerRole: DISCUSSION_SCHEDULERS.mentee,
  }, members, body.participants);
}

/** PATCH /v1/cal/event/update/: the learner's update; description, CAL and mode are kept. */
export async function menteeUpdate(services: Services, callerId: number, body: MenteeDiscussionBody & { event_id: number }) {
  const { db } = services;
  const event = await ownEvent(db, callerId, body.event_id, DISCUSSION_SCHEDULERS.mentee);
  if (event.courseId !== body.course_id) throw forbidden(M.badCourse);
  const problems = {
    ...lockedProblems({ description: body.description, mode: body.discussion_mode, subCalId: body.cal_id === undefined ? undefined : String(body.cal_id) }, event),
    ...linkProblem(body, event),
  };
  if (Object.keys(problems).length) throw fieldsRefused(problems);
  await enrolledSelf(db, callerId, body.course_id);
  const members = await menteeChoices(db, callerId, body, body.course_id);
  const zone = viewerZone(body.time_zone ?? event.timeZone);
  return update(services, callerId, event.id, {
    joinUrl: linkFor(services, event.mode ?? '', body.meeting_link, event.joinUrl), ...instants(body.start_date, body.from_time, body.to_time, zone), timeZone: zone,
  }, members, body.participants);
}

/** The link rule for the mode kept as scheduled. */
function linkProblem(body: { meeting_link: string; start_date: string; from_time: string; to_time: string }, event: EventRecord): Refusal {
  const problem = timingProblems(body, { checkMode: false, mode: event.mode ?? '' }).meeting_link;
  return problem ? { meeting_link: problem } : {};
}

// ---- Mentor ----

/** The mentor's choices: own officers, the course (given, or the one course where they mentor them all), coordinators of their courses. */
async function mentorChoices(db: Db, callerId: number, body: MentorDiscussionBody) {
  const [mine, internal] = await Promise.all([menteesOf(db, callerId, body.course_id === undefined ? {} : { courseId: body.course_id }), mentorInternalMembers(db, callerId)]);
  const officers = new Set(mine.map((m) => m.mentee_id));
  if (body.mentee_id.some((id) => !officers.has(id))) throw forbidden(M.notYourMentee);
  const allowed = new Set(internal.map((p) => p.id));
  if (body.internal_members.some((id) => !allowed.has(id))) throw fieldsRefused({ internal_members: M.badMember });
  let courseId: number | null = body.course_id ?? null;
  if (courseId === null) {
    const common = await coursesMentoringAll(db, callerId, body.mentee_id);
    courseId = common.length === 1 ? common[0]! : null;
  }
  const members = [
    ...body.mentee_id.map((userId) => ({ userId, role: 'mentee' as const })),
    ...body.internal_members.map((userId) => ({ userId, role: 'internal' as const })),
  ];
  return { courseId, members };
}

/** POST /v1/event/mentor/create/new/. */
export async function mentorCreate(services: Services, callerId: number, body: MentorDiscussionBody) {
  const { courseId, members } = await mentorChoices(services.db, callerId, body);
  const zone = viewerZone(body.time_zone);
  return create(services, {
    courseId, cohortId: null, subCalId: null, title: body.title, description: body.description, mode: body.discussion_mode,
    joinUrl: linkFor(services, body.discussion_mode, body.meeting_link), ...instants(body.start_date, body.from_time, body.to_time, zone), timeZone: zone,
    createdBy: callerId, schedulerRole: DISCUSSION_SCHEDULERS.mentor,
  }, members, body.participants);
}

/** POST /v1/event/mentor/update/: description and mode are kept. */
export async function mentorUpdate(services: Services, callerId: number, body: MentorDiscussionBody & { event_id: number }) {
  const event = await ownEvent(services.db, callerId, body.event_id, DISCUSSION_SCHEDULERS.mentor);
  const problems = { ...lockedProblems({ description: body.description, mode: body.discussion_mode }, event), ...linkProblem(body, event) };
  if (Object.keys(problems).length) throw fieldsRefused(problems);
  const { courseId, members } = await mentorChoices(services.db, callerId, { ...body, course_id: body.course_id ?? event.courseId ?? undefined });
  const zone = viewerZone(body.time_zone ?? event.timeZone);
  return update(services, callerId, event.id, {
    courseId, title: body.title, joinUrl: linkFor(services, event.mode ?? '', body.meeting_link, event.joinUrl),
    ...instants(body.start_date, body.from_time, body.to_time, zone), timeZone: zone,
  }, members, body.participants);
}

// ---- Coordinator ----

const LOCKED_COORDINATOR_FIELDS = ['description', 'discussion_mode'] as const;

/** A cohort of a course the caller coordinates (404 for no such cohort, 403 for another's). */
async function coordinatedCohort(db: Db, callerId: number, cohortId: number) {
  const standing = await cohortStanding(db, callerId, cohortId);
  if (!standing) throw notFound(M.badCohort);
  if (!standing.coordinates) throw forbidden(M.notYourCohort);
  return { id: standing.cohortId, courseId: standing.courseId, name: standing.cohortName };
}

interface CoordinatorValues {
  title: string; date: string; from: string; to: string; description: string; mode: string; link: string;
  mentees: number[]; mentors: number[]; coordinators: number[]; participants: string[];
}

/**
 * The coordinator's form (field_data): a dynamic-form definition with the cohort's people as
 * choices; with `values`, the update's (description and mode hidden: they are kept).
 */
async function coordinatorDefinition(db: Db, cohort: { id: number; courseId: number; name: string }, values?: CoordinatorValues): Promise<CalFormDefinition> {
  const people = await cohortPeople(db, cohort.id);
  const choose = (list: { id: number; name: string }[], chosen: number[] = []) =>
    calOptionsOf(list.map((p) => ({ value: p.id, label: p.name })), chosen.map(String));
  const { field, definition } = formBuilder(`Discussion: ${cohort.name}`, { calId: 0, courseId: cohort.courseId });
  const update = values !== undefined;
  const fields: Record<string, CalField> = {
    title: field('Title', 'text', { required: true, error_message: M.enterTitle, value: values?.title ?? '' }),
    mentees: field('Mentees', 'dropdown', { multiple: true, options: choose(people.mentees, values?.mentees) }),
    mentors: field('Mentors', 'dropdown', { multiple: true, options: choose(people.mentors, values?.mentors) }),
    course_coordinators: field('Course Coordinators', 'dropdown', { multiple: true, options: choose(people.coordinators, values?.coordinators) }),
    start_date: field('Date', 'date', { required: true, error_message: M.enterDate, value: values?.date ?? '' }),
    from_time: field('From Time', 'time', { required: true, error_message: M.enterTime, value: values?.from ?? '' }),
    to_time: field('To Time', 'time', { required: true, error_message: M.enterTime, value: values?.to ?? '' }),
    discussion_mode: field('Discussion Mode', 'dropdown', {
      required: !update, error_message: M.selectMode, visible: !update,
      options: DISCUSSION_MODES.map((mode) => ({ key: mode, value: mode, selected: values?.mode === mode })),
    }),
    meeting_link: field('Meeting Link', 'url', { value: values?.link ?? '', placeholder: 'https://' }),
    description: field('Short Description', 'textarea', { required: !update, error_message: M.enterDescription, visible: !update, value: values?.description ?? '' }),
    participants: field('External Participants', 'text', { value: values?.participants.join(', ') ?? '', placeholder: 'name@example.org, …' }),
  };
  return definition(fields);
}

/** GET /v1/cc/disucssion/pre-data/?cohort_id. */
export async function coordinatorPreData(db: Db, callerId: number, cohortId: number) {
  const cohort = await coordinatedCohort(db, callerId, cohortId);
  return { field_data: await coordinatorDefinition(db, cohort), cohort_id: cohort.id, course_id: cohort.courseId };
}

/** A coordinator's event and its cohort, as its scheduler may change it. */
async function coordinatorEvent(db: Db, callerId: number, eventId: number) {
  const event = await ownEvent(db, callerId, eventId, DISCUSSION_SCHEDULERS.coordinator);
  if (event.cohortId === null) throw forbidden(M.notScheduler);
  const cohort = await coordinatedCohort(db, callerId, event.cohortId);
  return { event, cohort };
}

/** The stored values of a coordinator's event, in a zone. */
async function storedValues(db: Db, event: EventRecord, zone: string): Promise<CoordinatorValues> {
  const { members, guests } = await invitationsOf(db, event.id);
  const start = zonedParts(event.startsAt, zone);
  const of = (role: string) => members.filter((m) => m.role === role).map((m) => m.userId);
  return {
    title: event.title, date: start.date, from: start.time, to: zonedParts(event.endsAt, zone).time, description: event.description,
    mode: event.mode ?? '', link: event.joinUrl ?? '', mentees: of('mentee'), mentors: of('mentor'), coordinators: of('coordinator'), participants: guests,
  };
}

/** GET /v1/cc/update-discussion/pre-data/: the form with the event's values. */
export async function coordinatorUpdatePreData(db: Db, callerId: number, eventId: number, timeZone?: string) {
  const { event, cohort } = await coordinatorEvent(db, callerId, eventId);
  const values = await storedValues(db, event, viewerZone(timeZone ?? event.timeZone));
  return { field_data: await coordinatorDefinition(db, cohort, values), cohort_id: cohort.id, course_id: cohort.courseId, event_id: event.id };
}

/** The answers checked by the form's own definition, then the participant, timing and e-mail rules. */
function coordinatorAnswers(definition: CalFormDefinition, body: Record<string, unknown>, opts: { minDate?: string; mode?: string }) {
  const parsed = calAnswersSchema(definition, 'registration').safeParse(body);
  if (!parsed.success) {
    const problems: Refusal = {};
    for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? 'non_field_errors')] ??= issue.message;
    throw fieldsRefused(problems);
  }
  const answers: CalPayload = parsed.data;
  const ids = (key: string) => { const v = answers[key]; return (Array.isArray(v) ? v : []).map(Number); };
  const str = (key: string) => { const v = answers[key]; return typeof v === 'string' ? v : ''; };
  if (COORDINATOR_PARTICIPANT_FIELDS.every((key) => ids(key).length === 0)) {
    throw fieldError('non_field_errors', M.selectParticipants);
  }
  const timing = { start_date: str('start_date'), from_time: str('from_time'), to_time: str('to_time'), discussion_mode: str('discussion_mode'), meeting_link: str('meeting_link') };
  const problems = timingProblems(timing, opts.mode === undefined ? { minDate: opts.minDate } : { checkMode: false, mode: opts.mode });
  const participants = splitEmails(str('participants'));
  const emails = emailsProblem(participants);
  if (emails) problems.participants = emails;
  if (Object.keys(problems).length) throw fieldsRefused(problems);
  if (str('title').length > DISCUSSION_LIMITS.titleMax) throw fieldsRefused({ title: M.titleTooLong });
  return {
    title: str('title'), description: str('description'), mode: timing.discussion_mode, link: timing.meeting_link, ...timing,
    members: [
      ...ids('mentees').map((userId) => ({ userId, role: 'mentee' as const })),
      ...ids('mentors').map((userId) => ({ userId, role: 'mentor' as const })),
      ...ids('course_coordinators').map((userId) => ({ userId, role: 'coordinator' as const })),
    ],
    participants,
  };
}

const zoneFromBody = (body: Record<string, unknown>) => viewerZone(typeof body.time_zone === 'string' ? body.time_zone : undefined);

/** POST /v1/event/cc/create/new/. */
export async function coordinatorCreate(services: Services, callerId: number, body: Record<string, unknown> & { cohort_id: number }) {
  const cohort = await coordinatedCohort(services.db, callerId, body.cohort_id);
  const zone = zoneFromBody(body);
  const a = coordinatorAnswers(await coordinatorDefinition(services.db, cohort), body, { minDate: todayIn(zone) });
  return create(services, {
    courseId: cohort.courseId, cohortId: cohort.id, subCalId: null, title: a.title, description: a.description, mode: a.mode,
    joinUrl: linkFor(services, a.mode, a.link), ...instants(a.start_date, a.from_time, a.to_time, zone), timeZone: zone,
    createdBy: callerId, schedulerRole: DISCUSSION_SCHEDULERS.coordinator,
  }, a.members, a.participants);
}

/** POST /v1/cal/event/update/: the coordinator's update; description and mode are kept, cal_id is read and ignored. */
export async function coordinatorUpdate(services: Services, callerId: number, body: Record<string, unknown> & { event_id: number }) {
  const { event, cohort } = await coordinatorEvent(services.db, callerId, body.event_id);
  const sent = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : undefined);
  const locked = lockedProblems({ description: sent(LOCKED_COORDINATOR_FIELDS[0]), mode: sent(LOCKED_COORDINATOR_FIELDS[1]) }, event);
  if (Object.keys(locked).length) throw fieldsRefused(locked);
  const zone = viewerZone(typeof body.time_zone === 'string' ? body.time_zone : event.timeZone);
  const definition = await coordinatorDefinition(services.db, cohort, await storedValues(services.db, event, zone));
  const a = coordinatorAnswers(definition, body, { mode: event.mode ?? '' });
  return update(services, callerId, event.id, {
    title: a.title, joinUrl: linkFor(services, event.mode ?? '', a.link, event.joinUrl), ...instants(a.start_date, a.from_time, a.to_time, zone), timeZone: zone,
  }, a.members, a.participants);
}

// ---- Reading, cancelling ----

/** POST /v1/cal/event/get/: an event as its form shows it, for those who may read it (else 404). */
export async function discussionDetail(db: Db, callerId: number, eventId: number, timeZone?: string): Promise<DiscussionDetail> {
  const event = await readable(db, callerId, eventId);
  const zone = viewerZone(timeZone ?? event.timeZone);
  const [{ members, guests }, sub] = await Promise.all([invitationsOf(db, event.id), event.subCalId ? subCalById(db, event.subCalId) : undefined]);
  const scheduler = event.createdBy === callerId;
  const of = (role: string) => members.filter((m) => m.role === role);
  // The scheduler's form offers every choice it had (marked); anyone else sees only those chosen.
  let menteeChoices = of('mentee').map((m) => ({ id: m.userId, name: m.name }));
  let mentorChoices = of('mentor').map((m) => ({ id: m.userId, name: m.name }));
  let internalChoices = of('internal').map((m) => ({ id: m.userId, name: m.name }));
  if (event.schedulerRole === DISCUSSION_SCHEDULERS.mentee) {
    const schedulerName = (await peopleNamed(db, [event.createdBy], { activeOnly: true }))[0];
    if (schedulerName) menteeChoices = [schedulerName];
  }
  if (scheduler && event.schedulerRole === DISCUSSION_SCHEDULERS.mentor) {
    [menteeChoices, internalChoices] = await Promise.all([menteesWithNames(db, callerId), mentorInternalMembers(db, callerId)]);
  }
  if (scheduler && event.schedulerRole === DISCUSSION_SCHEDULERS.mentee && event.courseId !== null) {
    const [mentors, internal] = await Promise.all([mentorsOf(db, callerId, event.courseId), coordinatorsWithNames(db, event.courseId)]);
    mentorChoices = mentors.map((m) => ({ id: m.id, name: m.name }));
    internalChoices = internal;
  }
  const chosen = new Set(members.map((m) => m.userId));
  if (event.schedulerRole === DISCUSSION_SCHEDULERS.mentee) chosen.add(event.createdBy);
  const start = zonedParts(event.startsAt, zone);
  return {
    event_id: event.id,
    scheduler: event.schedulerRole,
    course_id: event.courseId,
    cohort_id: event.cohortId,
    mentees: menteeChoices.map((p) => ({ value: p.id, label: p.name, is_seleted: chosen.has(p.id) })),
    mentors: mentorChoices.map((p) => ({ value: p.id, label: p.name, is_selected: chosen.has(p.id) })),
    course_coordinators: of('coordinator').map((m) => ({ value: m.userId, label: m.name, is_selected: true })),
    title: event.title,
    cal: sub ? { value: sub.id, label: `${sub.autoName}: ${sub.shortTitle}` } : null,
    is_cal: Boolean(sub),
    date: start.date,
    from_time: start.time,
    to_time: zonedParts(event.endsAt, zone).time,
    time_zone: zone,
    description: event.description,
    discussion_mode: event.mode ?? '',
    meeting_link: event.joinUrl ?? '',
    internal_members: internalChoices.map((p) => ({ value: p.id, label: p.name, is_selected: chosen.has(p.id) })),
    participants: guests,
    user_can_edit: scheduler && event.endsAt.getTime() > Date.now(),
  };
}

/** DELETE /v1/cal/event/cancel/?event_id: the scheduler cancels; every invitee gets a CANCEL. */
export async function cancel(services: Services, callerId: number, eventId: number) {
  await ownEvent(services.db, callerId, eventId);
  await services.db.transaction((tx) => cancelEvent(services, tx, eventId, null));
  return { message: M.cancelled };
}

// ---- Lists ----

type ListRecord = Awaited<ReturnType<typeof discussionPage>>['rows'][number];

/** The fields every discussion list's row has (the contract's discussionRowFields but meenteeOrmentor), the start in `zone`. */
function rowFields(r: ListRecord, page: number, i: number, zone: string) {
  const start = zonedParts(new Date(r.startsAt), zone);
  return {
    index: (page - 1) * DISCUSSION_PAGE_SIZE + i + 1, meeting_id: r.id, start_date: dayMonthYear(start.date), start_time: start.time,
    starts_at: new Date(r.startsAt).toISOString(), title: r.title, meeting_link: r.joinUrl, user_can_edit: r.canEdit,
  };
}

/**
 * A page's rows as the spec names them, dates and times in `zone` (else each event's own).
 * `meenteeOrmentor` names the other side from the reader's seat: on an officer's list read by a
 * mentor or coordinator (the 'Mentee' column) it is the event's mentees.
 */
function rowsOf(records: ListRecord[], page: number, zone: string | undefined, officerList: boolean): DiscussionRow[] {
  return records.map((r, i) => {
    const endsAt = new Date(r.endsAt);
    const z = zone ?? r.timeZone;
    return {
      ...rowFields(r, page, i, z),
      end_time: zonedParts(endsAt, z).time,
      ends_at: endsAt.toISOString(),
      meenteeOrmentor: (officerList || !r.subjectIsMentee ? r.mentees : r.mentors).join(', ') || '-',
      mode: r.mode ?? '-',
      scheduler: r.schedulerRole,
      mentees: r.mentees.join(', '),
      mentors: r.mentors.join(', '),
      course_coordinators: r.coordinators.join(', '),
    };
  });
}

async function pageOf(db: Db, scope: ListScope, type: ListType, page: number, zone: string | undefined) {
  const { rows, count } = await discussionPage(db, scope, type, page, DISCUSSION_PAGE_SIZE);
  return { count, results: rowsOf(rows, page, zone && isKnownTimeZone(zone) ? zone : undefined, scope.kind === 'officer') };
}

/** The courses of an officer's, newest first, in which the caller stands to them (a mentor or coordinator looking at their list). */
async function coursesStandingIn(db: Db, callerId: number, subject: number): Promise<number[]> {
  const fits: number[] = [];
  for (const courseId of await coursesEnrolledInNewestFirst(db, subject)) if ((await standingTo(db, callerId, subject, courseId))?.viewer) fits.push(courseId);
  return fits;
}

type DiscussionListQuery = { page: number; event_type: ListType; user_id?: number; cohort_id?: number; time_zone?: string };
type CourseDiscussionQuery = { page: number; event_type: ListType; course_id?: number; user_id?: number; time_zone?: string };
type ListServices = Pick<Services, 'db' | 'calendarCache'>;

/** GET /v1/mentor-mentee-discussion: the caller's discussions; an officer's (user_id, with standing); a coordinated cohort's (cohort_id). Kept for the session until the calendar changes. */
export function discussionList({ db, calendarCache }: ListServices, caller: CurrentUser, q: DiscussionListQuery) {
  return calendarCache.forSession(db, caller, `discussions:${JSON.stringify(q)}`, () => discussionsOf(db, caller.id, q));
}

async function discussionsOf(db: Db, callerId: number, q: DiscussionListQuery) {
  if (q.cohort_id !== undefined) {
    await coordinatedCohort(db, callerId, q.cohort_id);
    return pageOf(db, { kind: 'cohort', caller: callerId, cohortId: q.cohort_id }, q.event_type, q.page, q.time_zone);
  }
  if (q.user_id !== undefined && q.user_id !== callerId) {
    if (!(await coursesStandingIn(db, callerId, q.user_id)).length) throw forbidden(M.badUser);
    return pageOf(db, { kind: 'officer', caller: callerId, subject: q.user_id }, q.event_type, q.page, q.time_zone);
  }
  return pageOf(db, { kind: 'mine', caller: callerId }, q.event_type, q.page, q.time_zone);
}

type CohortDiscussionQuery = { cohort_id: number; event_type: ListType; page: number };

/** GET /v1/discussion-meeting-list: a cohort's coordinator discussion meetings, for its course's coordinators; kept for the session until the calendar changes. */
export function discussionMeetingList({ db, calendarCache }: ListServices, caller: CurrentUser, q: CohortDiscussionQuery) {
  return calendarCache.forSession(db, caller, `cohort-discussions:${JSON.stringify(q)}`, async () => {
    await coordinatedCohort(db, caller.id, q.cohort_id);
    const { rows, count } = await discussionPage(db, { kind: 'cohortMeetings', caller: caller.id, cohortId: q.cohort_id }, q.event_type, q.page, DISCUSSION_PAGE_SIZE);
    return {
      count,
      results: rows.map((r, i) => ({
        ...rowFields(r, q.page, i, r.timeZone), mode: r.mode, meeting_link: q.event_type === 'upcoming' ? r.joinUrl : null,
        meenteeOrmentor: r.mentees.join(', '), mentees: r.mentees, mentors: r.mentors, course_coordinators: r.coordinators,
      })),
    };
  });
}

/**
 * The course a call without course_id means (the spec's call sends page, user_id and event_type):
 * the officer's one course in which the caller stands to them (403 when none, 400 when several).
 */
async function onlyCourse(db: Db, callerId: number, subject: number): Promise<number> {
  const fits = await coursesStandingIn(db, callerId, subject);
  if (fits.length === 0) throw forbidden(subject === callerId ? M.notEnrolled : M.badUser);
  if (fits.length > 1) throw fieldsRefused({ course_id: M.chooseCourse });
  return fits[0]!;
}

/** GET /v1/course-cal-mentor-mentee-discussion: an officer's discussions in a course (the course page's tab); standing needed. Kept for the session until the calendar changes. */
export function courseDiscussionList({ db, calendarCache }: ListServices, caller: CurrentUser, q: CourseDiscussionQuery) {
  return calendarCache.forSession(db, caller, `course-discussions:${JSON.stringify(q)}`, () => courseDiscussionsOf(db, caller.id, q));
}

async function courseDiscussionsOf(db: Db, callerId: number, q: CourseDiscussionQuery) {
  const subject = q.user_id ?? callerId;
  const courseId = q.course_id ?? (await onlyCourse(db, callerId, subject));
  const standing = await standingTo(db, callerId, subject, courseId);
  if (!standing?.viewer) throw forbidden(subject === callerId ? M.notEnrolled : M.badUser);
  const scope: ListScope = subject === callerId
    ? { kind: 'mine', caller: callerId, courseId }
    : { kind: 'officer', caller: callerId, subject, courseId };
  return pageOf(db, scope, q.event_type, q.page, q.time_zone);
}
