import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModuleBody, UnitBody, UnitPatchBody } from '@fetp/contract';
import { courseModulesApi as api } from './api';

export const courseModulesKeys = {
  all: ['course-modules-admin'] as const,
  modules: (course: number) => [...courseModulesKeys.all, course] as const,
};

export const useCourseModules = (course: number) => useQuery({ queryKey: courseModulesKeys.modules(course), queryFn: () => api.modules(course) });

/** Every change reads the course's modules again (and the officers' module pages, kept under 'modules'). */
function useModulesMutation<V, A>(course: number, mutationFn: (value: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: courseModulesKeys.modules(course) }), client.invalidateQueries({ queryKey: ['modules'] })]),
  });
}

export const useSaveModule = (course: number) => useModulesMutation(course, ({ id, body }: { id: number | null; body: ModuleBody }) =>
  (id === null ? api.createModule(course, body) : api.updateModule(id, body)));
export const useSaveUnit = (course: number) => useModulesMutation(course, ({ id, module, body }: { id: number | null; module: number; body: UnitBody | UnitPatchBody }) =>
  (id === null ? api.createUnit(module, body as UnitBody) : api.updateUnit(id, body)));
export const useDeleteModule = (course: number) => useModulesMutation(course, (id: number) => api.deleteModule(id));
export const useDeleteUnit = (course: number) => useModulesMutation(course, (id: number) => api.deleteUnit(id));
export const useReorderModules = (course: number) => useModulesMutation(course, (ids: number[]) => api.reorderModules(course, ids));
export const useReorderUnits = (course: number) => useModulesMutation(course, ({ module, ids }: { module: number; ids: number[] }) => api.reorderUnits(module, ids));
