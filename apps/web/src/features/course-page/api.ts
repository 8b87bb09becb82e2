import { COURSE_PAGE_API as API, type AnswerOf } from '@fetp/contract';
import { http } from '../../app/http';

/**
 * Whose course page is shown: the signed-in learner's own course (the course page), or a mentee's
 * course as their mentor, their course's coordinator or the mentee sees it (the mentee details page).
 */
export type CoursePageScope = { kind: 'course'; course: number } | { kind: 'mentee'; course: number; mentee: number };

export type BannerAnswer = AnswerOf<typeof API.courseBanner>;
export type TabsAnswer = AnswerOf<typeof API.courseTabs>;

/** A call's path with its :params filled in. */
function pathOf(path: string, params: Record<string, number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** The course page's calls (001 §2.6): the banner and the tab list; a failure is told in place (no toast). */
export const coursePageApi = {
  banner: (scope: CoursePageScope) =>
    scope.kind === 'course'
      ? http.get<BannerAnswer>(pathOf(API.courseBanner.path, { course: scope.course }), { toast: false })
      : http.get<BannerAnswer>(pathOf(API.menteeBanner.path, { id: scope.mentee }), { query: { course_id: scope.course }, toast: false }),
  tabs: (scope: CoursePageScope) =>
    scope.kind === 'course'
      ? http.get<TabsAnswer>(API.courseTabs.path, { query: { course_id: scope.course }, toast: false })
      : http.get<TabsAnswer>(API.menteeTabs.path, { query: { course_id: scope.course, mentee_id: scope.mentee }, toast: false }),
};
