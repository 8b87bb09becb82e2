import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldError } from '../i18n';

/** Props every kit field takes: its name on the form, and the form's control when there is no FormProvider. */
export interface BoundField<T extends FieldValues, N extends FieldPath<T>> {
  name: N;
  control?: Control<T>;
}

/** A field's controller and its error message, translated from the contract's text. */
export function useControlledField<T extends FieldValues, N extends FieldPath<T>>({ name, control }: BoundField<T, N>) {
  const fieldError = useFieldError();
  const { field, fieldState } = useController<T, N>({ name, control });
  return { field, error: fieldError(fieldState.error?.message) };
}
