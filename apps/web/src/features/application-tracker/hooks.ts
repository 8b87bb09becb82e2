import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdmitBody, RejectBody } from '@fetp/contract';
import { applicationTrackerApi, type ApplicationsQuery } from './api';

export const trackerKeys = {
  all: ['application-tracker'] as const,
  courses: () => [...trackerKeys.all, 'courses'] as const,
  cohorts: (course: number) => [...trackerKeys.all, 'cohorts', course] as const,
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

/** The cohorts an admission into a course chooses from. */
export function useAdmissionCohorts(course: number) {
  return useQuery({ queryKey: trackerKeys.cohorts(course), queryFn: () => applicationTrackerApi.cohorts(course) });
}

/** A decision on an application (admit into a cohort, or reject); the tracker is read again after it. */
export function useDecideApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: { application: number } & ({ kind: 'admit'; body: AdmitBody } | { kind: 'reject'; body: RejectBody })) =>
      (decision.kind === 'admit' ? applicationTrackerApi.admit(decision.application, decision.body) : applicationTrackerApi.reject(decision.application, decision.body)),
    onSuccess: () => client.invalidateQueries({ queryKey: [...trackerKeys.all, 'applications'] }),
  });
}
