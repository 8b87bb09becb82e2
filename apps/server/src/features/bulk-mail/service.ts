import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import {
  BULK_MAIL_FILE_FIELD, BULK_MAIL_LIMITS, CAL_FILE_TYPES, calFileExtension, BULK_MAIL_MESSAGES, bulkMailCohortChoice, externalAddresses, isBlankHtml,
  messageProblem, subjectProblem, type BulkMailChoice, type BulkMailCohortChoice, type BulkMailCourseDataAnswer, type BulkMailHistoryAnswer,
  type SendBulkMailAnswer,
} from '@fetp/contract';
import type { Services } from '../../services';
import type { CurrentUser } from '../../plugins/auth';
import { HttpError, badRequest, fieldError, forbidden } from '../../plugins/errors';
import { promotePending, type StoredUpload } from '../../files/upload';
import {
  coursesReportedBy, mentorsOfCohorts, officersOfCohorts, peopleOfCourses, type Scope,
} from '../../db/scopes';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { chargeOutsideInvitees, checkAttachments, checkOutsideInviteesPerEvent } from '../calendar';
import { keptName } from '../cal-tracker';
import { bulkMailJob } from './jobs';
import {
  cohortsInScope, coursesWithCohorts, hasCourse, historyOf, insertAttachments, insertBulkMail, queueAddresses, queueUsers, recipientCount,
} from './queries';

/**
 * Bulk e-mail (002 §2.10, §5, §6, §7): who may mail whom, the form's checks, and the queueing of a
 * mail with its recipients resolved here from the caller's scope (db/scopes.ts); delivery.ts sends it.
 *
 * Flags per role (docs/api.md "Bulk e-mail"): a Program Advisor mails the whole programme (every
 * choice); a Course Coordinator mails their own courses (every choice, when they coordinate one);
 * Myself is offered to both. A choice whose flag is not set is refused (403).
 */

/** The courses a caller may mail: those they coordinate or advise (an advisor bound to hubs: those hubs' courses). */
function coursesOf(services: Pick<Services, 'db'>, user: CurrentUser): Scope<'course_id'> {
  return coursesReportedBy(services.db, user.id);
}

async function flagsOf(services: Pick<Services, 'db'>, user: CurrentUser): Promise<Record<BulkMailChoice, boolean>> {
  const any = await hasCourse(services.db, coursesOf(services, user));
  return { all: any, myself: true, mentors: any, mentees: any };
}

/** GET /api/v1/get_course_data/: the courses and cohorts the caller may mail, and the choices offered. */
export async function courseData(services: Services, user: CurrentUser): Promise<BulkMailCourseDataAnswer> {
  const [rows, flags] = await Promise.all([coursesWithCohorts(services.db, coursesOf(services, user)), flagsOf(services, user)]);
  const courseList: { label: string; value: string }[] = [];
  const cohortsByCourse: Record<string, { id: number; cohort: string }[]> = {};
  for (const row of rows) {
    const value = String(row.courseId);
    if (!Object.hasOwn(cohortsByCourse, value)) {
      courseList.push({ label: row.title, value });
      cohortsByCourse[value] = [];
    }
    if (row.cohortId !== null && row.cohort !== null) cohortsByCourse[value]!.push({ id: row.cohortId, cohort: row.cohort });
  }
  return {
    data: {
      data: { course_data: courseList, course_cohorts: cohortsByCourse },
      is_all_show: flags.all, is_myself_show: flags.myself, is_mentors_show: flags.mentors, is_mentees_show: flags.mentees,
    },
  };
}

/** What a mail's HTML may keep: text formatting, headings, lists, links, images, tables, and video embeds from known hosts. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'sub', 'sup',
    'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'span', 'div', 'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** The message's HTML as it may be mailed: scripts, event handlers, styles beyond alignment and foreign frames removed. */
export function sanitizeMessage(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The plain-text part of sanitised HTML: a line per block, links kept as their address. */
export function plainTextOf(html: string): string {
  const withBreaks = html
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_, href: string, label: string) => `${label} (${href})`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|tr|blockquote|pre|div|table)>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e);
  return text.split('\n').map((line) => line.trim()).join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** A text field as a form sends it: absent, a string, or (a repeated field) the first of a list. */
const text = (value: unknown): string => {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' ? one : '';
};
const on = (value: unknown) => ['on', 'true', '1', 'yes'].includes(text(value).trim().toLowerCase());

const cohortList = z.array(z.object({ flag_id: z.coerce.number(), cohort_id: z.coerce.number() }).pipe(bulkMailCohortChoice)).max(BULK_MAIL_LIMITS.cohortsMax);

/** A JSON list of {flag_id, cohort_id}; 400 on the field when it is not one. */
function cohortsOf(body: Record<string, unknown>, field: 'mentors_list' | 'mentees_list'): BulkMailCohortChoice[] {
  const raw = text(body[field]).trim();
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw fieldError(field, BULK_MAIL_MESSAGES.badList);
  }
  const result = cohortList.safeParse(parsed);
  if (!result.success) throw fieldError(field, BULK_MAIL_MESSAGES.badList);
  return result.data;
}

