import { APPLICANT_API, type AnswerOf } from '@fetp/contract';
import { http } from '../../app/http';

/** Courses per page of DISCOVER NEW. */
export const DISCOVER_PAGE_SIZE = 6;

/** The courses open for admission; the public header data (HOME, HUBS, DISCOVER NEW) is app/site.ts. */
export const homeApi = {
  admissionCourses: (page: number, pageSize = DISCOVER_PAGE_SIZE) =>
    http.get<AnswerOf<typeof APPLICANT_API.courses>>(APPLICANT_API.courses.path, { query: { page, page_size: pageSize }, auth: false, toast: false }),
};
