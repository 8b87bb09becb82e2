import { ROLES, hasAnyRole, type AuditLogAnswer, type auditLogQuery } from '@fetp/contract';
import type { z } from 'zod';
import { auditPage } from '../../db/audit';
import type { Queryable } from '../../db/client';
import { coursesCoordinatedBy } from '../../db/scopes';
import type { CurrentUser } from '../../plugins/auth';

/**
 * The audit log's page (issue 32): an administrator reads every entry, a Course Coordinator only
 * the entries of the courses they coordinate (db/scopes.ts), whatever the filter names.
 */
export async function auditLogPage(db: Queryable, caller: CurrentUser, query: z.output<typeof auditLogQuery>): Promise<AuditLogAnswer> {
  const administrator = hasAnyRole(caller.roles, [ROLES.administrator]);
  // The end date is inclusive: entries before the next day's start (UTC).
  const to = query.end_date ? new Date(Date.parse(`${query.end_date}T00:00:00Z`) + 24 * 3600 * 1000) : undefined;
  const { rows, next } = await auditPage(db, {
    action: query.action, entity: query.entity, entityId: query.entity_id, actorId: query.actor_id, courseId: query.course_id,
    courses: administrator ? undefined : coursesCoordinatedBy(db, caller.id),
    from: query.start_date ? new Date(`${query.start_date}T00:00:00Z`) : undefined, to,
  }, { size: query.page_size, after: query.after });
  return {
    next,
    results: rows.map((r) => ({
      id: r.id, at: r.at.toISOString(), actor_id: r.actorId, actor_name: r.actorName,
      action: r.action, entity: r.entity, entity_id: r.entityId, course_id: r.courseId, before: r.before, after: r.after,
    })),
  };
}
