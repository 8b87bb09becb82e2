// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PAGE_ROUTES, STORAGE_KEYS, landingPath, type RouteAccess } from '@fetp/contract';
import { renderWithProviders } from '../test/utils';
import { RoleGate, gateDecision } from './RoleGate';

const DENIED = 'Sorry! This page is not available for you. Please contact your System Administrator.';

function signIn(roles: string) {
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 7 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, roles);
}

function renderGate(access: RouteAccess, path = '/page') {
  return renderWithProviders(
    <Routes>
      <Route path="/page" element={<RoleGate access={access}>secret page</RoleGate>} />
      <Route path="/login" element={<div>login page</div>} />
      <Route path="/dashboard" element={<div>dashboard page</div>} />
      <Route path="/" element={<div>home page</div>} />
      <Route path="/reports/cohort_data/" element={<div>reports page</div>} />
    </Routes>,
    { route: path },
  );
}

describe('gateDecision', () => {
  it('lets anyone through a page without guard', () => {
    expect(gateDecision('none', false, '')).toBe('allow');
    expect(gateDecision('none', true, 'Mentee')).toBe('allow');
  });

  it('sends a signed-in user away from public pages to the dashboard', () => {
    expect(gateDecision('public', false, '')).toBe('allow');
    expect(gateDecision('public', true, 'Mentee')).toBe('to-landing');
  });

  it('sends a user who is not signed in to login', () => {
    expect(gateDecision(PAGE_ROUTES.dashboard.access, false, 'Mentee')).toBe('to-login');
  });

  it('compares roles case-insensitively, with spaces around commas', () => {
    expect(gateDecision(PAGE_ROUTES.dashboard.access, true, 'program advisor, MENTEE')).toBe('allow');
    expect(gateDecision(PAGE_ROUTES.applicationTracker.access, true, 'course coordinator')).toBe('allow');
  });

  it('denies a signed-in user with none of the roles, or with no roles', () => {
    expect(gateDecision(PAGE_ROUTES.dashboard.access, true, 'Program Advisor')).toBe('denied');
    expect(gateDecision(PAGE_ROUTES.applicationTracker.access, true, 'Mentor,Mentee')).toBe('denied');
    expect(gateDecision(PAGE_ROUTES.dashboard.access, true, '')).toBe('denied');
  });
});

describe('<RoleGate>', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the page to a user with an allowed role', () => {
    signIn('Mentor');
    renderGate(PAGE_ROUTES.dashboard.access);
    expect(screen.getByText('secret page')).toBeTruthy();
  });

  it('shows the access-denied page with the exact text', () => {
    signIn('Program Advisor');
    renderGate(PAGE_ROUTES.dashboard.access);
    expect(screen.getByTestId('access-denied').textContent).toBe(DENIED);
    expect(screen.queryByText('secret page')).toBeNull();
  });

  it('clears storage and goes to login when not signed in', () => {
    localStorage.setItem(STORAGE_KEYS.userRoles, 'Mentee');
    sessionStorage.setItem('left', 'over');
    renderGate(PAGE_ROUTES.dashboard.access);
    expect(screen.getByText('login page')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.userRoles)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('sends a signed-in user from a public page to the dashboard', () => {
    signIn('Mentee');
    renderGate(PAGE_ROUTES.login.access);
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it('sends a Program Advisor (no dashboard) to the reports, and a user with no role to the home page', () => {
    signIn('Program Advisor');
    renderGate(PAGE_ROUTES.login.access);
    expect(screen.getByText('reports page')).toBeTruthy();
    expect(screen.queryByTestId('access-denied')).toBeNull();
  });

  it('sends a signed-in user whose roles open neither the dashboard nor the reports to the home page', () => {
    signIn('');
    renderGate(PAGE_ROUTES.login.access);
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.queryByTestId('access-denied')).toBeNull();
  });
});

describe('landingPath', () => {
  it('is My Courses for the roles it opens to, the reports for a Program Advisor, the home page otherwise', () => {
    expect(landingPath('Mentee')).toBe('/dashboard');
    expect(landingPath('program advisor, COURSE COORDINATOR')).toBe('/dashboard');
    expect(landingPath('Program Advisor')).toBe('/reports/cohort_data/');
    expect(landingPath('')).toBe('/');
  });

  it('is Content Management for an Administrator with no other managing role, and leaves the other roles where they were', () => {
    expect(landingPath('Administrator')).toBe('/admin/');
    expect(landingPath('administrator')).toBe('/admin/');
    // An officer or a coordinator who also administers still lands on My Courses; an advisor on the reports.
    expect(landingPath('Administrator, Mentee')).toBe('/dashboard');
    expect(landingPath('Course Coordinator,Administrator')).toBe('/dashboard');
    expect(landingPath('Administrator, Program Advisor')).toBe('/reports/cohort_data/');
  });
});
