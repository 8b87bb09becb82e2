import { sql } from 'drizzle-orm';
import {
  boolean, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---- Geography and option lists ----

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
});

export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  stateId: integer('state_id').notNull().references(() => states.id),
  name: varchar('name', { length: 100 }).notNull(),
}, (t) => [uniqueIndex('districts_state_name_uq').on(t.stateId, t.name), index('districts_state_idx').on(t.stateId)]);

/** Small option lists (gender, goals, …): `list` names the list, `key` is submitted, `label` shown. */
export const optionItems = pgTable('option_items', {
  id: serial('id').primaryKey(),
  list: varchar('list', { length: 50 }).notNull(),
  key: varchar('key', { length: 64 }).notNull(),
  label: varchar('label', { length: 200 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [uniqueIndex('option_items_list_key_uq').on(t.list, t.key)]);

// ---- Programme ----

export const hubs = pgTable('hubs', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  websiteUrl: text('website_url'),
  isNationalCentre: boolean('is_national_centre').notNull().default(false),
  isInternationalOrganisation: boolean('is_international_organisation').notNull().default(false),
  createdAt: createdAt(),
});

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  hubId: integer('hub_id').notNull().references(() => hubs.id),
  courseKey: varchar('course_key', { length: 200 }).notNull().unique(),
  title: varchar('title', { length: 255 }).notNull(),
  description: text('description').notNull().default(''),
  type: varchar('type', { length: 32 }).notNull(),
  imageUrl: text('image_url'),
  externalUrl: text('external_url'),
  startDate: date('start_date'),
  endDate: date('end_date'),
  admissionOpen: boolean('admission_open').notNull().default(false),
  /** Last day applications are taken (inclusive); null: open while admissionOpen is set. */
  admissionClosesOn: date('admission_closes_on'),
  createdAt: createdAt(),
}, (t) => [index('courses_hub_idx').on(t.hubId), index('courses_admission_idx').on(t.admissionOpen, t.admissionClosesOn)]);

export const cohorts = pgTable('cohorts', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id),
  name: varchar('name', { length: 100 }).notNull(),
  startDate: date('start_date'),
  endDate: date('end_date'),
  createdAt: createdAt(),
}, (t) => [index('cohorts_course_idx').on(t.courseId)]);

// ---- People ----

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
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)]);

/** A role held by a user. A Program Advisor may be scoped to a hub (null: the whole programme). */
export const userRoles = pgTable('user_roles', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: varchar('role', { length: 32 }).notNull(),
  hubId: integer('hub_id').references(() => hubs.id),
}, (t) => [primaryKey({ columns: [t.userId, t.role] })]);

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
  notification: text('notification').notNull(),
  watchedAt: timestamp('watched_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)]);

// ---- Sign-in machinery ----

export const encryptionKeys = pgTable('encryption_keys', {
  id: varchar('id', { length: 64 }).primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const otpChallenges = pgTable('otp_challenges', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  validatedAt: timestamp('validated_at', { withTimezone: true }),
  spentAt: timestamp('spent_at', { withTimezone: true }),
}, (t) => [index('otp_challenges_user_idx').on(t.userId, t.sentAt)]);

export const accessTokens = pgTable('access_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('access_tokens_user_idx').on(t.userId)]);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('password_resets_user_idx').on(t.userId)]);

/** Fixed-window counters shared by every server process (so limits hold behind a load balancer). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.key, t.windowStart] })]);

/** Server-wide secrets (CSRF signing key), created once and shared by every process. */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});

/** The local mail outbox, used when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Admission (000 §2.6, 002 §2.11) ----

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
}, (t) => [
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
}, (t) => [uniqueIndex('application_documents_field_uq').on(t.applicationId, t.field)]);
