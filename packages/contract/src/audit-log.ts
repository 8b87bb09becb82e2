import { z } from 'zod';
import { endpoint } from './endpoints';
import { isRealDay } from './programme-setup';
import { ROLES } from './roles';
import { recordId } from './validation';
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

const day = z.string().refine(isRealDay, M.badDate);

export const auditLogQuery = z.object({
  action: z.string().trim().regex(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/, M.badAction).max(64, M.badAction).optional(),
  entity: z.string().trim().regex(/^[a-z0-9_]+$/, M.badEntity).max(64, M.badEntity).optional(),
  entity_id: z.string().trim().min(1, M.badEntityId).max(100, M.badEntityId).optional(),
  actor_id: recordId(M.badActor).optional(),
  course_id: recordId(M.badCourse).optional(),
  start_date: day.optional(),
  end_date: day.optional(),
  after: recordId(M.badAfter).optional(),
  page_size: z.coerce.number({ error: M.badPageSize }).int(M.badPageSize).min(1, M.badPageSize).max(100, M.badPageSize).default(50),
}).refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, { message: M.startAfterEnd, path: ['end_date'] });

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor_id: z.number().nullable(),
  /** The actor's name; null: the system (the seed, the command line, a job). */
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  course_id: z.number().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryAnswer = z.infer<typeof auditEntry>;
export const auditLogAnswer = z.object({ next: z.number().nullable(), results: z.array(auditEntry) });
export type AuditLogAnswer = z.infer<typeof auditLogAnswer>;

export const AUDIT_LOG_API = {
  entries: endpoint({ method: 'GET', path: '/api/admin/audit/', access: [ROLES.administrator, ROLES.coordinator], query: auditLogQuery, answer: auditLogAnswer }),
} as const;
