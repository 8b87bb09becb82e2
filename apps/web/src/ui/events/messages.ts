import { defineMessages } from 'react-intl';

/**
 * The texts the calendar's three kinds share (webinars, meetings, discussions): the lists' columns
 * and tabs, the forms' common fields and buttons, the attachments. Written once here; apart from
 * ui/messages.ts so the entry chunk does not carry them.
 */
export default defineMessages({
  attachmentsHint: { id: 'calendar.attachments.hint', defaultMessage: 'Each file at most 20 MB', description: 'Hint under the file input of the webinar and meeting forms.' },
  attachmentTooLarge: { id: 'calendar.attachments.tooLarge', defaultMessage: 'File {name} exceeds 20MB and has been removed.', description: 'Alert when a chosen webinar or meeting attachment is over 20 MB (001 §8). {name} is the file\'s name.' },
  keptAttachments: { id: 'calendar.attachments.kept', defaultMessage: 'Current attachments', description: 'Heading of the files already attached to a webinar or meeting, in the update form.' },
  removeAttachment: { id: 'calendar.attachments.remove', defaultMessage: 'Remove {name}', description: 'Accessible name of the button removing a file already attached to a webinar or meeting. {name} is the file\'s name.' },
  srNo: { id: 'calendar.list.srNo', defaultMessage: "Sr. No", description: "The lists' column: the row's number across pages." },
  date: { id: 'calendar.list.date', defaultMessage: "Date", description: "The lists' column and the forms' field: an event's date (DD-MM-YYYY in lists)." },
  time: { id: 'calendar.list.time', defaultMessage: "Time", description: "The lists' column: an event's start (and end) time." },
  title: { id: 'calendar.field.title', defaultMessage: "Title", description: "A webinar's, meeting's or discussion's title: the lists' column and the forms' field." },
  presenter: { id: 'calendar.field.presenter', defaultMessage: "Presenter", description: "Who presents a webinar or meeting: the lists' column (cut at 25 characters) and the forms' field." },
  joinLink: { id: 'calendar.list.joinLink', defaultMessage: "Join Link", description: "The webinar and meeting lists' column: the link to join." },
  join: { id: 'calendar.list.join', defaultMessage: "Join", description: "Link text opening a webinar or meeting in a new tab." },
  attachments: { id: 'calendar.list.attachments', defaultMessage: "Attachments", description: "The webinar and meeting lists' column: the event's files." },
  action: { id: 'calendar.list.action', defaultMessage: "Action", description: "The webinar and meeting lists' column: edit, cancel or Populate Attendance." },
  populate: { id: 'calendar.list.populate', defaultMessage: "Populate Attendance", description: "Button on a past webinar or meeting row: records who attended from the join records (once)." },
  alreadyUploaded: { id: 'calendar.list.alreadyUploaded', defaultMessage: "Attendance Already Uploaded", description: "Badge on a past row whose attendance has been populated." },
  retry: { id: 'calendar.retry', defaultMessage: "Try again", description: "Button loading a calendar list or form again after it failed." },
  formFailed: { id: 'calendar.form.failed', defaultMessage: "The form could not be loaded.", description: "Shown when a webinar's or discussion's form could not be loaded." },
  save: { id: 'calendar.form.save', defaultMessage: "Save", description: "Button saving a webinar, meeting or discussion form." },
  cancellationNote: { id: 'calendar.cancel.note', defaultMessage: 'Cancellation note', description: "Label of the note given when a webinar or meeting is cancelled (at most 100 characters)." },
  upcomingMeetings: { id: 'calendar.tab.upcomingMeetings', defaultMessage: 'Upcoming Meetings', description: "Tab of the meeting and discussion lists with those still to come." },
  pastMeetings: { id: 'calendar.tab.pastMeetings', defaultMessage: 'Past Meetings', description: "Tab of the meeting and discussion lists with those that have ended." },
  online: { id: 'calendar.mode.online', defaultMessage: 'Online', description: "A meeting or discussion held online." },
  internalMembers: { id: 'calendar.field.internalMembers', defaultMessage: 'Internal Members', description: "Field of the meeting and discussion forms: portal users invited by name." },
});
