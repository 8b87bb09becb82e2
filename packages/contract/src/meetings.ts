import { z } from 'zod';
import { endpoint } from './endpoints';
import { attachmentItem, dateProblem, discussionRowFields, eventMessageAnswer, eventRowFields, isEventLink, textProblem, timesProblems } from './calendar';
import { calOptionsOf, flagOf, formBuilder, isCalDate, textOf, type CalFormDefinition } from './dynamic-form-rules';
import { REQUEST_MESSAGES } from './messages';
import { ROLES } from './roles';
import { courseIdFormField, courseIdParam, idListOf, isKnownTimeZone, multipartFormBody, parseRecordId, recordId, pageNumber } from './validation';
import {
  DEFAULT_MEETING_PAGE_TYPE, MEETING_EVENT_TYPES, MEETING_LIMITS, MEETING_LIST_TYPES, MEETING_MESSAGES, MEETING_MODES, MEETING_PAGE_TYPES,
  type MeetingEventType, type MeetingMode, type MeetingPageType,
} from './meeting-messages';

/**
 * Meetings (001 §2.5, §3.7, §4, §5 "Meeting form" / "Meeting cancel", §7 "Meetings", §9): single
 * (non-recurring) calendar events of a course that a Course Coordinator schedules, online or
 * offline, for cohorts (their officers and/or mentors) and named portal users.
 *
 * Design (where the spec is silent, docs/api.md "Meetings"):
 * - A meeting belongs to one course (`course_id`); its cohorts are cohorts of that course.
 * - `time` is the start time and `end_time` the end time (HH:MM, 24 h), on `start_date` and
 *   `end_date`, in the scheduler's `time_zone` (IANA; UTC when absent). Stored as UTC instants.
 * - Upcoming / past by the meeting's end against now; a cancelled meeting leaves Upcoming and is
 *   listed under Past with its cancellation note.
 * - The list `GET /v1/frontline-meeting/{id}/`: {id} is the course id; `page_type` says whose
 *   meetings: `coordinator_dashboard` (the default: every meeting of the course, for its
 *   coordinators), `course_page` (the caller's own: those they are invited to, scheduled, or
 *   coordinate), `mentee_details` (those officer `mentee_id` is invited to, for anyone with
 *   standing to the officer); `type` is `upcoming` (the default) or `past`.
 * - Cancel is `POST /v1/meeting/cancel/?meeting_id&cancellation_note` (the spec's query).
 */

export * from './meeting-messages';

// ---- Form definition (field_data) ----

/** A dropdown option of the webinar and meeting forms (001 §3.1: label, value, is_selected). */
export const meetingOption = z.object({ label: z.string(), value: z.string(), is_selected: z.boolean() });

/** One field of `field_data`: the CAL form definition's field shape (001 §3.1) with the meeting forms' options. */
export const meetingField = z.object({
  label: z.string(),
  field_order: z.number(),
  attributes: z.object({
    type: z.enum(['text', 'date', 'dropdown', 'time', 'url', 'checkbox']),
    required: z.boolean(),
    error_message: z.string().optional(),
    value: z.union([z.string(), z.boolean(), z.array(z.string()), z.null()]).optional(),
    placeholder: z.string().optional(),
    multiple: z.boolean().optional(),
    visible: z.boolean().optional(),
    options: z.array(meetingOption).optional(),
  }),
});
export const meetingFieldData = z.record(z.string(), meetingField);
export type MeetingFieldData = z.infer<typeof meetingFieldData>;

/** The field keys of the meeting form, in their order. */
export const MEETING_FIELDS = [
  'course_id', 'meeting_mode', 'event_type', 'cohorts', 'mentee_only', 'mentor_only', 'internal_members',
  'title', 'presenter', 'start_date', 'end_date', 'time', 'end_time', 'meeting_url',
] as const;
export type MeetingFieldKey = (typeof MEETING_FIELDS)[number];

/**
 * The form's dependent rules (001 §5 "Meeting form"), as one function the web form and the server
 * share: which fields show and which are required for the values so far, and which event types
 * the mode allows. Online forces the event type Webinar; offline removes Webinar and hides (and
 * clears) the meeting URL; a one-on-one has no cohorts and drops mentee_only and mentor_only.
 */
