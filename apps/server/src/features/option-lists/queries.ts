import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Option } from '@fetp/contract';
import type { Queryable } from '../../db/client';
import { districts, optionItems, states } from '../../db/schema';

/** Items a form offers: not retired (a retired item's label still shows where an answer holds it). */
const offered = isNull(optionItems.retiredAt);

/** A named option list (gender, goals, …) as `{ key, value, selected }`, in its stored order, without retired items. */
export async function optionList(db: Queryable, list: string): Promise<Option[]> {
  const rows = await db
    .select({ key: optionItems.key, value: optionItems.label })
    .from(optionItems)
    .where(and(eq(optionItems.list, list), offered))
    .orderBy(asc(optionItems.sortOrder), asc(optionItems.label));
  return rows.map((r) => ({ ...r, selected: false }));
}

export async function stateOptions(db: Queryable): Promise<Option[]> {
  const rows = await db.select().from(states).orderBy(asc(states.name));
  return rows.map((s) => ({ key: String(s.id), value: s.name, selected: false }));
}

/** Every district, each naming its state so a form can filter by the chosen state. */
export async function districtOptions(db: Queryable): Promise<Array<Option & { state: string }>> {
  const rows = await db.select().from(districts).orderBy(asc(districts.name));
  return rows.map((d) => ({ key: String(d.id), value: d.name, selected: false, state: String(d.stateId) }));
}

/** Whether a key is one a form offers now (not retired). */
export async function isOption(db: Queryable, list: string, key: string): Promise<boolean> {
  const [row] = await db.select({ id: optionItems.id }).from(optionItems).where(and(eq(optionItems.list, list), eq(optionItems.key, key), offered));
  return Boolean(row);
}

/** The state a district lies in, or none when there is no such district. */
export function stateOfDistrict(db: Queryable, districtId: number) {
  return db
    .select({ id: states.id, name: states.name })
    .from(districts)
    .innerJoin(states, eq(states.id, districts.stateId))
    .where(eq(districts.id, districtId));
}

// ---- Content Management (administrators) ----

export type OptionItemRow = typeof optionItems.$inferSelect;

/** Every list with its item count and retired count, by name (one aggregate over option_items_list_key_uq). */
export function listSummaries(db: Queryable) {
  return db
    .select({ list: optionItems.list, items: count(), retired: sql<number>`count(${optionItems.retiredAt})::int` })
    .from(optionItems)
    .groupBy(optionItems.list)
    .orderBy(asc(optionItems.list));
}

/** Every item of a list, retired ones too, in its stored order. */
export function itemsOfList(db: Queryable, list: string): Promise<OptionItemRow[]> {
  return db.select().from(optionItems).where(eq(optionItems.list, list)).orderBy(asc(optionItems.sortOrder), asc(optionItems.label), asc(optionItems.id));
}

export async function itemById(db: Queryable, id: number): Promise<OptionItemRow | null> {
  const [row] = await db.select().from(optionItems).where(eq(optionItems.id, id));
  return row ?? null;
}

export async function insertItem(db: Queryable, values: typeof optionItems.$inferInsert): Promise<number> {
  const [row] = await db.insert(optionItems).values(values).returning({ id: optionItems.id });
  return row!.id;
}

export async function updateItem(db: Queryable, id: number, values: Partial<Pick<OptionItemRow, 'label' | 'retiredAt'>>): Promise<void> {
  if (Object.keys(values).length) await db.update(optionItems).set(values).where(eq(optionItems.id, id));
}

/** Each item's position as its index in `ids` (one statement). */
export async function setOrder(db: Queryable, list: string, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const positions = sql.join(ids.map((id, i) => sql`(${id}::int, ${i}::int)`), sql`, `);
  await db.execute(sql`update option_items o set sort_order = v.pos from (values ${positions}) as v(id, pos) where o.id = v.id and o.list = ${list}`);
}

/** Locks a list's rows for a change of its order or keys (two administrators at once wait for each other). */
export async function lockList(db: Queryable, list: string): Promise<void> {
  await db.execute(sql`select id from option_items where list = ${list} for update`);
}

/** The keys of a list among `keys` (a new item's key is made unique against them). */
export async function keysTaken(db: Queryable, list: string, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.select({ key: optionItems.key }).from(optionItems).where(and(eq(optionItems.list, list), inArray(optionItems.key, [...keys])));
  return new Set(rows.map((r) => r.key));
}
