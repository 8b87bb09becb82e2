import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsApi } from './api';

export const analyticsKeys = {
  all: ['programme-analytics'] as const,
  cohort: (cohortId: number) => [...analyticsKeys.all, cohortId] as const,
};

export const analyticsQuery = (cohortId: number) =>
  queryOptions({ queryKey: analyticsKeys.cohort(cohortId), queryFn: () => analyticsApi.analytics(cohortId), staleTime: 60_000 });

export const useProgrammeAnalytics = (cohortId: number) => useQuery(analyticsQuery(cohortId));