export function meetingFieldRules(values: { meeting_mode?: unknown; event_type?: unknown }) {
  const mode = values.meeting_mode === 'online' || values.meeting_mode === 'offline' ? values.meeting_mode : null;
  const oneOnOne = values.event_type === 'one-on-one';
  const eventTypes: readonly MeetingEventType[] = mode === 'online' ? ['Webinar'] : mode === 'offline' ? ['one-on-one', 'others'] : MEETING_EVENT_TYPES;
  return {
    eventTypes,
    /** The event type the mode forces, if any. */
    forcedEventType: mode === 'online' ? ('Webinar' as const) : null,
    shows: {
      cohorts: !oneOnOne,
      mentee_only: !oneOnOne,
      mentor_only: !oneOnOne,
      meeting_url: mode !== 'offline',
    } as Partial<Record<MeetingFieldKey, boolean>>,
    requires: {
      cohorts: !oneOnOne,
      meeting_url: mode === 'online',
    } as Partial<Record<MeetingFieldKey, boolean>>,
  };
}

/**
 * field_data as the shared dynamic form engine's definition (dynamic-form-rules.ts), for the web's
 * DynamicForm: options {label, value, is_selected} become {key, value, selected}.
 */
export function meetingFormDefinition(fieldData: MeetingFieldData): CalFormDefinition {
  const fields: CalFormDefinition['fields'] = {};
  for (const [key, field] of Object.entries(fieldData)) {
    const { options, value, ...rest } = field.attributes;
    fields[key] = {
      label: field.label,
      field_order: field.field_order,
      attributes: {
        ...rest,
        ...(value === undefined ? {} : { value }),
        ...(options ? { options: calOptionsOf(options) } : {}),
      },
    };
  }
  return formBuilder('meeting').definition(fields);
}

/** The definition as it stands for the answers so far (001 §5 "Meeting form", meetingFieldRules): the DynamicForm's `adjust`. */
export function adjustMeetingDefinition(definition: CalFormDefinition, values: Readonly<Record<string, unknown>>): CalFormDefinition {
  const rules = meetingFieldRules(values);
  const fields = { ...definition.fields };
  for (const [key, field] of Object.entries(fields)) {
    const shows = rules.shows[key as MeetingFieldKey];
    const requires = rules.requires[key as MeetingFieldKey];
    const options = key === 'event_type' && (field.attributes.options ?? []).filter((o) => (rules.eventTypes as readonly string[]).includes(o.key));
    fields[key] = { ...field, attributes: { ...field.attributes, ...(shows !== undefined && { visible: shows }), ...(requires !== undefined && { required: requires }), ...(options && { options }) } };
  }
  return { ...definition, fields };
}

/** The answers after a change with what the rules force or clear: the DynamicForm's `derive`. */
export function deriveMeetingValues(values: Record<string, unknown>, changedKey: string): Record<string, unknown> {
  const next = { ...values };
  if (changedKey === 'meeting_mode') {
    const rules = meetingFieldRules(next);
    if (rules.forcedEventType) next.event_type = rules.forcedEventType;
    else if (typeof next.event_type === 'string' && next.event_type && !(rules.eventTypes as readonly string[]).includes(next.event_type)) next.event_type = '';
    if (next.meeting_mode === 'offline') next.meeting_url = '';
  }
  if (next.event_type === 'one-on-one') Object.assign(next, { cohorts: [], mentee_only: false, mentor_only: false });
  return next;
}

// ---- The form's answers (one schema for the web form and the server) ----

/** A field as a form sends it: absent, a value, or (a repeated field) the first of a list. */
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const text = (value: unknown) => textOf(first(value));
const flag = (value: unknown) => flagOf(first(value)) === true;

/**
 * The meeting form's answers (001 §5 "Meeting form"), read from form data or the web form's
 * values: every message of the form at its field. The web form and the server use this one schema.
 */
