import { extraEducationRow, previousExperienceRow } from '@fetp/contract';
import { STEP_COUNT, emptyApplicantForm, type ApplicantForm } from './form';

/**
 * A half-filled application kept on this device, per course, so a reload keeps it: the values
 * (never the files) and the step. Cleared after a successful submission or by Start over, and
 * dropped once older than DRAFT_MAX_AGE_DAYS, so personal details do not linger on a shared
 * computer.
 */
export interface ApplicantDraft {
  step: number;
  values: ApplicantForm;
}

export const DRAFT_PREFIX = 'fetp_applicant_draft:';
export const DRAFT_SAVE_DELAY_MS = 400;
export const DRAFT_MAX_AGE_DAYS = 7;

export const draftKey = (courseId: string) => `${DRAFT_PREFIX}${courseId}`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Takes from a stored value only what fits the form: strings, booleans and valid rows. */
function sanitize(stored: unknown): ApplicantDraft | null {
  if (!isObject(stored) || !isObject(stored.values)) return null;
  const values = emptyApplicantForm() as Record<string, unknown>;
  const source = stored.values;
  for (const [name, empty] of Object.entries(values)) {
    const value = source[name];
    if (typeof empty === 'string' && typeof value === 'string') values[name] = value;
    else if (typeof empty === 'boolean' && typeof value === 'boolean') values[name] = value;
  }
  const rows = <T>(list: unknown, parse: (row: unknown) => { success: boolean; data?: T }) =>
    Array.isArray(list) ? list.map(parse).flatMap((r) => (r.success && r.data ? [r.data] : [])) : [];
  values.extra_education_data = rows(source.extra_education_data, (r) => extraEducationRow.safeParse(r));
  values.prev_exp_data = rows(source.prev_exp_data, (r) => previousExperienceRow.safeParse(r));
  const step = typeof stored.step === 'number' && Number.isInteger(stored.step) ? Math.min(Math.max(stored.step, 0), STEP_COUNT - 1) : 0;
  return { step, values: values as ApplicantForm };
}

/** Whether nothing has been entered yet (such a draft is not kept). */
export function isBlank(values: ApplicantForm): boolean {
  return Object.values(values).every((v) => (typeof v === 'string' ? v.trim() === '' : typeof v === 'boolean' ? !v : Array.isArray(v) ? v.length === 0 : true));
}

export function loadDraft(courseId: string): ApplicantDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(courseId));
    const stored: unknown = raw ? JSON.parse(raw) : null;
    const savedAt = isObject(stored) && typeof stored.saved_at === 'string' ? Date.parse(stored.saved_at) : NaN;
    if (savedAt < Date.now() - DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000) {
      clearDraft(courseId);
      return null;
    }
    const draft = sanitize(stored);
    return draft && !isBlank(draft.values) ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(courseId: string, draft: ApplicantDraft): void {
  try {
    localStorage.setItem(draftKey(courseId), JSON.stringify({ ...draft, saved_at: new Date().toISOString() }));
  } catch {
    // Storage full or disabled: the form still works, it just is not kept.
  }
}

export function clearDraft(courseId: string): void {
  try {
    localStorage.removeItem(draftKey(courseId));
  } catch {
    // Nothing to clear.
  }
}
