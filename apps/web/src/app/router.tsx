import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGE_ROUTES, WEB_BASE, type PageKey } from '@fetp/contract';
import { RoleGate } from './RoleGate';
import { Layout } from '../features/shell/Layout';
import { NotFound } from '../ui/NotFound';
import { RouteError } from '../ui/RouteError';

/** The pages built so far, each code-split. */
const PAGES: Partial<Record<PageKey, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() => import('../features/home/HomePage')),
  login: lazy(() => import('../features/sign-in/LoginPage')),
  passwordResetConfirm: lazy(() => import('../features/password-reset/PasswordResetPage')),
  register: lazy(() => import('../features/registration/RegistrationPage')),
  applicant: lazy(() => import('../features/applicant/ApplicantPage')),
  dashboard: lazy(() => import('../features/my-courses/DashboardPage')),
  applicationTracker: lazy(() => import('../features/application-tracker/ApplicationTrackerPage')),
};

/**
 * Every route of the table is behind its role gate, built or not: a caller outside the route's
 * roles sees the access-denied page whatever the page's state, and only an allowed caller
 * reaches a page still to be built, which answers as not found.
 */
export function pageRoutes(): RouteObject[] {
  const routes: RouteObject[] = (Object.keys(PAGE_ROUTES) as PageKey[]).map((key) => {
    const route = PAGE_ROUTES[key];
    const Page = PAGES[key] ?? NotFound;
    return {
      path: route.path,
      element: (
        <RoleGate access={route.access}>
          <Page />
        </RoleGate>
      ),
    };
  });
  routes.push({ path: '*', element: <NotFound /> });
  return routes;
}

export function createRouter() {
  return createBrowserRouter(
    [{ element: <Layout />, errorElement: <RouteError />, children: pageRoutes() }],
    { basename: WEB_BASE },
  );
}
