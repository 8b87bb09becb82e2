/** What other features may use of the coordinator dashboard. */
export { menteeDetailsUrl } from './service';
