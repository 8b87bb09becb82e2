import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CohortBody, CohortPatchBody, CourseBody, CoursePatchBody, HubBody, HubPatchBody } from '@fetp/contract';
import { programmeSetupApi as api } from './api';

export const programmeSetupKeys = {
  all: ['programme-setup'] as const,
  hubs: (page: number, pageSize: number) => [...programmeSetupKeys.all, 'hubs', page, pageSize] as const,
  courses: (page: number) => [...programmeSetupKeys.all, 'courses', page] as const,
  course: (id: number) => [...programmeSetupKeys.all, 'course', id] as const,
  cohorts: (course: number) => [...programmeSetupKeys.all, 'cohorts', course] as const,
};

/** Lists are paged by 20; the hub choice of the course form reads up to 100 hubs at once. */
export const PAGE_SIZE = 20;
export const HUB_CHOICES = 100;

export const hubsQuery = (page: number, pageSize = PAGE_SIZE) =>
  queryOptions({ queryKey: programmeSetupKeys.hubs(page, pageSize), queryFn: () => api.hubs(page, pageSize), placeholderData: keepPreviousData });
export const useHubs = (page: number, pageSize = PAGE_SIZE, enabled = true) => useQuery({ ...hubsQuery(page, pageSize), enabled });

export const coursesQuery = (page: number) =>
  queryOptions({ queryKey: programmeSetupKeys.courses(page), queryFn: () => api.courses(page, PAGE_SIZE), placeholderData: keepPreviousData });
export const useCourses = (page: number) => useQuery(coursesQuery(page));

export const courseQuery = (id: number) => queryOptions({ queryKey: programmeSetupKeys.course(id), queryFn: () => api.course(id) });
export const useCourse = (id: number) => useQuery(courseQuery(id));

export const cohortsQuery = (course: number) => queryOptions({ queryKey: programmeSetupKeys.cohorts(course), queryFn: () => api.cohorts(course) });
export const useCohorts = (course: number) => useQuery(cohortsQuery(course));

/** Every change is read again everywhere (counts of a hub's courses, a course's cohorts). */
function useSetupMutation<V, A>(mutationFn: (value: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: programmeSetupKeys.all }) });
}

export const useSaveHub = () => useSetupMutation(({ id, body }: { id: number | null; body: HubBody | HubPatchBody }) =>
  (id === null ? api.createHub(body as HubBody) : api.updateHub(id, body)));
export const useSaveCourse = () => useSetupMutation(({ id, body }: { id: number | null; body: CourseBody | CoursePatchBody }) =>
  (id === null ? api.createCourse(body as CourseBody) : api.updateCourse(id, body)));
export const useSaveCohort = (course: number) => useSetupMutation(({ id, body }: { id: number | null; body: CohortBody | CohortPatchBody }) =>
  (id === null ? api.createCohort(course, body as CohortBody) : api.updateCohort(id, body)));
