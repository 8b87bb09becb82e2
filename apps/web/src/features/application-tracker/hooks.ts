import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { applicationTrackerApi, type ApplicationsQuery } from './api';

export const trackerKeys = {
  all: ['application-tracker'] as const,
  courses: () => [...trackerKeys.all, 'courses'] as const,
  applications: (q: ApplicationsQuery) => [...trackerKeys.all, 'applications', q.pk ?? 'all', q.page, q.pageSize] as const,
};

export const trackerCoursesQuery = () =>
  queryOptions({ queryKey: trackerKeys.courses(), queryFn: applicationTrackerApi.courses, staleTime: 5 * 60_000 });

export const applicationsQuery = (query: ApplicationsQuery) =>
  queryOptions({ queryKey: trackerKeys.applications(query), queryFn: () => applicationTrackerApi.applications(query) });

export function useTrackerCourses() {
  return useQuery(trackerCoursesQuery());
}

/** One page of applications; the previous page stays on screen while the next one loads. */
export function useApplications(query: ApplicationsQuery) {
  return useQuery({ ...applicationsQuery(query), placeholderData: keepPreviousData });
}

/** The Download button: failures are only logged (002 §8). */
export function useDownloadApplications() {
  return useMutation({
    mutationFn: (pk?: string) => applicationTrackerApi.downloadCsv(pk),
    onError: (error) => console.error('The applications CSV could not be downloaded.', error),
  });
}
