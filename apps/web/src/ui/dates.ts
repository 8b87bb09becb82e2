import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** The display format of dates (002 §9: display DD/MM/YYYY, sent YYYY-MM-DD). */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';

/**
 * A server date (YYYY-MM-DD, or a full ISO timestamp) as DD/MM/YYYY; an empty value gives '',
 * and text that is not a date is shown as it came.
 */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = dayjs(value, 'YYYY-MM-DD', true);
  if (day.isValid()) return day.format(DISPLAY_DATE_FORMAT);
  const stamp = dayjs(value);
  return stamp.isValid() ? stamp.format(DISPLAY_DATE_FORMAT) : value;
}

/** Parses a typed DD/MM/YYYY date into YYYY-MM-DD (the form value and the value sent). */
export function parseDisplayDate(input: string): string | null {
  const d = dayjs(input.trim(), [DISPLAY_DATE_FORMAT, 'D/M/YYYY'], true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}
