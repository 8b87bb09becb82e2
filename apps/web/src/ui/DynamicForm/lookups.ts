import type { CalOption } from '@fetp/contract';
import { http } from '../../app/http';

/**
 * Dependent dropdowns (001 §7): when the user changes a dropdown that has a `url` attribute, its
 * value is POSTed as form data ({ [field]: value }, with the CSRF token the client adds) to that
 * url, and the answer (the contract's lookupOptionsAnswer, cal-forms.ts: `{ data: [{ key, value,
 * selected }] }`) feeds another field, as this table says:
 *
 * | changed field | url (from the definition)        | fed field   | how                                          |
 * |---------------|----------------------------------|-------------|----------------------------------------------|
 * | state_id      | /cal/api/get/districts/details/  | district_id | its options become the answer's; the choice is the answer's selected one, else kept if still offered, else cleared |
 * | district_id   | /cal/api/get/state/details/      | state_id    | its choice becomes the answer's selected option (added to its options if missing) |
 * | project_type  | /cal/api/get/project/classification/ | project_classification | as state_id: the type's classifications become its options |
 * | state         | /cal/api/get/districts/details/  | district    | as state_id (the field-assignment project form, 002 §3; sent as `state_id`) |
 *
 * A dropdown with a url not in this table is not looked up (the other lookups of §7 pre-fill
 * forms in ways the spec does not describe). A value set by a lookup does not start another.
 */
export const DEPENDENT_LOOKUPS: Readonly<Record<string, { feeds: string; mode: 'options' | 'choice'; param?: string }>> = {
  state_id: { feeds: 'district_id', mode: 'options' },
  district_id: { feeds: 'state_id', mode: 'choice' },
  project_type: { feeds: 'project_classification', mode: 'options' },
  state: { feeds: 'district', mode: 'options', param: 'state_id' },
};

export const lookupOf = (key: string) => (Object.hasOwn(DEPENDENT_LOOKUPS, key) ? DEPENDENT_LOOKUPS[key] : undefined);

/** The options a lookup answers (an answer of another shape gives none); `key` is the name the value is sent under. */
export async function fetchLookup(url: string, key: string, value: string): Promise<CalOption[]> {
  const answer = await http.post<unknown>(url, { form: { [key]: value }, toast: false });
  const data = typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { key: k, value: v, selected } = item as { key?: unknown; value?: unknown; selected?: unknown };
    if ((typeof k !== 'string' && typeof k !== 'number') || typeof v !== 'string') return [];
    return [{ key: String(k), value: v, selected: selected === true }];
  });
}
