import { z } from 'zod';
import { pageQuery } from './admission';
import { INVITEE_EMAIL } from './dynamic-form-rules';
import { endpoint } from './endpoints';
import { PAGE_ROUTES } from './routes';
import { multipartFormBody } from './validation';
import { BULK_MAIL_LIMITS, BULK_MAIL_MESSAGES } from './bulk-mail-messages';

export * from './bulk-mail-messages';

/**
 * Bulk e-mail (002 §2.10, §3 "Bulk e-mail", §4, §5 "Bulk e-mail", §6, §7 "Bulk e-mail", §9):
 * a Course Coordinator or a Program Advisor mails people of the courses they may mail, chosen by
 * the server flags, per-course cohort lists and external addresses. The mail goes out through the
 * job queue; the sender reads each bulk mail's counts in the history (ours: the spec has none).
 *
 * Design (the spec is silent; docs/api.md "Bulk e-mail"):
 * - The courses a caller may mail: a coordinator's own courses; the whole programme for a
 *   Program Advisor. `flag_id` of a list item is the course, `cohort_id` a cohort of it.
 * - all = every officer, mentor and coordinator of those courses; mentors = the mentors of the
 *   chosen cohorts (mentors_list); mentees = the officers of the chosen cohorts (mentees_list);
 *   myself = the sender. A choice is offered only when its flag is set, and refused when not.
 * - A cohort outside the caller's courses (or not of the course named) is refused (403), never
 *   silently left out or mailed.
 */

/** The multipart field of the files. */
export const BULK_MAIL_FILE_FIELD = 'files';
/** The recipient choices, as the form sends them ('on' / 'off'). */
export const BULK_MAIL_CHOICES = ['all', 'myself', 'mentors', 'mentees'] as const;
export type BulkMailChoice = (typeof BULK_MAIL_CHOICES)[number];
export const BULK_MAIL_TEXT_FIELDS = [...BULK_MAIL_CHOICES, 'subject', 'message', 'external_members', 'mentors_list', 'mentees_list'] as const;

/** Whether rich text holds nothing to read: no text and no image or embed (the editor's empty value is `<p></p>`). */
export function isBlankHtml(html: string): boolean {
  if (/<(img|iframe|table)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim() === '';
}

/** The subject's rule, in the form and on the server: the first message it fails, or null. */
export function subjectProblem(subject: string): string | null {
  const s = subject.trim();
  if (!s) return BULK_MAIL_MESSAGES.subjectRequired;
  if (s.length >= BULK_MAIL_LIMITS.subjectMaxExclusive) return BULK_MAIL_MESSAGES.subjectTooLong;
  return null;
}

/** The message's rule (before the server sanitises it): the first message it fails, or null. */
export function messageProblem(html: string): string | null {
  if (isBlankHtml(html)) return BULK_MAIL_MESSAGES.messageRequired;
  if (html.length > BULK_MAIL_LIMITS.messageMaxChars) return BULK_MAIL_MESSAGES.messageTooLong;
  return null;
}

/** External addresses typed in one text (commas, semicolons, spaces or lines between), lower-cased, each once; null when one is not an address. */
export function externalAddresses(value: string): string[] | null {
  const list = [...new Set(value.split(/[\s,;]+/).map((e) => e.trim().toLowerCase()).filter(Boolean))];
  return list.every((e) => e.length <= 254 && INVITEE_EMAIL.test(e)) ? list : null;
}

/** A chosen attachment by its size (the server checks its type and content too). */
export function bulkMailAttachmentProblem(file: { name: string; size: number }): string | null {
  return file.size > BULK_MAIL_LIMITS.attachmentMaxBytes ? BULK_MAIL_MESSAGES.attachmentTooLarge(file.name) : null;
}

/** One cohort chosen for mentors or officers: flag_id is its course. */
export const bulkMailCohortChoice = z.object({ flag_id: z.number().int().positive(), cohort_id: z.number().int().positive() });
export type BulkMailCohortChoice = z.infer<typeof bulkMailCohortChoice>;

// ---- GET /api/v1/get_course_data/ ----

/** A course the caller may mail (value: its id as text), with its cohorts under course_cohorts[value]. */
export const bulkMailCourseData = z.object({
  course_data: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Per course (by its value): its cohorts. */
  course_cohorts: z.record(z.string(), z.array(z.object({ id: z.number(), cohort: z.string() }))),
});
export const bulkMailCourseDataAnswer = z.object({
  data: z.object({
    data: bulkMailCourseData,
    is_all_show: z.boolean(),
    is_myself_show: z.boolean(),
    is_mentors_show: z.boolean(),
    is_mentees_show: z.boolean(),
  }),
});
export type BulkMailCourseDataAnswer = z.infer<typeof bulkMailCourseDataAnswer>;

// ---- POST /api/v1/send_bulk_email/ ----

/**
 * Multipart: all, myself, mentors, mentees ('on' / 'off'); subject; message (HTML); external_members
 * (addresses, comma-separated); mentors_list and mentees_list (JSON text: [{flag_id, cohort_id}]); files.
 */
export const sendBulkMailBody = multipartFormBody(BULK_MAIL_TEXT_FIELDS, [BULK_MAIL_FILE_FIELD]);
export const sendBulkMailAnswer = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), recipients: z.number() }),
});
export type SendBulkMailAnswer = z.infer<typeof sendBulkMailAnswer>;

// ---- GET /api/v1/bulk_email/history/ (ours) ----

export const bulkMailHistoryQuery = pageQuery.pick({ page: true });
export const bulkMailHistoryRow = z.object({
  id: z.number(),
  subject: z.string(),
  /** ISO 8601. */
  created: z.string(),
  recipients: z.number(),
  sent: z.number(),
  /** Waiting, or being sent now. */
  waiting: z.number(),
  failed: z.number(),
  attachments: z.number(),
});
export type BulkMailHistoryRow = z.infer<typeof bulkMailHistoryRow>;
export const bulkMailHistoryAnswer = z.object({ count: z.number(), page: z.number(), page_size: z.number(), results: z.array(bulkMailHistoryRow) });
export type BulkMailHistoryAnswer = z.infer<typeof bulkMailHistoryAnswer>;

const access = PAGE_ROUTES.sendmail.access;

export const BULK_MAIL_API = {
  courseData: endpoint({ method: 'GET', path: '/api/v1/get_course_data/', access, answer: bulkMailCourseDataAnswer }),
  send: endpoint({ method: 'POST', path: '/api/v1/send_bulk_email/', access, body: sendBulkMailBody, answer: sendBulkMailAnswer }),
  history: endpoint({ method: 'GET', path: '/api/v1/bulk_email/history/', access, query: bulkMailHistoryQuery, answer: bulkMailHistoryAnswer }),
} as const;
