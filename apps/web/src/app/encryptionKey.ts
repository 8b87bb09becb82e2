import { SHELL_CALL_PATHS, type SIGN_IN_API } from '@fetp/contract';
import { call } from './http';
import { usePublicData, usePublicDataStore, type PublicData } from './publicData';

/** The server's current public key for encrypting passwords (sign-in, registration, the applicant wizard). */
export interface EncryptionKey {
  public_key: string;
  public_key_id: string;
}

const KEY = 'encryption-key';

const loadKey = () =>
  call<typeof SIGN_IN_API.encryptionKey>({ method: 'GET', path: SHELL_CALL_PATHS.encryptionKey }, { auth: false });

/** The public key, fetched when a page with a password field loads (spec 000 §7.2). */
export function useEncryptionKey(): PublicData<EncryptionKey> {
  return usePublicData<EncryptionKey>(KEY, loadKey, { staleMs: 10 * 60_000 });
}

/** Forgets the kept key (the server may have rotated it): the next sign-in attempt fetches a fresh one. */
export function useForgetEncryptionKey(): () => void {
  const store = usePublicDataStore();
  return () => store.invalidate(KEY);
}
