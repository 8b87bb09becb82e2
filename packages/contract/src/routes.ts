import { ROLES, hasAnyRole, type RoleName } from './roles';

const { coordinator, advisor, mentor, mentee, administrator } = ROLES;

/**
 * How a page is guarded:
 * - `none`: no guard at all (applicant wizard, password reset).
 * - `public`: open, but a signed-in user is sent to the dashboard (login, register).
 * - a list of roles: signed-in users holding one of them.
 */
export type RouteAccess = 'none' | 'public' | readonly RoleName[];

export interface PageRoute {
  /** Path under the SPA base /learn, with :params. */
  path: string;
  access: RouteAccess;
}

/** The route table of spec 000 §2.5 / 002 §2.1, written once. */
export const PAGE_ROUTES = {
  home: { path: '/', access: 'none' },
  applicant: { path: '/applicant', access: 'none' },
  register: { path: '/register', access: 'public' },
  /** Not in the spec's table: where registration sends a flagged new user (002 §2.12); open to everyone, signed in or not. */
  welcome: { path: '/welcome', access: 'none' },
  recommendations: { path: '/recommendations', access: 'none' },
  login: { path: '/login', access: 'public' },
  passwordResetConfirm: { path: '/password_reset_confirm/:id/custom/', access: 'none' },
  milestoneVersions: { path: '/courses/milestone/:id/version/', access: [coordinator, mentee, mentor] },
  mentorDashboard: { path: '/cal/mentor/dashboard/', access: [coordinator, mentor] },
  coordinatorDashboard: { path: '/cal/coordinator/dashboard/', access: [coordinator] },
  coordinatorCalDetails: { path: '/cal/coordinator/:id/cal/:type/details', access: [coordinator] },
  coursesDashboard: { path: '/courses/:id/cal/', access: [coordinator, mentor, mentee] },
  menteeDashboard: { path: '/cal/mentee/:id/details/', access: [coordinator, mentee, mentor] },
  menteeModules: { path: '/menteemodules/:userid/:courseid/', access: [coordinator, mentee, mentor] },
  /** A unit the portal serves itself (ours): its text and link, and Mark as done (001 §2.3's Units link opens it). */
  menteeUnit: { path: '/menteemodules/:userid/:courseid/units/:unit/', access: [coordinator, mentee, mentor] },
  dashboard: { path: '/dashboard', access: [coordinator, mentee, mentor] },
  reportCohortData: { path: '/reports/cohort_data/', access: [coordinator, advisor, administrator] },
  reportAbstractData: { path: '/reports/abstract_data/', access: [coordinator, advisor, administrator] },
  reportProjectData: { path: '/reports/project_data/', access: [coordinator, advisor, administrator] },
  reportCohortDataProject: { path: '/reports/cohort_data_project/', access: [coordinator, advisor, administrator] },
  reportResidentActivities: { path: '/reports/resident_activities/', access: [coordinator, advisor, administrator] },
  profile: { path: '/ask/profile/details/', access: [coordinator, mentee, mentor] },
  sendmail: { path: '/sendmail', access: [coordinator, advisor] },
  /** The spec's table opens it to coordinators; administrators (ours, issue 32) decide every course's applications too. */
  applicationTracker: { path: '/application-tracker', access: [coordinator, administrator] },
  /** Not in the spec's table: the page behind the user menu's CAL Requests (000 §2.2), designed here. */
  calRequests: { path: '/cal/requests/', access: [coordinator, mentor] },
  /** Not in the spec's table (its path is "not shown", 001 §2.8): a milestone's chat, with the `cuc` flag. */
  milestoneChat: { path: '/courses/milestone/:id/chat/', access: [coordinator, mentee, mentor] },
  menteeProfile: { path: '/ask/mentee/profile/details/', access: [coordinator, mentee, mentor] },
  /** Not in the spec's table: the user menu's Attendance & Schedules (000 §2.2), designed here (issue 22). */
  attendanceSchedules: { path: '/schedules/', access: [coordinator, mentor] },
  /** Not in the spec's table: the user menu's Account Settings (000 §2.2), designed here (issue 24); every signed-in role. */
  accountSettings: { path: '/account/settings/', access: [coordinator, advisor, mentor, mentee, administrator] },
  /** Not in the spec's table: 000 §2.2 names 'Content Management' in the user menu; the programme's administration (issue 32). */
  contentManagement: { path: '/admin/', access: [administrator, coordinator] },
  /** Content Management (issue 32, ours): the audit log, all for an administrator, their courses' for a coordinator. */
  adminAudit: { path: '/admin/audit/', access: [administrator, coordinator] },
  /** Content Management (issue 32, ours): the programme's hubs, administrators only. */
  adminHubs: { path: '/admin/hubs/', access: [administrator] },
  /** Content Management (issue 32, ours): the courses, all for an administrator, their own for a coordinator. */
  adminCourses: { path: '/admin/courses/', access: [administrator, coordinator] },
  /** Content Management (issue 32, ours): one course's settings and its cohorts. */
  adminCourse: { path: '/admin/courses/:id/', access: [administrator, coordinator] },
  /** Content Management (issue 32, ours): a course's form definitions in the form editor, with their versions. */
  adminCourseForms: { path: '/admin/courses/:id/forms/', access: [administrator, coordinator] },
  /** Content Management (issue 32, ours): a course's CAL templates (groups, CALs, milestones, the forms each uses). */
  adminCourseCals: { path: '/admin/courses/:id/cals/', access: [administrator, coordinator] },
  /** Content Management (issue 32, ours): people imported from a CSV file, administrators only. */
  adminImport: { path: '/admin/import/', access: [administrator] },
  /** Content Management (issue 32, ours): people, all for an administrator, their courses' for a coordinator. */
  adminPeople: { path: '/admin/people/', access: [administrator, coordinator] },
  /** Content Management (issue 32, ours): one person's standing (roles, enrolments, mentors, account). */
  adminPerson: { path: '/admin/people/:id/', access: [administrator, coordinator] },
  /** Content Management (issue 32, ours): the option lists the forms choose from, administrators only. */
  adminOptionLists: { path: '/admin/option-lists/', access: [administrator] },
} as const satisfies Record<string, PageRoute>;

