/** What other features may use of the coordinator dashboard: progress of many officers at once, in SQL (the mentor dashboard's). */
export { progressOf } from './progress';
export { menteeDetailsUrl } from './service';
