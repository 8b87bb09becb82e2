import type { CalOption } from '@fetp/contract';

/**
 * Dependent dropdowns (001 §7): when the user changes a dropdown that has a `url` attribute, its
 * value is looked up at that url (the feature's DynamicFormLookup: app/formLookups.ts POSTs it as
 * form data ({ [field]: value })), and the answer (the contract's lookupOptionsAnswer, cal-forms.ts: `{ data: [{ key, value,
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

/**
 * Fetches a lookup's options: `url` from the field's definition, `key` the name the value is sent
 * under. The form engine holds no data: the feature passes its lookup in (app/formLookups.ts).
 */
export type DynamicFormLookup = (url: string, key: string, value: string) => Promise<CalOption[]>;
