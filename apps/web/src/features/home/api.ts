// Types only: the descriptor carries zod schemas, which the home page (the first load of most visits) must not load.
import type { APPLICANT_API } from '@fetp/contract';
import { call } from '../../app/http';

/** Courses per page of DISCOVER NEW. */
export const DISCOVER_PAGE_SIZE = 6;

/**
 * The descriptor's method and path: call() takes them typed as the descriptor's own (a literal
 * path), so a path that differs from the contract's fails to compile.
 */
const COURSES = { method: 'GET', path: '/api/admission_courses/' } as const;

/** The courses open for admission; the public header data (HOME, HUBS, DISCOVER NEW) is app/site.ts. */
export const homeApi = {
  admissionCourses: (page: number, pageSize = DISCOVER_PAGE_SIZE) =>
    call<typeof APPLICANT_API.courses>(COURSES, { query: { page, page_size: pageSize }, auth: false, toast: false }),
};
