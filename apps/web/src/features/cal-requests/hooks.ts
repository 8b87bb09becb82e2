import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calRequestsApi } from './api';

export const calRequestsKeys = {
  all: ['cal-requests'] as const,
  page: (page: number) => [...calRequestsKeys.all, page] as const,
};

export const calRequestsQuery = (page: number) =>
  queryOptions({ queryKey: calRequestsKeys.page(page), queryFn: () => calRequestsApi.list(page), placeholderData: keepPreviousData });

export function useCalRequests(page: number) {
  return useQuery(calRequestsQuery(page));
}
