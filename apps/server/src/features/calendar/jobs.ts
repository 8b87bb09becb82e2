import { calendarInviteJob } from './invites';
import { calendarRemindersJob } from './reminders';
import { calendarOrphanFilesJob } from './attachments';

/** The calendar's job kinds (invite mails with .ics, reminders), registered through features/index.ts `featureJobKinds`. */
export const calendarJobKinds = [calendarInviteJob, calendarRemindersJob, calendarOrphanFilesJob];
