import type { z } from 'zod';
import {
  OPTION_LISTS_ADMIN_MESSAGES as M, type AdminOptionItem, type optionItemBody, type optionItemPatchBody, type optionOrderBody,
} from '@fetp/contract';
import type { Services } from '../../services';
import { recordAudit } from '../../db/audit';
import { isUniqueViolation, type Queryable } from '../../db/client';
import { HttpError, notFound } from '../../plugins/errors';
import { insertItem, itemById, itemsOfList, keysTaken, listSummaries, lockList, setOrder, updateItem, type OptionItemRow } from './queries';

/**
 * Option lists in Content Management (issue 32), administrators only (the route's access): list,
 * add, rename, reorder, retire and restore items. An item is never deleted: answers hold its key
 * (applications, profiles, CAL forms), so a retired item stays for them and is no longer offered
 * (queries.ts `optionList`, `isOption`; profiles and the applicant wizard read the same flag).
 * The key never changes; a new item's key follows its list's style (the label itself where the
 * list's keys are their labels, as the profile lists; else a snake_case slug), made unique.
 */

const conflict = (message: string) => new HttpError(409, message, { label: [message] });

function itemOut(row: OptionItemRow): AdminOptionItem {
  return { id: row.id, list: row.list, key: row.key, label: row.label, position: row.sortOrder, retired: row.retiredAt !== null };
}

async function existingList(db: Queryable, list: string): Promise<OptionItemRow[]> {
  const items = await itemsOfList(db, list);
  if (!items.length) throw notFound(M.listNotFound);
  return items;
}

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function listLists({ db }: Services) {
  return { results: await listSummaries(db) };
}

export async function listItems({ db }: Services, list: string) {
  return { list, results: (await existingList(db, list)).map(itemOut) };
}

/** A key for a new item in the list's style, not yet taken. */
async function freeKey(db: Queryable, items: OptionItemRow[], label: string): Promise<string> {
  const labelKeyed = items.every((i) => i.key === i.label);
  const base = labelKeyed
    ? label.slice(0, 60)
    : label.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '').slice(0, 56) || 'option';
  const candidates = Array.from({ length: 20 }, (_, n) => (n === 0 ? base : `${base}${labelKeyed ? ' ' : '_'}${n + 1}`));
  const taken = await keysTaken(db, items[0]!.list, candidates);
  const key = candidates.find((c) => !taken.has(c));
  if (!key) throw conflict(M.labelTaken);
  return key;
}

export async function createItem({ db }: Services, actorId: number, list: string, body: z.output<typeof optionItemBody>) {
  const id = await db.transaction(async (tx) => {
    await lockList(tx, list);
    const items = await existingList(tx, list);
    if (items.some((i) => sameLabel(i.label, body.label))) throw conflict(M.labelTaken);
    const key = await freeKey(tx, items, body.label);
    const position = Math.max(...items.map((i) => i.sortOrder)) + 1;
    const id = await insertItem(tx, { list, key, label: body.label, sortOrder: position });
    await recordAudit(tx, { actorId, action: 'option.create', entity: 'option_item', entityId: id, after: { list, key, label: body.label, position } });
    return id;
  }).catch((error: unknown) => { throw isUniqueViolation(error) ? conflict(M.labelTaken) : error; });
  return { message: M.created, data: itemOut((await itemById(db, id))!) };
}

/** Renames an item, retires it (forms stop offering it) or offers it again. */
export async function changeItem({ db }: Services, actorId: number, id: number, body: z.output<typeof optionItemPatchBody>) {
  let message: string = M.saved;
  await db.transaction(async (tx) => {
    const before = await itemById(tx, id);
    if (!before) throw notFound(M.itemNotFound);
    await lockList(tx, before.list);
    if (body.label !== undefined && (await itemsOfList(tx, before.list)).some((i) => i.id !== id && sameLabel(i.label, body.label!))) throw conflict(M.labelTaken);
    const values: Partial<Pick<OptionItemRow, 'label' | 'retiredAt'>> = {};
    if (body.label !== undefined && body.label !== before.label) values.label = body.label;
    const wasRetired = before.retiredAt !== null;
    if (body.retired !== undefined && body.retired !== wasRetired) {
      values.retiredAt = body.retired ? new Date() : null;
      message = body.retired ? M.retired : M.restored;
    }
    if (!Object.keys(values).length) return;
    await updateItem(tx, id, values);
    const after = (await itemById(tx, id))!;
    const action = values.retiredAt !== undefined ? (body.retired ? 'option.retire' : 'option.restore') : 'option.rename';
    await recordAudit(tx, { actorId, action, entity: 'option_item', entityId: id, before: itemOut(before), after: itemOut(after) });
  });
  return { message, data: itemOut((await itemById(db, id))!) };
}

/** Puts a list's items in a new order: `ids` must name each of its items once. */
export async function reorderItems({ db }: Services, actorId: number, list: string, body: z.output<typeof optionOrderBody>) {
  await db.transaction(async (tx) => {
    await lockList(tx, list);
    const items = await existingList(tx, list);
    const ids = new Set(items.map((i) => i.id));
    if (body.ids.length !== ids.size || new Set(body.ids).size !== ids.size || body.ids.some((i) => !ids.has(i))) {
      throw new HttpError(400, M.badOrder, { ids: [M.badOrder] });
    }
    await setOrder(tx, list, body.ids);
    await recordAudit(tx, { actorId, action: 'option.reorder', entity: 'option_list', entityId: list, before: items.map((i) => i.id), after: body.ids });
  });
  return { message: M.reordered, results: (await itemsOfList(db, list)).map(itemOut) };
}
