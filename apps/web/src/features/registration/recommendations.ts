import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RECOMMENDATIONS_API } from '@fetp/contract';
import { call } from '../../app/http';
import { registrationKeys } from './hooks';

/**
 * The recommendations page's call and its query, apart from api.ts and hooks.ts so the
 * Registration page's chunk does not carry the admission schemas this call's descriptor uses.
 */

/** Courses per page of the recommendations page. */
export const RECOMMENDATIONS_PAGE_SIZE = 6;

export const recommendationsApi = {
  /** The courses open for admission that serve a goal of the form (every open course without one). */
  courses: (goal: string | null, page: number) =>
    call(RECOMMENDATIONS_API.courses, {
      query: { ...(goal ? { goal } : {}), page, page_size: RECOMMENDATIONS_PAGE_SIZE },
      auth: false,
      toast: false,
    }),
};

export const recommendationsKeys = {
  all: [...registrationKeys.all, 'recommendations'] as const,
  page: (goal: string | null, page: number) => [...recommendationsKeys.all, goal ?? '', page, RECOMMENDATIONS_PAGE_SIZE] as const,
};

export const recommendationsQuery = (goal: string | null, page: number) =>
  queryOptions({ queryKey: recommendationsKeys.page(goal, page), queryFn: () => recommendationsApi.courses(goal, page), staleTime: 5 * 60_000 });

/** One page of the courses recommended for a goal (public). */
export function useRecommendations(goal: string | null, page: number) {
  return useQuery({ ...recommendationsQuery(goal, page), placeholderData: keepPreviousData });
}
