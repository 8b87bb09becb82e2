import { MY_COURSES_API as API } from '@fetp/contract';
import { call } from '../../app/http';

/** GET /api/dashboard_courses/ (002 §7): the caller's courses. */
export const dashboardApi = {
  courses: () => call(API.courses),
};
