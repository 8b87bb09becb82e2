import { MY_COURSES_API as API, type AnswerOf } from '@fetp/contract';
import { http } from '../../app/http';

/** GET /api/dashboard_courses/ (002 §7): the caller's courses. */
export const dashboardApi = {
  courses: () => http.get<AnswerOf<typeof API.courses>>(API.courses.path),
};
