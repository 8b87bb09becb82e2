import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGE_ROUTES, WEB_BASE, type PageKey } from '@fetp/contract';
import { RoleGate } from './RoleGate';
import { Layout } from '../ui/Layout';
import { NotFound } from '../ui/NotFound';
import { RouteError } from '../ui/RouteError';

/** The pages built so far, each code-split. Routes of the table without a page fall to NotFound. */
const PAGES: Partial<Record<PageKey, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() => import('../features/home/HomePage')),
  login: lazy(() => import('../features/login/LoginPage')),
  passwordResetConfirm: lazy(() => import('../features/password-reset/PasswordResetPage')),
  register: lazy(() => import('../features/registration/RegistrationPage')),
  applicant: lazy(() => import('../features/applicant/ApplicantPage')),
  dashboard: lazy(() => import('../features/dashboard/DashboardPage')),
  applicationTracker: lazy(() => import('../features/application-tracker/ApplicationTrackerPage')),
};

export function pageRoutes(): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const [key, Page] of Object.entries(PAGES) as [PageKey, LazyExoticComponent<ComponentType>][]) {
    const route = PAGE_ROUTES[key];
    routes.push({
      path: route.path,
      element: (
        <RoleGate access={route.access}>
          <Page />
        </RoleGate>
      ),
    });
  }
  routes.push({ path: '*', element: <NotFound /> });
  return routes;
}

export function createRouter() {
  return createBrowserRouter(
    [{ element: <Layout />, errorElement: <RouteError />, children: pageRoutes() }],
    { basename: WEB_BASE },
  );
}
