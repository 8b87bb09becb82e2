import {
  MEETING_FILE_FIELD, MEETING_LABELS, MEETING_LIMITS, MEETING_MESSAGES, MEETING_EVENT_TYPES, ROLES, dayMonthYear, idListOf, meetingFormSchema, parseRecordId,
  type MeetingAnswers, type AttachmentItem, type MeetingFieldData, type MeetingListType, type MeetingPageType, type MeetingRow,
} from '@fetp/contract';
import type { Services } from '../../../services';
import type { Queryable } from '../../../db/client';
import { cohortStanding, coordinatedCourses, coordinates, coursePeople, type Person } from '../../../db/scopes';
import type { CurrentUser } from '../../../plugins/auth';
import { badRequest, fieldError, fieldsRefused, forbidden, notFound } from '../../../plugins/errors';
import { trackerScope } from '../../../plugins/officer-access';
import type { StoredUpload } from '../../../files/upload';
import {
  attachmentItems, attachmentsOf, cancelEvent, changeEvent, checkAttachments, cohortsOfCourses, cohortsWithCourse, createEvent,
  eventFor, invitationsOf, joinAddress, peopleNamed, populateEndedOccurrence, removeFiles, zonedInstant, zonedParts,
  type EventRecord, type EventValues, type Invitations,
} from '..';
import { meetingPage, type MeetingListRow } from './queries';

/**
 * Meetings (001 §2.5, §3.7, §4, §5, §7 "Meetings"): the rules. A Course Coordinator schedules a
 * meeting for cohorts of a course they coordinate; its scheduler and the course's coordinators edit
 * and cancel it; its invitees, its scheduler and the course's coordinators read it
 * (db/scopes.ts calendarEventsSeenBy). Every write queues the invites in its own transaction.
 */

// ---- The form (field_data) ----

type Option = { label: string; value: string; is_selected: boolean };
const option = (label: string, value: string | number, selected: boolean): Option => ({ label, value: String(value), is_selected: selected });

