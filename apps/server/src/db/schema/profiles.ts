import {
  boolean, date, index, integer, pgTable, smallint, serial, text, timestamp, varchar,
} from 'drizzle-orm/pg-core';
import { districts, states } from './geography';
import { users } from './people';

/**
 * What an officer or mentor tells the programme about themselves (spec 002 §3): one set of tables
 * serving every profile variant (A, B, C and the mentor form). The name, date of birth, sex,
 * district, state and mobile number stay on `users`; a variant's template decides which of the
 * rest its form shows and requires. Every 1:1 table is keyed by the user; row lists keep the
 * order they were sent in (`position`).
 */

/** Personal details beyond the account, Other details, areas of interest and the self-declaration. */
export const profiles = pgTable('profiles', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  /** The template the profile was last saved with (mentor-profile-details, who-mentee-profile, …). */
  templateName: varchar('template_name', { length: 64 }).notNull(),
  prefix: varchar('prefix', { length: 20 }),
  middleName: varchar('middle_name', { length: 100 }),
  currentAddress: varchar('current_address', { length: 500 }),
  correspondenceAddress: varchar('correspondence_address', { length: 500 }),
  whatsappNumber: varchar('whatsapp_number', { length: 10 }),
  diseasesJobIsAddressing: varchar('diseases_job_is_addressing', { length: 200 }),
  otherDiseasesJobIsAddressing: varchar('other_diseases_job_is_addressing', { length: 100 }),
  institutionalAffiliationOfJob: varchar('institutional_affiliation_of_job', { length: 200 }),
  otherInstitutionalAffiliationOfJob: varchar('other_institutional_affiliation_of_job', { length: 100 }),
  institutionalLevelOfCurrentJob: varchar('institutional_level_of_current_job', { length: 200 }),
  institutionType: varchar('institution_type', { length: 200 }),
  areasInExperience: varchar('areas_in_experience', { length: 200 }),
  otherAreasInExperience: varchar('other_areas_in_experience', { length: 100 }),
  interestArea1: varchar('interest_area_1', { length: 200 }),
  interestArea2: varchar('interest_area_2', { length: 200 }),
  interestArea3: varchar('interest_area_3', { length: 200 }),
  interestArea4: varchar('interest_area_4', { length: 200 }),
  interestArea5: varchar('interest_area_5', { length: 200 }),
  selfDeclaration: boolean('self_declaration').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** user_education (variant A): background, sector, experience, degrees and earlier training. */
export const userEducation = pgTable('user_education', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  professionalBackground: varchar('professional_background', { length: 200 }),
  otherProfessionalBackground: varchar('other_professional_background', { length: 100 }),
  sector: varchar('sector', { length: 200 }),
  otherSector: varchar('other_sector', { length: 100 }),
  areaOfExperience: varchar('area_of_experience', { length: 200 }),
  otherAreaOfExperience: varchar('other_area_of_experience', { length: 100 }),
  graduateDegree: varchar('graduate_degree', { length: 200 }),
  otherGraduateDegree: varchar('other_graduate_degree', { length: 100 }),
  highestQualification: varchar('highest_qualification', { length: 200 }),
  otherHighestQualification: varchar('other_highest_qualification', { length: 100 }),
  anyPreviousTrainingInFieldEpidemiology: boolean('any_previous_training_in_field_epidemiology'),
  previousTrainingInFieldEpidemiologyName: varchar('previous_training_in_field_epidemiology_name', { length: 100 }),
  anyPreviousTrainingInOneHealth: boolean('any_previous_training_in_one_health'),
  previousTrainingInOneHealthName: varchar('previous_training_in_one_health_name', { length: 100 }),
});

