import { z } from 'zod';
import { AUTH_RULES } from './constants';
import { accessTokenAnswer, encryptionKeyAnswer, requestOtpAnswer, successAnswer } from './api';
import { endpoint } from './endpoints';
import { MESSAGES, loginEmail, otpCode, recordId } from './validation';

/** The server's answers on the sign-in calls (000 §7.2, §8.2), written once for both sides. */
export const SIGN_IN_MESSAGES = {
  wrongCredentials: 'The email address or password is incorrect.',
  wrongCode: (left: number) => `Invalid code. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  codeSpent: 'This code has expired or has been used too many times. Please request a new code.',
  noPendingSignIn: 'Your sign-in has expired. Please sign in again.',
  resendTooSoon: `Please wait ${AUTH_RULES.otpResendAfterSeconds} seconds before requesting a new code.`,
  codeSent: 'A new code has been sent to your email address.',
  codeVerified: 'Code verified.',
  notVerified: 'Please verify the code sent to your email address first.',
  badClient: 'Unsupported client or grant type.',
} as const;

export const KEY_EXPIRED_MESSAGE = 'The sign-in key has expired. Please reload the page and try again.';
export const PASSWORD_UNREADABLE_MESSAGE = 'The password could not be read. Please reload the page and try again.';

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
  encryptionKey: endpoint({ method: 'GET', path: '/login-register-encryption-keys', access: 'public', answer: encryptionKeyAnswer }),
  requestOtp: endpoint({ method: 'POST', path: '/request-otp/', access: 'public', body: requestOtpBody, answer: requestOtpAnswer }),
  validateOtp: endpoint({ method: 'POST', path: '/validate-otp/', access: 'public', body: validateOtpBody, answer: successAnswer }),
  accessToken: endpoint({ method: 'POST', path: '/oauth2/access_token', access: 'public', body: accessTokenBody, answer: accessTokenAnswer }),
  resendOtp: endpoint({ method: 'POST', path: '/resend-otp/', access: 'public', body: resendOtpBody, answer: successAnswer }),
  logout: endpoint({ method: 'GET', path: '/api/v1/custom/logout/', access: 'authenticated', answer: successAnswer }),
} as const;
