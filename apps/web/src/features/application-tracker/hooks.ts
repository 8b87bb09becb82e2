import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { applicationTrackerApi, type ApplicationsQuery } from './api';

export const trackerKeys = {
  courses: ['application-tracker', 'courses'] as const,
  applications: (q: ApplicationsQuery) => ['application-tracker', 'applications', q.pk ?? 'all', q.page, q.pageSize] as const,
};

export function useTrackerCourses() {
  return useQuery({ queryKey: trackerKeys.courses, queryFn: applicationTrackerApi.courses, staleTime: 5 * 60_000 });
}

/** One page of applications; the previous page stays on screen while the next one loads. */
export function useApplications(query: ApplicationsQuery) {
  return useQuery({
    queryKey: trackerKeys.applications(query),
    queryFn: () => applicationTrackerApi.applications(query),
    placeholderData: keepPreviousData,
  });
}

/** The Download button: failures are only logged (002 §8). */
export function useDownloadApplications() {
  return useMutation({
    mutationFn: (pk?: string) => applicationTrackerApi.downloadCsv(pk),
    onError: (error) => console.error('The applications CSV could not be downloaded.', error),
  });
}
