import { z } from 'zod';
import { SHELL_CALL_PATHS, SIGN_IN_CALL_PATHS } from './paths';
import { MESSAGES, SIGN_IN_MESSAGES, KEY_EXPIRED_MESSAGE } from './messages';
import { accessTokenAnswer, encryptionKeyAnswer, requestOtpAnswer, successAnswer } from './api';
import { endpoint } from './endpoints';
import { loginEmail, otpCode, recordId } from './validation';

const required = (message: string) => z.string({ error: message }).min(1, message);
const userId = recordId(SIGN_IN_MESSAGES.noPendingSignIn);
const encryptedPassword = required(MESSAGES.loginPasswordRequired);
const keyId = required(KEY_EXPIRED_MESSAGE);

export const requestOtpBody = z.object({ email: loginEmail, password: encryptedPassword, key_id: keyId });
export const validateOtpBody = z.object({
  otp: z.string({ error: MESSAGES.otp }).pipe(otpCode), password: encryptedPassword, user_id: userId, key_id: keyId, email: loginEmail,
});
export const accessTokenBody = z.object({
  username: loginEmail,
  password: encryptedPassword,
  key_id: keyId,
  client_id: z.string().optional(),
  grant_type: z.string().optional(),
  token_type: z.string().optional(),
});
export const resendOtpBody = z.object({ email: loginEmail, user_id: userId });

/** The sign-in calls: key, credentials, code, token, resend, sign-out. */
export const SIGN_IN_API = {
  encryptionKey: endpoint({ method: 'GET', path: SHELL_CALL_PATHS.encryptionKey, access: 'public', answer: encryptionKeyAnswer }),
  requestOtp: endpoint({ method: 'POST', path: SIGN_IN_CALL_PATHS.requestOtp, access: 'public', body: requestOtpBody, answer: requestOtpAnswer }),
  validateOtp: endpoint({ method: 'POST', path: SIGN_IN_CALL_PATHS.validateOtp, access: 'public', body: validateOtpBody, answer: successAnswer }),
  accessToken: endpoint({ method: 'POST', path: SIGN_IN_CALL_PATHS.accessToken, access: 'public', body: accessTokenBody, answer: accessTokenAnswer }),
  resendOtp: endpoint({ method: 'POST', path: SIGN_IN_CALL_PATHS.resendOtp, access: 'public', body: resendOtpBody, answer: successAnswer }),
  logout: endpoint({ method: 'GET', path: SHELL_CALL_PATHS.logout, access: 'authenticated', answer: successAnswer }),
} as const;
