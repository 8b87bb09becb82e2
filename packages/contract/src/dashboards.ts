import { z } from 'zod';
import { endpoint } from './endpoints';
import { PAGE_ROUTES } from './routes';
import { ROLES } from './roles';
import { courseIdParam, recordId, pageNumber } from './validation';

/**
 * The coordinator dashboard and the mentor dashboard (spec 002 §2.2–2.5, §3, §7 "Dashboards and
 * discussions"). Paths, field names and tab keys are the spec's; the answers it does not show (the
 * panes' own calls) are designed here. Every call is scoped on the server: a coordinator sees only
 * the courses they coordinate and their cohorts, a mentor only their own mentees.
 */

export const DASHBOARD_MESSAGES = {
  badCourse: 'Select a valid course.',
  badCohort: 'Select a valid cohort.',
  /** The call named no cohort and several fit (issue 30 §2). */
  chooseCohort: 'Several cohorts fit: choose one (cohort_id).',
  badCal: 'Select a valid CAL.',
  badOfficer: 'Select a valid officer.',
  badPage: 'Enter a valid page number.',
  notYourCourse: 'You do not coordinate this course.',
  notYourCohort: 'This cohort is not in a course you coordinate.',
  notYourOfficer: 'This officer is not enrolled in this cohort.',
  noCourses: 'You do not coordinate any course yet.',
} as const;

/**
 * The coordinator dashboard's tabs (002 §2.2, §9 "Coordinator tab order"), in their order, and
 * after them `analytics` (Programme Analytics: charts of the cohort's output; beyond the spec).
 */
export const COORDINATOR_TABS = ['field_assignment', 'officer', 'modules_progress', 'meetings', 'cal_based', 'officer_based', 'discussion', 'webinars', 'analytics'] as const;
export type CoordinatorTab = (typeof COORDINATOR_TABS)[number];
export const COORDINATOR_TAB_LABELS: Record<CoordinatorTab, string> = {
  field_assignment: 'Field Assignment',
  officer: 'Officer',
  modules_progress: 'MODULES PROGRESS',
  meetings: 'Meetings',
  cal_based: 'CAL BASED',
  officer_based: 'Officer based',
  discussion: 'Discussion',
  webinars: 'Webinars',
  analytics: 'Programme Analytics',
};

/** Officer table page size (002 §9): 10, or 25 for the hub flagged international organisation. */
export const OFFICER_PAGE_SIZE = 10;
export const OFFICER_PAGE_SIZE_INTERNATIONAL = 25;
/** The CAL details table and the individual CAL table: 10 rows a page. */
export const CAL_DETAILS_PAGE_SIZE = 10;

const courseId = courseIdParam(DASHBOARD_MESSAGES.badCourse);
const cohortId = recordId(DASHBOARD_MESSAGES.badCohort);
const page = pageNumber(DASHBOARD_MESSAGES.badPage);

/** A paged table: the rows of one page, the total, and the page size the server used. */
const paged = <Row extends z.ZodType>(row: Row) => z.object({ count: z.number(), page: z.number(), page_size: z.number(), data: z.array(row) });

// ---- Coordinator: courses, cohorts and tabs ----

/** GET …/dropdown-courses/coordinator/dashboard/: the courses the caller coordinates, the first selected. */
export const dropdownCoursesAnswer = z.object({
  my_courses: z.array(z.object({ value: z.number(), label: z.string(), is_selected: z.boolean() })),
});
export type DropdownCoursesAnswer = z.infer<typeof dropdownCoursesAnswer>;

/** 002 §3 "Coordinator details". */
export const coordinatorDetails = z.object({
  displayname: z.string(),
  role: z.string(),
  hub: z.string(),
  /** Officers enrolled in the chosen course. */
  totalMentees: z.number(),
  profile_image_url: z.string().nullable(),
});

/** 002 §3 "Cohort": its tabs in COORDINATOR_TABS order, each shown only when `to_be_shown`. */
export const dashboardCohort = z.object({
  id: z.number(),
  cohort: z.string(),
  tabs: z.array(z.object({ tab_name: z.enum(COORDINATOR_TABS), label: z.string(), to_be_shown: z.boolean() })),
  is_selected: z.boolean(),
  /** The course's id. */
  course: z.number(),
});
export type DashboardCohort = z.infer<typeof dashboardCohort>;

export const coordinatorDashboardAnswer = z.object({
  coordinator_details: coordinatorDetails,
  course: z.object({
    id: z.number(),
    title: z.string(),
    course_key: z.string(),
    /** FETP Course, Short Courses or Frontline Courses. */
    course_type: z.string(),
    /** The CAL BASED cumulative/individual toggle: only for the hub flagged national centre (002 §6). */
    show_cal_toggle: z.boolean(),
    /** The officer table's page size: 25 for the hub flagged international organisation, else 10. */
    officer_page_size: z.number(),
  }),
  /** The course's cohorts, newest first; the first is selected. */
  cohorts_wise_data: z.array(dashboardCohort),
});
export type CoordinatorDashboardAnswer = z.infer<typeof coordinatorDashboardAnswer>;
export const coordinatorDashboardQuery = z.object({ fetp_course_id: courseId.optional() });

