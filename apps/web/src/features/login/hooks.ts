import { useQuery } from '@tanstack/react-query';
import { loginApi } from './api';

export const loginKeys = { encryptionKey: ['auth', 'encryption-key'] as const };

/** The public key is fetched on page load (spec 000 §7.2). */
export function useEncryptionKey() {
  return useQuery({ queryKey: loginKeys.encryptionKey, queryFn: loginApi.encryptionKey, staleTime: 10 * 60_000 });
}
