import '../../ui/styles/dates';
import { lazy, Suspense } from 'react';
import { TextInput } from '@mantine/core';
import { PROFILE_LIMITS } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { displayDate, parseDisplayDate, todayIso } from '../../ui/dates';
import formMessages from '../../ui/form/messages';
import { useControlledField } from '../../ui/form/useControlledField';
import { useDateFieldLabels } from '../../ui/form/useDateFieldLabels';
import type { ProfileValues } from './layout';

/** The date picker is its own chunk (as the kit's BirthDateField does it). */
const DateInput = lazy(() => import('../../ui/form/DatePicker'));

const MIN_DATE = `${PROFILE_LIMITS.yearMin}-01-01`;
const MAX_DATE = `${PROFILE_LIMITS.yearMax}-12-31`;

/** The range a profile date may take: a birth date up to today, a work or posting date in the years 1900 to 2100 (002 §9). */
export function dateRange(birth: boolean | undefined): { min: string; max: string } {
  return { min: MIN_DATE, max: birth ? todayIso() : MAX_DATE };
}

/** A typed date as YYYY-MM-DD when it is a real day inside the range, else null. */
export function parseInRange(typed: string, range: { min: string; max: string }): string | null {
  const iso = parseDisplayDate(typed);
  return iso && iso >= range.min && iso <= range.max ? iso : null;
}

export interface ProfileDateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  birth?: boolean;
}

/**
 * A date of the profile forms, typed or picked as DD/MM/YYYY and held as YYYY-MM-DD. A typed date
 * that is not a real day in the field's range empties the field when it loses the focus (002 §4:
 * "an invalid-date error resets the field to empty").
 */
export function ProfileDateField({ name, label, required, birth }: ProfileDateFieldProps) {
  const t = useT();
  const dateLabels = useDateFieldLabels();
  const { field, error } = useControlledField<ProfileValues, string>({ name });
  const value = typeof field.value === 'string' && field.value ? field.value : null;
  const range = dateRange(birth);
  const testId = `profile-date-${name}`;
  const loading = (
    <TextInput label={label} placeholder={t(formMessages.datePlaceholder)} required={required} readOnly value={value ? displayDate(value) : ''} error={error} data-testid={testId} />
  );
  return (
    <Suspense fallback={loading}>
      <DateInput
        label={label}
        placeholder={t(formMessages.datePlaceholder)}
        valueFormat="DD/MM/YYYY"
        dateParser={(typed: string) => parseInRange(typed, range)}
        minDate={range.min}
        maxDate={range.max}
        defaultLevel={birth ? 'decade' : 'month'}
        required={required}
        clearable
        {...dateLabels}
        value={value}
        onChange={(next) => field.onChange(next ?? '')}
        onBlur={(event: { currentTarget: { value: string } }) => {
          const typed = event.currentTarget.value.trim();
          if (typed && !parseInRange(typed, range)) field.onChange('');
          field.onBlur();
        }}
        ref={field.ref}
        name={field.name}
        error={error}
        popoverProps={{ withinPortal: true }}
        data-testid={testId}
      />
    </Suspense>
  );
}
