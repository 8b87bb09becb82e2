import { PASSWORD_RESET_API, type PasswordResetForm } from '@fetp/contract';
import { call } from '../../app/http';

/** POST /password/reset/{id}/custom/ (spec 000 §7.2). The page shows its own toasts. */
export const passwordResetApi = {
  reset: (id: string, values: PasswordResetForm) =>
    call(PASSWORD_RESET_API.confirm, {
      params: { id },
      body: { new_password1: values.new_password1, new_password2: values.new_password2 },
      auth: false,
      toast: false,
    }),
};
