import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, matchPath } from 'react-router';
import { PAGE_ROUTES, WEB_BASE, type PageKey } from '@fetp/contract';
import { RoleGate } from './RoleGate';
import { Layout } from '../features/shell/Layout';
import { lazyPage as lazy, type LazyPage } from './lazyPage';
import { NotFound } from './NotFound';

/**
 * The pages a visit most often opens on, which load no data layer (TanStack Query) and no Mantine
 * component: their first load is React, the router, the locale, the public shell and the page
 * (issue 33 §5; docs/architecture.md "First load"). Every other page comes with the data layer.
 */
export const LIGHT_PAGES: ReadonlySet<PageKey> = new Set<PageKey>(['home', 'login']);

const LazyDataLayer = lazy(() => import('./DataLayer'));

/** A page past the first load, inside the data layer (fetched with it). */
function WithData({ children }: { children: ReactNode }) {
  return <LazyDataLayer>{children}</LazyDataLayer>;
}

/** The pages built so far, each code-split. */
/** The five report pages: one chunk and one import (the page reads its report from the address). */
const ReportsPage = lazy(() => import('../features/reports/ReportsPage'));

const PAGES: Partial<Record<PageKey, LazyPage>> = {
  home: lazy(() => import('../features/home/HomePage')),
  login: lazy(() => import('../features/sign-in/LoginPage')),
  passwordResetConfirm: lazy(() => import('../features/password-reset/PasswordResetPage')),
  register: lazy(() => import('../features/registration/RegistrationPage')),
  welcome: lazy(() => import('../features/registration/WelcomePage')),
  recommendations: lazy(() => import('../features/registration/RecommendationsPage')),
  applicant: lazy(() => import('../features/applicant/ApplicantPage')),
  dashboard: lazy(() => import('../features/my-courses/DashboardPage')),
  applicationTracker: lazy(() => import('../features/application-tracker/ApplicationTrackerPage')),
  calRequests: lazy(() => import('../features/cal-requests/CalRequestsPage')),
  attendanceSchedules: lazy(() => import('../features/calendar/AttendanceSchedulesPage')),
  coursesDashboard: lazy(() => import('../features/course-page/CoursePage')),
  menteeDashboard: lazy(() => import('../features/course-page/MenteeDetailsPage')),
  milestoneVersions: lazy(() => import('../features/milestone-versions/MilestoneVersionsPage')),
  menteeModules: lazy(() => import('../features/modules/MenteeModulesPage')),
  menteeUnit: lazy(() => import('../features/modules/MenteeUnitPage')),
  milestoneChat: lazy(() => import('../features/chat/MilestoneChatPage')),
  mentorDashboard: lazy(() => import('../features/mentor-dashboard/MentorDashboardPage')),
  coordinatorDashboard: lazy(() => import('../features/coordinator-dashboard/CoordinatorDashboardPage')),
  coordinatorCalDetails: lazy(() => import('../features/coordinator-dashboard/CoordinatorCalDetailsPage')),
  accountSettings: lazy(() => import('../features/account-settings/AccountSettingsPage')),
  profile: lazy(() => import('../features/profiles/ProfilePage')),
  menteeProfile: lazy(() => import('../features/profiles/MenteeProfilePage')),
  reportAbstractData: ReportsPage,
  reportCohortData: ReportsPage,
  reportResidentActivities: ReportsPage,
  reportProjectData: ReportsPage,
  reportCohortDataProject: ReportsPage,
  sendmail: lazy(() => import('../features/bulk-mail/BulkMailPage')),
  adminAudit: lazy(() => import('../features/audit-log/AuditLogPage')),
  adminHubs: lazy(() => import('../features/programme-setup/HubsPage')),
  adminCourses: lazy(() => import('../features/programme-setup/CoursesPage')),
  adminCourse: lazy(() => import('../features/programme-setup/CourseAdminPage')),
  adminCourseForms: lazy(() => import('../features/form-templates/FormsPage')),
  adminCourseCals: lazy(() => import('../features/cal-templates/CalTemplatesPage')),
  adminImport: lazy(() => import('../features/people-import/PeopleImportPage')),
  adminPeople: lazy(() => import('../features/people/PeoplePage')),
  adminPerson: lazy(() => import('../features/people/PersonPage')),
  adminOptionLists: lazy(() => import('../features/option-lists-admin/OptionListsPage')),
  contentManagement: lazy(() => import('../features/administration/ContentManagementPage')),
};

/**
 * Every route of the table is behind its role gate, built or not: a caller outside the route's
 * roles sees the access-denied page whatever the page's state, and only an allowed caller
 * reaches a page still to be built, which answers as not found.
 */
export function PageRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {(Object.keys(PAGE_ROUTES) as PageKey[]).map((key) => {
          const route = PAGE_ROUTES[key];
          const Page = PAGES[key];
          const page = !Page ? <NotFound /> : LIGHT_PAGES.has(key) ? <Page /> : <WithData><Page /></WithData>;
          return <Route key={key} path={route.path} element={<RoleGate access={route.access}>{page}</RoleGate>} />;
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * Fetches the code of the page at `pathname` (a browser path under /learn/), and the data layer
 * when that page needs it, so the first render has them (main.tsx): no loader, and the prerendered
 * home page is replaced in one step.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const inApp = pathname === WEB_BASE ? '/' : pathname.startsWith(`${WEB_BASE}/`) ? pathname.slice(WEB_BASE.length) : null;
  if (inApp === null) return Promise.resolve();
  const key = (Object.keys(PAGE_ROUTES) as PageKey[]).find((k) => matchPath(PAGE_ROUTES[k].path, inApp));
  const Page = key ? PAGES[key] : undefined;
  if (!key || !Page) return Promise.resolve();
  return Promise.all([Page.preload(), LIGHT_PAGES.has(key) ? null : LazyDataLayer.preload()]);
}

/**
 * The declarative router (no data router: the pages fetch through React Query, so loaders and
 * actions would only add weight to the first load).
 */
export function AppRouter() {
  return (
    <BrowserRouter basename={WEB_BASE}>
      <PageRoutes />
    </BrowserRouter>
  );
}
