import { PAGE_ROUTES, ROLES, canOpen, pageUrl, type MenuLink, type PageKey, type RoleName } from '@fetp/contract';

/**
 * The user menu, in the spec's order. An entry is sent only when its page is built and the
 * caller's roles open it; entries of features still to come are added with their features.
 */
const USER_MENU: Array<{ key: string; label: string; page: PageKey; roles?: readonly RoleName[] }> = [
  { key: 'profile', label: 'Profile', page: 'profile' },
  { key: 'account_settings', label: 'Account Settings', page: 'accountSettings' },
  { key: 'my_courses', label: 'My Courses', page: 'dashboard' },
  // The mentor dashboard's route also opens to coordinators; the menu offers it to mentors only.
  { key: 'my_mentees', label: 'My Mentees', page: 'mentorDashboard', roles: [ROLES.mentor] },
  { key: 'coordinator_dashboard', label: 'Coordinator Dashboard', page: 'coordinatorDashboard' },
  { key: 'cal_requests', label: 'CAL Requests', page: 'calRequests' },
  { key: 'attendance_schedules', label: 'Attendance & Schedules', page: 'attendanceSchedules' },
  { key: 'content_management', label: 'Content Management', page: 'contentManagement' },
  { key: 'application_forms', label: 'Application Forms', page: 'applicationTracker' },
];

export function userMenu(roles: string[]): MenuLink[] {
  const links = USER_MENU.filter((item) => canOpen(item.roles ?? PAGE_ROUTES[item.page].access, roles)).map((item) => ({
    key: item.key,
    label: item.label,
    url: pageUrl(item.page),
  }));
  return [...links, { key: 'sign_out', label: 'Sign Out', url: '/api/v1/custom/logout/' }];
}

/** Header links: each is null unless its page is built and open to the caller. */
export function headerLinks(roles: string[]) {
  const link = (page: PageKey) => (canOpen(PAGE_ROUTES[page].access, roles) ? pageUrl(page) : null);
  return {
    home: pageUrl('home'),
    dashboard: link('dashboard'),
    send_bulk_mail: link('sendmail'),
    reports: {
      abstract_data_report: link('reportAbstractData'),
      cohort_data_report: link('reportCohortData'),
      resident_activities_report: link('reportResidentActivities'),
      project_data_report: link('reportProjectData'),
      cohort_data_project_report: link('reportCohortDataProject'),
    },
  };
}
