import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalTemplateBody } from '@fetp/contract';
import { calTemplatesApi as api } from './api';

export const calTemplateKeys = {
  all: ['cal-templates'] as const,
  cals: (course: number) => [...calTemplateKeys.all, course] as const,
};

export const useCalTemplates = (course: number) => useQuery({ queryKey: calTemplateKeys.cals(course), queryFn: () => api.cals(course) });

/** Every change reads the course's CALs again, and the form editor's list (a new CAL may bring new forms). */
function useCalsMutation<V, A>(course: number, mutationFn: (value: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: calTemplateKeys.cals(course) }), client.invalidateQueries({ queryKey: ['form-templates'] })]),
  });
}

export const useSaveCal = (course: number) => useCalsMutation(course, ({ id, body }: { id: number | null; body: CalTemplateBody }) =>
  (id === null ? api.createCal(course, body) : api.updateCal(id, body)));
export const useDeleteCal = (course: number) => useCalsMutation(course, (id: number) => api.deleteCal(id));
export const useReorderCals = (course: number) => useCalsMutation(course, (ids: number[]) => api.reorderCals(course, ids));
