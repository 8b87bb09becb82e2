import { z } from 'zod';
import { CAL_FILE_EXTENSIONS, calFileExtension } from './cal-files';
import { CLOCK_TIME, INVITEE_EMAIL, isCalDate, isHttpUrl } from './dynamic-form-rules';
import { WEBINAR_LIMITS, WEBINAR_MESSAGES } from './webinar-messages';
import { pageNumber } from './validation';
import { endpoint } from './endpoints';
import { ROLES } from './roles';

/**
 * The calendar's contract (issue 22): what the three kinds of calendar event (webinars, meetings,
 * discussions; each its own file) share — an event's attachments and the presenter as lists show
 * it — and the calls beyond the kinds' own: the personal calendar feed (beyond the spec: a private,
 * revocable iCal address per user) and the Attendance & Schedules page's calls (000 §2.2 user
 * menu; coordinators and mentors). A kind's file may use this one, never another kind's.
 */

/** The page size of the Attendance & Schedules tables (as the spec's other lists, 001 §9). */
export const SCHEDULES_PAGE_SIZE = 10;

/** How far back the personal feed lists events (forward it reaches UPCOMING_WINDOW_DAYS, as Upcoming lists). */
export const FEED_PAST_DAYS = 30;

/** The calendar calls' answer texts (server.calendar.* in the web's catalogs). */
export const CALENDAR_MESSAGES = {
  badPage: 'Please choose a valid page.',
  feedNotFound: 'This calendar address is not valid. Copy the current address from the portal.',
  /** Past OUTSIDE_INVITEES_PER_EVENT addresses on one event (400, on the field that lists them). */
  tooManyOutsideInvitees: 'Too many people from outside the portal are invited to this event.',
  /** Past OUTSIDE_INVITEES_PER_USER_PER_DAY new addresses by one user in a day (429). */
  outsideInviteesToday: 'You have invited as many people from outside the portal as allowed today. Please try again tomorrow.',
} as const;

// ---- What the kinds share ----

/**
 * The check of a chosen calendar attachment (webinars, meetings) by name and size, in the browser
 * and on the server (which also checks the content): the CAL file types, one extension, ≤ 20 MB.
 */
export function eventAttachmentProblem(file: { name: string; size: number }): string | null {
  if (file.name.split('.').length > 2) return WEBINAR_MESSAGES.multipleExtensions;
  if (file.size > WEBINAR_LIMITS.attachmentMaxBytes) return WEBINAR_MESSAGES.attachmentTooLarge(file.name);
  if (!calFileExtension(file.name) || file.size === 0) return WEBINAR_MESSAGES.attachmentType;
  return null;
}
export const EVENT_ATTACHMENT_ACCEPT = CAL_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** An event's attachment in an answer. */
export const attachmentItem = z.object({
  id: z.number(),
  name: z.string(),
  /** A short-lived download link signed for the caller. */
  url: z.string(),
});
export type AttachmentItem = z.infer<typeof attachmentItem>;

/** The fields a row of Upcoming or Past Webinars and of Meetings share (001 §3.6, §3.7); each row says in which zone date and time are. */
export const eventRowFields = {
  /** Sr. No, counted across pages (1-based). */
  index: z.number(),
  /** DD-MM-YYYY and "HH:MM - HH:MM". */
  date: z.string(),
  time: z.string(),
  /** ISO 8601 instants. */
  starts_at: z.string(),
  ends_at: z.string(),
  title: z.string(),
  presenter: z.string(),
  attachments: z.array(attachmentItem),
  user_can_edit: z.boolean(),
};

/** The fields a row of the discussions' lists and of a cohort's coordinator discussion meetings share (001 §3.8). */
export const discussionRowFields = {
  index: z.number(),
  meeting_id: z.number(),
  /** DD-MM-YYYY and HH:mm in the asked zone (else the scheduler's). */
  start_date: z.string(),
  start_time: z.string(),
  /** ISO 8601 instant, for a page that shows it in the viewer's own zone. */
  starts_at: z.string(),
  /** The CAL's name or the title. */
  title: z.string(),
  /** The mentor name(s) when the officer looks; the officer name(s) otherwise, comma-separated. */
  meenteeOrmentor: z.string(),
  meeting_link: z.string().nullable(),
  user_can_edit: z.boolean(),
};

/** An answer that is a message alone (the kinds' cancels, Populate Attendance). */
export const eventMessageAnswer = z.object({ message: z.string() });

/** 001 §9: the presenter as the lists show it, cut at 25 characters with an ellipsis. */
export const shortPresenter = (presenter: string) =>
  presenter.length > WEBINAR_LIMITS.presenterShown ? `${presenter.slice(0, WEBINAR_LIMITS.presenterShown)}…` : presenter;

// ---- The form rules every kind shares (each gives its own messages and limits) ----

