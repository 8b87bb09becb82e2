import '../styles/dates';
import { lazy, Suspense } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { TextInput } from '@mantine/core';
import { useT } from '../i18n';
import { displayDate, parseDisplayDate, todayIso } from '../dates';
import messages from './messages';
import { useControlledField, type BoundField } from './useControlledField';
import { useDateFieldLabels } from './useDateFieldLabels';

/**
 * The date picker (@mantine/dates and its calendar) is its own chunk, fetched as the field first
 * shows, so the form appears without waiting for it.
 */
const DateInput = lazy(() => import('./DatePicker'));

export interface BirthDateFieldProps<T extends FieldValues> extends BoundField<T, FieldPathByValue<T, string>> {
  label: string;
  required?: boolean;
  testId: string;
}

/** A date of birth bound to a form field: typed or picked as DD/MM/YYYY, held as YYYY-MM-DD, never after today. */
export function BirthDateField<T extends FieldValues>({ name, control, label, required, testId }: BirthDateFieldProps<T>) {
  const t = useT();
  const dateLabels = useDateFieldLabels();
  const { field, error } = useControlledField<T, FieldPathByValue<T, string>>({ name, control });
  const value = (field.value as string | undefined) || null;
  // Until the picker arrives: the same field, read-only (nothing typed in it can be lost).
  const loading = (
    <TextInput
      label={label}
      placeholder={t(messages.datePlaceholder)}
      required={required}
      readOnly
      value={value ? displayDate(value) : ''}
      error={error}
      data-testid={testId}
    />
  );
  return (
    <Suspense fallback={loading}>
      <DateInput
        label={label}
        placeholder={t(messages.datePlaceholder)}
        valueFormat="DD/MM/YYYY"
        dateParser={parseDisplayDate}
        maxDate={todayIso()}
        defaultLevel="decade"
        required={required}
        clearable
        {...dateLabels}
        value={value}
        onChange={(value) => field.onChange(value ?? '')}
        onBlur={field.onBlur}
        ref={field.ref}
        name={field.name}
        error={error}
        popoverProps={{ withinPortal: true }}
        data-testid={testId}
      />
    </Suspense>
  );
}
