import { useT } from '../i18n';
import messages from './messages';

/**
 * The accessible names of a date field's own buttons — the × that clears it and the open calendar's
 * ‹ › — written once for every date field of the portal. The month/year title button keeps its
 * visible text ('November 2026') as its name (WCAG 2.5.3, label in name).
 */
export function useDateFieldLabels() {
  const t = useT();
  const next = t(messages.calendarNext);
  const previous = t(messages.calendarPrevious);
  return {
    clearButtonProps: { 'aria-label': t(messages.clearDate) },
    nextLabel: next,
    previousLabel: previous,
    ariaLabels: {
      nextMonth: next,
      previousMonth: previous,
      nextYear: next,
      previousYear: previous,
      nextDecade: next,
      previousDecade: previous,
    },
  };
}
