import '../styles/dates';
import { lazy, Suspense, type ReactNode } from 'react';
import { TextInput, type BoxProps } from '@mantine/core';
import { useT } from '../i18n';
import { displayDate, parseDisplayDate } from '../dates';
import messages from './messages';
import { useDateFieldLabels } from './useDateFieldLabels';

/** The date picker is its own chunk (as BirthDateField and the form engine load it). */
const DateInput = lazy(() => import('./DatePicker'));

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** The first and last day the field takes (YYYY-MM-DD). */
  min?: string;
  max?: string;
  required?: boolean;
  error?: ReactNode;
  w?: BoxProps['w'];
  testId: string;
}

/** A typed date as YYYY-MM-DD when it is a real day inside [min, max], else null. */
export function parseWithin(typed: string, min?: string, max?: string): string | null {
  const iso = parseDisplayDate(typed);
  return iso && (!min || iso >= min) && (!max || iso <= max) ? iso : null;
}

/**
 * A date field held in a page's own state rather than a form (a filter, a search): typed or picked
 * as DD/MM/YYYY (002 §9) whatever the browser's locale, held and sent as YYYY-MM-DD, with the
 * portal's calendar, clear button and their translated names. A typed date that is not a real day
 * in the range empties the field when it loses the focus.
 */
export function DateField({ label, value, onChange, min, max, required, error, w, testId }: DateFieldProps) {
  const t = useT();
  const dateLabels = useDateFieldLabels();
  const placeholder = t(messages.datePlaceholder);
  // Until the picker arrives: the same field, read-only (nothing typed in it can be lost).
  const loading = (
    <TextInput label={label} placeholder={placeholder} required={required} readOnly value={displayDate(value)} error={error} w={w} data-testid={testId} />
  );
  return (
    <Suspense fallback={loading}>
      <DateInput
        label={label}
        placeholder={placeholder}
        valueFormat="DD/MM/YYYY"
        dateParser={(typed: string) => parseWithin(typed, min, max)}
        minDate={min}
        maxDate={max}
        required={required}
        clearable
        {...dateLabels}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        onBlur={(event: { currentTarget: { value: string } }) => {
          const typed = event.currentTarget.value.trim();
          if (typed && !parseWithin(typed, min, max)) onChange('');
        }}
        error={error}
        w={w}
        popoverProps={{ withinPortal: true }}
        data-testid={testId}
      />
    </Suspense>
  );
}
