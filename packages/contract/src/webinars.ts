import { z } from 'zod';
import { signedLinkQuery } from './admission';
import { attachmentItem, dateProblem, eventMessageAnswer, eventRowFields, inviteeEmailsProblem, isEventLink, textProblem, timesProblems } from './calendar';
import {
  WEBINAR_CHANGE_TYPES, WEBINAR_INTERVALS, WEBINAR_LIMITS, WEBINAR_MESSAGES, WEBINAR_MONTHLY_TYPES, WEBINAR_WEEK_DAYS, WEBINAR_WEEK_NUMBERS, WEBINAR_YEARLY_TYPES,
  type WebinarChangeType, type WebinarInterval, type WebinarWeekDay,
} from './webinar-messages';
import { isCalDate } from './dynamic-form-rules';
import { endpoint } from './endpoints';
import { REQUEST_MESSAGES } from './messages';
import { ROLES } from './roles';
import { idListOf, multipartFormBody, courseIdParam, recordId, pageNumber, splitListField } from './validation';

/**
 * Webinars (001 §2.4, §3.6, §4, §5 "Webinar form" / "Webinar cancel" / "Formats", §7 "Webinars",
 * §8, §9): a coordinator schedules a webinar for cohorts of a course they coordinate, once or as a
 * recurring series (weekly, monthly, yearly; RFC 5545 on the server); invitees see it in Upcoming
 * and then Past Webinars; one occurrence or the whole series is edited or cancelled; attendance is
 * populated once per occurrence from the portal's join records.
 *
 * Wire formats: dates YYYY-MM-DD, times HH:MM in the form's `time_zone` (the browser's IANA zone);
 * lists answer dates DD-MM-YYYY and times HH:MM in the `tz` asked for (default UTC) and the instants
 * as ISO 8601. An occurrence of a series is named by `occurrence`, the ISO instant the rule gives it
 * (its RECURRENCE-ID), which every list row carries.
 */

/** 001 §9: page size of the lists. */
export const WEBINAR_PAGE_SIZE = 10;

// ---- The form's rules (the same on the web and the server) ----

/**
 * The recurrence fields of the form (001 §9), each the text of one part of the checked recurrence
 * (WebinarFormOutput['recurrence'], recurrence.ts RecurrenceChoice): the form, the details answer
 * and the server's reading of a stored series go through this one list.
 */
export const WEBINAR_RECURRENCE_FIELDS = {
  monthly_type: 'monthlyType', month_day: 'monthDay', monthly_week_number: 'monthlyWeekNumber', monthly_week_days: 'monthlyWeekDay',
  yearly_type: 'yearlyType', absolute_month_number: 'absoluteMonthNumber', yearly_month_day: 'yearlyMonthDay',
  yearly_week_number: 'yearlyWeekNumber', yearly_week_days: 'yearlyWeekDay', relative_month_number: 'relativeMonthNumber',
} as const;
export type WebinarRecurrenceField = keyof typeof WEBINAR_RECURRENCE_FIELDS;
/** One value for each recurrence field (the form's texts, the details answer's schema, a stored series' choices). */
export const webinarRecurrenceTexts = <T>(value: (field: WebinarRecurrenceField) => T) =>
  Object.fromEntries(Object.keys(WEBINAR_RECURRENCE_FIELDS).map((f) => [f, value(f as WebinarRecurrenceField)])) as Record<WebinarRecurrenceField, T>;

/** The list fields of the multipart body (each comma-separated). */
export const WEBINAR_LIST_FIELDS = ['week_days', 'cohorts', 'internal_members', 'external_members'] as const;
/** The text fields of the create and update bodies. */
export const WEBINAR_TEXT_FIELDS = [
  'title', 'description', 'presenter', 'join_link', 'start_date', 'end_date', 'never_ends', 'from_time', 'to_time', 'interval', 'week_days',
  ...(Object.keys(WEBINAR_RECURRENCE_FIELDS) as WebinarRecurrenceField[]), 'cohorts', 'internal_members', 'external_members', 'time_zone',
] as const;
type WebinarListField = (typeof WEBINAR_LIST_FIELDS)[number];

/**
 * The form's values as the web form holds them and the server reads them from the multipart body:
 * never_ends (a recurring series without an end date) a flag, change_type (updating a recurring
 * webinar: one occurrence or the series) beside the fields.
 */
