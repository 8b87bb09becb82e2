import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { courses } from './programme';
import { users } from './people';

/**
 * The audit log (issue 32): every change of programme administration, people's standing, CAL
 * status, graduation and admission decisions — who, when, what, before and after. Written only
 * through db/audit.ts `recordAudit`, in the transaction of the change it records.
 */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** Who made the change; null: the system (seed, command line, a job). */
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  /** What was done, as `<subject>.<verb>`: enrolment.create, role.grant, user.deactivate, cal.status … */
  action: varchar('action', { length: 64 }).notNull(),
  /** The kind of record the change is about (user, cohort, milestone …) and its id. */
  entity: varchar('entity', { length: 64 }).notNull(),
  entityId: text('entity_id').notNull(),
  /** The course the change belongs to, so its coordinators read it; null: none (a role, a deactivation). */
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
  before: jsonb('before'),
  after: jsonb('after'),
}, (t) => [
  index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
  index('audit_log_actor_idx').on(t.actorId, t.at.desc(), t.id.desc()),
  index('audit_log_action_idx').on(t.action, t.at.desc(), t.id.desc()),
  index('audit_log_entity_idx').on(t.entity, t.entityId, t.at.desc(), t.id.desc()),
  index('audit_log_course_idx').on(t.courseId, t.at.desc(), t.id.desc()),
]);
