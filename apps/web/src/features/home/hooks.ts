import { usePublicData } from '../../app/publicData';
import { DISCOVER_PAGE_SIZE, homeApi } from './api';

export const homeKeys = {
  all: 'home',
  admissionCourses: (page: number) => `home/admission-courses/${page}/${DISCOVER_PAGE_SIZE}`,
};

/**
 * One page of the courses open for admission (public): a public answer (app/publicData.tsx), not a
 * TanStack query, so the home page's first load carries no query library. The previous page stays
 * shown while the next one loads.
 */
export function useAdmissionCourses(page: number) {
  return usePublicData(homeKeys.admissionCourses(page), () => homeApi.admissionCourses(page), { staleMs: 5 * 60_000, keepPrevious: true });
}
