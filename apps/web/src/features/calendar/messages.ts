import { defineMessages } from 'react-intl';

const messages = defineMessages({
  course: {
    id: 'calendar.schedules.course',
    defaultMessage: 'Course',
    description: 'Label of the course dropdown above the webinar, meeting and discussion lists on Attendance & Schedules.',
  },
  cohort: {
    id: 'calendar.schedules.cohort',
    defaultMessage: 'Cohort',
    description: 'Label of the cohort dropdown above the lists on Attendance & Schedules.',
  },
  allCohorts: {
    id: 'calendar.schedules.allCohorts',
    defaultMessage: 'All cohorts',
    description: 'Placeholder of the cohort dropdown when no cohort is chosen.',
  },
  tabWebinars: {
    id: 'calendar.schedules.tabWebinars',
    defaultMessage: 'Webinars',
    description: 'Tab of the webinars list on Attendance & Schedules.',
  },
  tabMeetings: {
    id: 'calendar.schedules.tabMeetings',
    defaultMessage: 'Meetings',
    description: 'Tab of the meetings list on Attendance & Schedules.',
  },
  tabDiscussions: {
    id: 'calendar.schedules.tabDiscussions',
    defaultMessage: 'Mentor-Mentee Discussion',
    description: 'Tab of the discussion events list on Attendance & Schedules.',
  },
  noCourses: {
    id: 'calendar.schedules.noCourses',
    defaultMessage: 'You do not coordinate or mentor in any course yet.',
    description: 'Shown on Attendance & Schedules when the user has no course.',
  },
  chooseCohort: {
    id: 'calendar.schedules.chooseCohort',
    defaultMessage: 'Choose a cohort to see and schedule its discussions.',
    description: 'Shown to a coordinator on the discussions tab until a cohort is chosen.',
  },
  title: {
    id: 'calendar.schedules.title',
    defaultMessage: 'Attendance & Schedules',
    description: 'Heading and browser tab title of the Attendance & Schedules page (user menu) for coordinators and mentors.',
  },
  intro: {
    id: 'calendar.schedules.intro',
    defaultMessage: 'Your webinars, meetings and discussions, the attendance of past sessions, and the attendance of each officer across sessions.',
    description: 'Text under the heading of the Attendance & Schedules page.',
  },
  schedulesHeading: {
    id: 'calendar.schedules.schedulesHeading',
    defaultMessage: 'Schedules',
    description: 'Heading of the part of the Attendance & Schedules page that lists webinars, meetings and discussions.',
  },
  sessionsHeading: {
    id: 'calendar.schedules.sessionsHeading',
    defaultMessage: 'Past sessions',
    description: 'Heading of the table of past webinar and meeting sessions with their attendance.',
  },
  officersHeading: {
    id: 'calendar.schedules.officersHeading',
    defaultMessage: 'Attendance by officer',
    description: 'Heading of the table of each officer’s attendance across sessions.',
  },
  colSno: { id: 'calendar.schedules.col.sno', defaultMessage: 'Sr. No', description: 'Column header: the row number.' },
  colDate: { id: 'calendar.schedules.col.date', defaultMessage: 'Date', description: 'Column header: the day a session took place (DD-MM-YYYY).' },
  colTime: { id: 'calendar.schedules.col.time', defaultMessage: 'Time', description: 'Column header: the start and end time of a session.' },
  colTitle: { id: 'calendar.schedules.col.title', defaultMessage: 'Title', description: 'Column header: the title of a webinar or meeting.' },
  colType: { id: 'calendar.schedules.col.type', defaultMessage: 'Type', description: 'Column header: whether the session is a webinar or a meeting.' },
  colCourse: { id: 'calendar.schedules.col.course', defaultMessage: 'Course', description: 'Column header: the course of a session.' },
  colAttended: { id: 'calendar.schedules.col.attended', defaultMessage: 'Attended', description: 'Column header: how many officers attended (a session) or how many sessions an officer attended.' },
  colInvited: { id: 'calendar.schedules.col.invited', defaultMessage: 'Invited', description: 'Column header: how many officers were invited (a session) or to how many sessions an officer was invited.' },
  colOfficer: { id: 'calendar.schedules.col.officer', defaultMessage: 'Officer', description: 'Column header: the officer’s name.' },
  colRate: { id: 'calendar.schedules.col.rate', defaultMessage: 'Attendance rate', description: 'Column header: the share of sessions an officer attended, in percent.' },
  rate: { id: 'calendar.schedules.rate', defaultMessage: '{rate, number}%', description: 'An officer’s attendance rate in percent, e.g. 75%.' },
  kindWebinar: { id: 'calendar.schedules.kind.webinar', defaultMessage: 'Webinar', description: 'Type of a session: a webinar.' },
  kindMeeting: { id: 'calendar.schedules.kind.meeting', defaultMessage: 'Meeting', description: 'Type of a session: a meeting.' },
  failed: { id: 'calendar.schedules.failed', defaultMessage: 'The attendance could not be loaded.', description: 'Title of the error alert when a table of the Attendance & Schedules page could not be loaded.' },
  retry: { id: 'calendar.schedules.retry', defaultMessage: 'Try again', description: 'Button in an error alert of the Attendance & Schedules page that loads the table again.' },
  feedHeading: { id: 'calendar.feed.heading', defaultMessage: 'Your calendar feed', description: 'Heading of the box with the user’s private calendar feed address.' },
  feedIntro: {
    id: 'calendar.feed.intro',
    defaultMessage: 'Subscribe to this private address in Outlook, Google Calendar or Apple Calendar to see your webinars, meetings, discussions and milestone due dates there. Anyone with the address can read it: reset it if it was shared.',
    description: 'Explanation of the private calendar feed address.',
  },
  feedLabel: { id: 'calendar.feed.label', defaultMessage: 'Calendar feed address', description: 'Label of the read-only field holding the feed address.' },
  feedCopy: { id: 'calendar.feed.copy', defaultMessage: 'Copy', description: 'Button that copies the calendar feed address.' },
  feedCopied: { id: 'calendar.feed.copied', defaultMessage: 'Copied', description: 'The Copy button’s text right after the address was copied.' },
  feedReset: { id: 'calendar.feed.reset', defaultMessage: 'Reset address', description: 'Button that makes a new feed address; the old one stops working.' },
  feedResetConfirm: {
    id: 'calendar.feed.resetConfirm',
    defaultMessage: 'Make a new address? Calendars subscribed to the current one stop updating.',
    description: 'Confirmation asked before the feed address is reset.',
  },
  feedResetYes: { id: 'calendar.feed.resetYes', defaultMessage: 'Make a new address', description: 'Button that confirms resetting the feed address.' },
  feedResetNo: { id: 'calendar.feed.resetNo', defaultMessage: 'Keep the current one', description: 'Button that cancels resetting the feed address.' },
  feedResetDone: { id: 'calendar.feed.resetDone', defaultMessage: 'A new address was made; the old one no longer works.', description: 'Shown after the feed address was reset.' },
  feedFailed: { id: 'calendar.feed.failed', defaultMessage: 'The calendar feed address could not be loaded.', description: 'Shown when the feed address could not be loaded or reset.' },
});

export default messages;
