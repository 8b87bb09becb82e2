import { PASSWORD_RESET_API, type AnswerOf, type PasswordResetForm } from '@fetp/contract';
import { http } from '../../app/http';

/** The reset link's calls: POST /password/reset/{id}/custom/ (spec 000 §7.2) and its check. The page shows its own toasts. */
export const passwordResetApi = {
  /** GET /password/reset/{id}/custom/: whether the link may still be used (asking does not use it). */
  check: (id: string) =>
    http.get<AnswerOf<typeof PASSWORD_RESET_API.check>>(PASSWORD_RESET_API.check.path.replace(':id', encodeURIComponent(id)), { auth: false, toast: false }),
  reset: (id: string, values: PasswordResetForm) =>
    http.post<AnswerOf<typeof PASSWORD_RESET_API.confirm>>(PASSWORD_RESET_API.confirm.path.replace(':id', encodeURIComponent(id)), {
      form: { new_password1: values.new_password1, new_password2: values.new_password2 },
      auth: false,
      toast: false,
    }),
};