export type WebinarFormValues = Record<Exclude<(typeof WEBINAR_TEXT_FIELDS)[number], WebinarListField | 'never_ends'>, string>
  & Record<WebinarListField, string[]> & { never_ends: boolean; change_type: string };

export const emptyWebinarForm = (timeZone = 'UTC'): WebinarFormValues => ({
  title: '', description: '', presenter: '', join_link: '', start_date: '', end_date: '', never_ends: false, from_time: '', to_time: '',
  interval: '', week_days: [], ...webinarRecurrenceTexts(() => ''), cohorts: [], internal_members: [], external_members: [], time_zone: timeZone, change_type: '',
});

/** What a form is for: a new webinar, an update of a single one or of a series, or of one occurrence. */
export type WebinarFormMode = 'create' | 'update' | 'occurrence';

export interface WebinarFormContext {
  mode: WebinarFormMode;
  /** Today (YYYY-MM-DD) in the form's zone: a new start date may not be before it. */
  today: string;
  /** On update: the stored start date, which may stay as it is though it has passed. */
  keptStartDate?: string;
  /** The server checks the zone with the platform's data (isTimeZone); the browser's own is trusted. */
  isTimeZone?: (zone: string) => boolean;
}

const int = (value: string) => (/^-?\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : NaN);

/** The checked form's recurrence, as recurrence.ts RecurrenceChoice names it. */
export interface WebinarRecurrence {
  interval: WebinarInterval;
  weekDays?: WebinarWeekDay[];
  monthlyType?: (typeof WEBINAR_MONTHLY_TYPES)[number];
  monthDay?: number;
  monthlyWeekNumber?: number;
  monthlyWeekDay?: WebinarWeekDay;
  yearlyType?: (typeof WEBINAR_YEARLY_TYPES)[number];
  absoluteMonthNumber?: number;
  yearlyMonthDay?: number;
  yearlyWeekNumber?: number;
  yearlyWeekDay?: WebinarWeekDay;
  relativeMonthNumber?: number;
  /** The last day of the series; null: it never ends. */
  untilDate?: string | null;
}

/**
 * The webinar form's rules (001 §5 "Webinar form"), one schema for the browser's form and the
 * server: every message is the field's own. In `occurrence` mode the end date, interval and
 * recurrence fields are hidden and not checked; cohorts are checked except for an occurrence.
 */
