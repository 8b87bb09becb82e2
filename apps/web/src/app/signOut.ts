import { SHELL_CALL_PATHS, WEB_BASE, type SIGN_IN_API } from '@fetp/contract';
import { call } from './http';
import { clearSession } from './auth';
import { browser } from './browser';

/** Sign Out (spec 000 §4): calls logout, clears storage and cookies, goes to the public home. */
export async function signOut(): Promise<void> {
  try {
    await call<typeof SIGN_IN_API.logout>({ method: 'GET', path: SHELL_CALL_PATHS.logout }, { toast: false });
  } catch {
    // the session is ended locally whatever the server answered
  }
  clearSession();
  browser.assign(`${WEB_BASE}/`);
}
