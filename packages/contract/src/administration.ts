import { z } from 'zod';
import { endpoint } from './endpoints';
import { PAGE_ROUTES } from './routes';

/**
 * Content Management (issue 32; 000 §2.2 names it in the user menu): the programme's
 * administration. An Administrator manages the whole programme; a Course Coordinator the courses
 * they coordinate. Every call lives under `/api/admin/`.
 */

/** The programme at a glance: what the caller manages, counted. */
export const adminOverviewAnswer = z.object({
  /** The hubs of the counted courses (an administrator: every hub of the programme). */
  hubs: z.number().int(),
  courses: z.number().int(),
  cohorts: z.number().int(),
  /** Officers enrolled in a cohort of the counted courses, each once. */
  officers: z.number().int(),
  /** Mentors with a mentorship that counts in one of those cohorts, each once. */
  mentors: z.number().int(),
});
export type AdminOverviewAnswer = z.infer<typeof adminOverviewAnswer>;

export const ADMINISTRATION_API = {
  /** The counts on the Content Management page: the whole programme for an administrator, a coordinator's own courses otherwise. */
  overview: endpoint({ method: 'GET', path: '/api/admin/overview/', access: PAGE_ROUTES.contentManagement.access, answer: adminOverviewAnswer }),
} as const;
