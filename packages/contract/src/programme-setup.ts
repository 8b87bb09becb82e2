import { z } from 'zod';
import { pageQuery } from './admission';
import { COURSE_TYPES } from './constants';
import { COORDINATOR_TABS } from './dashboards';
import { endpoint } from './endpoints';
import { HUB_PROFILE_TEMPLATES } from './profile-messages';
import { PAGE_ROUTES } from './routes';
import { isRealDay, recordId } from './validation';
import { PROGRAMME_SETUP_LIMITS as L, PROGRAMME_SETUP_MESSAGES as M } from './programme-setup-messages';

export * from './programme-setup-messages';

/**
 * Programme setup (issue 32): hubs, courses and their cohorts, managed from the browser.
 *
 * - Hubs: administrators only. A hub's flags are those 002 §6 reads (the national centre shows the
 *   CAL toggle; an international organisation pages officers by 50) and `template_name` is the
 *   profile form its officers fill (002 §2.8).
 * - Courses: an administrator creates and changes every field of every course; a Course
 *   Coordinator lists and opens the courses they coordinate and changes their description, dates,
 *   admission window, image and external link (not key, title, type or hub).
 * - Cohorts: an administrator, or a coordinator of the cohort's course. `to_be_shown` lists the
 *   coordinator-dashboard tabs the cohort shows (002 §2.2); null follows the course (the default).
 * - Dates travel as YYYY-MM-DD, an empty date as null.
 */

/** A cohort's FETP track (the Cohort Data Report's FETP Track); null: the course's type. */
export const COHORT_TRACKS = ['Frontline', 'Intermediate', 'Advanced', 'Other'] as const;
export type CohortTrack = (typeof COHORT_TRACKS)[number];

/** A course key as an administrator types it (the spec's `course-v1:…`, no spaces). */
export const NEW_COURSE_KEY_PATTERN = /^course-v1:[A-Za-z0-9._~+-]{1,190}$/;

const date = z.string({ error: M.badDate }).refine((v) => isRealDay(v), M.badDate);
const optionalDate = date.nullable();
const text = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const url = z.string({ error: M.badUrl }).trim().max(L.urlMax, M.badUrl).refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), M.badUrl)
  .transform((v) => (v === '' ? null : v)).nullable();

/** End after start, when both are given: the form's and the server's one rule. */
export const endAfterStart = (start: string | null | undefined, end: string | null | undefined) => !start || !end || end > start;
/** Admission closes on or after the day it opens, when both are given. */
export const closesAfterOpens = (opens: string | null | undefined, closes: string | null | undefined) => !opens || !closes || closes >= opens;

// ---- Hubs ----

export const hubFields = z.object({
  name: text(L.hubNameMax, M.nameRequired, M.nameTooLong),
  website_url: url,
  is_national_centre: z.boolean({ error: M.badFlag }),
  is_international_organisation: z.boolean({ error: M.badFlag }),
  template_name: z.enum(HUB_PROFILE_TEMPLATES, { error: M.badTemplate }),
});
export const hubBody = hubFields;
export type HubBody = z.input<typeof hubBody>;
export const hubPatchBody = hubFields.partial();
export type HubPatchBody = z.input<typeof hubPatchBody>;

export const adminHub = z.object({
  id: z.number(),
  name: z.string(),
  website_url: z.string().nullable(),
  is_national_centre: z.boolean(),
  is_international_organisation: z.boolean(),
  template_name: z.string(),
  courses: z.number(),
});
export type AdminHub = z.infer<typeof adminHub>;
export const adminHubsAnswer = z.object({ count: z.number(), page: z.number(), page_size: z.number(), results: z.array(adminHub) });
export type AdminHubsAnswer = z.infer<typeof adminHubsAnswer>;
export const adminHubAnswer = z.object({ message: z.string(), data: adminHub });

export const adminHubParams = z.object({ hub: recordId(M.hubNotFound) });

// ---- Courses ----

/** The fields a coordinator of the course may change too. */
export const COORDINATOR_COURSE_FIELDS = [
  'description', 'image_url', 'external_url', 'start_date', 'end_date', 'admission_open', 'admission_opens_on', 'admission_closes_on',
] as const;

const courseShape = z.object({
  key: z.string({ error: M.badKey }).trim().regex(NEW_COURSE_KEY_PATTERN, M.badKey),
  title: text(L.courseTitleMax, M.titleRequired, M.titleTooLong),
  type: z.enum(COURSE_TYPES, { error: M.badType }),
  hub_id: recordId(M.badHub),
  description: z.string({ error: M.descriptionTooLong }).max(L.descriptionMax, M.descriptionTooLong),
  image_url: url,
  external_url: url,
  start_date: optionalDate,
  end_date: optionalDate,
  admission_open: z.boolean({ error: M.badFlag }),
  admission_opens_on: optionalDate,
  admission_closes_on: optionalDate,
});