// ---- Coordinator: Officer (and the Field Assignment pane's analytics counts) ----

/** GET /api/ncdc_frontline/officers-analytics/?cohort_id: the Officer pane's counts (002 §2.2, §2.7), for one cohort. */
export const officersAnalyticsAnswer = z.object({
  data: z.object({
    total_officers: z.number(),
    total_mentors: z.number(),
    male_participants: z.number(),
    female_participants: z.number(),
    male_mentors: z.number(),
    female_mentors: z.number(),
  }),
});
export type OfficersAnalyticsAnswer = z.infer<typeof officersAnalyticsAnswer>;

// ---- Coordinator: Officer based ----

/** 002 §3 "Quick overview", for one cohort. Progress values are whole percents. */
export const quickOverviewAnswer = z.object({
  data: z.object({
    enrollment_count: z.number(),
    /** "done / total" modules across the cohort's officers, e.g. "42/120" (a module is done when each of its units is). */
    display_modules_completed: z.string(),
    /** The share of the course's units the cohort's officers have done: the mean of their Course Progress, unrounded first. */
    module_progress: z.number(),
    current_cohort: z.string(),
    /** "completed / registered" sub-CALs of the cohort's officers. */
    display_completed_cals: z.string(),
    /** The mean of the officers' CAL progress (each as their course page's banner shows it). */
    cal_progress: z.number(),
  }),
});
export type QuickOverviewAnswer = z.infer<typeof quickOverviewAnswer>;

/** 002 §3 "Officer row": progress values are whole percents; the name opens the mentee profile. */
export const officerRow = z.object({
  name: z.string(),
  state: z.string(),
  course_progress: z.number(),
  my_cal_progress: z.number(),
  mentee_id: z.number(),
  /** The officer's mentee details page in this course (/learn/cal/mentee/{id}/details/?course=…). */
  mentee_detail_url: z.string(),
});
export type OfficerRow = z.infer<typeof officerRow>;
export const officerTableAnswer = paged(officerRow);
export type OfficerTableAnswer = z.infer<typeof officerTableAnswer>;
export const cohortQuery = z.object({ cohort_id: cohortId });
export const cohortPageQuery = z.object({ cohort_id: cohortId, page });

// ---- Coordinator: CAL based ----

/** 002 §3 "CAL type summary", one per CAL of the course, for one cohort. */
export const calTypeSummary = z.object({
  cal_id: z.number(),
  cal_name: z.string(),
  cal_short_name: z.string(),
  /** Officers of the cohort × the CAL's expected sub-CALs per officer. */
  expected: z.number(),
  /** Sub-CALs registered and not completed. */
  ongoing: z.number(),
  completed: z.number(),
  /** The share of the cohort's milestones of this CAL completed, in whole percent. */
  milestone_progress: z.number(),
  /** /learn/cal/coordinator/{course}/cal/{cal}/details?cohort={cohort} */
  details_url: z.string(),
});
export type CalTypeSummary = z.infer<typeof calTypeSummary>;
export const calBasedAnswer = z.object({ data: z.array(calTypeSummary) });
export type CalBasedAnswer = z.infer<typeof calBasedAnswer>;

/** 002 §3 "CAL progress row": one sub-CAL of one officer, with its latest milestone. */
export const calProgressRow = z.object({
  sub_cal_id: z.number(),
  name: z.string(),
  cal_short_title: z.string(),
  /** DD/MM/YYYY of registration. */
  start_date: z.string(),
  /** e.g. "60%". */
  cal_progress: z.string(),
  /** The latest milestone reached (the last completed, else the first open), or '-'. */
  milestone_title: z.string(),
  /** A signed download of that milestone's latest file, or null. */
  milestone_latest_file: z.string().nullable(),
  show_file_name: z.string(),
  /** DD/MM/YYYY when the sub-CAL was completed, or '-'. */
  completed_date: z.string(),
  mentee_id: z.number(),
  course_id: z.number(),
  course_manage_id: z.number(),
  /** The officer's CAL tracker (mentee details page) for this course. */
  completed_cal_details_url: z.string(),
  /** The same page (the spec names both fields; the row's View Details link). */
  view_details: z.string(),
});
export type CalProgressRow = z.infer<typeof calProgressRow>;

