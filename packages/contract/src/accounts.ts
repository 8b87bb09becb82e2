import { z } from 'zod';
import { MESSAGES } from './messages';
import { createAccountAnswer, registerFieldsAnswer, successAnswer } from './api';
import { endpoint } from './endpoints';
import { SIGN_IN_CALL_PATHS } from './paths';
import { createAccountBody, recoveryEmail } from './validation';

export const passwordResetRequestBody = z.object({ email: z.string({ error: MESSAGES.loginEmail }).pipe(recoveryEmail) });
export const passwordResetParams = z.object({ id: z.string().min(1).max(200) });
/** The two passwords are checked by the form's own schema after reading, so each gets its message. */
export const passwordResetBody = z.object({ new_password1: z.unknown().optional(), new_password2: z.unknown().optional() });

/** GET /password/reset/{id}/custom/ (designed here): whether a reset link may still be used, without using it. */
export const passwordResetCheckAnswer = z.object({ valid: z.boolean() });

/** Forgot password and the reset link (000 §7.2). */
export const PASSWORD_RESET_API = {
  request: endpoint({ method: 'POST', path: SIGN_IN_CALL_PATHS.forgotPassword, access: 'public', body: passwordResetRequestBody, answer: successAnswer }),
  confirm: endpoint({
    method: 'POST', path: '/password/reset/:id/custom/', access: 'public', params: passwordResetParams, body: passwordResetBody, answer: successAnswer,
  }),
  /** The reset page asks when it opens, so a used or expired link says so before any password is typed. */
  check: endpoint({ method: 'GET', path: '/password/reset/:id/custom/', access: 'public', params: passwordResetParams, answer: passwordResetCheckAnswer }),
} as const;

/** Registration (002 §2.12, §5): its option lists and the account itself; the recommendations page's call is RECOMMENDATIONS_API. */
export const REGISTRATION_API = {
  fields: endpoint({ method: 'GET', path: '/register-fields-value/', access: 'public', answer: registerFieldsAnswer }),
  createAccount: endpoint({ method: 'POST', path: '/create_account_custom', access: 'public', body: createAccountBody, answer: createAccountAnswer }),
} as const;
