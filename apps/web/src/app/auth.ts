import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, parseRoles, type AccessTokenAnswer } from '@fetp/contract';

/**
 * The locally kept session (spec 000 §3): the access_token answer as JSON, the roles as a
 * comma-separated list and the user id.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  const raw = read(STORAGE_KEYS.accessToken);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'access_token' in parsed) {
      const token = (parsed as { access_token: unknown }).access_token;
      return typeof token === 'string' && token ? token : null;
    }
    return typeof parsed === 'string' && parsed ? parsed : null;
  } catch {
    return raw;
  }
}

export function getUserRoles(): string {
  return read(STORAGE_KEYS.userRoles) ?? '';
}

export function getUserId(): string | null {
  return read(STORAGE_KEYS.userId);
}

export function isSignedIn(): boolean {
  return getAccessToken() !== null;
}

/** Stores the whole session at once, so the UI never sees a token without its roles. */
export function saveSession(token: AccessTokenAnswer, roles: readonly string[]): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify(token));
  localStorage.setItem(STORAGE_KEYS.userRoles, parseRoles(roles).join(','));
  localStorage.setItem(STORAGE_KEYS.userId, String(token.user_id));
  emit();
}

export function clearCookies(): void {
  if (typeof document === 'undefined') return;
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    for (const path of ['/', '/learn', '/learn/']) {
      document.cookie = `${name}=; ${expired}; path=${path}`;
    }
    document.cookie = `${name}=; ${expired}`;
  }
}

/** Clears local storage, session storage and cookies (spec 000 §4: 401, sign-out, role gate). */
export function clearSession(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage unavailable: nothing to clear
  }
  clearCookies();
  emit();
}

export function subscribeAuth(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface AuthState {
  signedIn: boolean;
  roles: string;
}

function snapshot(): string {
  return `${getAccessToken() ?? ''}\n${getUserRoles()}`;
}

/** The signed-in state and roles, re-rendering when they change. */
export function useAuth(): AuthState {
  const snap = useSyncExternalStore(subscribeAuth, snapshot, () => '\n');
  const [token = '', roles = ''] = snap.split('\n');
  return { signedIn: token.length > 0, roles };
}
