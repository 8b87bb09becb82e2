import type { AdmissionCoursesAnswer } from '@fetp/contract';
import { shellApi } from '../../ui/api';
import { http } from '../../app/http';

/** Courses per page of DISCOVER NEW. */
export const DISCOVER_PAGE_SIZE = 6;

/** The home page reads the public header data (HOME, HUBS, DISCOVER NEW) and the courses open for admission. */
export const homeApi = {
  publicLinks: shellApi.headerLoginPageData,
  admissionCourses: (page: number, pageSize = DISCOVER_PAGE_SIZE) =>
    http.get<AdmissionCoursesAnswer>('/api/admission_courses/', { query: { page, page_size: pageSize }, auth: false, toast: false }),
};
