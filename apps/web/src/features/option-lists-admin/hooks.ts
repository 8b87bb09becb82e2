import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OptionItemBody, OptionItemPatchBody } from '@fetp/contract';
import { optionListsAdminApi as api } from './api';

export const optionListsAdminKeys = {
  all: ['option-lists-admin'] as const,
  lists: () => [...optionListsAdminKeys.all, 'lists'] as const,
  items: (list: string) => [...optionListsAdminKeys.all, 'items', list] as const,
};

export const useOptionLists = () => useQuery({ queryKey: optionListsAdminKeys.lists(), queryFn: api.lists });
export const useOptionItems = (list: string | null) =>
  useQuery({ queryKey: optionListsAdminKeys.items(list ?? ''), queryFn: () => api.items(list!), enabled: list !== null });

/** Every change reads the lists (their counts) and the items again. */
function useListMutation<V, A>(mutationFn: (value: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: optionListsAdminKeys.all }) });
}

export const useSaveOptionItem = (list: string) => useListMutation(({ id, body }: { id: number | null; body: OptionItemBody | OptionItemPatchBody }) =>
  (id === null ? api.createItem(list, body as OptionItemBody) : api.updateItem(id, body)));
export const useRetireOptionItem = () => useListMutation(({ id, retired }: { id: number; retired: boolean }) => api.updateItem(id, { retired }));
export const useReorderOptionItems = (list: string) => useListMutation((ids: number[]) => api.reorder(list, ids));
