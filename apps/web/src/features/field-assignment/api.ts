import {
  DASHBOARD_API, FIELD_ASSIGNMENT_API as API, PROJECT_FIELDS,
  type CalPayload,
} from '@fetp/contract';
import { call } from '../../app/http';

/** The project form's answers as sent: JSON, the state as a number (002 §5), the investigators as a list. */
function projectJson(cohortId: number, payload: CalPayload): Record<string, unknown> & { cohort_id: number } {
  const body: Record<string, unknown> & { cohort_id: number } = { ...payload, cohort_id: cohortId };
  const state = payload[PROJECT_FIELDS.state];
  if (typeof state === 'string' && /^\d+$/.test(state)) body[PROJECT_FIELDS.state] = Number(state);
  return body;
}

/**
 * The Field Assignment pane's calls (002 §7), paths from FIELD_ASSIGNMENT_API; the officer counts
 * from the coordinator dashboard's officers-analytics call. Loads are told in place (no toast); the
 * form and the graduated dropdown show their own outcome.
 */
export const fieldAssignmentApi = {
  officersAnalytics: (cohortId: number) =>
    call(DASHBOARD_API.officersAnalytics, { query: { cohort_id: cohortId }, toast: false }),
  counts: (cohortId: number) => call(API.projectsCounts, { query: { cohort_id: cohortId }, toast: false }),
  projects: (cohortId: number, page: number) =>
    call(API.projectsList, { query: { cohort_id: cohortId, page }, toast: false }),
  /** The empty form, or a project's form with its values. */
  form: (cohortId: number, projectId?: number) =>
    projectId === undefined
      ? call(API.projectForm, { query: { cohort_id: cohortId }, toast: false })
      : call(API.projectFormOf, { body: { projectform_id: projectId, cohort_id: cohortId }, as: 'json', toast: false }),
  create: (cohortId: number, payload: CalPayload) =>
    call(API.createProject, { body: projectJson(cohortId, payload), as: 'json', toast: false }),
  edit: (cohortId: number, projectId: number, payload: CalPayload) =>
    call(API.editProject, { body: { ...projectJson(cohortId, payload), [PROJECT_FIELDS.id]: projectId }, as: 'json', toast: false }),
  graduation: (cohortId: number, page: number) =>
    call(API.graduationList, { query: { cohort_id: cohortId, page }, toast: false }),
  /** The signed-in officer's own projects in a course (their course page). */
  myProjects: (courseId: number) => call(API.myProjects, { query: { course_id: courseId }, toast: false }),
  graduated: (cohortId: number, userId: number, graduated: 'yes' | 'no') =>
    call(API.graduated, { body: { user_id: userId, graduated, cohort_id: cohortId }, as: 'json', toast: false }),
};
