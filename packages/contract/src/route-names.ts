import type { PageKey } from './routes';

/**
 * The "Page" column of the route table (000 §2.5, 002 §2.1; ours for the pages the spec does not
 * list): kept apart from PAGE_ROUTES so the web's first load does not carry names it never shows.
 */
export const PAGE_NAMES: Record<PageKey, string> = {
  home: 'Home',
  applicant: 'Applicant admission wizard',
  register: 'Register',
  welcome: 'Welcome',
  recommendations: 'Recommendations',
  login: 'Login',
  passwordResetConfirm: 'Password reset',
  milestoneVersions: 'Courses',
  mentorDashboard: 'Mentor Dashboard',
  coordinatorDashboard: 'Coordinator Dashboard',
  coordinatorCalDetails: 'Coordinator CAL details',
  coursesDashboard: 'Courses Dashboard',
  menteeDashboard: 'Mentee Dashboard',
  menteeModules: 'Mentee modules',
  menteeUnit: 'Mentee modules',
  dashboard: 'Dashboard',
  reportCohortData: 'Reports',
  reportAbstractData: 'Reports',
  reportProjectData: 'Reports',
  reportCohortDataProject: 'Reports',
  reportResidentActivities: 'Reports',
  profile: 'Profile',
  sendmail: 'Bulk Email',
  applicationTracker: 'Application',
  calRequests: 'CAL Requests',
  milestoneChat: 'Milestone chat',
  menteeProfile: 'Mentee Profile',
  attendanceSchedules: 'Attendance & Schedules',
  accountSettings: 'Account Settings',
  contentManagement: 'Content Management',
  adminAudit: 'Audit log',
  adminHubs: 'Hubs',
  adminCourses: 'Courses',
  adminCourse: 'Course',
  adminOptionLists: 'Option lists',
};