/** An event's join link: http or https with a host right after '//', no white space or control characters, at most `max` characters. */
export const isEventLink = (text: string, max: number) => text.length <= max && /^https?:\/\/[^\s/$.?#]\S*$/i.test(text) && isHttpUrl(text);

/** A trimmed text's message: `required` when empty, `tooLong` past `max`. */
export function textProblem(text: string, rule: { max: number; tooLong: string; required?: string }): string | undefined {
  if (!text) return rule.required;
  return text.length > rule.max ? rule.tooLong : undefined;
}

/** A date's message (YYYY-MM-DD): missing, not a date, or before `min` (when there is one). */
export function dateProblem(date: string, rule: { required: string; invalid: string; min?: string; beforeMin?: string }): string | undefined {
  if (!date) return rule.required;
  if (!isCalDate(date)) return rule.invalid;
  return rule.min && date < rule.min ? rule.beforeMin : undefined;
}

/** The start and end times' messages (HH:MM, 24 h): missing, not a time, or (within one day) an end not after the start. */
export function timesProblems(from: string, to: string, rule: { fromRequired: string; toRequired: string; invalid: string; notAfter: string; sameDay: boolean }) {
  const clock = (time: string, required: string) => (!time ? required : CLOCK_TIME.test(time) ? undefined : rule.invalid);
  const fromProblem = clock(from, rule.fromRequired);
  const toProblem = clock(to, rule.toRequired) ?? (rule.sameDay && !fromProblem && to <= from ? rule.notAfter : undefined);
  return { from: fromProblem, to: toProblem };
}

/** Outside invitees' message: an entry that is not an e-mail address, or more than `max` of them. */
export function inviteeEmailsProblem(emails: readonly string[], rule: { max: number; bad: string; tooMany: string }): string | undefined {
  if (emails.some((e) => e.length > 254 || !INVITEE_EMAIL.test(e))) return rule.bad;
  return emails.length > rule.max ? rule.tooMany : undefined;
}

// ---- Answers ----

/** The caller's private feed address (full URL, with its secret token: shown only to its owner). */
export const feedAddressAnswer = z.object({ feed_url: z.string() });
export type FeedAddressAnswer = z.infer<typeof feedAddressAnswer>;

/** A past session (an occurrence of a webinar or meeting whose attendance was populated), counted within the caller's officers. */
export const scheduleSessionRow = z.object({
  sno: z.number(),
  event_id: z.number(),
  /** The occurrence's rule start (its RECURRENCE-ID), ISO 8601. */
  occurrence: z.string(),
  kind: z.enum(['webinar', 'meeting']),
  title: z.string(),
  course: z.string(),
  /** When it started and ended (ISO 8601); the page shows them in the viewer's zone. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** The caller's officers invited (coordinator: the course's officers; mentor: their mentees) and how many attended. */
  invited: z.number(),
  attended: z.number(),
});
export type ScheduleSessionRow = z.infer<typeof scheduleSessionRow>;

/** An officer's attendance across the sessions the caller sees. */
export const scheduleOfficerRow = z.object({
  sno: z.number(),
  user_id: z.number(),
  officer_name: z.string(),
  invited: z.number(),
  attended: z.number(),
  /** attended / invited in whole percent (0 when invited is 0). */
  rate: z.number(),
});
export type ScheduleOfficerRow = z.infer<typeof scheduleOfficerRow>;

const paged = <T extends z.ZodType>(row: T) => z.object({ count: z.number(), page: z.number(), page_size: z.number(), data: z.array(row) });
export const scheduleSessionsAnswer = paged(scheduleSessionRow);
export type ScheduleSessionsAnswer = z.infer<typeof scheduleSessionsAnswer>;
export const scheduleOfficersAnswer = paged(scheduleOfficerRow);
export type ScheduleOfficersAnswer = z.infer<typeof scheduleOfficersAnswer>;

/** The courses the Attendance & Schedules page offers: those the caller coordinates (with their cohorts) or mentors in. */
export const scheduleCoursesAnswer = z.object({
  data: z.array(z.object({
    course_id: z.number(),
    title: z.string(),
    /** The caller coordinates it: they may schedule webinars and meetings for its cohorts. */
    coordinates: z.boolean(),
    cohorts: z.array(z.object({ id: z.number(), name: z.string() })),
  })),
});

// ---- Requests ----

export const schedulesQuery = z.object({
  page: pageNumber(CALENDAR_MESSAGES.badPage),
});

/** A feed token as it appears in the address (base64url); anything else is simply not found. */
export const feedParams = z.object({ token: z.string().max(200) });

const { coordinator, mentor } = ROLES;

export const CALENDAR_API = {
  /** The caller's feed address; a token is made on the first call. */
  feedAddress: endpoint({ method: 'GET', path: '/api/calendar/feed/', access: 'authenticated', answer: feedAddressAnswer }),
  /** A new feed address: the old one stops working at once. */
  resetFeed: endpoint({ method: 'POST', path: '/api/calendar/feed/reset/', access: 'authenticated', answer: feedAddressAnswer }),
  /**
   * The feed itself (text/calendar), for calendar apps: no session, the token is the key; 404 for
   * an unknown or reset one. Lists the owner's webinars, meetings and discussions from
   * FEED_PAST_DAYS back (series as RRULE with EXDATE / RECURRENCE-ID) and their milestone due dates.
   */
  feed: endpoint({ method: 'GET', path: '/api/calendar/feed/:token.ics', access: 'public', params: feedParams }),
  /** Attendance & Schedules: the caller's courses (coordinated, with cohorts, or mentored in), by title. */
  scheduleCourses: endpoint({ method: 'GET', path: '/api/calendar/schedules/courses/', access: [coordinator, mentor], answer: scheduleCoursesAnswer }),
  /** Attendance & Schedules: past sessions with attendance, newest first, paged. */
  scheduleSessions: endpoint({ method: 'GET', path: '/api/calendar/schedules/sessions/', access: [coordinator, mentor], query: schedulesQuery, answer: scheduleSessionsAnswer }),
  /** Attendance & Schedules: each officer's attendance across those sessions, by name, paged. */
  scheduleOfficers: endpoint({ method: 'GET', path: '/api/calendar/schedules/officers/', access: [coordinator, mentor], query: schedulesQuery, answer: scheduleOfficersAnswer }),
} as const;
