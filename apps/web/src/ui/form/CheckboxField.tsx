import '../styles/checks';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { Checkbox } from '@mantine/core';
import { useControlledField, type BoundField } from './useControlledField';

export interface CheckboxFieldProps<T extends FieldValues> extends BoundField<T, FieldPathByValue<T, boolean>> {
  label: string;
  required?: boolean;
}

/** A checkbox bound to a boolean form field (a declaration, a consent). */
export function CheckboxField<T extends FieldValues>({ name, control, label, required }: CheckboxFieldProps<T>) {
  const { field, error } = useControlledField<T, FieldPathByValue<T, boolean>>({ name, control });
  return (
    <Checkbox
      label={label}
      required={required}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={error}
      styles={{ label: { lineHeight: 1.45 } }}
    />
  );
}
