import type { CalFormDefinition, CalOption } from '@fetp/contract';

/**
 * The answers of a CAL form being filled, kept on this device until they are sent (as the
 * applicant wizard keeps its draft): the values (never files) and the options lookups supplied.
 * Dropped once older than DRAFT_MAX_AGE_DAYS, so nothing lingers on a shared computer.
 */
export interface CalFormDraft {
  values: Record<string, unknown>;
  options: Record<string, CalOption[]>;
}

export const DRAFT_PREFIX = 'fetp_cal_form_draft:';
export const DRAFT_MAX_AGE_DAYS = 7;

const storageKey = (key: string) => `${DRAFT_PREFIX}${key}`;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isOption = (v: unknown): v is CalOption => isObject(v) && typeof v.key === 'string' && typeof v.value === 'string';

/** Takes from a stored draft only the definition's fields, with values a form holds (texts, flags, lists of keys). */
function sanitize(stored: unknown, definition: CalFormDefinition): CalFormDraft | null {
  if (!isObject(stored) || !isObject(stored.values)) return null;
  const values: Record<string, unknown> = {};
  const options: Record<string, CalOption[]> = {};
  for (const [key, field] of Object.entries(definition.fields)) {
    if (field.attributes.type === 'file' || !Object.hasOwn(stored.values, key)) continue;
    const value = stored.values[key];
    if (typeof value === 'string' || typeof value === 'boolean') values[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) values[key] = value;
    const list = isObject(stored.options) && Object.hasOwn(stored.options, key) ? stored.options[key] : undefined;
    if (Array.isArray(list) && list.every(isOption)) options[key] = list.map(({ key: k, value: v }) => ({ key: k, value: v, selected: false }));
  }
  return { values, options };
}

export function loadDraft(key: string, definition: CalFormDefinition): CalFormDraft | null {
  try {
    const raw = localStorage.getItem(storageKey(key));
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    const savedAt = isObject(stored) && typeof stored.saved_at === 'string' ? Date.parse(stored.saved_at) : NaN;
    if (!(savedAt >= Date.now() - DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000)) {
      clearDraft(key);
      return null;
    }
    return sanitize(stored, definition);
  } catch {
    return null;
  }
}

/** Keeps the draft; files are left out (they cannot be stored). */
export function saveDraft(key: string, draft: CalFormDraft): void {
  const values = Object.fromEntries(Object.entries(draft.values).filter(([, v]) => !(typeof v === 'object' && v !== null && !Array.isArray(v))));
  try {
    localStorage.setItem(storageKey(key), JSON.stringify({ values, options: draft.options, saved_at: new Date().toISOString() }));
  } catch {
    // Storage full or disabled: the form still works, it just is not kept.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(storageKey(key));
  } catch {
    // Nothing to clear.
  }
}
