import { notifications } from '@mantine/notifications';
import { LIMITS } from '@fetp/contract';
import { intl } from './i18n';
import appMessages from './messages';

/** Toasts (spec 000 §2.4): bottom right, closing after LIMITS.toastAutoCloseMs; the close button is named. */
function show(message: string, color: 'teal' | 'red'): void {
  notifications.show({
    message,
    color,
    autoClose: LIMITS.toastAutoCloseMs,
    withBorder: true,
    closeButtonProps: { 'aria-label': intl.formatMessage(appMessages.closeToast) },
  });
}

export function showSuccess(message: string): void {
  show(message, 'teal');
}

export function showError(message: string): void {
  show(message, 'red');
}
