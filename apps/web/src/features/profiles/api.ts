import {
  PROFILE_API as API, PROFILE_SAVE_OF, PROFILE_TEMPLATES, listsToWire, toMultipartFields,
  type ProfileTemplate,
} from '@fetp/contract';
import { call } from '../../app/http';

/** Variant B's save as multipart text (002 §7): arrays as JSON text, null as the text None. */
export function variantBFormData(values: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, text] of Object.entries(toMultipartFields(values))) body.append(name, text);
  return body;
}

/**
 * The profile calls (002 §7), paths from PROFILE_API. Loads are told in place (no toast); the form
 * shows the save's outcome itself (its success message, or the field messages under the fields).
 */
export const profileApi = {
  /** The caller's own profile, its template and the option lists. */
  mine: () => call(API.myProfile, { toast: false }),
  /** Another user's profile, read-only (403 for anyone who may not see it). */
  mentee: (userId: number) => call(API.menteeProfile, { query: { user_id: userId }, toast: false }),
  /** The states of a district; the form takes the first. */
  statesOf: (districtId: string) =>
    call(API.stateOfDistrict, { query: { district_id: districtId }, toast: false }),
  /** Saves the form of `template` with its checked values: variant B as multipart, the others as JSON with lists as ordered lists. */
  save: (template: ProfileTemplate, values: Record<string, unknown>) => {
    const target = PROFILE_SAVE_OF[template];
    return template === PROFILE_TEMPLATES.appliedEpidemiology
      ? call(target, { body: variantBFormData(values), toast: false })
      : call(target, { body: listsToWire(values), as: 'json', toast: false });
  },
};
