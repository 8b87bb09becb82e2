import { bigint, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { hubs } from './programme';
import { users } from './people';

/** The reports (spec 002 §2.9): which hubs a Program Advisor reports on, and the files generated for each user. */

/** A Program Advisor bound to hubs sees only their courses; an advisor with no row sees the whole programme. */
export const advisorHubs = pgTable('advisor_hubs', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  hubId: integer('hub_id').notNull().references(() => hubs.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.hubId] })]);

/** A report file a user asked for: queued, then done (stored under `storage_key`) or failed. */
export const reportFiles = pgTable('report_files', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** abstract_data, cohort_data, resident_activities, project_data or cohort_data_project. */
  kind: varchar('kind', { length: 32 }).notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  /** csv or xlsx. */
  format: varchar('format', { length: 8 }).notNull(),
  /** queued, done or failed. */
  status: varchar('status', { length: 16 }).notNull().default('queued'),
  startDate: date('start_date'),
  endDate: date('end_date'),
  storageKey: text('storage_key'),
  size: bigint('size', { mode: 'number' }),
  error: text('error'),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  index('report_files_user_kind_idx').on(t.userId, t.kind, t.createdAt),
  uniqueIndex('report_files_storage_key_uq').on(t.storageKey),
]);
