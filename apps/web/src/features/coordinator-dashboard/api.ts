import { DASHBOARD_API as API, type AnswerOf } from '@fetp/contract';
import { http } from '../../app/http';

/** A call's path with its :params filled in. */
function pathOf(path: string, params: Record<string, number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

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
  courses: () => http.get<AnswerOf<typeof API.dropdownCourses>>(API.dropdownCourses.path, { toast: false }),
  /** The banner, the course and its cohorts with their tabs. */
  dashboard: (course: number) =>
    http.get<AnswerOf<typeof API.coordinatorDashboard>>(API.coordinatorDashboard.path, { query: { fetp_course_id: course }, toast: false }),
  officersAnalytics: (cohort: number) =>
    http.get<AnswerOf<typeof API.officersAnalytics>>(API.officersAnalytics.path, { query: { cohort_id: cohort }, toast: false }),
  quickOverview: (cohort: number) =>
    http.get<AnswerOf<typeof API.quickOverview>>(API.quickOverview.path, { query: { cohort_id: cohort }, toast: false }),
  officerTable: (cohort: number, page: number) =>
    http.get<AnswerOf<typeof API.officerTable>>(API.officerTable.path, { query: { cohort_id: cohort, page }, toast: false }),
  calBased: (cohort: number) => http.get<AnswerOf<typeof API.calBased>>(API.calBased.path, { query: { cohort_id: cohort }, toast: false }),
  calDetails: ({ course, cal, cohort, page }: CalDetailsScope) =>
    http.get<AnswerOf<typeof API.calDetails>>(pathOf(API.calDetails.path, { course, cal }), { query: { cohort_id: cohort, page }, toast: false }),
  /** The officer search's choices (no officer), or one officer's CAL rows too. */
  individualCal: (course: number, cohort: number, mentee?: number) =>
    http.get<AnswerOf<typeof API.individualCal>>(pathOf(API.individualCal.path, { course }), { query: { cohort_id: cohort, mentee_id: mentee }, toast: false }),
};
