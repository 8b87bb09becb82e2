import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalFormKind, FormDefinitionBody } from '@fetp/contract';
import { formTemplatesApi as api } from './api';

export const formTemplateKeys = {
  all: ['form-templates'] as const,
  forms: (course: number) => [...formTemplateKeys.all, 'forms', course] as const,
  versions: (course: number, kind: CalFormKind, key: string) => [...formTemplateKeys.all, 'versions', course, kind, key] as const,
};

export const courseFormsQuery = (course: number) => queryOptions({ queryKey: formTemplateKeys.forms(course), queryFn: () => api.forms(course) });
export const useCourseForms = (course: number) => useQuery(courseFormsQuery(course));

export const formVersionsQuery = (course: number, kind: CalFormKind, key: string) =>
  queryOptions({ queryKey: formTemplateKeys.versions(course, kind, key), queryFn: () => api.versions(course, kind, key) });
export const useFormVersions = (course: number, kind: CalFormKind, key: string) => useQuery(formVersionsQuery(course, kind, key));

/** A saved version is read again everywhere (the list's versions, the versions list). */
export function useSaveForm(course: number, kind: CalFormKind, key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormDefinitionBody) => api.save(course, kind, key, body),
    onSuccess: () => client.invalidateQueries({ queryKey: formTemplateKeys.all }),
  });
}
