import { OPTION_LISTS_ADMIN_API as API, type OptionItemBody, type OptionItemPatchBody } from '@fetp/contract';
import { call } from '../../app/http';

/** Option lists in Content Management (contract OPTION_LISTS_ADMIN_API), sent as JSON; the page shows its own messages. */
export const optionListsAdminApi = {
  lists: () => call(API.lists),
  items: (list: string) => call(API.items, { params: { list } }),
  createItem: (list: string, body: OptionItemBody) => call(API.createItem, { params: { list }, body, as: 'json', toast: false }),
  updateItem: (item: number, body: OptionItemPatchBody) => call(API.updateItem, { params: { item }, body, as: 'json', toast: false }),
  reorder: (list: string, ids: number[]) => call(API.reorder, { params: { list }, body: { ids }, as: 'json', toast: false }),
};
