import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursePageApi, type CoursePageScope } from './api';

/**
 * Every key of the course page starts with `coursePageKeys.all`, then the course: a tab that changes
 * what the banner shows (CAL or course progress) invalidates `coursePageKeys.course(course)`.
 */
export const coursePageKeys = {
  all: ['course-page'] as const,
  course: (course: number) => [...coursePageKeys.all, course] as const,
  scope: (scope: CoursePageScope) => [...coursePageKeys.course(scope.course), scope.kind === 'mentee' ? scope.mentee : 'me'] as const,
  banner: (scope: CoursePageScope) => [...coursePageKeys.scope(scope), 'banner'] as const,
  tabs: (scope: CoursePageScope) => [...coursePageKeys.scope(scope), 'tabs'] as const,
};

export const bannerQuery = (scope: CoursePageScope) => queryOptions({ queryKey: coursePageKeys.banner(scope), queryFn: () => coursePageApi.banner(scope) });
export const tabsQuery = (scope: CoursePageScope) => queryOptions({ queryKey: coursePageKeys.tabs(scope), queryFn: () => coursePageApi.tabs(scope) });

export function useBanner(scope: CoursePageScope) {
  return useQuery(bannerQuery(scope));
}

export function useCourseTabs(scope: CoursePageScope) {
  return useQuery(tabsQuery(scope));
}

/** Every banner of a course's pages (a mentee's details page, the learner's own): what a tab invalidates when it changes their progress. */
export const bannersOf = (course: number) =>
  ({ queryKey: coursePageKeys.course(course), predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey.at(-1) === 'banner' }) as const;
