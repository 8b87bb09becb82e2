import '../styles/select';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { Select } from '@mantine/core';
import type { Option } from '@fetp/contract';
import { useT } from '../i18n';
import messages from './messages';
import { useControlledField, type BoundField } from './useControlledField';

export const toSelectData = (list: readonly Option[]) => list.map((o) => ({ value: o.key, label: o.value }));

/** The label of an option key, or the key itself when the list does not know it. */
export function optionLabel(list: readonly Option[], key: string): string {
  return list.find((o) => o.key === key)?.value ?? key;
}

export interface SelectFieldProps<T extends FieldValues> extends BoundField<T, FieldPathByValue<T, string>> {
  label: string;
  options: readonly Option[];
  required?: boolean;
  searchable?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Runs after the value changed (e.g. to load the states of a district). */
  onChosen?: (value: string) => void;
}

/** A drop-down of an option list bound to a form field: the value is the option key, the label its value. */
export function SelectField<T extends FieldValues>({ name, control, options, placeholder, onChosen, ...shown }: SelectFieldProps<T>) {
  const t = useT();
  const { field, error } = useControlledField<T, FieldPathByValue<T, string>>({ name, control });
  return (
    <Select
      {...shown}
      placeholder={placeholder ?? t(messages.choose)}
      nothingFoundMessage={t(messages.noOptions)}
      comboboxProps={{ withinPortal: true }}
      allowDeselect={false}
      data={toSelectData(options)}
      value={(field.value as string | undefined) || null}
      onChange={(value) => {
        field.onChange(value ?? '');
        if (value) onChosen?.(value);
      }}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={error}
    />
  );
}