export const meetingFormSchema = z.record(z.string(), z.unknown(), { error: REQUEST_MESSAGES.invalidInput }).transform((raw, ctx) => {
  const fault = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const get = (key: string) => (Object.hasOwn(raw, key) ? raw[key] : Object.hasOwn(raw, `${key}[]`) ? raw[`${key}[]`] : undefined);

  const courseId = parseRecordId(text(get('course_id')));
  if (courseId === null) fault('course_id', MEETING_MESSAGES.courseRequired);

  const modeText = text(get('meeting_mode')).toLowerCase();
  const mode = (MEETING_MODES as readonly string[]).includes(modeText) ? (modeText as MeetingMode) : null;
  if (!mode) fault('meeting_mode', MEETING_MESSAGES.modeRequired);

  const typeText = text(get('event_type'));
  const eventType = MEETING_EVENT_TYPES.find((t) => t.toLowerCase() === typeText.toLowerCase()) ?? null;
  const rules = meetingFieldRules({ meeting_mode: mode, event_type: eventType });
  if (!eventType) fault('event_type', MEETING_MESSAGES.eventTypeRequired);
  else if (mode === 'online' && eventType !== 'Webinar') fault('event_type', MEETING_MESSAGES.onlineIsWebinar);
  else if (mode === 'offline' && eventType === 'Webinar') fault('event_type', MEETING_MESSAGES.offlineNoWebinar);

  const cohorts = rules.shows.cohorts ? idListOf(get('cohorts')) : [];
  if (cohorts === null || cohorts.length > MEETING_LIMITS.choicesMax) fault('cohorts', MEETING_MESSAGES.badCohort);
  else if (rules.requires.cohorts && cohorts.length === 0) fault('cohorts', MEETING_MESSAGES.cohortsRequired);
  const menteeOnly = rules.shows.mentee_only ? flag(get('mentee_only')) : false;
  const mentorOnly = rules.shows.mentor_only ? flag(get('mentor_only')) : false;
  if (menteeOnly && mentorOnly) fault('mentor_only', MEETING_MESSAGES.flagsExclusive);

  const members = idListOf(get('internal_members'));
  if (members === null || members.length > MEETING_LIMITS.choicesMax) fault('internal_members', MEETING_MESSAGES.badMember);

  const put = (path: string, message: string | undefined) => message && fault(path, message);
  const M = MEETING_MESSAGES;
  const title = text(get('title'));
  put('title', textProblem(title, { required: M.titleRequired, max: MEETING_LIMITS.titleMax, tooLong: M.titleTooLong }));
  const presenter = text(get('presenter'));
  put('presenter', textProblem(presenter, { max: MEETING_LIMITS.presenterMax, tooLong: M.presenterTooLong }));

  const startDate = text(get('start_date'));
  const endDate = text(get('end_date'));
  put('start_date', dateProblem(startDate, { required: M.startDateRequired, invalid: M.invalidDate }));
  put('end_date', dateProblem(endDate, { required: M.endDateRequired, invalid: M.invalidDate, min: isCalDate(startDate) ? startDate : undefined, beforeMin: M.endDateBeforeStart }));

  const time = text(get('time'));
  const endTime = text(get('end_time'));
  const times = timesProblems(time, endTime, {
    fromRequired: M.startTimeRequired, toRequired: M.endTimeRequired, invalid: M.invalidTime, notAfter: M.endBeforeStart, sameDay: Boolean(startDate) && startDate === endDate,
  });
  put('time', times.from);
  put('end_time', times.to);

  const url = rules.shows.meeting_url ? text(get('meeting_url')) : '';
  if (rules.requires.meeting_url && !url) fault('meeting_url', M.urlRequired);
  else if (url && !isEventLink(url, MEETING_LIMITS.urlMax)) fault('meeting_url', M.badUrl);

  const zone = text(get('time_zone')) || 'UTC';
  if (!isKnownTimeZone(zone)) fault('time_zone', MEETING_MESSAGES.badTimeZone);

  return {
    course_id: courseId ?? 0,
    meeting_mode: mode ?? 'online',
    event_type: eventType ?? 'Webinar',
    cohorts: cohorts ?? [],
    mentee_only: menteeOnly,
    mentor_only: mentorOnly,
    internal_members: members ?? [],
    title,
    presenter,
    start_date: startDate,
    end_date: endDate,
    time,
    end_time: endTime,
    meeting_url: url || null,
    time_zone: zone,
  };
});
/** The meeting form's answers, checked: what the server stores (dates YYYY-MM-DD, times HH:MM; no URL for an offline meeting). */
export type MeetingAnswers = z.output<typeof meetingFormSchema>;

