import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarApi } from './api';

export const calendarKeys = {
  all: ['calendar'] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
  sessions: (page: number) => [...calendarKeys.all, 'sessions', page] as const,
  officers: (page: number) => [...calendarKeys.all, 'officers', page] as const,
};

export const useFeedAddress = () => useQuery({ queryKey: calendarKeys.feed(), queryFn: calendarApi.feedAddress, staleTime: Infinity });
export const useScheduleSessions = (page: number) =>
  useQuery({ queryKey: calendarKeys.sessions(page), queryFn: () => calendarApi.sessions(page), placeholderData: keepPreviousData });
export const useScheduleOfficers = (page: number) =>
  useQuery({ queryKey: calendarKeys.officers(page), queryFn: () => calendarApi.officers(page), placeholderData: keepPreviousData });

/** A new feed address: the old one stops working; the new one replaces it in the cache. */
export function useResetFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: calendarApi.resetFeed,
    onSuccess: (answer) => client.setQueryData(calendarKeys.feed(), answer),
  });
}

export const useScheduleCourses = () => useQuery({ queryKey: [...calendarKeys.all, 'courses'] as const, queryFn: calendarApi.courses, staleTime: 60_000 });
