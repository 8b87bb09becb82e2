import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PEOPLE_IMPORT_FILE_FIELD } from '@fetp/contract';
import { peopleImportApi as api } from './api';

const formOf = (file: File, dryRun: boolean) => {
  const form = new FormData();
  form.append('dry_run', dryRun ? 'true' : 'false');
  form.append(PEOPLE_IMPORT_FILE_FIELD, file);
  return form;
};

/** The dry run of a file: what it would do and its problems; nothing is written. */
export const useImportDryRun = () => useMutation({ mutationFn: (file: File) => api.importPeople(formOf(file, true)) });

/** The real import: every list of Content Management is read again afterwards. */
export function useImportPeople() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.importPeople(formOf(file, false)),
    onSuccess: () => client.invalidateQueries(),
  });
}
