import type { ReactNode } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { TextInput, Textarea } from '@mantine/core';
import { useControlledField, type BoundField } from './useControlledField';

export interface TextFieldProps<T extends FieldValues> extends BoundField<T, FieldPathByValue<T, string>> {
  label: string;
  required?: boolean;
  /** Digits only: anything else typed is dropped. */
  digits?: boolean;
  maxLength?: number;
  description?: ReactNode;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  /** The keyboard a phone shows; `digits` implies 'numeric'. */
  inputMode?: 'numeric' | 'email' | 'tel';
}

/** A text input (or textarea) bound to a form field, showing the field's translated error. */
export function TextField<T extends FieldValues>({ name, control, digits, multiline, type = 'text', inputMode, ...shown }: TextFieldProps<T>) {
  const { field, error } = useControlledField<T, FieldPathByValue<T, string>>({ name, control });
  const common = {
    ...shown,
    error,
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    value: (field.value as string | undefined) ?? '',
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      field.onChange(digits ? value.replace(/\D+/g, '') : value);
    },
  };
  if (multiline) return <Textarea {...common} autosize minRows={2} maxRows={6} />;
  return <TextInput {...common} type={type} inputMode={digits ? 'numeric' : inputMode} />;
}
