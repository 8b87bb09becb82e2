import type { CourseCard } from '@fetp/contract';
import { http } from '../../app/http';

/** GET /api/dashboard_courses/ (002 §7): the caller's courses. */
export const dashboardApi = {
  courses: () => http.get<{ data: { courses: CourseCard[] } }>('/api/dashboard_courses/'),
};
