import { and, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from './client';
import { applications, auditLog, calForms, cals, cohorts, courses, fieldAssignmentForms, hubs, milestones, subCals, users } from './schema';
import { inScope, type Scope } from './scopes';

/**
 * The audit log (issue 32), written and read here only. A change records its entry with
 * `recordAudit` inside the transaction that makes it, so the entry exists exactly when the change
 * does. `entity` names the record the change is about and `entityId` its key: for people's standing
 * (db/people.ts) the person (`user`), so one filter reads a person's whole history.
 */

/** The kinds of change recorded; new ones are added here. */
export const AUDIT_ACTIONS = [
  'enrolment.create', 'enrolment.move', 'enrolment.delete',
  'mentor.assign', 'mentor.unassign', 'mentor.supervisor',
  'coordinator.assign', 'coordinator.unassign',
  'role.grant', 'role.revoke',
  'user.create', 'user.update', 'user.deactivate', 'user.reactivate',
  'graduation.change', 'cal.status', 'admission.decide', 'application.admit', 'application.reject',
  'hub.create', 'hub.update', 'course.create', 'course.update', 'cohort.create', 'cohort.update',
  'form.version',
  'option.create', 'option.rename', 'option.retire', 'option.restore', 'option.reorder',
  'module.create', 'module.update', 'module.delete', 'module.reorder', 'unit.create', 'unit.update', 'unit.delete', 'unit.reorder',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number] | `${string}.${string}`;

export interface AuditEntry {
  /** Who made the change; null: the system (seed, command line, a job). */
  actorId: number | null;
  action: AuditAction;
  entity: string;
  entityId: string | number;
  /** The course the change belongs to (its coordinators read it); omitted: none. */
  courseId?: number | null;
  before?: unknown;
  after?: unknown;
}

const row = (e: AuditEntry) => ({
  actorId: e.actorId, action: e.action, entity: e.entity, entityId: String(e.entityId), courseId: e.courseId ?? null,
  before: e.before ?? null, after: e.after ?? null,
});

/** Records one change; call it with the transaction that makes the change. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(row(entry));
}

/** Records many changes in as few statements as the driver allows (a bulk write: the seed, an import). */
export async function recordAuditMany(tx: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  // 8 parameters a row, well under PostgreSQL's 65,535 a statement.
  for (let start = 0; start < entries.length; start += 5000) {
    await tx.insert(auditLog).values(entries.slice(start, start + 5000).map(row));
  }
}

export interface AuditFilter {
  action?: string;
  actorId?: number;
  entity?: string;
  entityId?: string;
  courseId?: number;
  /** Only entries of these courses (a coordinator's: scopes.ts `coursesCoordinatedBy`). */
  courses?: Scope<'course_id'>;
  /** Entries at or after `from` and before `to`. */
  from?: Date;
  to?: Date;
}

/**
 * How an entry's record is named on the log's page and in its CSV, by `entity`: a scalar over the
 * record's key (read when the log is read, so a renamed record shows its name of today; a deleted
 * one shows none). A feature that records a new kind of record adds its name here.
 */
const RECORD_NAMES: Record<string, (id: SQL) => SQL<string | null>> = {
  user: (id) => sql`(select ${users.displayName} from ${users} where ${users.id} = ${id})`,
  hub: (id) => sql`(select ${hubs.name} from ${hubs} where ${hubs.id} = ${id})`,
  course: (id) => sql`(select ${courses.title} from ${courses} where ${courses.id} = ${id})`,
  cohort: (id) => sql`(select ${cohorts.name} from ${cohorts} where ${cohorts.id} = ${id})`,
  sub_cal: (id) => sql`(select ${subCals.autoName} || ' · ' || u.display_name from ${subCals} join ${users} u on u.id = ${subCals.menteeId} where ${subCals.id} = ${id})`,
  application: (id) => sql`(select ${applications.firstName} || ' ' || ${applications.lastName} from ${applications} where ${applications.id} = ${id})`,
  cal: (id) => sql`(select ${cals.shortName} || ' – ' || ${cals.fullName} from ${cals} where ${cals.id} = ${id})`,
  cal_form: (id) => sql`(select ${calForms.key} || ' v' || ${calForms.version} from ${calForms} where ${calForms.id} = ${id})`,
  field_assignment_form: (id) => sql`(select ${fieldAssignmentForms.key} || ' v' || ${fieldAssignmentForms.version} from ${fieldAssignmentForms} where ${fieldAssignmentForms.id} = ${id})`,
  milestone: (id) => sql`(select ${milestones.title} || ' · ' || ${subCals.autoName} from ${milestones} join ${subCals} on ${subCals.id} = ${milestones.subCalId} where ${milestones.id} = ${id})`,
};

/** The record's name of an entry, as one CASE over the kinds RECORD_NAMES knows (a key that is not a number names nothing). */
function recordName(a: typeof auditLog): SQL<string | null> {
  const key = sql`case when ${a.entityId} ~ '^[0-9]{1,9}$' then ${a.entityId}::int end`;
  const cases = Object.entries(RECORD_NAMES).map(([entity, name]) => sql`when ${entity} then ${name(key)}`);
  return sql<string | null>`case ${a.entity} ${sql.join(cases, sql` `)} end`;
}

export interface AuditRow {
  id: number;
  /** The name of the record the entry is about, as it is now (null: a kind without a name, or a record since deleted). */
  entityName: string | null;
  /** The actor's display name (null: the system, or a user since deleted). */
  actorName: string | null;
  at: Date;
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string;
  courseId: number | null;
  before: unknown;
  after: unknown;
}

/**
 * A page of entries, newest first, filtered; `after` (an entry's id) continues from the previous
 * page's last entry (keyset: each page reads only its own rows, through the index of its filter).
 * Answers the rows and where the next page starts (null: this was the last).
 */
export async function auditPage(
  db: Queryable, filter: AuditFilter, page: { size: number; after?: number | null },
): Promise<{ rows: AuditRow[]; next: number | null }> {
  const a = auditLog;
  const where: (SQL | undefined)[] = [
    filter.action === undefined ? undefined : eq(a.action, filter.action),
    filter.actorId === undefined ? undefined : eq(a.actorId, filter.actorId),
    filter.entity === undefined ? undefined : eq(a.entity, filter.entity),
    filter.entityId === undefined ? undefined : eq(a.entityId, filter.entityId),
    filter.courseId === undefined ? undefined : eq(a.courseId, filter.courseId),
    filter.courses === undefined ? undefined : inScope(a.courseId, filter.courses, { once: true }),
    filter.from === undefined ? undefined : gte(a.at, filter.from),
    filter.to === undefined ? undefined : lt(a.at, filter.to),
    // Compared in the database: its times are finer than a JavaScript date.
    page.after ? sql`(${a.at}, ${a.id}) < (select p.at, p.id from ${a} p where p.id = ${page.after})` : undefined,
  ];
  // The actor's name rides on each row (one statement a page, not one for the names beside it).
  const rows = await db.select({ ...getTableColumns(a), actorName: users.displayName, entityName: recordName(a) }).from(a).leftJoin(users, eq(users.id, a.actorId))
    .where(and(...where)).orderBy(desc(a.at), desc(a.id)).limit(page.size + 1);
  const more = rows.length > page.size;
  const shown = more ? rows.slice(0, page.size) : rows;
  const last = shown.at(-1);
  return { rows: shown, next: more && last ? last.id : null };
}

/** The number of entries matching a filter (tests and the bench; a page does not count). */
export async function auditCount(db: Queryable, filter: Pick<AuditFilter, 'action' | 'entity' | 'entityId'> = {}): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(and(
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
  ));
  return r?.n ?? 0;
}
