import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PAGE_ROUTES, WEB_BASE, type PageKey } from '@fetp/contract';
import { RoleGate } from './RoleGate';
import { Layout } from '../features/shell/Layout';
import { NotFound } from './NotFound';

/** The pages built so far, each code-split. */
/** The five report pages: one chunk and one import (the page reads its report from the address). */
const ReportsPage = lazy(() => import('../features/reports/ReportsPage'));

const PAGES: Partial<Record<PageKey, LazyExoticComponent<ComponentType>>> = {
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
          const Page = PAGES[key] ?? NotFound;
          return (
            <Route
              key={key}
              path={route.path}
              element={
                <RoleGate access={route.access}>
                  <Page />
                </RoleGate>
              }
            />
          );
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
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
