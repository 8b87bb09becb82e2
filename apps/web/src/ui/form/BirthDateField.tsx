import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useT } from '../../app/i18n';
import { parseDisplayDate } from '../dates';
import messages from './messages';
import { useControlledField, type BoundField } from './useControlledField';

export interface BirthDateFieldProps<T extends FieldValues> extends BoundField<T, FieldPathByValue<T, string>> {
  label: string;
  required?: boolean;
  testId: string;
}

/** A date of birth bound to a form field: typed or picked as DD/MM/YYYY, held as YYYY-MM-DD, never after today. */
export function BirthDateField<T extends FieldValues>({ name, control, label, required, testId }: BirthDateFieldProps<T>) {
  const t = useT();
  const { field, error } = useControlledField<T, FieldPathByValue<T, string>>({ name, control });
  return (
    <DateInput
      label={label}
      placeholder={t(messages.datePlaceholder)}
      valueFormat="DD/MM/YYYY"
      dateParser={parseDisplayDate}
      maxDate={dayjs().format('YYYY-MM-DD')}
      defaultLevel="decade"
      required={required}
      clearable
      value={(field.value as string | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={error}
      popoverProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
