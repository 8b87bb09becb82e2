import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHELL_CALL_PATHS, type SIGN_IN_API } from '@fetp/contract';
import { call } from './http';

/** The server's current public key for encrypting passwords (sign-in, registration, the applicant wizard). */
export interface EncryptionKey {
  public_key: string;
  public_key_id: string;
}

export const encryptionKeyKeys = { all: ['encryption-key'] as const };

export const encryptionKeyQuery = () =>
  queryOptions({
    queryKey: encryptionKeyKeys.all,
    queryFn: () => call<typeof SIGN_IN_API.encryptionKey>({ method: 'GET', path: SHELL_CALL_PATHS.encryptionKey }, { auth: false }),
    staleTime: 10 * 60_000,
  });

/** The public key, fetched when a page with a password field loads (spec 000 §7.2). */
export function useEncryptionKey() {
  return useQuery(encryptionKeyQuery());
}
