import type { CalOption } from '@fetp/contract';
import { call } from './http';

/**
 * The dependent dropdowns' lookup (001 §7), given to the form engine (`ui/DynamicForm`, which holds
 * no data) by the features whose forms have such dropdowns: the changed value is POSTed as form data
 * ({ [key]: value }) to the url its field's definition names, and the answer (the contract's
 * lookupOptionsAnswer, `{ data: [{ key, value, selected }] }`) read as options; an answer of another
 * shape gives none.
 */
export async function fetchLookup(url: string, key: string, value: string): Promise<CalOption[]> {
  // The url comes from the form's definition, not from a descriptor: the engine's table (ui/DynamicForm/lookups.ts) says which.
  const answer = await call({ method: 'POST', path: url }, { body: { [key]: value }, toast: false });
  const data = typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { key: k, value: v, selected } = item as { key?: unknown; value?: unknown; selected?: unknown };
    if ((typeof k !== 'string' && typeof k !== 'number') || typeof v !== 'string') return [];
    return [{ key: String(k), value: v, selected: selected === true }];
  });
}
