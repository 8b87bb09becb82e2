import { DASHBOARD_API as API } from '@fetp/contract';
import { call } from '../../app/http';

/** Which sub-CALs of a CAL: the course, the CAL, the cohort (the course's newest when absent) and the page. */
export interface CalDetailsScope {
  course: number;
  cal: number;
  cohort?: number;
  page: number;
}

/**
 * The coordinator dashboard's calls (002 §7), paths and answers from DASHBOARD_API. A failure is
 * told in place by the pane that asked (no toast: 002 §8 logs them).
 */
export const coordinatorDashboardApi = {
  /** The Course Name dropdown. */
  courses: () => call(API.dropdownCourses, { toast: false }),
  /** The banner, the course and its cohorts with their tabs. */
  dashboard: (course: number) =>
    call(API.coordinatorDashboard, { query: { fetp_course_id: course }, toast: false }),
  officersAnalytics: (cohort: number) =>
    call(API.officersAnalytics, { query: { cohort_id: cohort }, toast: false }),
  quickOverview: (cohort: number) =>
    call(API.quickOverview, { query: { cohort_id: cohort }, toast: false }),
  officerTable: (cohort: number, page: number) =>
    call(API.officerTable, { query: { cohort_id: cohort, page }, toast: false }),
  calBased: (cohort: number) => call(API.calBased, { query: { cohort_id: cohort }, toast: false }),
  calDetails: ({ course, cal, cohort, page }: CalDetailsScope) =>
    call(API.calDetails, { params: { course, cal }, query: { cohort_id: cohort, page }, toast: false }),
  /** The officer search's choices (no officer), or one officer's CAL rows too. */
  individualCal: (course: number, cohort: number, mentee?: number) =>
    call(API.individualCal, { params: { course }, query: { cohort_id: cohort, mentee_id: mentee }, toast: false }),
};