/** POST /api/v1/send_bulk_email/: checks the form, resolves the recipients from the caller's scope, and queues the mail. */
export async function sendBulkMail(services: Services, user: CurrentUser, body: Record<string, unknown>, uploads: readonly StoredUpload[]): Promise<SendBulkMailAnswer> {
  const subject = text(body.subject).trim();
  const rawMessage = text(body.message);
  const errors: Record<string, string[]> = {};
  const subjectIssue = subjectProblem(subject);
  if (subjectIssue) errors.subject = [subjectIssue];
  let html = '';
  const messageIssue = messageProblem(rawMessage);
  if (messageIssue) errors.message = [messageIssue];
  else {
    html = sanitizeMessage(rawMessage);
    // A message of nothing but a script is empty once sanitised.
    if (isBlankHtml(html)) errors.message = [BULK_MAIL_MESSAGES.messageRequired];
  }
  const external = externalAddresses(text(body.external_members));
  if (external === null) errors.external_members = [BULK_MAIL_MESSAGES.badExternalMember];
  else if (external.length > BULK_MAIL_LIMITS.externalMembersMax) errors.external_members = [BULK_MAIL_MESSAGES.tooManyExternalMembers];
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first[0]!, errors);
  checkAttachments(uploads, BULK_MAIL_FILE_FIELD);
  if (uploads.length > BULK_MAIL_LIMITS.attachmentsMax) throw fieldError(BULK_MAIL_FILE_FIELD, BULK_MAIL_MESSAGES.tooManyAttachments);
  const guests = external ?? [];
  checkOutsideInviteesPerEvent(services, 'external_members', guests);

  const chosen = { all: on(body.all), myself: on(body.myself), mentors: on(body.mentors), mentees: on(body.mentees) };
  const mentorCohorts = chosen.mentors ? cohortsOf(body, 'mentors_list') : [];
  const menteeCohorts = chosen.mentees ? cohortsOf(body, 'mentees_list') : [];
  if (!chosen.all && !chosen.myself && !chosen.mentors && !chosen.mentees && guests.length === 0) throw badRequest(BULK_MAIL_MESSAGES.noRecipients);
  const flags = await flagsOf(services, user);
  if ((Object.keys(chosen) as BulkMailChoice[]).some((choice) => chosen[choice] && !flags[choice])) throw forbidden(BULK_MAIL_MESSAGES.notOffered);
  if (chosen.mentors && mentorCohorts.length === 0) throw fieldError('mentors_list', BULK_MAIL_MESSAGES.cohortsRequired);
  if (chosen.mentees && menteeCohorts.length === 0) throw fieldError('mentees_list', BULK_MAIL_MESSAGES.cohortsRequired);

  const courses = coursesOf(services, user);
  const named = [...mentorCohorts, ...menteeCohorts];
  if (named.length) {
    const known = new Map((await cohortsInScope(services.db, named.map((c) => c.cohort_id), courses)).map((c) => [c.id, c.courseId]));
    // A cohort of another course, or one of the course named but not in the caller's scope: refused, nothing queued.
    if (named.some((c) => known.get(c.cohort_id) !== c.flag_id)) throw forbidden(BULK_MAIL_MESSAGES.badCohort);
  }

  const choices = JSON.stringify({ ...chosen, mentors_list: mentorCohorts, mentees_list: menteeCohorts, external_members: guests });
  const { id, recipients } = await services.db.transaction(async (tx) => {
    const bulkMailId = await insertBulkMail(tx, { senderId: user.id, subject, html, text: plainTextOf(html), choices });
    if (chosen.all) await queueUsers(tx, bulkMailId, peopleOfCourses(tx, courses));
    if (chosen.myself) await queueUsers(tx, bulkMailId, tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)));
    if (mentorCohorts.length) await queueUsers(tx, bulkMailId, mentorsOfCohorts(tx, mentorCohorts.map((c) => c.cohort_id)));
    if (menteeCohorts.length) await queueUsers(tx, bulkMailId, officersOfCohorts(tx, menteeCohorts.map((c) => c.cohort_id)));
    await queueAddresses(tx, bulkMailId, guests);
    const total = await recipientCount(tx, bulkMailId);
    // Cohorts without anyone in them: nothing to send, so nothing is kept.
    if (total === 0) throw new HttpError(400, BULK_MAIL_MESSAGES.noRecipients);
    await chargeOutsideInvitees(services, tx, user.id, null, guests);
    await services.jobs.enqueue(bulkMailJob, { bulkMailId }, { db: tx, key: String(bulkMailId) });
    await insertAttachments(tx, uploads.map((file) => ({
      bulkMailId, name: keptName(file.filename), contentType: CAL_FILE_TYPES[calFileExtension(file.filename)!], size: file.size, storageKey: file.key,
    })));
    // The files become readable as the last step before the commit (files/upload.ts).
    await promotePending(services.files, uploads.map((file) => file.key));
    return { id: bulkMailId, recipients: total };
  });
  return { message: BULK_MAIL_MESSAGES.queued, data: { id, recipients } };
}

/** GET /api/v1/bulk_email/history/: the caller's bulk mails with their counts, newest first. */
export async function bulkMailHistory(services: Services, user: CurrentUser, page: number): Promise<BulkMailHistoryAnswer> {
  const pageSize = BULK_MAIL_LIMITS.historyPageSize;
  const { count, rows } = await historyOf(services.db, user.id, page, pageSize);
  return {
    count, page, page_size: pageSize,
    results: rows.map((row) => ({
      id: row.id, subject: row.subject, created: new Date(row.createdAt).toISOString(), recipients: row.recipients, sent: row.sent,
      waiting: row.recipients - row.sent - row.failed, failed: row.failed, attachments: row.attachments,
    })),
  };
}
