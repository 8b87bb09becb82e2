import { COURSE_PAGE_API as API, type AnswerOf } from '@fetp/contract';
import { call } from '../../app/http';

/**
 * Whose course page is shown: the signed-in learner's own course (the course page), or a mentee's
 * course as their mentor, their course's coordinator or the mentee sees it (the mentee details page).
 */
export type CoursePageScope = { kind: 'course'; course: number } | { kind: 'mentee'; course: number; mentee: number };

export type BannerAnswer = AnswerOf<typeof API.courseBanner>;
export type TabsAnswer = AnswerOf<typeof API.courseTabs>;

/** The course page's calls (001 §2.6): the banner and the tab list; a failure is told in place (no toast). */
export const coursePageApi = {
  banner: (scope: CoursePageScope) =>
    scope.kind === 'course'
      ? call(API.courseBanner, { params: { course: scope.course }, toast: false })
      : call(API.menteeBanner, { params: { id: scope.mentee }, query: { course_id: scope.course }, toast: false }),
  tabs: (scope: CoursePageScope) =>
    scope.kind === 'course'
      ? call(API.courseTabs, { query: { course_id: scope.course }, toast: false })
      : call(API.menteeTabs, { query: { course_id: scope.course, mentee_id: scope.mentee }, toast: false }),
};
