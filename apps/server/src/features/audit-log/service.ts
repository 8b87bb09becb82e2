import type { Readable } from 'node:stream';
import { ROLES, auditLogAnswer, hasAnyRole, type AuditLogAnswer, type auditExportQuery, type auditLogQuery } from '@fetp/contract';
import type { z } from 'zod';
import { auditPage, type AuditFilter, type AuditRow } from '../../db/audit';
import type { Queryable } from '../../db/client';
import type { Services } from '../../services';
import { coursesCoordinatedBy, rolesHeldBy } from '../../db/scopes';
import { csvStream, type TabularColumn } from '../../files/tabular';
import type { CurrentUser } from '../../plugins/auth';
import { forbidden } from '../../plugins/errors';

type ExportFilter = z.output<typeof auditExportQuery>;

/**
 * The filter as the log reads it: an administrator reads every entry, a Course Coordinator only
 * the entries of the courses they coordinate (db/scopes.ts), whatever the filter names.
 */
function readFilter(db: Queryable, caller: { id: number; roles: readonly string[] }, query: ExportFilter): AuditFilter {
  const administrator = hasAnyRole([...caller.roles], [ROLES.administrator]);
  // The end date is inclusive: entries before the next day's start (UTC).
  const to = query.end_date ? new Date(Date.parse(`${query.end_date}T00:00:00Z`) + 24 * 3600 * 1000) : undefined;
  return {
    action: query.action, entity: query.entity, entityId: query.entity_id, actorId: query.actor_id, courseId: query.course_id,
    courses: administrator ? undefined : coursesCoordinatedBy(db, caller.id),
    from: query.start_date ? new Date(`${query.start_date}T00:00:00Z`) : undefined, to,
  };
}

/**
 * The audit log's page (issue 32), newest first, as the JSON the call answers. A page is kept per
 * process, checked against the answer's schema and serialised once, until the log (or a name it
 * shows) changes (`audit_version`, migration 0038): administrators paging back and forth through a
 * million entries read the same pages again. Kept per filter and page for administrators (who all
 * read every entry), per caller for a coordinator (their courses' entries only).
 */
export async function auditLogPageJson({ db, auditCache }: Pick<Services, 'db' | 'auditCache'>, caller: CurrentUser, query: z.output<typeof auditLogQuery>): Promise<string> {
  const reader = hasAnyRole([...caller.roles], [ROLES.administrator]) ? 'administrator' : `coordinator:${caller.id}`;
  return auditCache.get(db, JSON.stringify([reader, query]), async () => JSON.stringify(auditLogAnswer.parse(await readPage(db, caller, query))));
}

async function readPage(db: Queryable, caller: CurrentUser, query: z.output<typeof auditLogQuery>): Promise<AuditLogAnswer> {
  const { rows, next } = await auditPage(db, readFilter(db, caller, query), { size: query.page_size, after: query.after });
  return {
    next,
    results: rows.map((r) => ({
      id: r.id, at: r.at.toISOString(), actor_id: r.actorId, actor_name: r.actorName,
      action: r.action, entity: r.entity, entity_id: r.entityId, entity_name: r.entityName, course_id: r.courseId, before: r.before, after: r.after,
    })),
  };
}

/** The link's parameters: the filter as text (the signature covers each). */
export function exportLinkParams(query: ExportFilter): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
const COLUMNS: TabularColumn<AuditRow>[] = [
  { label: 'id', read: (r) => r.id, type: 'number' },
  { label: 'at', read: (r) => r.at, type: 'date' },
  { label: 'actor_id', read: (r) => r.actorId, type: 'number' },
  { label: 'actor', read: (r) => r.actorName ?? 'system' },
  { label: 'action', read: (r) => r.action },
  { label: 'entity', read: (r) => r.entity },
  { label: 'entity_id', read: (r) => r.entityId },
  { label: 'record', read: (r) => r.entityName },
  { label: 'course_id', read: (r) => r.courseId, type: 'number' },
  { label: 'before', read: (r) => json(r.before) },
  { label: 'after', read: (r) => json(r.after) },
];

/** The export reads the log in pages of this many entries (keyset), so a file of any length holds one page at a time. */
const EXPORT_PAGE = 1000;

async function* everyEntry(db: Queryable, filter: AuditFilter): AsyncIterable<AuditRow> {
  let after: number | null = null;
  do {
    const page: { rows: AuditRow[]; next: number | null } = await auditPage(db, filter, { size: EXPORT_PAGE, after });
    yield* page.rows;
    after = page.next;
  } while (after !== null);
}

/**
 * The CSV of the filtered log for the link's user (issue 32), streamed through the reports' table
 * writer: the user's roles are read again when the link is used, so a coordinator who no longer
 * holds the role gets nothing.
 */
export async function auditLogCsv(db: Queryable, userId: number, query: ExportFilter): Promise<Readable> {
  const roles = await rolesHeldBy(db, userId);
  if (!hasAnyRole(roles, [ROLES.administrator, ROLES.coordinator])) throw forbidden();
  return csvStream(COLUMNS, everyEntry(db, readFilter(db, { id: userId, roles }, query)));
}