/** GET /cal/api/get/coordinator/{course}/cal/{cal}/details/?cohort_id&page */
export const calDetailsAnswer = z.object({
  display_data: z.object({ course: z.string(), cohort: z.string(), cal_name: z.string(), cohort_id: z.number() }),
  table_data: z.array(calProgressRow),
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type CalDetailsAnswer = z.infer<typeof calDetailsAnswer>;
export const calDetailsParams = z.object({ course: courseId, cal: recordId(DASHBOARD_MESSAGES.badCal) });
/** Without cohort_id: the course's newest cohort. */
export const calDetailsQuery = z.object({ cohort_id: cohortId.optional(), page });

/** GET /cal/api/cal_based/individual/{course}/?cohort_id[&mentee_id]: the officer search's choices, and one officer's CAL rows. */
export const individualCalAnswer = z.object({
  officers: z.array(z.object({ value: z.number(), label: z.string() })),
  /** Empty until an officer is chosen ('Kindly! Select an officer to view data'). */
  data: z.array(calProgressRow),
});
export type IndividualCalAnswer = z.infer<typeof individualCalAnswer>;
export const individualCalParams = z.object({ course: courseId });
/** cohort_id is ours: without it, the one cohort that fits (the officer's in the course, or the course's only one). */
export const individualCalQuery = z.object({ cohort_id: cohortId.optional(), mentee_id: recordId(DASHBOARD_MESSAGES.badOfficer).optional() });

// ---- Mentor dashboard ----

/** 002 §3 "Mentor dashboard": one row per mentee and course. Progress values are whole percents. */
export const mentorDashboardAnswer = z.object({
  data: z.object({
    profile_image_url: z.string().nullable(),
    user_name: z.string(),
    role: z.string(),
    hub_name: z.string(),
    total_mentees: z.number(),
    mentee_details: z.array(z.object({
      mentee_user_id: z.number(),
      user_name: z.string(),
      course_name: z.string(),
      course_progress: z.number(),
      cal_progress: z.number(),
      course_key: z.string(),
      course_id: z.number(),
    })),
    /** Whether the caller may open a mentee's profile (the name then opens it in a new tab). */
    is_view_profile: z.boolean(),
  }),
});
export type MentorDashboardAnswer = z.infer<typeof mentorDashboardAnswer>;

const { coordinator } = ROLES;

export const DASHBOARD_API = {
  /** The Course Name dropdown: the courses the caller coordinates. */
  dropdownCourses: endpoint({ method: 'GET', path: '/cal/api/get/dropdown-courses/coordinator/dashboard/', access: [coordinator], answer: dropdownCoursesAnswer }),
  /** The banner, the course and its cohorts with their tabs (fetp_course_id absent: the first course). */
  coordinatorDashboard: endpoint({ method: 'GET', path: '/cal/api/get/coordinator/dashboard/', access: [coordinator], query: coordinatorDashboardQuery, answer: coordinatorDashboardAnswer }),
  /** The Officer pane (and the Field Assignment pane): officers and mentors of a cohort, by gender. */
  officersAnalytics: endpoint({ method: 'GET', path: '/api/ncdc_frontline/officers-analytics/', access: [coordinator], query: cohortQuery, answer: officersAnalyticsAnswer }),
  /** Officer based: the Quick Overview block of a cohort. */
  quickOverview: endpoint({ method: 'GET', path: '/cal/api/coordinator/dashboard/quick-overview/', access: [coordinator], query: cohortQuery, answer: quickOverviewAnswer }),
  /** Officer based: the cohort's officers, paged (10, or 25 for the international-organisation hub). */
  officerTable: endpoint({ method: 'GET', path: '/cal/api/coordinator/dashboard/officers/', access: [coordinator], query: cohortPageQuery, answer: officerTableAnswer }),
  /** CAL BASED: a summary per CAL of the course, for a cohort. */
  calBased: endpoint({ method: 'GET', path: '/cal/api/coordinator/dashboard/cal-based/', access: [coordinator], query: cohortQuery, answer: calBasedAnswer }),
  /** Coordinator CAL details: each sub-CAL of one CAL in a cohort, paged. */
  calDetails: endpoint({ method: 'GET', path: '/cal/api/get/coordinator/:course/cal/:cal/details/', access: PAGE_ROUTES.coordinatorCalDetails.access, params: calDetailsParams, query: calDetailsQuery, answer: calDetailsAnswer }),
  /** CAL BASED individual mode (national-centre hub): the officer search and one officer's CAL rows. */
  individualCal: endpoint({ method: 'GET', path: '/cal/api/cal_based/individual/:course/', access: [coordinator], params: individualCalParams, query: individualCalQuery, answer: individualCalAnswer }),
  /** The mentor dashboard: the caller's header and their mentees in every course. */
  mentorDashboard: endpoint({ method: 'GET', path: '/cal/api/get/mentor/dashboard/', access: PAGE_ROUTES.mentorDashboard.access, answer: mentorDashboardAnswer }),
} as const;
