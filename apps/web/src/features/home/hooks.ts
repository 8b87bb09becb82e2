import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DISCOVER_PAGE_SIZE, homeApi } from './api';

export const homeKeys = {
  all: ['home'] as const,
  admissionCourses: (page: number) => [...homeKeys.all, 'admission-courses', page, DISCOVER_PAGE_SIZE] as const,
};

export const admissionCoursesQuery = (page: number) =>
  queryOptions({ queryKey: homeKeys.admissionCourses(page), queryFn: () => homeApi.admissionCourses(page), staleTime: 5 * 60_000 });

/** One page of the courses open for admission (public). */
export function useAdmissionCourses(page: number) {
  return useQuery({ ...admissionCoursesQuery(page), placeholderData: keepPreviousData });
}
