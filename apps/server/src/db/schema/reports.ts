import { bigint, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { cohorts, hubs } from './programme';
import { users } from './people';

/** The reports (spec 002 §2.9): which hubs a Program Advisor reports on, and the files generated for each user. */

/** A Program Advisor bound to hubs sees only their courses; an advisor with no row sees the whole programme. */
export const advisorHubs = pgTable('advisor_hubs', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  hubId: integer('hub_id').notNull().references(() => hubs.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.hubId] })]);

/**
 * A generated file a user asked for: queued, then done (stored under `storage_key`) or failed. A
 * report's file (kind: the report), or a cohort's ZIP of officer portfolios (kind `portfolios`,
 * format `zip`, `cohort_id` set).
 */
export const reportFiles = pgTable('report_files', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** abstract_data, cohort_data, resident_activities, project_data, cohort_data_project, or portfolios. */
  kind: varchar('kind', { length: 32 }).notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  /** csv or xlsx (a report), zip (portfolios). */
  format: varchar('format', { length: 8 }).notNull(),
  /** queued, done or failed. */
  status: varchar('status', { length: 16 }).notNull().default('queued'),
  startDate: date('start_date'),
  endDate: date('end_date'),
  /** The cohort whose officers' portfolios a ZIP holds (null for a report's file). */
  cohortId: integer('cohort_id').references(() => cohorts.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key'),
  size: bigint('size', { mode: 'number' }),
  error: text('error'),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  index('report_files_user_kind_idx').on(t.userId, t.kind, t.createdAt),
  uniqueIndex('report_files_storage_key_uq').on(t.storageKey),
  index('report_files_cohort_idx').on(t.cohortId),
]);
