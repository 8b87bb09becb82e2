import { useT } from '../i18n';
import messages from './messages';

/**
 * The accessible names of a date field's own buttons — the × that clears it and the open calendar's
 * ‹ › and month/year controls — written once for every date field of the portal.
 */
export function useDateFieldLabels() {
  const t = useT();
  const next = t(messages.calendarNext);
  const previous = t(messages.calendarPrevious);
  const level = t(messages.calendarLevel);
  return {
    clearButtonProps: { 'aria-label': t(messages.clearDate) },
    nextLabel: next,
    previousLabel: previous,
    ariaLabels: {
      monthLevelControl: level,
      yearLevelControl: level,
      nextMonth: next,
      previousMonth: previous,
      nextYear: next,
      previousYear: previous,
      nextDecade: next,
      previousDecade: previous,
    },
  };
}