export type PageKey = keyof typeof PAGE_ROUTES;

/** The SPA is mounted here; every page path above is relative to it. */
export const WEB_BASE = '/learn';
export const LOGIN_PATH = `${WEB_BASE}/login`;
export const DASHBOARD_PATH = `${WEB_BASE}/dashboard`;

/** Full browser address of a page, with params filled in. */
export function pageUrl(key: PageKey, params: Record<string, string | number> = {}): string {
  const path = PAGE_ROUTES[key].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pageUrl(${key}): missing param ${name}`);
    return encodeURIComponent(String(value));
  });
  return `${WEB_BASE}${path === '/' ? '/' : path}`;
}

/** Whether a caller with these roles may open a page. `signedIn` matters only for role-guarded pages. */
export function canOpen(access: RouteAccess, userRoles: string | readonly string[] | null | undefined): boolean {
  if (access === 'none' || access === 'public') return true;
  return hasAnyRole(userRoles, access);
}

/**
 * Where a signed-in user lands (after sign-in, or when opening login or register): My Courses
 * when their roles open it; a Program Advisor the Cohort Data Report; an Administrator with no
 * other managing role Content Management; otherwise the home page — a newly registered user who
 * has no role yet would only meet the access-denied page elsewhere. A path under WEB_BASE.
 */
export function landingPath(userRoles: string | readonly string[] | null | undefined): string {
  if (canOpen(PAGE_ROUTES.dashboard.access, userRoles)) return PAGE_ROUTES.dashboard.path;
  // A Program Advisor has no dashboard: their work is the reports (issue 31). The reports also open
  // to administrators, so the advisor's role is asked for itself.
  if (hasAnyRole(userRoles, [advisor])) return PAGE_ROUTES.reportCohortData.path;
  if (canOpen(PAGE_ROUTES.contentManagement.access, userRoles)) return PAGE_ROUTES.contentManagement.path;
  return PAGE_ROUTES.home.path;
}

