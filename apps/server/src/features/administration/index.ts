/** What other features may use of Content Management (issue 32). */
export { overviewCounts } from './queries';
