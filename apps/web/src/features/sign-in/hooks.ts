import { loginApi, type Credentials } from './api';

/**
 * The sign-in page's calls for its forms (they await them and tell the outcome themselves, so none
 * toasts; api.ts says which carries a token). Plain functions rather than TanStack mutations: the
 * login page's first load stays within its budget (scripts/budget.mjs).
 */
export const useRequestOtp = () => loginApi.requestOtp;

export const useForgotPassword = () => loginApi.forgotPassword;

export const useResendOtp = () => loginApi.resendOtp;

/** One sign-in with the code: the code checked, the token taken, and the roles read with it. */
export const useVerifyOtp = () => async (input: Credentials & { otp: string; user_id: number }) => {
  await loginApi.validateOtp(input);
  const token = await loginApi.accessToken(input);
  const roles = await loginApi.userRoles(token.user_id, token.access_token);
  return { token, roles };
};
