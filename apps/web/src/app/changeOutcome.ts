import type { MessageDescriptor } from 'react-intl';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, applyFieldErrors } from './http';
import { useFieldError, useT } from './i18n';
import { showSuccess } from './toast';

/**
 * Runs a change: on success shows the server's message; a refusal goes under the form's fields, or
 * else is returned as text (the server's for a 4xx, `failed` otherwise; '' when it went under fields).
 */
export function useChangeOutcome(failed: MessageDescriptor) {
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
      return error instanceof ApiError && error.status < 500 ? (fieldError(error.message) ?? error.message) : t(failed);
    }
  };
}
