import { z } from 'zod';
import { endpoint } from './endpoints';
import { PAGE_ROUTES } from './routes';
import { recordId } from './validation';

/**
 * Option lists from Content Management (issue 32): the lists the forms choose from (diseases,
 * degrees, project types, organisation types, …), administrators only. An item is added, renamed,
 * reordered and retired; it is never deleted, since answers keep its key (retired items are not
 * offered in forms, and answers that hold one still show its label). Its key never changes: a
 * rename changes what every answer shows.
 */

export const OPTION_LISTS_ADMIN_LIMITS = { labelMax: 200, listMax: 50, itemsMax: 1000 } as const;

export const OPTION_LISTS_ADMIN_MESSAGES = {
  labelRequired: 'Please enter a label',
  labelTooLong: 'The label is too long',
  labelTaken: 'This list already has an item with this label',
  listNotFound: 'Option list not found',
  itemNotFound: 'Option not found',
  badOrder: 'Please list every item of the list once',
  badRetired: 'Please answer yes or no',
  created: 'Option added',
  saved: 'Option saved',
  retired: 'Option retired: forms no longer offer it',
  restored: 'Option offered again',
  reordered: 'Order saved',
} as const;
const M = OPTION_LISTS_ADMIN_MESSAGES;
const L = OPTION_LISTS_ADMIN_LIMITS;

const label = z.string({ error: M.labelRequired }).trim().min(1, M.labelRequired).max(L.labelMax, M.labelTooLong);

export const optionListParams = z.object({
  list: z.string({ error: M.listNotFound }).regex(/^[A-Za-z0-9_-]{1,50}$/, M.listNotFound),
});
export const optionItemParams = z.object({ item: recordId(M.itemNotFound) });

export const optionItemBody = z.object({ label });
export type OptionItemBody = z.input<typeof optionItemBody>;
/** A rename, a retirement (true) or a return to the forms (false). */
export const optionItemPatchBody = z.object({ label: label.optional(), retired: z.boolean({ error: M.badRetired }).optional() });
export type OptionItemPatchBody = z.input<typeof optionItemPatchBody>;
/** Every item of the list (retired ones too), each once, in the new order. */
export const optionOrderBody = z.object({ ids: z.array(recordId(M.badOrder), { error: M.badOrder }).min(1, M.badOrder).max(L.itemsMax, M.badOrder) });
export type OptionOrderBody = z.input<typeof optionOrderBody>;

export const adminOptionList = z.object({ list: z.string(), items: z.number(), retired: z.number() });
export type AdminOptionList = z.infer<typeof adminOptionList>;
export const adminOptionListsAnswer = z.object({ results: z.array(adminOptionList) });
export type AdminOptionListsAnswer = z.infer<typeof adminOptionListsAnswer>;

export const adminOptionItem = z.object({
  id: z.number(), list: z.string(), key: z.string(), label: z.string(), position: z.number(), retired: z.boolean(),
});
export type AdminOptionItem = z.infer<typeof adminOptionItem>;
export const adminOptionItemsAnswer = z.object({ list: z.string(), results: z.array(adminOptionItem) });
export type AdminOptionItemsAnswer = z.infer<typeof adminOptionItemsAnswer>;
export const adminOptionItemAnswer = z.object({ message: z.string(), data: adminOptionItem });
export const adminOptionOrderAnswer = z.object({ message: z.string(), results: z.array(adminOptionItem) });

const access = PAGE_ROUTES.adminOptionLists.access;

export const OPTION_LISTS_ADMIN_API = {
  lists: endpoint({ method: 'GET', path: '/api/admin/option-lists/', access, answer: adminOptionListsAnswer }),
  items: endpoint({ method: 'GET', path: '/api/admin/option-lists/:list/items/', access, params: optionListParams, answer: adminOptionItemsAnswer }),
  createItem: endpoint({ method: 'POST', path: '/api/admin/option-lists/:list/items/', access, params: optionListParams, body: optionItemBody, answer: adminOptionItemAnswer }),
  reorder: endpoint({ method: 'POST', path: '/api/admin/option-lists/:list/order/', access, params: optionListParams, body: optionOrderBody, answer: adminOptionOrderAnswer }),
  updateItem: endpoint({ method: 'PATCH', path: '/api/admin/option-items/:item/', access, params: optionItemParams, body: optionItemPatchBody, answer: adminOptionItemAnswer }),
} as const;
