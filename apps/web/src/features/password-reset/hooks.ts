import { useMutation, useQuery } from '@tanstack/react-query';
import type { PasswordResetForm } from '@fetp/contract';
import { passwordResetApi } from './api';

export function useResetPassword(id: string) {
  return useMutation({ mutationFn: (values: PasswordResetForm) => passwordResetApi.reset(id, values) });
}

/** Every key of the password reset starts here. */
export const passwordResetKeys = {
  all: ['password-reset'] as const,
  link: (id: string) => [...passwordResetKeys.all, 'link', id] as const,
};

/** Whether the page's link may still be used, asked once when the page opens. */
export function useResetLinkCheck(id: string) {
  return useQuery({ queryKey: passwordResetKeys.link(id), queryFn: () => passwordResetApi.check(id), enabled: id !== '', staleTime: Infinity, retry: false });
}
