import { APPLICANT_API } from '@fetp/contract';
import { call } from '../../app/http';

/** Courses per page of DISCOVER NEW. */
export const DISCOVER_PAGE_SIZE = 6;

/** The courses open for admission; the public header data (HOME, HUBS, DISCOVER NEW) is app/site.ts. */
export const homeApi = {
  admissionCourses: (page: number, pageSize = DISCOVER_PAGE_SIZE) =>
    call(APPLICANT_API.courses, { query: { page, page_size: pageSize }, auth: false, toast: false }),
};