type CourseDates = { start_date?: string | null; end_date?: string | null; admission_opens_on?: string | null; admission_closes_on?: string | null };
/** The course's date rules, with the field each message goes under. */
export function courseDateProblems(v: CourseDates): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  if (!endAfterStart(v.start_date, v.end_date)) problems.push({ path: 'end_date', message: M.endBeforeStart });
  if (!closesAfterOpens(v.admission_opens_on, v.admission_closes_on)) problems.push({ path: 'admission_closes_on', message: M.closeBeforeOpen });
  return problems;
}
const courseDates = (v: CourseDates, ctx: z.RefinementCtx) => {
  for (const p of courseDateProblems(v)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
};

export const courseBody = courseShape.superRefine(courseDates);
export type CourseBody = z.input<typeof courseBody>;
/** A change: any of the fields (the merged course is checked again on the server). */
export const coursePatchBody = courseShape.partial().superRefine(courseDates);
export type CoursePatchBody = z.input<typeof coursePatchBody>;

export const adminCourse = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  type: z.string(),
  hub_id: z.number(),
  hub_name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  external_url: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  admission_open: z.boolean(),
  admission_opens_on: z.string().nullable(),
  admission_closes_on: z.string().nullable(),
  cohorts: z.number(),
  /** Whether the caller may change key, title, type and hub (an administrator). */
  can_change_all: z.boolean(),
});
export type AdminCourse = z.infer<typeof adminCourse>;
export const adminCoursesQuery = pageQuery.extend({ search: z.string().trim().max(200).optional() });
export const adminCoursesAnswer = z.object({ count: z.number(), page: z.number(), page_size: z.number(), results: z.array(adminCourse) });
export type AdminCoursesAnswer = z.infer<typeof adminCoursesAnswer>;
export const adminCourseAnswer = z.object({ message: z.string(), data: adminCourse });
export type AdminCourseAnswer = z.infer<typeof adminCourseAnswer>;

export const adminCourseParams = z.object({ course: recordId(M.courseNotFound) });

// ---- Cohorts ----

const cohortShape = z.object({
  name: text(L.cohortNameMax, M.nameRequired, M.nameTooLong),
  start_date: optionalDate,
  end_date: optionalDate,
  track: z.enum(COHORT_TRACKS, { error: M.badTrack }).nullable(),
  other_track: z.string({ error: M.otherTrackRequired }).trim().max(L.trackMax, M.nameTooLong).nullable(),
  /** The coordinator-dashboard tabs shown (002 §2.2), in any order; null: the course's default. */
  to_be_shown: z.array(z.enum(COORDINATOR_TABS, { error: M.badTabs }), { error: M.badTabs }).max(COORDINATOR_TABS.length, M.badTabs).nullable(),
});
type CohortRules = { start_date?: string | null; end_date?: string | null; track?: string | null; other_track?: string | null };
/** The cohort's rules beyond each field, with the field each message goes under. */
export function cohortProblems(v: CohortRules): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  if (!endAfterStart(v.start_date, v.end_date)) problems.push({ path: 'end_date', message: M.endBeforeStart });
  if (v.track === 'Other' && !v.other_track?.trim()) problems.push({ path: 'other_track', message: M.otherTrackRequired });
  return problems;
}
const cohortRules = (v: CohortRules, ctx: z.RefinementCtx) => {
  for (const p of cohortProblems(v)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
};
export const cohortBody = cohortShape.superRefine(cohortRules);
export type CohortBody = z.input<typeof cohortBody>;
export const cohortPatchBody = cohortShape.partial().superRefine(cohortRules);
export type CohortPatchBody = z.input<typeof cohortPatchBody>;

export const adminCohort = z.object({
  id: z.number(),
  course_id: z.number(),
  name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  track: z.string().nullable(),
  other_track: z.string().nullable(),
  to_be_shown: z.array(z.enum(COORDINATOR_TABS)).nullable(),
  officers: z.number(),
});
export type AdminCohort = z.infer<typeof adminCohort>;
export const adminCohortsAnswer = z.object({ results: z.array(adminCohort) });
export type AdminCohortsAnswer = z.infer<typeof adminCohortsAnswer>;
export const adminCohortAnswer = z.object({ message: z.string(), data: adminCohort });
export const adminCohortParams = z.object({ cohort: recordId(M.cohortNotFound) });

const hubs = PAGE_ROUTES.adminHubs.access;
const courses = PAGE_ROUTES.adminCourses.access;

export const PROGRAMME_SETUP_API = {
  hubs: endpoint({ method: 'GET', path: '/api/admin/hubs/', access: hubs, query: pageQuery, answer: adminHubsAnswer }),
  createHub: endpoint({ method: 'POST', path: '/api/admin/hubs/', access: hubs, body: hubBody, answer: adminHubAnswer }),
  updateHub: endpoint({ method: 'PATCH', path: '/api/admin/hubs/:hub/', access: hubs, params: adminHubParams, body: hubPatchBody, answer: adminHubAnswer }),
  courses: endpoint({ method: 'GET', path: '/api/admin/courses/', access: courses, query: adminCoursesQuery, answer: adminCoursesAnswer }),
  createCourse: endpoint({ method: 'POST', path: '/api/admin/courses/', access: hubs, body: courseBody, answer: adminCourseAnswer }),
  course: endpoint({ method: 'GET', path: '/api/admin/courses/:course/', access: courses, params: adminCourseParams, answer: adminCourseAnswer }),
  updateCourse: endpoint({ method: 'PATCH', path: '/api/admin/courses/:course/', access: courses, params: adminCourseParams, body: coursePatchBody, answer: adminCourseAnswer }),
  cohorts: endpoint({ method: 'GET', path: '/api/admin/courses/:course/cohorts/', access: courses, params: adminCourseParams, answer: adminCohortsAnswer }),
  createCohort: endpoint({ method: 'POST', path: '/api/admin/courses/:course/cohorts/', access: courses, params: adminCourseParams, body: cohortBody, answer: adminCohortAnswer }),
  updateCohort: endpoint({ method: 'PATCH', path: '/api/admin/cohorts/:cohort/', access: courses, params: adminCohortParams, body: cohortPatchBody, answer: adminCohortAnswer }),
} as const;
