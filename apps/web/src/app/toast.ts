import { notifications } from '@mantine/notifications';
import { LIMITS } from '@fetp/contract';

/** Toasts (spec 000 §2.4): bottom right, closing after LIMITS.toastAutoCloseMs. */
export function showSuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: LIMITS.toastAutoCloseMs, withBorder: true });
}

export function showError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: LIMITS.toastAutoCloseMs, withBorder: true });
}
