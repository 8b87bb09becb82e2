import { and, asc, eq } from 'drizzle-orm';
import type { Option } from '@fetp/contract';
import type { Queryable } from '../../db/client';
import { districts, optionItems, states } from '../../db/schema';

/** A named option list (gender, goals, …) as `{ key, value, selected }`, in its stored order. */
export async function optionList(db: Queryable, list: string): Promise<Option[]> {
  const rows = await db
    .select({ key: optionItems.key, value: optionItems.label })
    .from(optionItems)
    .where(eq(optionItems.list, list))
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

export async function isOption(db: Queryable, list: string, key: string): Promise<boolean> {
  const [row] = await db.select({ id: optionItems.id }).from(optionItems).where(and(eq(optionItems.list, list), eq(optionItems.key, key)));
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
