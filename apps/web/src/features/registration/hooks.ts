import { useMutation, useQuery } from '@tanstack/react-query';
import { registrationApi } from './api';

export { useEncryptionKey } from '../login/hooks';

export function useRegisterFields() {
  return useQuery({ queryKey: ['registration', 'fields'], queryFn: registrationApi.fields, staleTime: 10 * 60_000 });
}

export function useCreateAccount() {
  return useMutation({ mutationFn: registrationApi.createAccount });
}
