import { z } from 'zod';
import { admissionCourse, pageQuery } from './admission';
import { endpoint } from './endpoints';

/**
 * The recommendations page (002 §2.12), where registration sends a new user whose goal courses
 * open for admission serve. Its own module, apart from REGISTRATION_API, so the Registration page
 * does not carry the admission schemas it never uses.
 */

/** A goal of the Registration form (its option key); none, or one not in the list, asks for every open course. */
export const recommendedCoursesQuery = pageQuery.extend({ goal: z.string().max(64).optional() });

/**
 * The courses open for admission that serve the goal, best first (all open courses when `goal` is
 * null), a page at a time, each as the DISCOVER NEW list shows it, with its Apply address.
 */
export const recommendedCoursesAnswer = z.object({
  goal: z.object({ key: z.string(), value: z.string() }).nullable(),
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  data: z.array(admissionCourse),
});
export type RecommendedCoursesAnswer = z.infer<typeof recommendedCoursesAnswer>;

export const RECOMMENDATIONS_API = {
  courses: endpoint({
    method: 'GET', path: '/api/recommended_courses/', access: 'public', query: recommendedCoursesQuery, answer: recommendedCoursesAnswer,
  }),
} as const;
