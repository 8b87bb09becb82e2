import {
  boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { districts, states } from './geography';
import { cohorts } from './programme';
import { enrolments, users } from './people';
import { cals } from './cal';

/**
 * The field assignment of Frontline courses (spec 002 §2.7): the project form's definitions, each
 * cohort's projects with their investigators, and the audit of every graduation change.
 */

/**
 * The project form's definition as data (002 §3), versioned like cal_forms: a new version is a new
 * row, and a project keeps the id of the version it was saved against.
 */
export const fieldAssignmentForms = pgTable('field_assignment_forms', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 64 }).notNull(),
  version: integer('version').notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  definition: jsonb('definition').notNull(),
  /** Who saved this version from the form editor (migration 0035); null: the built-in form or a deleted account. */
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('field_assignment_forms_key_version_uq').on(t.key, t.version)]);

/**
 * A cohort's field assignment project: the form's answers as sent (`answers`) and, as columns, what
 * the lists, counts and graduation flags read. The type's flags are false for the other type.
 */
export const fieldAssignmentProjects = pgTable('field_assignment_projects', {
  id: serial('id').primaryKey(),
  cohortId: integer('cohort_id').notNull().references(() => cohorts.id),
  formId: integer('form_id').notNull().references(() => fieldAssignmentForms.id),
  /** 1: FIELD Assignment 1, 2: FIELD Assignment 2. */
  projectType: smallint('project_type').notNull(),
  title: varchar('title', { length: 400 }).notNull(),
  stateId: integer('state_id').notNull().references(() => states.id),
  districtId: integer('district_id').notNull().references(() => districts.id),
  /** The disease's option key (`others` with other_disease named). */
  disease: varchar('disease', { length: 64 }).notNull(),
  otherDisease: varchar('other_disease', { length: 100 }),
  targetCalId: integer('target_cal_id').references(() => cals.id),
  fromDate: date('from_date').notNull(),
  toDate: date('to_date').notNull(),
  mentorId: integer('mentor_id').references(() => users.id, { onDelete: 'set null' }),
  oneHealthApproach: boolean('one_health_approach').notNull(),
  dataQualityAudit: boolean('data_quality_audit').notNull().default(false),
  databaseAnalysis: boolean('database_analysis').notNull().default(false),
  caseInvestigation: boolean('case_investigation').notNull().default(false),
  outbreakInvestigation: boolean('outbreak_investigation').notNull().default(false),
  /** FIELD Assignment 1's surveillance report; FIELD Assignment 2's expanded summary report and problem analysis (migration 0025). */
  surveillanceReport: boolean('surveillance_report').notNull().default(false),
  expandedSummaryReport: boolean('expanded_summary_report').notNull().default(false),
  problemAnalysis: boolean('problem_analysis').notNull().default(false),
  answers: jsonb('answers').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  modifiedBy: integer('modified_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // The project list walks a cohort's projects newest first; the counts read the cohort's rows.
  index('field_assignment_projects_cohort_created_idx').on(t.cohortId, t.createdAt, t.id),
  index('field_assignment_projects_cohort_modified_idx').on(t.cohortId, t.modifiedAt),
  index('field_assignment_projects_mentor_idx').on(t.mentorId),
  // The Field Assignment Report filters a cohort's projects by their start.
  index('field_assignment_projects_cohort_from_idx').on(t.cohortId, t.fromDate),
]);

/** The officers investigating a project (the form's investigators). */
export const fieldAssignmentInvestigators = pgTable('field_assignment_investigators', {
  projectId: integer('project_id').notNull().references(() => fieldAssignmentProjects.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.projectId, t.userId] }),
  // The graduation table's flags: an officer's projects.
  index('field_assignment_investigators_user_idx').on(t.userId, t.projectId),
]);

/** Every change of an officer's graduated flag in a cohort (002 §4): who, when, from and to. */
export const graduationChanges = pgTable('graduation_changes', {
  id: serial('id').primaryKey(),
  enrolmentId: integer('enrolment_id').notNull().references(() => enrolments.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  cohortId: integer('cohort_id').notNull().references(() => cohorts.id),
  changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
  fromValue: boolean('from_value').notNull(),
  toValue: boolean('to_value').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('graduation_changes_enrolment_idx').on(t.enrolmentId, t.changedAt),
  index('graduation_changes_cohort_idx').on(t.cohortId, t.changedAt),
]);
