import { useFormContext, useFormState, useWatch, type FieldError, type PathValue } from 'react-hook-form';
import { useFieldError } from '../../app/i18n';
import type { ApplicantForm } from './form';

type RowsName = 'extra_education_data' | 'prev_exp_data';

/**
 * One of the wizard's row lists as a RowEditor wants it: the rows, a setter that marks the form
 * dirty and clears the list's errors, the list's own message and each row's field messages.
 */
export function useRowsField<N extends RowsName>(name: N) {
  const fieldError = useFieldError();
  const { setValue, clearErrors } = useFormContext<ApplicantForm>();
  const rows = useWatch<ApplicantForm, N>({ name });
  const { errors } = useFormState<ApplicantForm>({ name });
  const listErrors = errors[name];
  return {
    rows,
    onRowsChange: (next: ApplicantForm[N]) => {
      setValue(name, next as PathValue<ApplicantForm, N>, { shouldDirty: true });
      clearErrors(name);
    },
    listError: listErrors?.message ?? listErrors?.root?.message,
    rowErrors: (index: number): string[] => {
      const rowError: unknown = (listErrors as Record<number, unknown> | undefined)?.[index];
      if (!rowError || typeof rowError !== 'object') return [];
      return Object.values(rowError as Record<string, FieldError | undefined>)
        .map((e) => (e && typeof e === 'object' && 'message' in e ? fieldError(e.message) : undefined))
        .filter((m): m is string => Boolean(m));
    },
  };
}
