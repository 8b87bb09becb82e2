import { pageUrl } from '@fetp/contract';

/**
 * The mentee profile page (/learn/ask/mentee/profile/details/, 002 §2.5) shows the officer whose
 * user id was stored locally under this key by the page that opened it (the dashboards).
 */
export const MENTEE_PROFILE_ID_KEY = 'mentee_user_id';

/** Stores the officer's user id for the mentee profile page and opens that page in a new tab. */
export function openMenteeProfile(menteeUserId: number): void {
  localStorage.setItem(MENTEE_PROFILE_ID_KEY, String(menteeUserId));
  window.open(pageUrl('menteeProfile'), '_blank', 'noopener');
}

/** The officer the mentee profile page is to show: the stored user id, or null when none (or not an id) is stored. */
export function storedMenteeProfileId(): number | null {
  const raw = localStorage.getItem(MENTEE_PROFILE_ID_KEY);
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
}