/** user_job (variant A's Current Job); its institutional level is the profile's one (002 §3 Other details). */
export const userJobs = pgTable('user_jobs', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  employer: varchar('employer', { length: 200 }),
  jobTitle: varchar('job_title', { length: 200 }),
  yearInCurrentJob: varchar('year_in_current_job', { length: 4 }),
  facilityName: varchar('facility_name', { length: 200 }),
  facilitySurveillanceLevel: varchar('facility_surveillance_level', { length: 200 }),
  otherFacilitySurveillanceLevel: varchar('other_facility_surveillance_level', { length: 100 }),
  roleInTraining: varchar('role_in_training', { length: 100 }),
  otherRoleInTraining: varchar('other_role_in_training', { length: 100 }),
  nameOfDepartment: varchar('name_of_department', { length: 200 }),
  nameOfOrganization: varchar('name_of_organization', { length: 200 }),
  nameOfInstitute: varchar('name_of_institute', { length: 200 }),
  designation: varchar('designation', { length: 200 }),
  districtId: integer('district_id').references(() => districts.id),
  stateId: integer('state_id').references(() => states.id),
  startDateCurrentJob: date('start_date_current_job'),
});

/** user_ugdegree. */
export const userUgDegrees = pgTable('user_ug_degrees', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  degreeName: varchar('degree_name', { length: 200 }).notNull(),
  passingYear: varchar('passing_year', { length: 4 }).notNull(),
  institution: varchar('institution', { length: 200 }).notNull(),
  university: varchar('university', { length: 200 }).notNull(),
});

/** user_pg_degrees: one row per degree, in the order sent. */
export const userPgDegrees = pgTable('user_pg_degrees', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
  degreeName: varchar('degree_name', { length: 200 }).notNull(),
  passingYear: varchar('passing_year', { length: 4 }).notNull(),
  institution: varchar('institution', { length: 200 }).notNull(),
  university: varchar('university', { length: 200 }).notNull(),
}, (t) => [index('user_pg_degrees_user_idx').on(t.userId, t.position)]);

/** user_postingdetails (variant B's Work Experience Details). */
export const userPostingDetails = pgTable('user_posting_details', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  doj: date('doj').notNull(),
  postingPlace: varchar('posting_place', { length: 200 }).notNull(),
  districtId: integer('district_id').notNull().references(() => districts.id),
  stateId: integer('state_id').notNull().references(() => states.id),
  isCurrentPosting: boolean('is_current_posting').notNull(),
  currentPostingPlace: varchar('current_posting_place', { length: 200 }),
  currentDistrictId: integer('current_district_id').references(() => districts.id),
  currentStateId: integer('current_state_id').references(() => states.id),
  periodFrom: date('period_from'),
  periodTo: date('period_to'),
  totalDuration: varchar('total_duration', { length: 10 }).notNull(),
  hasMentorExperience: boolean('has_mentor_experience').notNull(),
});

/**
 * user_work_experiences, user_hardships and user_teaching_experiences as one table of rows,
 * told apart by `kind`: they share every column but the teaching ones.
 */
export const userExperiences = pgTable('user_experiences', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** work, hardship or teaching. */
  kind: varchar('kind', { length: 16 }).notNull(),
  position: smallint('position').notNull(),
  organisationName: varchar('organisation_name', { length: 200 }).notNull(),
  organisationType: varchar('organisation_type', { length: 200 }),
  designation: varchar('designation', { length: 200 }).notNull(),
  employmentType: varchar('employment_type', { length: 200 }),
  location: varchar('location', { length: 200 }),
  districtId: integer('district_id').notNull().references(() => districts.id),
  stateId: integer('state_id').notNull().references(() => states.id),
  responsibilities: text('responsibilities'),
  jobFrom: date('job_from').notNull(),
  jobTo: date('job_to'),
  isCurrent: boolean('is_current').notNull().default(false),
}, (t) => [index('user_experiences_user_idx').on(t.userId, t.kind, t.position)]);

/** user_achievements: publications and key achievements, one row each. */
export const userAchievements = pgTable('user_achievements', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
  noOfPublications: varchar('no_of_publications', { length: 10 }),
  publicationsLink: varchar('publications_link', { length: 500 }),
  keyAchivements: text('key_achivements'),
}, (t) => [index('user_achievements_user_idx').on(t.userId, t.position)]);
