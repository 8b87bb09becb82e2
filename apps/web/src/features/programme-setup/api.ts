import {
  PROGRAMME_SETUP_API as API, type CohortBody, type CohortPatchBody, type CourseBody, type CoursePatchBody, type HubBody, type HubPatchBody,
} from '@fetp/contract';
import { call } from '../../app/http';

/** Programme setup's calls (contract PROGRAMME_SETUP_API), sent as JSON; the pages show their own messages. */
export const programmeSetupApi = {
  hubs: (page: number, pageSize: number) => call(API.hubs, { query: { page, page_size: pageSize } }),
  createHub: (body: HubBody) => call(API.createHub, { body, as: 'json', toast: false }),
  updateHub: (hub: number, body: HubPatchBody) => call(API.updateHub, { params: { hub }, body, as: 'json', toast: false }),
  courses: (page: number, pageSize: number) => call(API.courses, { query: { page, page_size: pageSize } }),
  course: (course: number) => call(API.course, { params: { course } }),
  createCourse: (body: CourseBody) => call(API.createCourse, { body, as: 'json', toast: false }),
  updateCourse: (course: number, body: CoursePatchBody) => call(API.updateCourse, { params: { course }, body, as: 'json', toast: false }),
  cohorts: (course: number) => call(API.cohorts, { params: { course } }),
  createCohort: (course: number, body: CohortBody) => call(API.createCohort, { params: { course }, body, as: 'json', toast: false }),
  updateCohort: (cohort: number, body: CohortPatchBody) => call(API.updateCohort, { params: { cohort }, body, as: 'json', toast: false }),
};
