import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { courses } from './programme';
import { users } from './people';

/** Course modules and their units (001 §3.5), and each officer's progress through the units. */

export const courseModules = pgTable('course_modules', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 200 }).notNull(),
  position: smallint('position').notNull(),
}, (t) => [index('course_modules_course_idx').on(t.courseId, t.position)]);

/**
 * A unit: a scheduled session (a date, a time and a length) or a reading (none), with where to open
 * it: its page on the portal when it has `content` (and perhaps a video or reading at `link_url`),
 * else the outside address `url`.
 */
export const courseUnits = pgTable('course_units', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id').notNull().references(() => courseModules.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
  title: varchar('title', { length: 255 }).notNull(),
  url: text('url').notNull(),
  facilitator: varchar('facilitator', { length: 200 }).notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  durationMinutes: smallint('duration_minutes'),
  content: text('content'),
  linkUrl: text('link_url'),
}, (t) => [index('course_units_module_idx').on(t.moduleId, t.position)]);

/**
 * An officer and a unit: when they first opened it, and when it became done and by whom (the
 * officer themself, or a coordinator for a session held in class). No row: never opened, pending.
 */
export const unitCompletions = pgTable('unit_completions', {
  unitId: integer('unit_id').notNull().references(() => courseUnits.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  openedAt: timestamp('opened_at', { withTimezone: true }),
  doneAt: timestamp('done_at', { withTimezone: true }),
  doneBy: integer('done_by').references(() => users.id),
}, (t) => [primaryKey({ columns: [t.unitId, t.userId] }), index('unit_completions_user_idx').on(t.userId, t.unitId)]);
