// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ADMINISTRATION_API, STORAGE_KEYS } from '@fetp/contract';
import { mockApi, reply } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import ContentManagementPage from './ContentManagementPage';

const counts = { hubs: 3, courses: 4, cohorts: 5, officers: 70, mentors: 3 };

function signIn(roles: string) {
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 7 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, roles);
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}><ContentManagementPage /></QueryClientProvider>, { route: '/admin/' });
}

describe('Content Management (issue 32)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows an administrator the programme’s counts from the server, and the sections open to them', async () => {
    signIn('Administrator');
    const api = mockApi({ [ADMINISTRATION_API.overview.path]: counts });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Content Management' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The programme' })).toBeTruthy();
    const overview = await screen.findByTestId('admin-overview');
    const shown = Object.fromEntries([...overview.querySelectorAll('[data-count]')].map((el) => [el.getAttribute('data-count'), el.textContent]));
    expect(shown).toEqual({ hubs: '3Hubs', courses: '4Courses', cohorts: '5Cohorts', officers: '70Officers', mentors: '3Mentors' });
    expect(api.calls(ADMINISTRATION_API.overview.path)).toHaveLength(1);
    const reports = screen.getByRole('link', { name: 'Open: Reports' });
    expect(reports.getAttribute('href')).toBe('/reports/cohort_data/');
  });

  it('tells a coordinator the counts are their courses’', async () => {
    signIn('Course Coordinator');
    mockApi({ [ADMINISTRATION_API.overview.path]: { ...counts, hubs: 1, courses: 2 } });
    render();
    expect(screen.getByRole('heading', { name: 'Your courses' })).toBeTruthy();
    expect(screen.getByText('Set up the courses you coordinate: their cohorts and the people in them.')).toBeTruthy();
    const overview = await screen.findByTestId('admin-overview');
    expect(within(overview).getByText('2')).toBeTruthy();
  });

  it('offers to try again when the counts could not be loaded, and shows them once they load', async () => {
    signIn('Administrator');
    let fail = true;
    mockApi({ [ADMINISTRATION_API.overview.path]: () => (fail ? reply(500, { message: 'Something went wrong' }) : counts) });
    render();
    expect(await screen.findByText('The programme’s figures could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('admin-overview')).toBeTruthy());
  });
});
