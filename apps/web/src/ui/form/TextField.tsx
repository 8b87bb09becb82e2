import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { PlainTextField, type TextFieldLook } from './PlainTextField';
import { useControlledField, type BoundField } from './useControlledField';

export type TextFieldProps<T extends FieldValues> = BoundField<T, FieldPathByValue<T, string>> & TextFieldLook;

/** A text input (or textarea) bound to a form field, showing the field's translated error. */
export function TextField<T extends FieldValues>({ name, control, ...look }: TextFieldProps<T>) {
  const { field, error } = useControlledField<T, FieldPathByValue<T, string>>({ name, control });
  return (
    <PlainTextField
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