/** Meeting cancel (001 §5): a note is required, at most 100 characters. */
export const meetingCancelQuery = z.object({
  meeting_id: recordId(MEETING_MESSAGES.badMeeting),
  cancellation_note: z
    .string({ error: MEETING_MESSAGES.noteRequired })
    .trim()
    .min(1, MEETING_MESSAGES.noteRequired)
    .max(MEETING_LIMITS.cancellationNoteMax, MEETING_MESSAGES.noteTooLong),
});

// ---- Answers ----

/** A row of Upcoming or Past Meetings (001 §2.5, §3.7). */
export const meetingRow = z.object({
  /** date and time in the meeting's time zone (the web shows starts_at/ends_at in the viewer's); user_can_edit while upcoming, not cancelled, for its editors. */
  ...eventRowFields,
  id: z.number(),
  course_id: z.number().nullable(),
  meeting_mode: z.string(),
  event_type: z.string(),
  time_zone: z.string(),
  /** The join address (online, upcoming); absent in Past Meetings. */
  join_link: z.string().nullable().optional(),
  // The spec's own names (001 §3.7), beside the ones the web reads: the same values.
  /** YYYY-MM-DD in the meeting's time zone. */
  start_date: z.string(),
  end_date: z.string(),
  /** The join address as the spec names it (join_link's value). */
  meeting_url: z.string().nullable().optional(),
  /** The attachments as the spec names them (attachments' value). */
  files: z.array(attachmentItem),
  attachment: z.array(attachmentItem),
  /** The people invited by name beside the cohorts. */
  internal_members: z.array(z.object({ value: z.number(), label: z.string() })),
  mentee_only: z.boolean(),
  mentor_only: z.boolean(),
  /**
   * The officer (the caller; the mentee on the mentee details page) attended: once the meeting's
   * attendance is populated (as webinars', from the portal's join records), its invitees' record;
   * before that, whether they joined through the portal's join address.
   */
  attended: z.boolean(),
  /** Past rows: the meeting's attendance has been populated (ours; Populate Attendance then reads Attendance Already Uploaded). */
  attendance_uploaded: z.boolean().optional(),
  cancellation_note: z.string().nullable(),
  cohorts: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type MeetingRow = z.infer<typeof meetingRow>;

export const meetingListAnswer = z.object({ count: z.number(), results: z.array(meetingRow) });

export const meetingPreDataAnswer = z.object({
  field_data: meetingFieldData,
  /** Update only: the meeting and its stored attachments (kept unless left out of old_attachment). */
  meeting_id: z.number().optional(),
  attachments: z.array(attachmentItem).optional(),
});

export const meetingSavedAnswer = z.object({ message: z.string(), data: meetingRow.omit({ index: true }) });

/** A row of a cohort's coordinator discussion meetings (001 §3.8 "Coordinator meeting row"). */
export const discussionMeetingRow = z.object({
  /** meenteeOrmentor: the officers invited ('' when none). */
  ...discussionRowFields,
  mode: z.string().nullable(),
  mentees: z.array(z.string()),
  mentors: z.array(z.string()),
  course_coordinators: z.array(z.string()),
});
export const discussionMeetingListAnswer = z.object({ count: z.number(), results: z.array(discussionMeetingRow) });

// ---- Requests ----

const page = pageNumber(MEETING_MESSAGES.badPage);
/** An optional id of `schema`'s kind; '' is none. */
const blankOr = <S extends z.ZodType>(schema: S) => z.union([z.literal(''), schema]).optional().transform((v) => (v === '' || v === undefined ? undefined : v));
const optionalId = (message: string) => blankOr(recordId(message));
const optionalCourseId = blankOr(courseIdParam(MEETING_MESSAGES.badCourse));
export const meetingPreDataQuery = z.object({ course_id: optionalCourseId });
export const meetingUpdatePreDataQuery = z.object({ meeting_id: recordId(MEETING_MESSAGES.badMeeting), cohort_id: optionalId(MEETING_MESSAGES.badCohort) });
export const meetingListParams = z.object({ id: courseIdParam(MEETING_MESSAGES.badCourse) });
export const meetingListQuery = z.object({
  page_type: z.union([z.literal(''), z.enum(MEETING_PAGE_TYPES, { error: MEETING_MESSAGES.badPageType })]).optional()
    .transform((v): MeetingPageType => (v ? v : DEFAULT_MEETING_PAGE_TYPE)),
  type: z.enum(MEETING_LIST_TYPES, { error: MEETING_MESSAGES.badPage }).default('upcoming'),
  page,
  cohort_id: optionalId(MEETING_MESSAGES.badCohort),
  mentee_id: optionalId(MEETING_MESSAGES.menteeRequired),
});
/** Populate Attendance of an ended meeting (ours, as webinars'). */
export const meetingAttendanceBody = z.object({ meeting_id: recordId(MEETING_MESSAGES.badMeeting) });

export const discussionMeetingListQuery = z.object({
  cohort_id: recordId(MEETING_MESSAGES.badCohort),
  event_type: z.enum(MEETING_LIST_TYPES, { error: MEETING_MESSAGES.badPage }).default('upcoming'),
  page,
});

/** The form's text fields and its files (`attachments`, repeated) as the API document shows them. */
const FORM_TEXT_FIELDS = [...MEETING_FIELDS, 'time_zone'] as const;
export const meetingCreateBody = multipartFormBody(FORM_TEXT_FIELDS, ['attachments']).extend({ course_id: courseIdFormField() });
export const meetingUpdateBody = multipartFormBody([...FORM_TEXT_FIELDS, 'meeting_id', 'old_attachment'], ['attachments']).extend({ course_id: courseIdFormField() });
/** The multipart field of the files. */
export const MEETING_FILE_FIELD = 'attachments';

const { coordinator } = ROLES;

/** The meetings' calls (001 §7 Meetings). Each also checks the record: see the notes. */
export const MEETINGS_API = {
  /** The new-meeting form: field_data with the courses the caller coordinates, their cohorts and the people to invite. */
  preData: endpoint({ method: 'GET', path: '/v1/cc/meeting/pre-data/', access: [coordinator], query: meetingPreDataQuery, answer: meetingPreDataAnswer }),
  /** The update form: field_data with the meeting's values, for its scheduler or a coordinator of its course. */
  updatePreData: endpoint({ method: 'GET', path: '/v1/cc/update-meeting/pre-data/', access: [coordinator], query: meetingUpdatePreDataQuery, answer: meetingPreDataAnswer }),
  /** Schedules a meeting (multipart: the form's fields and `attachments`). */
  create: endpoint({ method: 'POST', path: '/v1/meeting/create/new/', access: [coordinator], body: meetingCreateBody, answer: meetingSavedAnswer }),
  /** Changes a meeting (multipart: meeting_id, the form's fields, old_attachment = ids kept, new `attachments`). */
  update: endpoint({ method: 'POST', path: '/v1/update/frontline-meeting/details/', access: [coordinator], body: meetingUpdateBody, answer: meetingSavedAnswer }),
  /** Cancels a meeting (query meeting_id, cancellation_note). */
  cancel: endpoint({ method: 'POST', path: '/v1/meeting/cancel/', access: [coordinator], query: meetingCancelQuery, answer: eventMessageAnswer }),
  /** Upcoming or past meetings of a course ({id}), by page_type, paged 10. */
  list: endpoint({ method: 'GET', path: '/v1/frontline-meeting/:id/', access: 'authenticated', params: meetingListParams, query: meetingListQuery, answer: meetingListAnswer }),
  /** Populate Attendance of an ended meeting, once (ours, as webinars'): every invitee attended when they joined through the portal. Its editors only. */
  attendance: endpoint({ method: 'POST', path: '/v1/meeting/upload/attendance/', access: [coordinator], body: meetingAttendanceBody, answer: eventMessageAnswer }),
  /** A cohort's coordinator discussion meetings (upcoming or past by event_type), for the course's coordinators. */
  discussionMeetings: endpoint({ method: 'GET', path: '/v1/discussion-meeting-list', access: [coordinator], query: discussionMeetingListQuery, answer: discussionMeetingListAnswer }),
} as const;
