import { sql } from 'drizzle-orm';
import {
  bigint, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './people';
import { courses } from './programme';

/**
 * The CAL tracker (spec 001): each course's CALs with their milestone templates and form
 * definitions; each mentee's sub-CALs, milestones, form answers and milestone files; and the audit
 * log of every status change.
 */

/**
 * A form's definition as data (001 §3.1), versioned: a new version is a new row, and an answer
 * keeps the id of the version it was given against.
 */
export const calForms = pgTable('cal_forms', {
  id: serial('id').primaryKey(),
  /** The form's stable name, e.g. `oi-start`; the latest version of a key is the one given out. */
  key: varchar('key', { length: 64 }).notNull(),
  version: integer('version').notNull(),
  /** registration, start, end or abstract. */
  kind: varchar('kind', { length: 16 }).notNull(),
  definition: jsonb('definition').notNull(),
  /** Who saved this version from the form editor (migration 0035); null: the seed or a deleted account. */
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('cal_forms_key_version_uq').on(t.key, t.version)]);

/**
 * A CAL of a course, in one of the two groups (Field Projects: `project`; Scientific
 * Communications: `scientific_communication`), with the keys of its forms.
 */
export const cals = pgTable('cals', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id),
  group: varchar('group', { length: 32 }).notNull(),
  shortName: varchar('short_name', { length: 16 }).notNull(),
  fullName: varchar('full_name', { length: 200 }).notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  /** How many sub-CALs of this CAL each officer is expected to complete (the coordinator dashboard's "expected"). */
  expectedCount: smallint('expected_count').notNull().default(1),
  /**
   * What a completed sub-CAL counts as in the programme's TEPHINET-style output (outbreak, surveillance
   * evaluation, presentation, manuscript), or null: Programme Analytics counts by it.
   */
  tephinetCategory: varchar('tephinet_category', { length: 32 }),
  registrationFormKey: varchar('registration_form_key', { length: 64 }).notNull(),
  startFormKey: varchar('start_form_key', { length: 64 }),
  endFormKey: varchar('end_form_key', { length: 64 }),
  abstractFormKey: varchar('abstract_form_key', { length: 64 }),
  createdAt: createdAt(),
}, (t) => [
  index('cals_course_idx').on(t.courseId, t.group, t.sortOrder),
  // A CAL's short name names its officers' work (OI-2): one per course, whatever the case (migration 0036).
  uniqueIndex('cals_course_short_name_uq').on(t.courseId, sql`lower(${t.shortName})`),
]);

/** A CAL's milestone template: what each of its sub-CALs must deliver, and by which day after registration. */
export const calMilestoneTemplates = pgTable('cal_milestone_templates', {
  id: serial('id').primaryKey(),
  calId: integer('cal_id').notNull().references(() => cals.id, { onDelete: 'cascade' }),
  sequence: smallint('sequence').notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  dueOffsetDays: integer('due_offset_days').notNull(),
  /** What the milestone takes: a file, or one of the forms (start, end, abstract). */
  takes: varchar('takes', { length: 16 }).notNull(),
}, (t) => [uniqueIndex('cal_milestone_templates_seq_uq').on(t.calId, t.sequence)]);

