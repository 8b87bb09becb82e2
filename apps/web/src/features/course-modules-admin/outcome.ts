import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, applyFieldErrors } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import messages from './messages';

/** Runs a change: on success shows the server's message; a refusal goes under the form's fields, or else is returned as text. */
export function useChangeOutcome() {
  const t = useT();
  const fieldError = useFieldError();
  return async <V extends FieldValues>(
    change: () => Promise<{ message: string }>,
    form?: { fields: readonly (keyof V & string)[]; setError: UseFormSetError<V> },
  ): Promise<string | null> => {
    try {
      const answer = await change();
      showSuccess(fieldError(answer.message) ?? answer.message);
      return null;
    } catch (error) {
      const set = form ? applyFieldErrors(error, form.fields, (name, e) => form.setError(name as never, e)) : [];
      if (set.length) return '';
      return error instanceof ApiError && error.status < 500 ? (fieldError(error.message) ?? error.message) : t(messages.saveFailed);
    }
  };
}
