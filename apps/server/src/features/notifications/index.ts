/** What other features may use of the notifications: keyed bell texts, written in the reader's language. */
export { englishOf, notify, statusLabel, type NotificationText } from './texts';
