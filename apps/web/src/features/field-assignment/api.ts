import {
  DASHBOARD_API, FIELD_ASSIGNMENT_API as API, PROJECT_FIELDS,
  type CalPayload, type GraduatedAnswer, type GraduationListAnswer, type OfficersAnalyticsAnswer, type ProjectFormAnswer, type ProjectSavedAnswer,
  type MyProjectsAnswer, type ProjectsCountsAnswer, type ProjectsListAnswer,
} from '@fetp/contract';
import { http } from '../../app/http';

/** The project form's answers as sent: JSON, the state as a number (002 §5), the investigators as a list. */
function projectJson(cohortId: number, payload: CalPayload, projectId?: number) {
  const body: Record<string, unknown> = { ...payload, cohort_id: cohortId };
  const state = payload[PROJECT_FIELDS.state];
  if (typeof state === 'string' && /^\d+$/.test(state)) body[PROJECT_FIELDS.state] = Number(state);
  if (projectId !== undefined) body[PROJECT_FIELDS.id] = projectId;
  return body;
}

/**
 * The Field Assignment pane's calls (002 §7), paths from FIELD_ASSIGNMENT_API; the officer counts
 * from the coordinator dashboard's officers-analytics call. Loads are told in place (no toast); the
 * form and the graduated dropdown show their own outcome.
 */
export const fieldAssignmentApi = {
  officersAnalytics: (cohortId: number) =>
    http.get<OfficersAnalyticsAnswer>(DASHBOARD_API.officersAnalytics.path, { query: { cohort_id: cohortId }, toast: false }),
  counts: (cohortId: number) => http.get<ProjectsCountsAnswer>(API.projectsCounts.path, { query: { cohort_id: cohortId }, toast: false }),
  projects: (cohortId: number, page: number) =>
    http.get<ProjectsListAnswer>(API.projectsList.path, { query: { cohort_id: cohortId, page }, toast: false }),
  /** The empty form, or a project's form with its values. */
  form: (cohortId: number, projectId?: number) =>
    projectId === undefined
      ? http.get<ProjectFormAnswer>(API.projectForm.path, { query: { cohort_id: cohortId }, toast: false })
      : http.post<ProjectFormAnswer>(API.projectFormOf.path, { json: { projectform_id: projectId, cohort_id: cohortId }, toast: false }),
  create: (cohortId: number, payload: CalPayload) =>
    http.post<ProjectSavedAnswer>(API.createProject.path, { json: projectJson(cohortId, payload), toast: false }),
  edit: (cohortId: number, projectId: number, payload: CalPayload) =>
    http.post<ProjectSavedAnswer>(API.editProject.path, { json: projectJson(cohortId, payload, projectId), toast: false }),
  graduation: (cohortId: number, page: number) =>
    http.get<GraduationListAnswer>(API.graduationList.path, { query: { cohort_id: cohortId, page }, toast: false }),
  /** The signed-in officer's own projects in a course (their course page). */
  myProjects: (courseId: number) => http.get<MyProjectsAnswer>(API.myProjects.path, { query: { course_id: courseId }, toast: false }),
  graduated: (cohortId: number, userId: number, graduated: 'yes' | 'no') =>
    http.post<GraduatedAnswer>(API.graduated.path, { json: { user_id: userId, graduated, cohort_id: cohortId }, toast: false }),
};
