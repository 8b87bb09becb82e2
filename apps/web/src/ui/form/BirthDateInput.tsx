import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { parseDisplayDate } from '../dates';

interface BirthDateInputProps {
  /** The react-hook-form controller's field: its value is held as YYYY-MM-DD ('' when empty). */
  field: Pick<ControllerRenderProps<FieldValues, string>, 'value' | 'onChange' | 'onBlur' | 'ref' | 'name'>;
  label: string;
  placeholder: string;
  error?: string;
  required?: boolean;
  testId: string;
}

/** A date of birth: typed or picked as DD/MM/YYYY, held as YYYY-MM-DD, never after today. */
export function BirthDateInput({ field, label, placeholder, error, required, testId }: BirthDateInputProps) {
  return (
    <DateInput
      label={label}
      placeholder={placeholder}
      valueFormat="DD/MM/YYYY"
      dateParser={parseDisplayDate}
      maxDate={dayjs().format('YYYY-MM-DD')}
      defaultLevel="decade"
      required={required}
      clearable
      value={(field.value as string) || null}
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
