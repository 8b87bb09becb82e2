import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalPayload } from '@fetp/contract';
import { fieldAssignmentApi as api } from './api';

/** Every key of the field assignment starts with `fieldAssignmentKeys.all`; a save invalidates the cohort's. */
export const fieldAssignmentKeys = {
  all: ['field-assignment'] as const,
  cohort: (cohortId: number) => [...fieldAssignmentKeys.all, cohortId] as const,
  officers: (cohortId: number) => [...fieldAssignmentKeys.cohort(cohortId), 'officers-analytics'] as const,
  counts: (cohortId: number) => [...fieldAssignmentKeys.cohort(cohortId), 'counts'] as const,
  projects: (cohortId: number, page: number) => [...fieldAssignmentKeys.cohort(cohortId), 'projects', page] as const,
  form: (cohortId: number, projectId: number | null) => [...fieldAssignmentKeys.cohort(cohortId), 'form', projectId] as const,
  graduation: (cohortId: number, page: number) => [...fieldAssignmentKeys.cohort(cohortId), 'graduation', page] as const,
  mine: (courseId: number) => [...fieldAssignmentKeys.all, 'mine', courseId] as const,
};

export const officersQuery = (cohortId: number) =>
  queryOptions({ queryKey: fieldAssignmentKeys.officers(cohortId), queryFn: () => api.officersAnalytics(cohortId) });
export const countsQuery = (cohortId: number) => queryOptions({ queryKey: fieldAssignmentKeys.counts(cohortId), queryFn: () => api.counts(cohortId) });
export const projectsQuery = (cohortId: number, page: number) =>
  queryOptions({ queryKey: fieldAssignmentKeys.projects(cohortId, page), queryFn: () => api.projects(cohortId, page), placeholderData: keepPreviousData });
export const projectFormQuery = (cohortId: number, projectId: number | null) =>
  queryOptions({ queryKey: fieldAssignmentKeys.form(cohortId, projectId), queryFn: () => api.form(cohortId, projectId ?? undefined), gcTime: 0 });
export const graduationQuery = (cohortId: number, page: number) =>
  queryOptions({ queryKey: fieldAssignmentKeys.graduation(cohortId, page), queryFn: () => api.graduation(cohortId, page), placeholderData: keepPreviousData });

export const myProjectsQuery = (courseId: number) => queryOptions({ queryKey: fieldAssignmentKeys.mine(courseId), queryFn: () => api.myProjects(courseId) });
/** The signed-in officer's own projects in a course. */
export const useMyProjects = (courseId: number) => useQuery(myProjectsQuery(courseId));

export const useOfficerCounts = (cohortId: number) => useQuery(officersQuery(cohortId));
export const useProjectCounts = (cohortId: number) => useQuery(countsQuery(cohortId));
/** One page of projects; the page shown stays while the next loads. */
export const useProjects = (cohortId: number, page: number) => useQuery(projectsQuery(cohortId, page));
/** The form of a new project (projectId null) or of a project, only while its modal is open. */
export const useProjectForm = (cohortId: number, projectId: number | null, enabled: boolean) => useQuery({ ...projectFormQuery(cohortId, projectId), enabled });
export const useGraduation = (cohortId: number, page: number) => useQuery(graduationQuery(cohortId, page));

/** Adds or changes a project; the cohort's list, counts and graduation flags load again. */
export function useSaveProject(cohortId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, payload }: { projectId: number | null; payload: CalPayload }) =>
      projectId === null ? api.create(cohortId, payload) : api.edit(cohortId, projectId, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: fieldAssignmentKeys.cohort(cohortId) }),
  });
}

/** Sends an officer's graduated choice at once (002 §4); the table loads again either way. */
export function useSetGraduated(cohortId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, graduated }: { userId: number; graduated: 'yes' | 'no' }) => api.graduated(cohortId, userId, graduated),
    onSettled: () => client.invalidateQueries({ queryKey: [...fieldAssignmentKeys.cohort(cohortId), 'graduation'] }),
  });
}
