import { defineMessages } from 'react-intl';

/** Texts of the shell's own controls (the language menu). */
const messages = defineMessages({
  language: {
    id: 'shell.language.label',
    defaultMessage: 'Language',
    description: 'Hidden label of the header button that opens the language menu; read before the current language’s name.',
  },
});

/**
 * The user menu's items (000 §2.2), by the key the server sends: shown in the reader's language when
 * the server's label is this English one (any other label is shown as sent).
 */
export const userMenuLabels = defineMessages({
  profile: { id: 'shell.userMenu.profile', defaultMessage: 'Profile', description: 'Item of the user menu: the user’s own profile page (their details, seen by mentors and colleagues).' },
  account_settings: {
    id: 'shell.userMenu.accountSettings',
    defaultMessage: 'Account Settings',
    description: 'Item of the user menu: the page where the user changes their password, photo and language and signs out other sessions.',
  },
  my_courses: { id: 'shell.userMenu.myCourses', defaultMessage: 'My Courses', description: 'Item of the user menu: the page listing the user’s courses.' },
  my_mentees: { id: 'shell.userMenu.myMentees', defaultMessage: 'My Mentees', description: 'Item of the user menu (mentors): the mentor dashboard with their mentees.' },
  coordinator_dashboard: {
    id: 'shell.userMenu.coordinatorDashboard',
    defaultMessage: 'Coordinator Dashboard',
    description: 'Item of the user menu (course coordinators): the coordinator dashboard of their courses and cohorts.',
  },
  cal_requests: { id: 'shell.userMenu.calRequests', defaultMessage: 'CAL Requests', description: 'Item of the user menu: the sub-CALs waiting for the user’s review.' },
  attendance_schedules: {
    id: 'shell.userMenu.attendanceSchedules',
    defaultMessage: 'Attendance & Schedules',
    description: 'Item of the user menu: webinars, meetings and discussions with their attendance.',
  },
  content_management: {
    id: 'shell.userMenu.contentManagement',
    defaultMessage: 'Content Management',
    description: 'Item of the user menu (administrators and course coordinators): the page where the programme is set up — hubs, courses, cohorts, people.',
  },
  application_forms: { id: 'shell.userMenu.applicationForms', defaultMessage: 'Application Forms', description: 'Item of the user menu (coordinators): the applications tracker.' },
});

export default messages;
