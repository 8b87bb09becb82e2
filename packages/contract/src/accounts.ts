import { z } from 'zod';
import { createAccountAnswer, registerFieldsAnswer, successAnswer } from './api';
import { endpoint } from './endpoints';
import { MESSAGES, createAccountBody, recoveryEmail } from './validation';

/** The server's answers on the password reset calls (000 §7.2). */
export const RESET_MESSAGES = {
  done: 'Your password has been reset. Sign in to your account.',
  invalidLink: 'This password reset link is invalid or has expired.',
} as const;

export const passwordResetRequestBody = z.object({ email: z.string({ error: MESSAGES.loginEmail }).pipe(recoveryEmail) });
export const passwordResetParams = z.object({ id: z.string().min(1).max(200) });
/** The two passwords are checked by the form's own schema after reading, so each gets its message. */
export const passwordResetBody = z.object({ new_password1: z.unknown().optional(), new_password2: z.unknown().optional() });

/** Forgot password and the reset link (000 §7.2). */
export const PASSWORD_RESET_API = {
  request: endpoint({ method: 'POST', path: '/account/password/custom', access: 'public', body: passwordResetRequestBody, answer: successAnswer }),
  confirm: endpoint({
    method: 'POST', path: '/password/reset/:id/custom/', access: 'public', params: passwordResetParams, body: passwordResetBody, answer: successAnswer,
  }),
} as const;

/** The server's answers on registration (002 §5). */
export const REGISTRATION_MESSAGES = {
  emailTaken: 'An account with this email address already exists.',
  created: 'Your account has been created. Sign in to your account.',
  badState: 'Select a valid state.',
  badDistrict: 'Select a district of the chosen state.',
  badChoice: 'Select a valid option.',
} as const;

/** Registration (002 §5): its option lists and the account itself. */
export const REGISTRATION_API = {
  fields: endpoint({ method: 'GET', path: '/register-fields-value/', access: 'public', answer: registerFieldsAnswer }),
  createAccount: endpoint({ method: 'POST', path: '/create_account_custom', access: 'public', body: createAccountBody, answer: createAccountAnswer }),
} as const;
