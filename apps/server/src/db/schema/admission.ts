import { sql } from 'drizzle-orm';
import {
  check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { districts, states } from './geography';
import { users } from './people';
import { cohorts, courses } from './programme';

/** Admission (000 §2.6, 002 §2.11): applications, their rows and documents. */

/** One submitted admission form. Option fields hold option keys; places hold ids. */
export const applications = pgTable('applications', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id),
  email: varchar('email', { length: 254 }).notNull(),
  prefix: varchar('prefix', { length: 64 }).notNull(),
  firstName: varchar('first_name', { length: 100 }).notNull(),
  middleName: varchar('middle_name', { length: 100 }).notNull().default(''),
  lastName: varchar('last_name', { length: 100 }).notNull(),
  dob: date('dob').notNull(),
  gender: varchar('gender', { length: 64 }).notNull(),
  father: varchar('father', { length: 100 }).notNull(),
  community: varchar('community', { length: 64 }),
  currentAddress: text('current_address').notNull(),
  districtId: integer('district_id').notNull().references(() => districts.id),
  stateId: integer('state_id').notNull().references(() => states.id),
  pincode: varchar('pincode', { length: 6 }).notNull(),
  phoneNumber: varchar('phone_number', { length: 10 }).notNull(),
  degree: varchar('degree', { length: 64 }).notNull(),
  otherDegreeName: varchar('other_degree_name', { length: 255 }),
  passingYear: smallint('passing_year').notNull(),
  institution: varchar('institution', { length: 255 }).notNull(),
  university: varchar('university', { length: 255 }).notNull(),
  orgType: varchar('org_type', { length: 64 }).notNull(),
  orgTypeOther: varchar('org_type_other', { length: 255 }),
  employmentType: varchar('employment_type', { length: 64 }).notNull(),
  organisation: varchar('organisation', { length: 255 }).notNull(),
  designation: varchar('designation', { length: 255 }).notNull(),
  experience: smallint('experience').notNull(),
  responsibilities: text('responsibilities').notNull(),
  officerAddress: text('officer_address').notNull(),
  workDistrictId: integer('work_district_id').notNull().references(() => districts.id),
  workStateId: integer('work_state_id').notNull().references(() => states.id),
  orgPincode: varchar('org_pincode', { length: 6 }).notNull(),
  msWord: varchar('ms_word', { length: 64 }).notNull(),
  msExcel: varchar('ms_excel', { length: 64 }).notNull(),
  msPowerPoint: varchar('ms_powerpoint', { length: 64 }).notNull(),
  place: varchar('place', { length: 100 }).notNull(),
  declaredOn: date('declared_on').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  /** The admission decision (issue 32): pending until a coordinator admits or rejects it, once. */
  status: varchar('status', { length: 16 }).$type<'pending' | 'admitted' | 'rejected'>().notNull().default('pending'),
  decisionNote: text('decision_note'),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** The cohort an admitted applicant was enrolled in. */
  cohortId: integer('cohort_id').references(() => cohorts.id),
  /** The account an admitted applicant was given (or linked to). */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The language of the wizard the applicant used (en, fr, ar): the decision's mail is written in it. */
  language: varchar('language', { length: 8 }),
}, (t) => [
  check('applications_status_check', sql`${t.status} in ('pending', 'admitted', 'rejected')`),
  uniqueIndex('applications_course_email_uq').on(t.courseId, sql`lower(${t.email})`),
  // The tracker's order within a course, id included: a page is picked from the index alone (and counted from it).
  index('applications_tracker_idx').on(t.courseId, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
]);

export const applicationEducation = pgTable('application_education', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
  otherDegree: varchar('other_degree', { length: 64 }).notNull(),
  passingYear: smallint('passing_year').notNull(),
  institution: varchar('institution', { length: 255 }).notNull(),
  university: varchar('university', { length: 255 }).notNull(),
}, (t) => [index('application_education_application_idx').on(t.applicationId)]);

export const applicationExperience = pgTable('application_experience', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
  designation: varchar('designation', { length: 255 }).notNull(),
  organisation: varchar('organisation', { length: 255 }).notNull(),
  experience: smallint('experience').notNull(),
}, (t) => [index('application_experience_application_idx').on(t.applicationId)]);

/** The files of an application: the uploads, and the application form rendered at submission. */
export const applicationDocuments = pgTable('application_documents', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  /** An upload field name (id_photo, dob_certificate, …) or application_form. */
  field: varchar('field', { length: 32 }).notNull(),
  storageKey: varchar('storage_key', { length: 128 }).notNull(),
  contentType: varchar('content_type', { length: 64 }).notNull(),
  originalName: varchar('original_name', { length: 255 }).notNull(),
  size: integer('size').notNull(),
}, (t) => [
  uniqueIndex('application_documents_field_uq').on(t.applicationId, t.field),
  // The orphan-file sweep asks which stored keys a document still refers to.
  uniqueIndex('application_documents_storage_key_uq').on(t.storageKey),
]);
