/** What other features use of the calendar: the personal feed address (Account Settings). */
export { FeedAddress } from './FeedAddress';
