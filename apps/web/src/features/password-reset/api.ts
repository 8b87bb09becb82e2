import { PASSWORD_RESET_API, type PasswordResetForm } from '@fetp/contract';
import { call } from '../../app/http';

/** The reset link's calls: POST /password/reset/{id}/custom/ (spec 000 §7.2) and its check. The page shows its own toasts. */
export const passwordResetApi = {
  /** GET /password/reset/{id}/custom/: whether the link may still be used (asking does not use it). */
  check: (id: string) =>
    call(PASSWORD_RESET_API.check, { params: { id }, auth: false, toast: false }),
  reset: (id: string, values: PasswordResetForm) =>
    call(PASSWORD_RESET_API.confirm, {
      params: { id },
      body: { new_password1: values.new_password1, new_password2: values.new_password2 },
      auth: false,
      toast: false,
    }),
};
