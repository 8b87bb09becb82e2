// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PAGE_ROUTES, STORAGE_KEYS, type CalDetailsAnswer, type CalProgressRow } from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import CoordinatorCalDetailsPage from './CoordinatorCalDetailsPage';

const PATH = '/cal/api/get/coordinator/7/cal/5/details/';
const SITE = { '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } } };

const row = (n: number, file: string | null = null): CalProgressRow => ({
  sub_cal_id: n, name: `Officer ${n}`, cal_short_title: `Cholera outbreak ${n}`, start_date: '02/03/2026', cal_progress: n === 1 ? '100%' : '60%',
  milestone_title: n === 1 ? 'Final report' : '-', milestone_latest_file: file, show_file_name: file ? 'final-report.pdf' : '',
  completed_date: n === 1 ? '20/10/2026' : '-', mentee_id: 100 + n, course_id: 7, course_manage_id: 3,
  completed_cal_details_url: `/learn/cal/mentee/${100 + n}/details/?course=7`, view_details: 'View Details',
});

const answer = (page: number, rows: CalProgressRow[], count = 12): CalDetailsAnswer => ({
  display_data: { course: 'Advanced FETP', cohort: 'Cohort 2026', cal_name: 'Outbreak Investigation', cohort_id: 21 },
  table_data: rows, count, page, page_size: 10,
});

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={PAGE_ROUTES.coordinatorCalDetails.path} element={<CoordinatorCalDetailsPage />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 3 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Course Coordinator');
});

describe('the coordinator CAL details page', () => {
  it('shows the course, the cohort and the CAL, and its sub-CALs paged on the server for the cohort of the link', async () => {
    const api = mockApi({
      ...SITE,
      [PATH]: ({ url }: ApiCall) => {
        const page = Number(url.searchParams.get('page'));
        return answer(page, page === 1 ? [row(1, '/files/signed/final.pdf'), row(2)] : [row(11)]);
      },
    });
    renderAt('/cal/coordinator/7/cal/5/details?cohort=21');
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbreak Investigation' })).toBeTruthy();
    expect(screen.getByTestId('cal-details-course').textContent).toBe('Advanced FETP');
    expect(screen.getByTestId('cal-details-cohort').textContent).toBe('Cohort 2026');
    const table = screen.getByTestId('cal-details-table');
    expect((await within(table).findAllByRole('columnheader')).map((h) => h.textContent)).toEqual(
      ['Officer Name', 'CAL', 'Start Date', 'CAL Progress', 'Milestone', 'Latest File', 'Completed Date', 'Action'],
    );
    const [first, second] = within(table).getAllByTestId('cal-details-table-row');
    expect(within(first!).getByRole('link', { name: 'Download final-report.pdf' }).getAttribute('href')).toBe('/files/signed/final.pdf');
    expect(within(first!).getByText('20/10/2026')).toBeTruthy();
    expect(within(first!).getByRole('progressbar', { hidden: true }).getAttribute('aria-valuenow')).toBe('100');
    expect(within(second!).getByRole('progressbar', { hidden: true }).getAttribute('aria-valuenow')).toBe('60');
    // No file: a dash.
    expect(second!.querySelector('[data-column="file"]')!.textContent).toBe('-');
    expect(within(second!).getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe('/cal/mentee/102/details/?course=7');

    fireEvent.click(within(table).getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Officer 11')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls(PATH).map((c) => [c.url.searchParams.get('cohort_id'), c.url.searchParams.get('page')])).toEqual([['21', '1'], ['21', '2']]));
  });

  it('reads "No data available in table" when the CAL has no sub-CAL in the cohort', async () => {
    const api = mockApi({ ...SITE, [PATH]: answer(1, [], 0) });
    renderAt('/cal/coordinator/7/cal/5/details');
    expect(await screen.findByText('No data available in table')).toBeTruthy();
    expect(api.calls(PATH)[0]!.url.searchParams.get('cohort_id')).toBeNull();
  });

  it('tells a refused coordinator so', async () => {
    mockApi({ ...SITE, [PATH]: reply(403, { message: 'You do not coordinate this course.' }) });
    renderAt('/cal/coordinator/7/cal/5/details?cohort=21');
    expect(await screen.findByTestId('access-denied')).toBeTruthy();
  });

  it('answers not found for an address that is no CAL', () => {
    mockApi(SITE);
    renderAt('/cal/coordinator/7/cal/x/details');
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });
});