/** The people a coordinator may name as internal members of a course's meeting: its officers, mentors and coordinators (one query for all the courses). */
async function memberCandidates(db: Queryable, courseIds: readonly number[]): Promise<Person[]> {
  const seen = new Map<number, Person>();
  for (const person of await coursePeople(db, courseIds)) if (!seen.has(person.id)) seen.set(person.id, { id: person.id, name: person.name });
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

interface FormValues {
  course_id?: number;
  meeting_mode?: string;
  event_type?: string;
  cohorts?: number[];
  mentee_only?: boolean;
  mentor_only?: boolean;
  internal_members?: number[];
  title?: string;
  presenter?: string;
  start_date?: string;
  end_date?: string;
  time?: string;
  end_time?: string;
  meeting_url?: string | null;
}

/** The meeting form as the server describes it (001 §3.1 shape; options label/value/is_selected). */
function fieldData(
  opts: { courses: { id: number; title: string }[]; cohorts: { id: number; name: string; courseId: number }[]; members: Person[]; values: FormValues },
): MeetingFieldData {
  const v = opts.values;
  const courseTitle = new Map(opts.courses.map((c) => [c.id, c.title]));
  const several = opts.courses.length > 1;
  const dropdown = (label: string, order: number, options: Option[], extra: { required: boolean; error_message?: string; multiple?: boolean; visible?: boolean }) =>
    ({ label, field_order: order, attributes: { type: 'dropdown' as const, options, ...extra } });
  const input = (type: 'text' | 'date' | 'time' | 'url', label: string, order: number, value: string | null | undefined, required: boolean, error_message?: string, visible?: boolean) =>
    ({ label, field_order: order, attributes: { type, required, value: value ?? '', ...(error_message ? { error_message } : {}), ...(visible === undefined ? {} : { visible }) } });
  const check = (label: string, order: number, value: boolean | undefined, visible: boolean) =>
    ({ label, field_order: order, attributes: { type: 'checkbox' as const, required: false, value: value ?? false, visible } });
  const L = MEETING_LABELS;
  const M = MEETING_MESSAGES;
  const chosenCourse = v.course_id ?? (opts.courses.length === 1 ? opts.courses[0]!.id : undefined);
  return {
    course_id: dropdown(L.course_id, 1, opts.courses.map((c) => option(c.title, c.id, c.id === chosenCourse)), { required: true, error_message: M.courseRequired }),
    meeting_mode: dropdown(L.meeting_mode, 2, [option(L.online, 'online', v.meeting_mode === 'online'), option(L.offline, 'offline', v.meeting_mode === 'offline')], { required: true, error_message: M.modeRequired }),
    event_type: dropdown(L.event_type, 3, MEETING_EVENT_TYPES.map((t) => option(t, t, v.event_type === t)), { required: true, error_message: M.eventTypeRequired }),
    cohorts: dropdown(L.cohorts, 4, opts.cohorts.map((c) => option(several ? `${courseTitle.get(c.courseId) ?? ''} · ${c.name}` : c.name, c.id, (v.cohorts ?? []).includes(c.id))), {
      required: true, multiple: true, error_message: M.cohortsRequired, visible: v.event_type !== 'one-on-one',
    }),
    mentee_only: check(L.mentee_only, 5, v.mentee_only, v.event_type !== 'one-on-one'),
    mentor_only: check(L.mentor_only, 6, v.mentor_only, v.event_type !== 'one-on-one'),
    internal_members: dropdown(L.internal_members, 7, opts.members.map((p) => option(p.name, p.id, (v.internal_members ?? []).includes(p.id))), { required: false, multiple: true }),
    title: input('text', L.title, 8, v.title, true, M.titleRequired),
    presenter: input('text', L.presenter, 9, v.presenter, false),
    start_date: input('date', L.start_date, 10, v.start_date, true, M.startDateRequired),
    end_date: input('date', L.end_date, 11, v.end_date, true, M.endDateRequired),
    time: input('time', L.time, 12, v.time, true, M.startTimeRequired),
    end_time: input('time', L.end_time, 13, v.end_time, true, M.endTimeRequired),
    meeting_url: input('url', L.meeting_url, 14, v.meeting_url, v.meeting_mode !== 'offline', M.urlRequired, v.meeting_mode !== 'offline'),
  };
}

/** GET /v1/cc/meeting/pre-data/: the new-meeting form for the courses the caller coordinates (or one of them). */
export async function meetingPreData(services: Services, me: CurrentUser, courseId: number | undefined) {
  const { db } = services;
  let courses = await coordinatedCourses(db, me.id);
  if (courseId !== undefined) {
    courses = courses.filter((c) => c.id === courseId);
    if (!courses.length) throw forbidden(MEETING_MESSAGES.notCoordinator);
  }
  const cohorts = await cohortsOfCourses(db, courses.map((c) => c.id));
  const members = (await memberCandidates(db, courses.map((c) => c.id))).filter((p) => p.id !== me.id);
  return { field_data: fieldData({ courses, cohorts, members, values: { course_id: courseId } }) };
}

const byId = (a: number, b: number) => a - b;

/** A meeting with the ids of its cohorts and internal members. */
async function withInvitations(db: Queryable, event: EventRecord) {
  const invitations = await invitationsOf(db, event.id);
  return {
    ...event,
    cohortIds: invitations.cohorts.map((c) => c.cohortId).sort(byId),
    memberIds: invitations.members.filter((m) => m.role === 'internal').map((m) => m.userId).sort(byId),
  };
}
type MeetingRecord = Awaited<ReturnType<typeof withInvitations>>;

/** The meeting, or 404 when there is none; 403 when the caller may not change it (its scheduler or a coordinator of its course). */
async function editableMeeting(db: Queryable, me: CurrentUser, meetingId: number): Promise<MeetingRecord> {
  const found = await eventFor(db, 'meeting', meetingId, me.id);
  if (!found) throw notFound(MEETING_MESSAGES.badMeeting);
  if (!found.canEdit) throw forbidden();
  return withInvitations(db, found.event);
}

/** GET /v1/cc/update-meeting/pre-data/: the form with the meeting's values and its attachments. */
export async function meetingUpdatePreData(services: Services, me: CurrentUser, meetingId: number) {
  const { db } = services;
  const meeting = await editableMeeting(db, me, meetingId);
  const courses = (await coordinatedCourses(db, me.id)).filter((c) => c.id === meeting.courseId);
  const cohorts = await cohortsOfCourses(db, meeting.courseId === null ? [] : [meeting.courseId]);
  const candidates = await memberCandidates(db, meeting.courseId === null ? [] : [meeting.courseId]);
  // Members named earlier who are no longer in a cohort stay choosable (and chosen).
  const missing = meeting.memberIds.filter((id) => !candidates.some((p) => p.id === id));
  const members = [...candidates, ...(await peopleNamed(db, missing))].filter((p) => p.id !== me.id || meeting.memberIds.includes(p.id));
  const start = zonedParts(meeting.startsAt, meeting.timeZone);
  const end = zonedParts(meeting.endsAt, meeting.timeZone);
  const values: FormValues = {
    course_id: meeting.courseId ?? undefined, meeting_mode: meeting.mode ?? undefined, event_type: meeting.eventType ?? undefined,
    cohorts: meeting.cohortIds, mentee_only: meeting.menteeOnly, mentor_only: meeting.mentorOnly, internal_members: meeting.memberIds,
    title: meeting.title, presenter: meeting.presenter, start_date: start.date, end_date: end.date, time: start.time, end_time: end.time,
    meeting_url: meeting.joinUrl,
  };
  // The scheduler who no longer coordinates the course still sees it as the form's only course.
  const courseList = courses.length || meeting.courseId === null ? courses : [{ id: meeting.courseId, title: '' }];
  return {
    field_data: fieldData({ courses: courseList, cohorts, members, values }),
    meeting_id: meeting.id,
    attachments: attachmentItems(services.links, await attachmentsOf(db, [meeting.id]), me.id),
  };
}

// ---- Writing ----

/** The form's answers checked by the contract's schema, then against the records: the course, its cohorts, the members. */
async function checkedAnswers(db: Queryable, me: CurrentUser, body: Record<string, unknown>, existing: MeetingRecord | null) {
  const parsed = meetingFormSchema.safeParse(body);
  if (!parsed.success) throw fieldsRefused(parsed.error);
  // An update keeps the meeting's zone: its form showed the times in that zone, whoever edits it from wherever.
  const answers = existing ? { ...parsed.data, time_zone: existing.timeZone } : parsed.data;
  const keepsCourse = existing !== null && existing.courseId === answers.course_id;
  if (!keepsCourse && !(await coordinates(db, me.id, answers.course_id))) throw forbidden(MEETING_MESSAGES.notCoordinator);
  const found = await cohortsWithCourse(db, answers.cohorts);
  if (found.length !== answers.cohorts.length) throw fieldError('cohorts', MEETING_MESSAGES.badCohort);
  if (found.some((c) => c.courseId !== answers.course_id)) throw fieldError('cohorts', MEETING_MESSAGES.cohortNotInCourse);
  if (answers.internal_members.length) {
    const allowed = new Set((await memberCandidates(db, [answers.course_id])).map((p) => p.id));
    for (const id of existing?.memberIds ?? []) allowed.add(id);
    allowed.add(me.id);
    const active = new Set((await peopleNamed(db, answers.internal_members, { activeOnly: true })).map((p) => p.id));
    if (answers.internal_members.some((id) => !allowed.has(id) || !active.has(id))) throw fieldError('internal_members', MEETING_MESSAGES.badMember);
  }
  const startsAt = zonedInstant(answers.start_date, answers.time, answers.time_zone);
  const endsAt = zonedInstant(answers.end_date, answers.end_time, answers.time_zone);
  if (endsAt.getTime() <= startsAt.getTime()) throw fieldError('end_time', MEETING_MESSAGES.endBeforeStart);
  return { answers, startsAt, endsAt };
}

function valuesOf(answers: MeetingAnswers, startsAt: Date, endsAt: Date): Omit<EventValues, 'createdBy' | 'schedulerRole'> {
  return {
    courseId: answers.course_id, title: answers.title, presenter: answers.presenter, joinUrl: answers.meeting_mode === 'online' ? answers.meeting_url : null,
    mode: answers.meeting_mode, eventType: answers.event_type, startsAt, endsAt, timeZone: answers.time_zone,
    menteeOnly: answers.mentee_only, mentorOnly: answers.mentor_only,
  };
}

/** Who a meeting invites: its cohorts and its internal members (no outside addresses). */
const invitationsOfAnswers = (answers: MeetingAnswers): Invitations => ({
  cohorts: answers.cohorts, members: answers.internal_members.map((userId) => ({ userId, role: 'internal' })), guests: [],
});

/** POST /v1/meeting/create/new/: schedules a meeting with its attachments and queues the invites, in one transaction. */
export async function createMeeting(services: Services, me: CurrentUser, body: Record<string, unknown>, uploads: StoredUpload[]) {
  const { db } = services;
  checkAttachments(uploads, MEETING_FILE_FIELD);
  const { answers, startsAt, endsAt } = await checkedAnswers(db, me, body, null);
  const id = await db.transaction(async (tx) => {
    return createEvent(services, tx, 'meeting', { ...valuesOf(answers, startsAt, endsAt), createdBy: me.id, schedulerRole: ROLES.coordinator }, invitationsOfAnswers(answers), uploads);
  });
  return { message: MEETING_MESSAGES.created, data: await savedRow(services, me, id) };
}

/** POST /v1/update/frontline-meeting/details/: changes a meeting (attachments kept by old_attachment, new ones added) and re-sends the invites. */
export async function changeMeeting(services: Services, me: CurrentUser, body: Record<string, unknown>, uploads: StoredUpload[]) {
  const { db } = services;
  const sentId = body.meeting_id;
  const meetingId = parseRecordId(typeof sentId === 'number' ? String(sentId) : typeof sentId === 'string' ? sentId : '');
  if (meetingId === null) throw fieldError('meeting_id', MEETING_MESSAGES.badMeeting);
  const meeting = await editableMeeting(db, me, meetingId);
  if (meeting.cancelledAt) throw badRequest(MEETING_MESSAGES.alreadyCancelled);
  // The attachment ids kept (repeated, comma-separated or a JSON list); keepAttachments checks each is the meeting's.
  const kept = idListOf(body.old_attachment);
  if (kept === null) throw fieldError('old_attachment', MEETING_MESSAGES.badOldAttachment);
  checkAttachments(uploads, MEETING_FILE_FIELD);
  const { answers, startsAt, endsAt } = await checkedAnswers(db, me, body, meeting);
  const removedKeys = await db.transaction((tx) =>
    changeEvent(services, tx, meeting.id, valuesOf(answers, startsAt, endsAt), invitationsOfAnswers(answers), { keep: kept, field: 'old_attachment', uploads }));
  await removeFiles(services.files, removedKeys);
  return { message: MEETING_MESSAGES.updated, data: await savedRow(services, me, meeting.id) };
}

/** POST /v1/meeting/cancel/: cancels a meeting with a note; it leaves Upcoming and the invitees get a CANCEL. */
export async function cancelMeetingById(services: Services, me: CurrentUser, meetingId: number, note: string) {
  const { db } = services;
  const meeting = await editableMeeting(db, me, meetingId);
  if (meeting.cancelledAt) throw badRequest(MEETING_MESSAGES.alreadyCancelled);
  if (meeting.endsAt.getTime() < Date.now()) throw badRequest(MEETING_MESSAGES.pastMeeting);
  if (!(await db.transaction((tx) => cancelEvent(services, tx, meeting.id, note)))) throw badRequest(MEETING_MESSAGES.alreadyCancelled);
  return { message: MEETING_MESSAGES.cancelled };
}

/**
 * POST /v1/meeting/upload/attendance/: Populate Attendance of an ended meeting, once, through the
 * calendar's one path (as webinars'): every invitee attended when they joined through the portal.
 */
export async function populateMeetingAttendance(services: Services, me: CurrentUser, meetingId: number, now = new Date()) {
  const meeting = await editableMeeting(services.db, me, meetingId);
  if (meeting.cancelledAt) throw fieldError('meeting_id', MEETING_MESSAGES.alreadyCancelled);
  // A meeting is one occurrence: its key is its start.
  const outcome = await populateEndedOccurrence(services.db, meeting.id, { key: meeting.startsAt, endsAt: meeting.endsAt }, me.id, now);
  if (outcome === 'notEnded') throw fieldError('meeting_id', MEETING_MESSAGES.notEnded);
  if (outcome === 'already') throw fieldError('meeting_id', MEETING_MESSAGES.attendanceAlreadyUploaded);
  return { message: MEETING_MESSAGES.attendanceUploaded };
}

// ---- Reading ----

function rowOf(r: MeetingListRow, type: MeetingListType, extras: {
  index: number; attachments: AttachmentItem[]; cohorts: { id: number; name: string }[]; joinLink: string | null;
  members: { value: number; label: string }[];
}): MeetingRow {
  const start = zonedParts(r.startsAt, r.timeZone);
  const end = zonedParts(r.endsAt, r.timeZone);
  const upcoming = type === 'upcoming';
  return {
    index: extras.index,
    id: r.id,
    course_id: r.courseId,
    meeting_mode: r.mode ?? '',
    event_type: r.eventType ?? '',
    date: dayMonthYear(start.date),
    time: `${start.time} - ${end.time}`,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt.toISOString(),
    time_zone: r.timeZone,
    title: r.title,
    presenter: r.presenter,
    ...(upcoming ? { join_link: extras.joinLink, meeting_url: extras.joinLink } : {}),
    attachments: extras.attachments,
    start_date: start.date,
    end_date: end.date,
    files: extras.attachments,
    attachment: extras.attachments,
    internal_members: extras.members,
    mentee_only: r.menteeOnly,
    mentor_only: r.mentorOnly,
    attended: r.attended,
    ...(upcoming ? {} : { attendance_uploaded: r.attendanceUploaded }),
    user_can_edit: upcoming && r.canEdit && !r.cancelled,
    cancellation_note: r.cancellationNote,
    cohorts: extras.cohorts,
  };
}

async function rowsWithExtras(services: Services, callerId: number, rows: MeetingListRow[], type: MeetingListType, firstIndex: number): Promise<MeetingRow[]> {
  const links = new Map<number, string>();
  if (type === 'upcoming') {
    for (const r of rows) if (r.mode === 'online' && r.joinUrl && !r.cancelled) links.set(r.id, await joinAddress(services.db, r.id, r.startsAt, callerId));
  }
  return rows.map((r, i) => rowOf(r, type, {
    index: firstIndex + i,
    attachments: attachmentItems(services.links, r.files, callerId),
    cohorts: r.cohorts,
    joinLink: links.get(r.id) ?? null,
    members: r.members.map((m) => ({ value: m.id, label: m.name })),
  }));
}

type MeetingListQuery = { page_type: MeetingPageType; type: MeetingListType; page: number; cohort_id?: number; mentee_id?: number };

/** GET /v1/frontline-meeting/{course}/: a page of a course's upcoming or past meetings, by page type; kept for the session until the calendar changes. */
export function meetingList(services: Services, me: CurrentUser, courseId: number, q: MeetingListQuery) {
  return services.calendarCache.forSession(services.db, me, `meetings:${courseId}:${JSON.stringify(q)}`, () => courseMeetings(services, me, courseId, q));
}

async function courseMeetings(services: Services, me: CurrentUser, courseId: number, q: MeetingListQuery) {
  const { db } = services;
  let menteeId: number | null = null;
  // The coordinator dashboard's page is read only as far as the caller coordinates the course (the
  // statement's own condition), so only an empty page (or a cohort to check first) asks whether they do.
  const mustCoordinate = async () => {
    if (!(await coordinates(db, me.id, courseId))) throw forbidden(MEETING_MESSAGES.notCoordinator);
  };
  if (q.page_type === 'coordinator_dashboard') {
    if (q.cohort_id !== undefined) await mustCoordinate();
  } else if (q.page_type === 'mentee_details') {
    if (q.mentee_id === undefined) throw fieldError('mentee_id', MEETING_MESSAGES.menteeRequired);
    await trackerScope(db, me.id, q.mentee_id, courseId);
    menteeId = q.mentee_id;
  }
  if (q.cohort_id !== undefined && (await cohortStanding(db, me.id, q.cohort_id))?.courseId !== courseId) throw fieldError('cohort_id', MEETING_MESSAGES.badCohort);
  const opts = { pageType: q.page_type, type: q.type, callerId: me.id, courseId, cohortId: q.cohort_id ?? null, menteeId, now: new Date() };
  const rows = await meetingPage(db, { ...opts, page: q.page });
  if (rows.length === 0 && q.page_type === 'coordinator_dashboard' && q.cohort_id === undefined) await mustCoordinate();
  // Past the last page the count still tells the pager how far it may go.
  const count = rows[0]?.total ?? (q.page > 1 ? ((await meetingPage(db, { ...opts, page: 1 }))[0]?.total ?? 0) : 0);
  return { count, results: await rowsWithExtras(services, me.id, rows, q.type, (q.page - 1) * MEETING_LIMITS.pageSize + 1) };
}

/** The saved meeting as a list row (its scheduler's view). */
async function savedRow(services: Services, me: CurrentUser, id: number) {
  const meeting = (await eventFor(services.db, 'meeting', id, me.id))!.event;
  const [invited, files] = await Promise.all([invitationsOf(services.db, id), attachmentsOf(services.db, [id])]);
  const type: MeetingListType = meeting.cancelledAt || meeting.endsAt.getTime() < Date.now() ? 'past' : 'upcoming';
  const row: MeetingListRow = {
    // As the list statement gives them: cohorts and members by name.
    files: files.map((f) => ({ id: f.id, name: f.name })),
    cohorts: invited.cohorts.map((c) => ({ id: c.cohortId, name: c.name })).sort((x, y) => x.name.localeCompare(y.name) || x.id - y.id),
    members: invited.members.filter((m) => m.role === 'internal').map((m) => ({ id: m.userId, name: m.name })),
    id: meeting.id, courseId: meeting.courseId, title: meeting.title, presenter: meeting.presenter, joinUrl: meeting.joinUrl, mode: meeting.mode,
    eventType: meeting.eventType, startsAt: meeting.startsAt, endsAt: meeting.endsAt, timeZone: meeting.timeZone, cancellationNote: meeting.cancellationNote,
    menteeOnly: meeting.menteeOnly, mentorOnly: meeting.mentorOnly, cancelled: meeting.cancelledAt !== null, canEdit: true, attended: false, attendanceUploaded: false, total: 1,
  };
  const [full] = await rowsWithExtras(services, me.id, [row], type, 1);
  const { index: _index, ...data } = full!;
  return data;
}
