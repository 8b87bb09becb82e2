/** What other features use of the coordinator dashboard: its banner and row parts (the mentor dashboard). */
export { DashboardBanner, OfficerNameButton, ProgressCell } from './parts';
