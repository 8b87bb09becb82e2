import { z } from 'zod';
import { signedLinkQuery } from './admission';
import { endpoint } from './endpoints';
import { ROLES } from './roles';
import { isRealDay, recordId } from './validation';
import { AUDIT_LOG_MESSAGES } from './audit-log-messages';

export * from './audit-log-messages';

/**
 * The audit log (issue 32): every change made in Content Management, every CAL status change,
 * graduation change, role change, deactivation and admission decision — who, when, what, before
 * and after. Administrators read every entry; a Course Coordinator the entries of the courses they
 * coordinate. Newest first, a page at a time: `after` is the last entry's id of the page before
 * (`next` of its answer), so a page reads only its own rows however long the log grows.
 */
const M = AUDIT_LOG_MESSAGES;

const day = z.string().refine((v) => isRealDay(v), M.badDate);

/** The filter of the log and of its CSV. */
const auditFilter = {
  action: z.string().trim().regex(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/, M.badAction).max(64, M.badAction).optional(),
  entity: z.string().trim().regex(/^[a-z0-9_]+$/, M.badEntity).max(64, M.badEntity).optional(),
  entity_id: z.string().trim().min(1, M.badEntityId).max(100, M.badEntityId).optional(),
  actor_id: recordId(M.badActor).optional(),
  course_id: recordId(M.badCourse).optional(),
  start_date: day.optional(),
  end_date: day.optional(),
};
const datesInOrder = (q: { start_date?: string; end_date?: string }) => !q.start_date || !q.end_date || q.start_date <= q.end_date;
const inOrder = { message: M.startAfterEnd, path: ['end_date'] };

export const auditLogQuery = z.object({
  ...auditFilter,
  after: recordId(M.badAfter).optional(),
  page_size: z.coerce.number({ error: M.badPageSize }).int(M.badPageSize).min(1, M.badPageSize).max(100, M.badPageSize).default(50),
}).refine(datesInOrder, inOrder);

/** The CSV's filter: the log's, without paging (the file holds every entry it matches). */
export const auditExportQuery = z.object(auditFilter).refine(datesInOrder, inOrder);
/**
 * The CSV's own address: a signed link (it opens in a new tab, without a token) carrying the
 * filter as it was signed, as texts; the server reads them through auditExportQuery once the
 * signature holds.
 */
export const auditCsvQuery = signedLinkQuery.extend(
  Object.fromEntries(Object.keys(auditFilter).map((key) => [key, z.string().optional()])) as { [K in keyof typeof auditFilter]: z.ZodOptional<z.ZodString> },
);
export const auditExportAnswer = z.object({ csv_url: z.string() });

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor_id: z.number().nullable(),
  /** The actor's name; null: the system (the seed, the command line, a job). */
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  /** The record's name as it is now (a person, a hub, a course, a cohort, a CAL); null when it has none or is gone. */
  entity_name: z.string().nullable(),
  course_id: z.number().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryAnswer = z.infer<typeof auditEntry>;
export const auditLogAnswer = z.object({ next: z.number().nullable(), results: z.array(auditEntry) });
export type AuditLogAnswer = z.infer<typeof auditLogAnswer>;

export const AUDIT_LOG_API = {
  entries: endpoint({ method: 'GET', path: '/api/admin/audit/', access: [ROLES.administrator, ROLES.coordinator], query: auditLogQuery, answer: auditLogAnswer }),
  /** A short-lived link to the CSV of the filtered log (every matching entry the caller may read). */
  exportLink: endpoint({
    method: 'GET', path: '/api/admin/audit/export/', access: [ROLES.administrator, ROLES.coordinator], query: auditExportQuery, answer: auditExportAnswer,
  }),
  /** The CSV itself: a signed link, so public; the signature names the user, whose roles are read again. */
  csv: endpoint({ method: 'GET', path: '/api/admin/audit/audit-log.csv', access: 'public', query: auditCsvQuery }),
} as const;
