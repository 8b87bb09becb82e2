import { AUTH_RULES, SIGN_IN_CALL_PATHS as PATHS } from '@fetp/contract';
// Types only: the descriptors are zod schemas, which the sign-in page must not load.
import type { AnswerOf, PASSWORD_RESET_API, SHELL_API, SIGN_IN_API as API } from '@fetp/contract';
import { http } from '../../app/http';

export interface Credentials {
  email: string;
  /** The password encrypted with the server's public key, base64. */
  password: string;
  key_id: string;
}

/** Sign-in calls (spec 000 §7.2, docs/api.md). None carries a bearer token; the pages show their own messages. */
export const loginApi = {
  requestOtp: (c: Credentials) =>
    http.post<AnswerOf<typeof API.requestOtp>>(PATHS.requestOtp, { form: { ...c }, auth: false, toast: false }),
  validateOtp: (c: Credentials & { otp: string; user_id: number }) =>
    http.post<AnswerOf<typeof API.validateOtp>>(PATHS.validateOtp, {
      form: { otp: c.otp, password: c.password, user_id: c.user_id, key_id: c.key_id, email: c.email },
      auth: false,
      toast: false,
    }),
  accessToken: (c: Credentials) =>
    http.post<AnswerOf<typeof API.accessToken>>(PATHS.accessToken, {
      form: {
        username: c.email,
        password: c.password,
        key_id: c.key_id,
        client_id: AUTH_RULES.oauthClientId,
        grant_type: 'password',
        token_type: 'Bearer',
      },
      auth: false,
      toast: false,
    }),
  userRoles: (userId: number, token: string) =>
    http.get<AnswerOf<typeof SHELL_API.userRoles>>(PATHS.userRoles, { query: { user_id: userId }, token }),
  resendOtp: (email: string, userId: number) =>
    http.post<AnswerOf<typeof API.resendOtp>>(PATHS.resendOtp, { form: { email, user_id: userId }, auth: false }),
  forgotPassword: (email: string) =>
    http.post<AnswerOf<typeof PASSWORD_RESET_API.request>>(PATHS.forgotPassword, {
      form: { email },
      auth: false,
      toast: false,
    }),
};
