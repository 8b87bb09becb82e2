import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { PlainPasswordField, type PasswordFieldLook } from './PlainPasswordField';
import { useControlledField, type BoundField } from './useControlledField';

export type PasswordFieldProps<T extends FieldValues> = BoundField<T, FieldPathByValue<T, string>> & PasswordFieldLook;

/** A password input (with its show/hide toggle) bound to a form field. */
export function PasswordField<T extends FieldValues>({ name, control, ...look }: PasswordFieldProps<T>) {
  const { field, error } = useControlledField<T, FieldPathByValue<T, string>>({ name, control });
  return (
    <PlainPasswordField
      {...look}
      error={error}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
    />
  );
}
