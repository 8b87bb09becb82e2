import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bulkMailApi } from './api';

export const bulkMailKeys = {
  all: ['bulk-mail'] as const,
  courseData: () => [...bulkMailKeys.all, 'course-data'] as const,
  history: (page: number) => [...bulkMailKeys.all, 'history', page] as const,
};

export const courseDataQuery = () => queryOptions({ queryKey: bulkMailKeys.courseData(), queryFn: bulkMailApi.courseData, staleTime: 5 * 60_000 });

export const historyQuery = (page: number) => queryOptions({ queryKey: bulkMailKeys.history(page), queryFn: () => bulkMailApi.history(page) });

export function useBulkMailCourseData() {
  return useQuery(courseDataQuery());
}

/** The sender's history; refreshed every 30 s while mail is still waiting, so its counts move on screen. */
export function useBulkMailHistory(page: number) {
  return useQuery({
    ...historyQuery(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.results.some((row) => row.waiting > 0) ? 30_000 : false),
  });
}

export function useSendBulkMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => bulkMailApi.send(form),
    onSuccess: () => client.invalidateQueries({ queryKey: [...bulkMailKeys.all, 'history'] }),
  });
}
