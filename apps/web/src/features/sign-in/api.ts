import type { AccessTokenAnswer, RequestOtpAnswer } from '@fetp/contract';
import { AUTH_RULES } from '@fetp/contract';
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
    http.post<RequestOtpAnswer>('/request-otp/', { form: { ...c }, auth: false, toast: false }),
  validateOtp: (c: Credentials & { otp: string; user_id: number }) =>
    http.post<{ success: boolean; message?: string }>('/validate-otp/', {
      form: { otp: c.otp, password: c.password, user_id: c.user_id, key_id: c.key_id, email: c.email },
      auth: false,
      toast: false,
    }),
  accessToken: (c: Credentials) =>
    http.post<AccessTokenAnswer>('/oauth2/access_token', {
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
    http.get<{ data: { user_roles: string[] } }>('/api/user_roles/', { query: { user_id: userId }, token }),
  resendOtp: (email: string, userId: number) =>
    http.post<{ success: boolean; message?: string }>('/resend-otp/', { form: { email, user_id: userId }, auth: false }),
  forgotPassword: (email: string) =>
    http.post<{ success?: boolean; message?: string }>('/account/password/custom', {
      form: { email },
      auth: false,
      toast: false,
    }),
};
