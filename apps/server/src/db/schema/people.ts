import { sql } from 'drizzle-orm';
import {
  boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { districts, states } from './geography';
import { cohorts, courses, hubs } from './programme';

/** People and their places in the programme: users, roles, coordinators, enrolments, mentors, notifications. */

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: varchar('first_name', { length: 100 }).notNull().default(''),
  lastName: varchar('last_name', { length: 100 }).notNull().default(''),
  displayName: varchar('display_name', { length: 200 }).notNull(),
  phoneNumber: varchar('phone_number', { length: 10 }),
  dob: date('dob'),
  gender: varchar('gender', { length: 64 }),
  stateId: integer('state_id').references(() => states.id),
  districtId: integer('district_id').references(() => districts.id),
  goals: varchar('goals', { length: 64 }),
  profileImageUrl: text('profile_image_url'),
  /** The file store key of the profile photo that profileImageUrl serves (null: no photo, or an outside address). */
  profileImageKey: text('profile_image_key'),
  /** The hub the person belongs to (their profile's template); null: the hub of their first enrolment. */
  hubId: integer('hub_id').references(() => hubs.id),
  /** The language chosen in the language menu (en, fr, ar); null until chosen. */
  language: varchar('language', { length: 8 }),
  isActive: boolean('is_active').notNull().default(true),
  /**
   * Signed links (file, join and CSV links) issued to the user before this moment no longer work:
   * set by a sign-out, a password change or reset, a deactivation (plugins/sessions.ts).
   */
  linksValidFrom: timestamp('links_valid_from', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
  // Lists of people by name (the module progress table) walk it and stop after a page.
  index('users_display_name_idx').on(t.displayName, t.id),
  // People's search (issue 32): a word starts the e-mail, the first or the last name (migration 0031).
  index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
  index('users_first_name_prefix_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
  index('users_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
]);

/** A role held by a user. A Program Advisor may be scoped to a hub (null: the whole programme). */
export const userRoles = pgTable('user_roles', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: varchar('role', { length: 32 }).notNull(),
  hubId: integer('hub_id').references(() => hubs.id),
}, (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_roles_role_idx').on(sql`lower(${t.role})`, t.userId)]);

export const courseCoordinators = pgTable('course_coordinators', {
  courseId: integer('course_id').notNull().references(() => courses.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_coordinators_user_idx').on(t.userId)]);

export const enrolments = pgTable('enrolments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  cohortId: integer('cohort_id').notNull().references(() => cohorts.id),
  graduated: boolean('graduated').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('enrolments_user_cohort_uq').on(t.userId, t.cohortId), index('enrolments_cohort_idx').on(t.cohortId)]);

/** Mentor 1 and 2 of a mentee in a cohort; one of them may be the supervisor. */
export const mentorAssignments = pgTable('mentor_assignments', {
  id: serial('id').primaryKey(),
  menteeId: integer('mentee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  mentorId: integer('mentor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  cohortId: integer('cohort_id').notNull().references(() => cohorts.id),
  mentorNumber: smallint('mentor_number').notNull(),
  isSupervisor: boolean('is_supervisor').notNull().default(false),
}, (t) => [
  uniqueIndex('mentor_assignments_slot_uq').on(t.menteeId, t.cohortId, t.mentorNumber),
  index('mentor_assignments_mentor_idx').on(t.mentorId),
]);

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The text as first written, in English: shown when the notification has no key. */
  notification: text('notification').notNull(),
  /** The text's key in the notification texts (features/notifications/texts.ts), rendered in the reader's language with `params`. */
  textKey: varchar('text_key', { length: 64 }),
  params: jsonb('params'),
  watchedAt: timestamp('watched_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)]);
