import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldError } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { bannersOf } from '../course-page';
import { modulesApi, type ModulesScope, type UnitStatusChange } from './api';

/** Every key of the modules starts with `modulesKeys.all`; an officer's list is per course and mentee. */
export const modulesKeys = {
  all: ['modules'] as const,
  list: ({ course, mentee }: ModulesScope) => [...modulesKeys.all, 'list', course, mentee] as const,
  progress: (course: number, page: number, cohort?: number) => [...modulesKeys.all, 'progress', course, cohort ?? null, page] as const,
  units: ({ course, mentee }: ModulesScope) => [...modulesKeys.all, 'unit', course, mentee] as const,
  unit: (scope: ModulesScope, unit: number) => [...modulesKeys.units(scope), unit] as const,
};

export const unitContentQuery = (scope: ModulesScope, unit: number) =>
  queryOptions({ queryKey: modulesKeys.unit(scope, unit), queryFn: () => modulesApi.unitContent(scope, unit) });

/** A unit's page: its text, link and status. Reading it records that the officer opened it, so their list reloads after. */
export function useUnitContent(scope: ModulesScope, unit: number) {
  const client = useQueryClient();
  return useQuery({
    ...unitContentQuery(scope, unit),
    queryFn: async () => {
      const answer = await modulesApi.unitContent(scope, unit);
      void client.invalidateQueries({ queryKey: modulesKeys.list(scope) });
      return answer;
    },
  });
}

export const menteeModulesQuery = (scope: ModulesScope) =>
  queryOptions({ queryKey: modulesKeys.list(scope), queryFn: () => modulesApi.list(scope) });

export const moduleProgressQuery = (course: number, page: number, cohort?: number) =>
  queryOptions({ queryKey: modulesKeys.progress(course, page, cohort), queryFn: () => modulesApi.courseModuleProgress(course, page, cohort), placeholderData: keepPreviousData });

/** An officer's modules with their units, the officer's name, the course title and its progress. */
export function useMenteeModules(scope: ModulesScope) {
  return useQuery(menteeModulesQuery(scope));
}

/** One page of a course's officers (of one cohort when given) with their module progress; the page shown stays while the next loads. */
export function useModuleProgress(course: number, page: number, cohort?: number) {
  return useQuery(moduleProgressQuery(course, page, cohort));
}

/**
 * What a unit's change touches: the officer's module list and the course page's banners of the
 * course (their Course Progress is the share of units done).
 */
function useRefreshModules(scope: ModulesScope) {
  const client = useQueryClient();
  return () => Promise.all([
    client.invalidateQueries({ queryKey: modulesKeys.list(scope) }), client.invalidateQueries({ queryKey: modulesKeys.units(scope) }), client.invalidateQueries(bannersOf(scope.course)),
  ]);
}

/** Records that the officer opened a unit (fire and forget), then loads the list again so Mark as done shows. */
export function useOpenUnit(scope: ModulesScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (unit: number) => modulesApi.openUnit(scope, unit),
    onSuccess: () => client.invalidateQueries({ queryKey: modulesKeys.list(scope) }),
  });
}

/** Marks a unit done or pending; on success the server's message shows and the list and banner load again. */
export function useUnitStatus(scope: ModulesScope) {
  const refresh = useRefreshModules(scope);
  const fieldError = useFieldError();
  return useMutation({
    mutationFn: (change: UnitStatusChange) => modulesApi.unitStatus(scope, change),
    onSuccess: (answer) => {
      showSuccess(fieldError(answer.message) ?? answer.message);
      return refresh();
    },
  });
}
