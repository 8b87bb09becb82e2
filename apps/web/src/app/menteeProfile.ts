import { pageUrl } from '@fetp/contract';

/**
 * The mentee profile page (/learn/ask/mentee/profile/details/, 002 §2.5) shows the officer named
 * in its address (`?user_id=`), else the one whose user id was stored locally under this key by
 * the page that opened it (the spec's way, kept as the fallback).
 */
export const MENTEE_PROFILE_ID_KEY = 'mentee_user_id';

/** The mentee profile page's address for one officer: each tab keeps its own officer on reload. */
export const menteeProfileUrl = (menteeUserId: number) => `${pageUrl('menteeProfile')}?user_id=${menteeUserId}`;

/** Stores the officer's user id (the spec's fallback) and opens their profile page, id in the address, in a new tab. */
export function openMenteeProfile(menteeUserId: number): void {
  localStorage.setItem(MENTEE_PROFILE_ID_KEY, String(menteeUserId));
  window.open(menteeProfileUrl(menteeUserId), '_blank', 'noopener');
}

/** The officer the mentee profile page is to show: the stored user id, or null when none (or not an id) is stored. */
export function storedMenteeProfileId(): number | null {
  const raw = localStorage.getItem(MENTEE_PROFILE_ID_KEY);
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
}
