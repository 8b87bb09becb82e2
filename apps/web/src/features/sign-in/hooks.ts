import { useMutation } from '@tanstack/react-query';
import { loginApi, type Credentials } from './api';

/**
 * The sign-in page's calls as mutations (the forms await them and tell the outcome themselves, so
 * none toasts; api.ts says which carries a token).
 */
export const useRequestOtp = () => useMutation({ mutationFn: loginApi.requestOtp });

export const useForgotPassword = () => useMutation({ mutationFn: loginApi.forgotPassword });

export const useResendOtp = () =>
  useMutation({ mutationFn: ({ email, userId }: { email: string; userId: number }) => loginApi.resendOtp(email, userId) });

/** One sign-in with the code: the code checked, the token taken, and the roles read with it. */
export const useVerifyOtp = () =>
  useMutation({
    mutationFn: async (input: Credentials & { otp: string; user_id: number }) => {
      await loginApi.validateOtp(input);
      const token = await loginApi.accessToken(input);
      const roles = await loginApi.userRoles(token.user_id, token.access_token);
      return { token, roles };
    },
  });