export function webinarFormSchema(context: WebinarFormContext) {
  const isWeekDay = (v: string): v is WebinarWeekDay => (WEBINAR_WEEK_DAYS as readonly string[]).includes(v);
  return z.custom<WebinarFormValues>((v) => typeof v === 'object' && v !== null).transform((v, ctx) => {
    const issue = (path: keyof WebinarFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const put = (path: keyof WebinarFormValues, message: string | undefined) => message && issue(path, message);
    const M = WEBINAR_MESSAGES;
    const title = (v.title ?? '').trim();
    put('title', textProblem(title, { required: M.title, max: WEBINAR_LIMITS.titleMax, tooLong: M.titleTooLong }));
    const description = (v.description ?? '').trim();
    put('description', textProblem(description, { required: M.description, max: WEBINAR_LIMITS.descriptionMax, tooLong: M.descriptionTooLong }));
    const presenter = (v.presenter ?? '').trim();
    put('presenter', textProblem(presenter, { max: WEBINAR_LIMITS.presenterMax, tooLong: M.presenterTooLong }));
    const joinLink = (v.join_link ?? '').trim();
    if (joinLink && !isEventLink(joinLink, WEBINAR_LIMITS.joinLinkMax)) issue('join_link', M.badJoinLink);
    const timeZone = (v.time_zone ?? '').trim() || 'UTC';
    if (context.isTimeZone && !context.isTimeZone(timeZone)) issue('time_zone', M.badTimeZone);

    const startDate = (v.start_date ?? '').trim();
    // A kept start date that has passed stays allowed: it is the minimum then.
    const minimum = context.keptStartDate && context.keptStartDate < context.today ? context.keptStartDate : context.today;
    put('start_date', dateProblem(startDate, { required: M.startDate, invalid: M.badDate, min: minimum, beforeMin: M.startDatePast }));
    const fromTime = (v.from_time ?? '').trim();
    const toTime = (v.to_time ?? '').trim();
    const occurrence = context.mode === 'occurrence';
    const interval = occurrence ? 'none' : (v.interval ?? '').trim();
    const knownInterval = (WEBINAR_INTERVALS as readonly string[]).includes(interval);
    // Each occurrence of a series (and a one-day webinar) lies within one day.
    const sameDay = occurrence || (interval !== 'none' && knownInterval) || (v.end_date ?? '').trim() === startDate;
    const times = timesProblems(fromTime, toTime, { fromRequired: M.startTime, toRequired: M.endTime, invalid: M.badTime, notAfter: M.endTimeBeforeStart, sameDay });
    put('from_time', times.from);
    put('to_time', times.to);

    const recurrence: WebinarRecurrence = { interval: 'none' };
    if (!occurrence) {
      if (!knownInterval) issue('interval', M.interval);
      else recurrence.interval = interval as WebinarInterval;
    }
    const recurring = recurrence.interval !== 'none';
    const neverEnds = recurring && v.never_ends === true;
    let endDate: string | null = occurrence ? startDate : (v.end_date ?? '').trim();
    if (!occurrence && !neverEnds) {
      put('end_date', dateProblem(endDate, { required: M.endDate, invalid: M.badDate, min: isCalDate(startDate) ? startDate : undefined, beforeMin: M.endDateBeforeStart }));
    }
    if (neverEnds) endDate = null;

    const weekDay = (field: 'monthly_week_days' | 'yearly_week_days') => {
      const value = (v[field] ?? '').trim();
      if (!isWeekDay(value)) issue(field, WEBINAR_MESSAGES.weekDay);
      return value as WebinarWeekDay;
    };
    /** A number chosen in a recurrence field: `message` under the field unless it is `ok`. */
    const chosen = (ok: (n: number) => boolean, message: string) => (field: WebinarRecurrenceField) => {
      const n = int(v[field] ?? '');
      if (!ok(n)) issue(field, message);
      return n;
    };
    const weekNumber = chosen((n) => (WEBINAR_WEEK_NUMBERS as readonly number[]).includes(n), WEBINAR_MESSAGES.weekNumber);
    const dayOfMonth = chosen((n) => n >= 1 && n <= 31, WEBINAR_MESSAGES.monthDay);
    const month = chosen((n) => n >= 1 && n <= 12, WEBINAR_MESSAGES.month);
    if (recurrence.interval === 'weekly') {
      const days = [...new Set((v.week_days ?? []).map((d) => d.trim()).filter(Boolean))];
      if (!days.length || !days.every(isWeekDay)) issue('week_days', WEBINAR_MESSAGES.weekDays);
      else recurrence.weekDays = WEBINAR_WEEK_DAYS.filter((d) => days.includes(d));
    } else if (recurrence.interval === 'monthly') {
      const type = (v.monthly_type ?? '').trim();
      if (type === 'absoluteMonthly') Object.assign(recurrence, { monthlyType: type, monthDay: dayOfMonth('month_day') });
      else if (type === 'relativeMonthly') Object.assign(recurrence, { monthlyType: type, monthlyWeekNumber: weekNumber('monthly_week_number'), monthlyWeekDay: weekDay('monthly_week_days') });
      else issue('monthly_type', WEBINAR_MESSAGES.monthlyType);
    } else if (recurrence.interval === 'yearly') {
      const type = (v.yearly_type ?? '').trim();
      if (type === 'absoluteYearly') {
        Object.assign(recurrence, { yearlyType: type, absoluteMonthNumber: month('absolute_month_number'), yearlyMonthDay: dayOfMonth('yearly_month_day') });
      } else if (type === 'relativeYearly') {
        Object.assign(recurrence, {
          yearlyType: type, yearlyWeekNumber: weekNumber('yearly_week_number'), yearlyWeekDay: weekDay('yearly_week_days'), relativeMonthNumber: month('relative_month_number'),
        });
      } else issue('yearly_type', WEBINAR_MESSAGES.yearlyType);
    }
    if (recurring) recurrence.untilDate = endDate;

    /** The ids of a list field; a bad one is told under the field (null). */
    const ids = (values: string[] | undefined, field: 'cohorts' | 'internal_members', message: string) => {
      const list = idListOf(values ?? []);
      if (list === null) issue(field, message);
      return list;
    };
    const cohorts = occurrence ? [] : ids(v.cohorts, 'cohorts', WEBINAR_MESSAGES.cohorts);
    if (!occurrence && cohorts?.length === 0) issue('cohorts', WEBINAR_MESSAGES.cohorts);
    const internalMembers = occurrence ? [] : ids(v.internal_members, 'internal_members', WEBINAR_MESSAGES.badMember);
    const externalMembers = occurrence ? [] : [...new Set((v.external_members ?? []).map((e) => e.trim().toLowerCase()).filter(Boolean))];
    put('external_members', inviteeEmailsProblem(externalMembers, { max: WEBINAR_LIMITS.externalMembersMax, bad: M.badExternalMember, tooMany: M.tooManyExternalMembers }));

    const changeType = (v.change_type ?? '').trim();
    return {
      title, description, presenter, joinLink: joinLink || null, startDate, endDate, fromTime, toTime, timeZone, recurrence,
      cohorts: cohorts ?? [], internalMembers: internalMembers ?? [], externalMembers,
      changeType: (WEBINAR_CHANGE_TYPES as readonly string[]).includes(changeType) ? (changeType as WebinarChangeType) : null,
    };
  });
}
/** The checked form (endDate: the series' last day or the single webinar's; null when the series never ends). */
export type WebinarFormOutput = z.output<ReturnType<typeof webinarFormSchema>>;

export const WEBINAR_FILE_FIELD = 'attachments';

/** The form's values from a multipart body's texts (lists comma-separated, never_ends 'true'). */
export function webinarFormFromFields(text: (name: string) => string): WebinarFormValues {
  const values = emptyWebinarForm('');
  for (const name of WEBINAR_TEXT_FIELDS) {
    if (name === 'never_ends') values.never_ends = ['true', '1', 'on'].includes(text(name).trim().toLowerCase());
    else if ((WEBINAR_LIST_FIELDS as readonly string[]).includes(name)) (values as unknown as Record<string, string[]>)[name] = splitListField(text(name));
    else (values as unknown as Record<string, string>)[name] = text(name);
  }
  values.change_type = text('change_type');
  return values;
}

// ---- Answers ----


/** A row of Upcoming or Past Webinars (001 §2.4, §3.6): one occurrence. */
export const webinarRow = z.object({
  /** date and time in the `tz` asked for. */
  ...eventRowFields,
  webinar_id: z.number(),
  /** The occurrence's key (its rule start, ISO 8601): names it for edits, cancels, attendance and the join address. */
  occurrence: z.string(),
  description: z.string(),
  /** The portal's join address (recording the join, then sending on to the real link), signed for the caller; '' when the webinar has no link. */
  join_link: z.string(),
  /** Part of a recurring series (an edit asks occurrence or series). */
  is_recurring: z.boolean(),
  /** Past rows: 'Yes' / 'No' once attendance is populated for an invitee, else '-'. */
  attended: z.enum(['Yes', 'No', '-']),
  /** Past rows: the Past table's Attendance column as the spec names it (001 §2.4, §3.6): attended's value. */
  Attendance: z.enum(['Yes', 'No', '-']).optional(),
  attendance_uploaded: z.boolean(),
});
export type WebinarRow = z.infer<typeof webinarRow>;

export const webinarListAnswer = z.object({ count: z.number(), results: z.array(webinarRow) });
export type WebinarListAnswer = z.infer<typeof webinarListAnswer>;

/** An option of the form's lists (001 §3.6: label/value/is_selected; flag_id the course of a cohort or member). */
export const webinarOption = z.object({
  label: z.string(),
  value: z.union([z.string(), z.number()]),
  is_selected: z.boolean(),
  flag_id: z.number().optional(),
});
export type WebinarOption = z.infer<typeof webinarOption>;

export const webinarPreDataAnswer = z.object({
  cohorts: z.array(webinarOption),
  internal_members: z.array(webinarOption),
  week_days: z.array(webinarOption),
  intervals: z.array(webinarOption),
  monthly_types: z.array(webinarOption),
  yearly_types: z.array(webinarOption),
  week_numbers: z.array(webinarOption),
  months: z.array(webinarOption),
  change_types: z.array(webinarOption),
});
export type WebinarPreDataAnswer = z.infer<typeof webinarPreDataAnswer>;

/** 001 §3.6: a webinar as its form shows it (the series; dates and times in its own zone). */
export const webinarDetails = z.object({
  webinar_id: z.number(),
  title: z.string(),
  description: z.string(),
  presenter: z.string(),
  /** The real link (only its editors read details with it; invitees get the portal's address). */
  join_link: z.string(),
  meeting_url: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  never_ends: z.boolean(),
  from_time: z.string(),
  to_time: z.string(),
  time_zone: z.string(),
  interval: z.string(),
  week_days: z.array(z.string()),
  ...webinarRecurrenceTexts(() => z.string()),
  cohorts: z.array(z.object({ flag_id: z.number(), cohort_id: z.number(), label: z.string() })),
  internal_members: z.array(z.object({ value: z.number(), label: z.string() })),
  external_members: z.array(z.string()),
  attachments: z.array(attachmentItem),
  user_can_edit: z.boolean(),
  is_recurring: z.boolean(),
  cancelled: z.boolean(),
});
export type WebinarDetails = z.infer<typeof webinarDetails>;
export const webinarDetailsAnswer = z.object({ data: webinarDetails });

export const webinarSavedAnswer = z.object({ message: z.string(), webinar_id: z.number() });

// ---- Requests ----

const webinarId = recordId(WEBINAR_MESSAGES.badWebinar);
const page = pageNumber(WEBINAR_MESSAGES.badPage);
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;
/** The instants an occurrence key may name: years 1–9999 in UTC, all PostgreSQL's timestamptz and JavaScript agree on. */
const KEY_MIN = Date.parse('0001-01-01T00:00:00Z');
const KEY_MAX = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * An occurrence key as an instant, or null when it is not one: a real date and time (no 30 February,
 * no 24:00, no year 0), written ISO 8601 with a zone, within years 1–9999 once in UTC. Every call
 * taking a key reads it through this, so no key the database cannot hold reaches a query.
 */
export function parseOccurrenceKey(text: string): Date | null {
  const match = ISO_INSTANT.exec(text.trim());
  if (!match) return null;
  const [hour, minute, second] = match.slice(4, 7).map((v) => Number(v ?? 0)) as [number, number, number];
  if (!isCalDate(`${match[1]}-${match[2]}-${match[3]}`, { min: 1, max: 9999 }) || hour > 23 || minute > 59 || second > 59) return null;
  if (match[7] && (Number(match[8]) > 23 || Number(match[9]) > 59)) return null;
  const at = Date.parse(text.trim());
  return Number.isNaN(at) || at < KEY_MIN || at > KEY_MAX ? null : new Date(at);
}

/** An occurrence key: an ISO 8601 instant (parseOccurrenceKey), answered in UTC. */
export const occurrenceKey = z.string({ error: WEBINAR_MESSAGES.badOccurrence }).trim()
  .refine((v) => parseOccurrenceKey(v) !== null, WEBINAR_MESSAGES.badOccurrence)
  .transform((v) => parseOccurrenceKey(v)!.toISOString());
/** The viewer's zone for the lists' dates and times (IANA; the server checks it, else UTC). */
const tz = z.string().max(64).optional();

export const webinarListQuery = z.object({
  page,
  selected_cohort_id: recordId(REQUEST_MESSAGES.invalidInput).optional(),
  /** Ours: the course page's and mentee details page's list, of one course. */
  course_id: courseIdParam(REQUEST_MESSAGES.invalidInput).optional(),
  /** Ours: the webinars this officer is invited to (the caller, or an officer the caller stands to in course_id). */
  user_id: recordId(REQUEST_MESSAGES.invalidInput).optional(),
  tz,
});
export const myWebinarsQuery = z.object({ page, tz, course_id: courseIdParam(REQUEST_MESSAGES.invalidInput).optional() });
export const myWebinarsBody = z.object({
  type: z.enum(['upcoming', 'past'], { error: WEBINAR_MESSAGES.badType }),
  user_id: recordId(REQUEST_MESSAGES.invalidInput).optional(),
});
export const webinarPreDataQuery = z.object({ webinar_id: webinarId.optional() });
/** A webinar, and one occurrence of it when `occurrence` is given. */
export const webinarDetailsQuery = z.object({ webinar_id: webinarId, occurrence: occurrenceKey.optional() });
/** Create and update: multipart, checked by webinarFormSchema in the service (every bad field at once). */
export const createWebinarBody = multipartFormBody([...WEBINAR_TEXT_FIELDS, 'csrfmiddlewaretoken'], [WEBINAR_FILE_FIELD]);
export const updateWebinarBody = multipartFormBody(
  [...WEBINAR_TEXT_FIELDS, 'webinar_id', 'change_type', 'occurrence', 'old_attachment', 'csrfmiddlewaretoken'], [WEBINAR_FILE_FIELD],
);
/** The update's own fields beside the form. */
export const updateWebinarFields = webinarDetailsQuery.extend({
  /** The ids of the attachments kept (comma-separated); the others are removed. */
  old_attachment: z.string().default(''),
});
export const cancelWebinarQuery = webinarDetailsQuery.extend({
  change_type: z.enum(WEBINAR_CHANGE_TYPES, { error: WEBINAR_MESSAGES.cancelType }),
  cancellation_note: z.string().trim().max(WEBINAR_LIMITS.cancellationNoteMax, WEBINAR_MESSAGES.cancellationNoteTooLong).default(''),
});
/** occurrence is ours: without it (the spec's call sends webinar_id only), the latest occurrence that has ended. */
export const populateAttendanceBody = webinarDetailsQuery;
export const joinParams = z.object({ eventId: recordId(REQUEST_MESSAGES.notFound) });
export const joinQuery = signedLinkQuery.extend({ occurrence: z.string().optional() });
export const eventAttachmentParams = z.object({ id: recordId(REQUEST_MESSAGES.notFound) });

const { coordinator } = ROLES;

/**
 * The webinars' calls (001 §7 Webinars, at the spec's paths and spellings). Reading needs a
 * signed-in invitee, the scheduler or a coordinator of the course (db/scopes.ts
 * calendarEventsSeenBy); writing a Course Coordinator of the course (or the scheduler).
 */
export const WEBINARS_API = {
  /** Past Webinars: occurrences ended, latest first, 10 a page. */
  past: endpoint({ method: 'GET', path: '/v1/past-webinars', access: 'authenticated', query: webinarListQuery, answer: webinarListAnswer }),
  /** Upcoming Webinars: occurrences not yet ended, soonest first, 10 a page. */
  upcoming: endpoint({ method: 'GET', path: '/v1/upcomming-webinars', access: 'authenticated', query: webinarListQuery, answer: webinarListAnswer }),
  /** The learner calendar: the caller's (or an officer's, with course_id) invited webinars, upcoming or past. */
  mine: endpoint({ method: 'POST', path: '/v1/get/my/webinars/', access: 'authenticated', query: myWebinarsQuery, body: myWebinarsBody, answer: webinarListAnswer }),
  /** The form's option lists: the caller's coordinated courses' cohorts (flag_id the course), members, recurrence choices. */
  preData: endpoint({ method: 'GET', path: '/v1/webinar/pre-data/', access: [coordinator], query: webinarPreDataQuery, answer: webinarPreDataAnswer }),
  details: endpoint({ method: 'GET', path: '/v1/get/webinar/details/', access: 'authenticated', query: webinarDetailsQuery, answer: webinarDetailsAnswer }),
  create: endpoint({ method: 'POST', path: '/v1/webinar/create/new/', access: [coordinator], body: createWebinarBody, answer: webinarSavedAnswer }),
  update: endpoint({ method: 'POST', path: '/v1/update/webinar/details/', access: [coordinator], body: updateWebinarBody, answer: webinarSavedAnswer }),
  /** The spec leaves the method out: POST, its fields in the query string as the spec lists them. */
  cancel: endpoint({ method: 'POST', path: '/v1/webinar/cancel/', access: [coordinator], query: cancelWebinarQuery, answer: eventMessageAnswer }),
  /** Populate Attendance of one occurrence, once ('Attendance Already Uploaded' the second time, 400). */
  attendance: endpoint({ method: 'POST', path: '/v1/webiar/new/upload/attendance/', access: [coordinator], body: populateAttendanceBody, answer: eventMessageAnswer }),
  /**
   * The portal's join address of an occurrence (ours): a link signed for the caller (a new tab
   * carries no bearer token). It records the invitee's first join from 15 minutes before the start
   * to the end, then answers 302 to the real join link.
   */
  join: endpoint({ method: 'GET', path: '/v1/join/:eventId/', access: 'public', params: joinParams, query: joinQuery }),
  /** A calendar event's attachment (webinars, meetings): a signed link; the signer must still see the event. */
  attachment: endpoint({ method: 'GET', path: '/v1/calendar/attachment/:id/download/', access: 'public', params: eventAttachmentParams, query: signedLinkQuery }),
} as const;

export const eventJoinPath = (eventId: number) => WEBINARS_API.join.path.replace(':eventId', String(eventId));
export const eventAttachmentPath = (id: number) => WEBINARS_API.attachment.path.replace(':id', String(id));
