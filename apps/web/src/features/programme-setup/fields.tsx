import { Controller, type Control, type FieldPathByValue, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { ApiError, applyFieldErrors } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import messages from './messages';
import { DateField } from '../../ui/form/DateField';

/**
 * A date of a Content Management form: the kit's DateField bound to a form field that holds
 * YYYY-MM-DD or null (the contract's empty date), with the field's translated error.
 */
export function FormDateField<T extends FieldValues>({ name, control, label, testId }: {
  name: FieldPathByValue<T, string | null>;
  control: Control<T>;
  label: string;
  testId: string;
}) {
  const fieldError = useFieldError();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          value={(field.value as string | null) ?? ''}
          onChange={(value) => field.onChange(value || null)}
          error={fieldError(fieldState.error?.message)}
          testId={testId}
        />
      )}
    />
  );
}

/**
 * Runs a save: on success shows the server's message and returns true; on a refusal puts the
 * server's field messages under the form's fields, or else shows its message above the form.
 */
export function useSaveOutcome() {
  const t = useT();
  const fieldError = useFieldError();
  return async <V extends FieldValues>(
    save: () => Promise<{ message: string }>,
    fields: readonly (keyof V & string)[],
    setError: UseFormSetError<V>,
    setFailure: (message: string | null) => void,
  ): Promise<boolean> => {
    setFailure(null);
    try {
      const answer = await save();
      showSuccess(fieldError(answer.message) ?? answer.message);
      return true;
    } catch (error) {
      const set = applyFieldErrors(error, fields, (name, e) => setError(name as never, e));
      if (!set.length) setFailure(error instanceof ApiError && error.status < 500 ? (fieldError(error.message) ?? error.message) : t(messages.saveFailed));
      return false;
    }
  };
}
