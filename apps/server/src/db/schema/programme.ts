import { boolean, date, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The programme: hubs, courses and their cohorts. */

export const hubs = pgTable('hubs', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  websiteUrl: text('website_url'),
  isNationalCentre: boolean('is_national_centre').notNull().default(false),
  isInternationalOrganisation: boolean('is_international_organisation').notNull().default(false),
  /** The profile form its officers fill (002 §2.8): mentee-profile-details (variant A), who-mentee-profile (B) or frontline-profile-page (C). */
  profileTemplate: varchar('profile_template', { length: 64 }).notNull().default('mentee-profile-details'),
  /** The country the hub trains for (the reports' country column); null: not told. */
  country: varchar('country', { length: 100 }),
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
  /** First day applications are taken; null: from when admissionOpen is set. */
  admissionOpensOn: date('admission_opens_on'),
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
  /** The cohort's FETP track (Frontline, Intermediate, Advanced, Other); null: the course's type (the Cohort Data Report). */
  track: varchar('track', { length: 100 }),
  /** The track named when it is Other. */
  otherTrack: varchar('other_track', { length: 100 }),
  /** The coordinator-dashboard tabs the cohort shows (002 §2.2 `to_be_shown`, COORDINATOR_TABS keys); null: the course's default. */
  shownTabs: jsonb('shown_tabs').$type<string[]>(),
  createdAt: createdAt(),
}, (t) => [
  index('cohorts_course_idx').on(t.courseId),
  // The cohort reports filter a course's cohorts by their start.
  index('cohorts_course_start_idx').on(t.courseId, t.startDate),
]);
