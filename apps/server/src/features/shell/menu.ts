import { PAGE_ROUTES, canOpen, pageUrl, type MenuLink, type PageKey } from '@fetp/contract';

/**
 * The user menu, in the spec's order. An entry is sent only when its page is built and the
 * caller's roles open it; entries of features still to come are added with their features.
 */
const USER_MENU: Array<{ key: string; label: string; page: PageKey }> = [
  { key: 'my_courses', label: 'My Courses', page: 'dashboard' },
  { key: 'cal_requests', label: 'CAL Requests', page: 'calRequests' },
  { key: 'attendance_schedules', label: 'Attendance & Schedules', page: 'attendanceSchedules' },
  { key: 'application_forms', label: 'Application Forms', page: 'applicationTracker' },
];

export function userMenu(roles: string[]): MenuLink[] {
  const links = USER_MENU.filter((item) => canOpen(PAGE_ROUTES[item.page].access, roles)).map((item) => ({
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
    send_bulk_mail: null,
    reports: {
      abstract_data_report: null,
      cohort_data_report: null,
      resident_activities_report: null,
      project_data_report: null,
      cohort_data_project_report: null,
    },
  };
}
