import { useMutation } from '@tanstack/react-query';
import type { PasswordResetForm } from '@fetp/contract';
import { passwordResetApi } from './api';

export function useResetPassword(id: string) {
  return useMutation({ mutationFn: (values: PasswordResetForm) => passwordResetApi.reset(id, values) });
}
