import { PASSWORD_RESET_API, type AnswerOf, type PasswordResetForm } from '@fetp/contract';
import { http } from '../../app/http';

/** POST /password/reset/{id}/custom/ (spec 000 §7.2). The page shows its own toasts. */
export const passwordResetApi = {
  reset: (id: string, values: PasswordResetForm) =>
    http.post<AnswerOf<typeof PASSWORD_RESET_API.confirm>>(PASSWORD_RESET_API.confirm.path.replace(':id', encodeURIComponent(id)), {
      form: { new_password1: values.new_password1, new_password2: values.new_password2 },
      auth: false,
      toast: false,
    }),
};
