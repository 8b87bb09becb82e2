import { AUTH_RULES, SIGN_IN_CALL_PATHS as PATHS } from '@fetp/contract';
// Types only: the descriptors are zod schemas, which the sign-in page must not load.
import type { PASSWORD_RESET_API, SHELL_API, SIGN_IN_API as API } from '@fetp/contract';
import { call } from '../../app/http';

export interface Credentials {
  email: string;
  /** The password encrypted with the server's public key, base64. */
  password: string;
  key_id: string;
}

/** Sign-in calls (spec 000 §7.2, docs/api.md). None carries a bearer token; the pages show their own messages. */
export const loginApi = {
  requestOtp: (c: Credentials) =>
    call<typeof API.requestOtp>({ method: 'POST', path: PATHS.requestOtp }, { body: { ...c }, auth: false, toast: false }),
  validateOtp: (c: Credentials & { otp: string; user_id: number }) =>
    call<typeof API.validateOtp>({ method: 'POST', path: PATHS.validateOtp }, {
      body: { otp: c.otp, password: c.password, user_id: c.user_id, key_id: c.key_id, email: c.email },
      auth: false,
      toast: false,
    }),
  accessToken: (c: Credentials) =>
    call<typeof API.accessToken>({ method: 'POST', path: PATHS.accessToken }, {
      body: {
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
    call<typeof SHELL_API.userRoles>({ method: 'GET', path: PATHS.userRoles }, { query: { user_id: userId }, token }),
  resendOtp: (email: string, userId: number) =>
    call<typeof API.resendOtp>({ method: 'POST', path: PATHS.resendOtp }, { body: { email, user_id: userId }, auth: false }),
  forgotPassword: (email: string) =>
    call<typeof PASSWORD_RESET_API.request>({ method: 'POST', path: PATHS.forgotPassword }, {
      body: { email },
      auth: false,
      toast: false,
    }),
};
