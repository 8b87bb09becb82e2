import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Option } from '@fetp/contract';
import { OPTION_LISTS, applicantApi, type OptionListName } from './api';

const LIST_STALE_MS = 10 * 60_000;
const LIST_NAMES = Object.keys(OPTION_LISTS) as OptionListName[];

export const applicantKeys = {
  all: ['applicant'] as const,
  list: (name: OptionListName) => [...applicantKeys.all, 'options', name] as const,
  states: (districtId: string) => [...applicantKeys.all, 'states', districtId] as const,
  course: (courseId: string) => [...applicantKeys.all, 'course', courseId] as const,
};

export const optionListQuery = (name: OptionListName) =>
  queryOptions({ queryKey: applicantKeys.list(name), queryFn: () => applicantApi.options(name), staleTime: LIST_STALE_MS });

export const statesQuery = (districtId: string) =>
  queryOptions({ queryKey: applicantKeys.states(districtId), queryFn: () => applicantApi.states(districtId), staleTime: LIST_STALE_MS });

export const admissionCourseQuery = (courseId: string) =>
  queryOptions({ queryKey: applicantKeys.course(courseId), queryFn: () => applicantApi.course(courseId), staleTime: 60_000 });

export type OptionLists = Record<OptionListName, Option[]>;

function combineLists(results: { data?: { data: Option[] }; isError: boolean }[]): { lists: OptionLists; failed: boolean } {
  return {
    lists: Object.fromEntries(LIST_NAMES.map((name, i) => [name, results[i]?.data?.data ?? []])) as OptionLists,
    failed: results.some((r) => r.isError),
  };
}

/** Every option list of the wizard, loaded once for the page (each cached by the query client). */
export function useOptionLists(): { lists: OptionLists; failed: boolean } {
  return useQueries({
    queries: LIST_NAMES.map(optionListQuery),
    combine: combineLists,
  });
}

/** The state options of a district (empty until one is chosen). */
export function useDistrictStates(districtId: string): Option[] {
  const query = useQuery({ ...statesQuery(districtId), enabled: districtId !== '' });
  return districtId ? (query.data?.data ?? []) : [];
}

/** Loads (or reads from the cache) the states of a district, for the district's change handler. */
export function useFetchDistrictStates(): (districtId: string) => Promise<Option[]> {
  const client = useQueryClient();
  return async (districtId) => (await client.fetchQuery(statesQuery(districtId))).data;
}

export function useAdmissionCourse(courseId: string) {
  return useQuery({ ...admissionCourseQuery(courseId), enabled: courseId !== '' });
}

export function useSubmitApplication() {
  return useMutation({ mutationFn: applicantApi.submit });
}
