import type { ReactNode } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { PasswordInput } from '@mantine/core';
import { useControlledField, type BoundField } from './useControlledField';

export interface PasswordFieldProps<T extends FieldValues> extends BoundField<T, FieldPathByValue<T, string>> {
  label: string;
  description?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
}

/** A password input (with its show/hide toggle) bound to a form field. */
export function PasswordField<T extends FieldValues>({ name, control, ...shown }: PasswordFieldProps<T>) {
  const { field, error } = useControlledField<T, FieldPathByValue<T, string>>({ name, control });
  return (
    <PasswordInput
      {...shown}
      error={error}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
    />
  );
}