/** A mentee's piece of work under a CAL (e.g. OI-2: their second outbreak investigation). */
export const subCals = pgTable('sub_cals', {
  id: serial('id').primaryKey(),
  calId: integer('cal_id').notNull().references(() => cals.id),
  courseId: integer('course_id').notNull().references(() => courses.id),
  menteeId: integer('mentee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** 1, 2, … per mentee and CAL; auto_name is the CAL's short name and this number. */
  number: integer('number').notNull(),
  autoName: varchar('auto_name', { length: 32 }).notNull(),
  shortTitle: varchar('short_title', { length: 255 }).notNull(),
  /** not_started, pending (shown Ongoing), completed, passed_due_date. */
  status: varchar('status', { length: 24 }).notNull().default('not_started'),
  registrationFormId: integer('registration_form_id').notNull().references(() => calForms.id),
  registrationAnswers: jsonb('registration_answers').notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a mentor or coordinator first acted on it; null: waiting in CAL Requests. */
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('sub_cals_number_uq').on(t.calId, t.menteeId, t.number),
  index('sub_cals_mentee_course_idx').on(t.menteeId, t.courseId),
  // The activity reports filter a course's sub-CALs by the day they were assigned.
  index('sub_cals_course_registered_idx').on(t.courseId, t.registeredAt),
  // The sub-CAL reports: a page read in order (newest first; course and CAL tested in the index), and the total counted from the index alone.
  index('sub_cals_registered_idx').on(t.registeredAt, t.id, t.courseId, t.calId),
  index('sub_cals_course_cal_registered_idx').on(t.courseId, t.calId, t.registeredAt),
  // CAL Requests: what waits for review, walked backwards (newest first; the page stops after ten rows).
  index('sub_cals_waiting_idx').on(t.registeredAt, t.id).where(sql`${t.reviewedAt} is null`),
]);

/** One milestone of a sub-CAL, made from its template at registration. */
export const milestones = pgTable('milestones', {
  id: serial('id').primaryKey(),
  subCalId: integer('sub_cal_id').notNull().references(() => subCals.id, { onDelete: 'cascade' }),
  sequence: smallint('sequence').notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  takes: varchar('takes', { length: 16 }).notNull(),
  dueDate: date('due_date').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  /** not_started, pending, revoke, completed, passed_due_date. */
  status: varchar('status', { length: 24 }).notNull().default('not_started'),
}, (t) => [
  uniqueIndex('milestones_sub_cal_seq_uq').on(t.subCalId, t.sequence),
  // The daily job: unfinished milestones by due date.
  index('milestones_open_due_idx').on(t.dueDate).where(sql`${t.status} not in ('completed', 'passed_due_date')`),
]);

/** A sub-CAL's start, end or abstract form as the mentee filled it, with the definition version it answered. */
export const calFormAnswers = pgTable('cal_form_answers', {
  id: serial('id').primaryKey(),
  subCalId: integer('sub_cal_id').notNull().references(() => subCals.id, { onDelete: 'cascade' }),
  milestoneId: integer('milestone_id').references(() => milestones.id, { onDelete: 'set null' }),
  kind: varchar('kind', { length: 16 }).notNull(),
  formId: integer('form_id').notNull().references(() => calForms.id),
  answers: jsonb('answers').notNull(),
  submittedBy: integer('submitted_by').notNull().references(() => users.id),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('cal_form_answers_kind_uq').on(t.subCalId, t.kind)]);

/** Every version of a milestone's file; the highest version is the latest. */
export const milestoneFiles = pgTable('milestone_files', {
  id: serial('id').primaryKey(),
  milestoneId: integer('milestone_id').notNull().references(() => milestones.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  uploaderId: integer('uploader_id').notNull().references(() => users.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  size: bigint('size', { mode: 'number' }).notNull(),
  contentType: varchar('content_type', { length: 128 }).notNull(),
  originalName: varchar('original_name', { length: 255 }).notNull(),
  storageKey: text('storage_key').notNull(),
  /** `file` for an uploaded file, `end_form` when the file came with the end form (001 §4). */
  tagType: varchar('tag_type', { length: 16 }).notNull().default('file'),
}, (t) => [
  uniqueIndex('milestone_files_version_uq').on(t.milestoneId, t.version),
  // The orphan-file sweep asks which stored keys a version still refers to.
  uniqueIndex('milestone_files_storage_key_uq').on(t.storageKey),
]);

/** The audit log of status changes of milestones and sub-CALs: who, when, from, to, and why. */
export const calStatusChanges = pgTable('cal_status_changes', {
  id: serial('id').primaryKey(),
  /** `milestone` or `sub_cal`. */
  subject: varchar('subject', { length: 16 }).notNull(),
  subjectId: integer('subject_id').notNull(),
  /** Null when the system made the change (the daily overdue job). */
  changedBy: integer('changed_by').references(() => users.id),
  fromStatus: varchar('from_status', { length: 24 }).notNull(),
  toStatus: varchar('to_status', { length: 24 }).notNull(),
  comment: text('comment'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('cal_status_changes_subject_idx').on(t.subject, t.subjectId, t.changedAt)]);
