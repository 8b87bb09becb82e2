/** What other features use of the calendar: its three lists (lazy) and the personal feed address (Account Settings). */
export { DiscussionEventList, MeetingsScreen, WebinarsScreen } from './screens';
export { FeedAddress } from './FeedAddress';
