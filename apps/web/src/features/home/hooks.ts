import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DISCOVER_PAGE_SIZE, homeApi } from './api';

export { useHeaderLoginPageData as usePublicLinks } from '../../ui/hooks';

/** One page of the courses open for admission (public). */
export function useAdmissionCourses(page: number) {
  return useQuery({
    queryKey: ['home', 'admission-courses', page, DISCOVER_PAGE_SIZE],
    queryFn: () => homeApi.admissionCourses(page),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
