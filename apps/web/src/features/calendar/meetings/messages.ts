import { defineMessages } from 'react-intl';

/** The meetings screen and its modals (001 §2.5); server texts come from the catalog's server.meetings.* entries. */
const messages = defineMessages({
  newMeeting: { id: 'meetings.newMeeting', defaultMessage: 'New Meeting', description: 'Button of the meetings screen that opens the Schedule New Meeting form (course coordinators).' },
  mode: { id: 'meetings.mode', defaultMessage: 'Meeting Mode', description: 'Column header of the meetings table: online or offline.' },
  eventType: { id: 'meetings.eventType', defaultMessage: 'Event Type', description: 'Column header of the meetings table: Webinar, one-on-one or others.' },
  offline: { id: 'meetings.offline', defaultMessage: 'Offline', description: 'Meeting mode: held in person.' },
  typeWebinar: { id: 'meetings.typeWebinar', defaultMessage: 'Webinar', description: 'Meeting event type Webinar.' },
  typeOneOnOne: { id: 'meetings.typeOneOnOne', defaultMessage: 'One-on-one', description: 'Meeting event type one-on-one (the spec’s value `one-on-one`), as a label.' },
  typeOthers: { id: 'meetings.typeOthers', defaultMessage: 'Others', description: 'Meeting event type others (the spec’s value `others`), as a label.' },
  edit: { id: 'meetings.edit', defaultMessage: 'Edit meeting {title}', description: 'Accessible name of the edit button of a meeting row. {title} is the meeting\'s title.' },
  cancel: { id: 'meetings.cancel', defaultMessage: 'Cancel meeting {title}', description: 'Accessible name of the cancel button of a meeting row. {title} is the meeting\'s title.' },
  cancelled: { id: 'meetings.cancelled', defaultMessage: 'Cancelled: {note}', description: 'Shown under a cancelled meeting\'s title in Past Meetings. {note} is the cancellation note.' },
  failed: { id: 'meetings.failed', defaultMessage: 'The meetings could not be loaded.', description: 'Error shown when the meetings list could not be loaded.' },
  scheduleTitle: { id: 'meetings.scheduleTitle', defaultMessage: 'Schedule New Meeting', description: 'Title of the modal that schedules a new meeting (001 §2.5).' },
  updateTitle: { id: 'meetings.updateTitle', defaultMessage: 'Update meeting', description: 'Title of the modal that changes a meeting (001 §2.5).' },
  formFailed: { id: 'meetings.formFailed', defaultMessage: 'The meeting form could not be loaded.', description: 'Error shown in the meeting modal when its form could not be loaded.' },
  labelCourse: { id: 'meetings.labelCourse', defaultMessage: 'Course', description: 'Label of the meeting form\'s course dropdown.' },
  labelCohorts: { id: 'meetings.labelCohorts', defaultMessage: 'Cohorts', description: 'Label of the meeting form\'s cohorts multi-select (whose officers and mentors are invited).' },
  labelMenteeOnly: { id: 'meetings.labelMenteeOnly', defaultMessage: 'Mentee only', description: 'Label of the meeting form\'s checkbox: invite only the cohorts\' officers.' },
  labelMentorOnly: { id: 'meetings.labelMentorOnly', defaultMessage: 'Mentor only', description: 'Label of the meeting form\'s checkbox: invite only the cohorts\' mentors.' },
  labelStartDate: { id: 'meetings.labelStartDate', defaultMessage: 'Start Date', description: 'Label of the meeting form\'s start date.' },
  labelEndDate: { id: 'meetings.labelEndDate', defaultMessage: 'End Date', description: 'Label of the meeting form\'s end date.' },
  labelTime: { id: 'meetings.labelTime', defaultMessage: 'Start Time', description: 'Label of the meeting form\'s start time (HH:MM).' },
  labelEndTime: { id: 'meetings.labelEndTime', defaultMessage: 'End Time', description: 'Label of the meeting form\'s end time (HH:MM).' },
  labelUrl: { id: 'meetings.labelUrl', defaultMessage: 'Meeting URL', description: 'Label of the meeting form\'s meeting address (online meetings only).' },
  cancelTitle: { id: 'meetings.cancelTitle', defaultMessage: 'Cancel Meetings', description: 'Title of the modal that cancels a meeting (001 §2.5).' },
  cancelIntro: { id: 'meetings.cancelIntro', defaultMessage: 'Cancel “{title}”? Everyone invited is told.', description: 'Text of the cancel meeting modal. {title} is the meeting\'s title.' },
  noteCount: { id: 'meetings.noteCount', defaultMessage: '{count}/100', description: 'Characters used of the cancellation note\'s 100. {count} is a number.' },
  confirmCancel: { id: 'meetings.confirmCancel', defaultMessage: 'Cancel meeting', description: 'Button of the cancel meeting modal that cancels the meeting.' },
});

export default messages;
