/*
 * The sign-in page's field rules as plain functions (no zod): each takes the text typed and returns
 * the contract's message, or undefined when the text is valid. The browser's sign-in forms call
 * them directly; the zod schemas of the same fields (validation.ts) call them too, so the server
 * refuses a value with exactly the message the form shows.
 */
import { LIMITS } from './constants';
import { MESSAGES } from './messages';

/** One rule of one text field: its message, or undefined when the value passes. */
export type TextRule = (value: string) => string | undefined;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The length an e-mail address may have on the sign-in and forgot-password forms (after trimming). */
export const LOGIN_EMAIL_LENGTH = { min: 3, max: 254 } as const;

export const OTP_PATTERN = new RegExp(`^\\d{${LIMITS.otpLength}}$`);

const emailLengthOk = (email: string) => email.length >= LOGIN_EMAIL_LENGTH.min && email.length <= LOGIN_EMAIL_LENGTH.max;

/** The sign-in e-mail (000 §5.1): one message for every fault. */
export const checkLoginEmail: TextRule = (value) => {
  const email = value.trim();
  return emailLengthOk(email) && EMAIL_PATTERN.test(email) ? undefined : MESSAGES.loginEmail;
};

/** The sign-in password: required first, then at least LIMITS.loginPasswordMin characters. */
export const checkLoginPassword: TextRule = (value) => {
  if (!value) return MESSAGES.loginPasswordRequired;
  return value.length < LIMITS.loginPasswordMin ? MESSAGES.loginPasswordShort : undefined;
};

/** The forgot-password e-mail: a bad length says so; a bad shape has its own message. */
export const checkRecoveryEmail: TextRule = (value) => {
  const email = value.trim();
  if (!emailLengthOk(email)) return MESSAGES.loginEmail;
  return EMAIL_PATTERN.test(email) ? undefined : MESSAGES.recoveryEmailPattern;
};

/** The one-time code: exactly LIMITS.otpLength digits. */
export const checkOtpCode: TextRule = (value) => (OTP_PATTERN.test(value) ? undefined : MESSAGES.otp);
