/**
 * Dates as the portal shows and takes them (002 §9: display DD/MM/YYYY, sent YYYY-MM-DD), in plain
 * code: the pages that only show a date do not load a date library (dayjs comes with the picker).
 */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';

const pad = (n: number) => String(n).padStart(2, '0');

/** Year, month, day as YYYY-MM-DD when they name a real calendar day, else null. */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Today on this device as YYYY-MM-DD. */
export function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A server date as day, month and year joined by `separator`; '' when empty, the text itself when not a date. */
function formatDay(value: string | null | undefined, separator: string): string {
  if (!value) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    return isoDay(year, month, date) ? [pad(date), pad(month), year].join(separator) : value;
  }
  const stamp = new Date(value);
  if (Number.isNaN(stamp.getTime())) return value;
  return [pad(stamp.getDate()), pad(stamp.getMonth() + 1), stamp.getFullYear()].join(separator);
}

/**
 * A server date (YYYY-MM-DD, or a full ISO timestamp, shown in local time) as DD/MM/YYYY; an empty
 * value gives '', and text that is not a date is shown as it came.
 */
export function displayDate(value: string | null | undefined): string {
  return formatDay(value, '/');
}

/**
 * A server date in a list of the learning pages (001 §9 "Display dates DD-MM-YYYY in lists"): as
 * displayDate, written DD-MM-YYYY.
 */
export function listDate(value: string | null | undefined): string {
  return formatDay(value, '-');
}

/**
 * Parses a typed date into YYYY-MM-DD (the form value and the value sent): DD/MM/YYYY, or D/M/YYYY
 * without the leading zeros, of a real calendar day; anything else is null.
 */
export function parseDisplayDate(input: string): string | null {
  const text = input.trim();
  const parts = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!parts) return null;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  // Both numbers written the same way: both with two digits, or both without a leading zero.
  if (text !== `${pad(day)}/${pad(month)}/${year}` && text !== `${day}/${month}/${year}`) return null;
  return isoDay(year, month, day);
}

/** A server timestamp's local time of day as HH:mm; '' when it is not a timestamp. */
export function listTime(value: string): string {
  const stamp = new Date(value);
  return Number.isNaN(stamp.getTime()) ? '' : `${pad(stamp.getHours())}:${pad(stamp.getMinutes())}`;
}

/** A server timestamp as DD-MM-YYYY HH:mm in local time (001 §9); text that is not a timestamp stays as it came. */
export function listDateTime(value: string): string {
  const time = listTime(value);
  return time ? `${listDate(value)} ${time}` : value;
}

/** A name from Intl as a label: its first letter capitalised (French writes "lundi", a choice reads "Lundi"). */
const asLabel = (name: string, locale: string) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);

/** The week's days from Monday, in a language, from the platform's Intl data (no catalog entries). */
export function weekDayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) => asLabel(format.format(Date.UTC(2024, 0, 1 + i)), locale));
}

/** The twelve months from January, in a language, from the platform's Intl data. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => asLabel(format.format(Date.UTC(2024, i, 1)), locale));
}
