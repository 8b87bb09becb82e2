// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  COORDINATOR_TABS, COORDINATOR_TAB_LABELS, DASHBOARD_API, STORAGE_KEYS,
  type CalProgressRow, type CoordinatorDashboardAnswer, type CoordinatorTab, type DashboardCohort, type OfficerRow,
} from '@fetp/contract';
import { MENTEE_PROFILE_ID_KEY } from '../../app/menteeProfile';
import { mockApi, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import CoordinatorDashboardPage from './CoordinatorDashboardPage';

const SITE = { '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } } };

const cohort = (id: number, name: string, shown: CoordinatorTab[], selected = false): DashboardCohort => ({
  id, cohort: name, is_selected: selected, course: 7,
  tabs: COORDINATOR_TABS.map((tab) => ({ tab_name: tab, label: COORDINATOR_TAB_LABELS[tab], to_be_shown: shown.includes(tab) })),
});

const dashboard = (course: number, cohorts: DashboardCohort[], toggle = true): CoordinatorDashboardAnswer => ({
  coordinator_details: { displayname: 'Asha Verma', role: 'Course Coordinator', hub: 'National Centre for Disease Control', totalMentees: course === 7 ? 8 : 4, profile_image_url: null },
  course: { id: course, title: course === 7 ? 'Advanced FETP' : 'Frontline', course_key: `k${course}`, course_type: 'FETP Course', show_cal_toggle: toggle, officer_page_size: 10 },
  cohorts_wise_data: cohorts,
});

const officer = (n: number): OfficerRow => ({
  name: `Officer ${n}`, state: 'Kerala', course_progress: n * 5, my_cal_progress: n === 1 ? 100 : 40, mentee_id: 100 + n,
  mentee_detail_url: `/learn/cal/mentee/${100 + n}/details/?course=7`,
});

const calRow = (n: number): CalProgressRow => ({
  sub_cal_id: n, name: 'Arjun Rao', cal_short_title: `Outbreak investigation ${n}`, start_date: '02/03/2026', cal_progress: '60%',
  milestone_title: 'Field work', milestone_latest_file: n === 1 ? '/files/report.pdf' : null, show_file_name: n === 1 ? 'report.pdf' : '',
  completed_date: '-', mentee_id: 101, course_id: 7, course_manage_id: 3, completed_cal_details_url: '/learn/cal/mentee/101/details/?course=7', view_details: 'View Details',
});

/** Cohort 2026 (selected) shows Officer, CAL BASED and Officer based; Cohort 2025 Officer and CAL BASED. */
const COHORTS = [cohort(21, 'Cohort 2026', ['officer', 'cal_based', 'officer_based'], true), cohort(20, 'Cohort 2025', ['officer', 'cal_based'])];

function routes(overrides: Record<string, unknown> = {}) {
  return {
    ...SITE,
    [DASHBOARD_API.dropdownCourses.path]: { my_courses: [{ value: 7, label: 'Advanced FETP', is_selected: true }, { value: 8, label: 'Frontline', is_selected: false }] },
    [DASHBOARD_API.coordinatorDashboard.path]: ({ url }: ApiCall) =>
      url.searchParams.get('fetp_course_id') === '8'
        ? dashboard(8, [cohort(30, 'Frontline Cohort 1', ['officer_based', 'officer'], true)], false)
        : dashboard(7, COHORTS),
    [DASHBOARD_API.officersAnalytics.path]: ({ url }: ApiCall) => ({
      data: { total_officers: url.searchParams.get('cohort_id') === '21' ? 4 : 3, total_mentors: 3, male_participants: 2, female_participants: 2, male_mentors: 1, female_mentors: 2 },
    }),
    [DASHBOARD_API.quickOverview.path]: { data: { enrollment_count: 12, display_modules_completed: '5/40', module_progress: 13, current_cohort: 'Cohort 2026', display_completed_cals: '2/9', cal_progress: 22 } },
    [DASHBOARD_API.officerTable.path]: ({ url }: ApiCall) => {
      const page = Number(url.searchParams.get('page'));
      return { count: 12, page, page_size: 10, data: page === 1 ? [officer(1), officer(2)] : [officer(11), officer(12)] };
    },
    [DASHBOARD_API.calBased.path]: {
      data: [{ cal_id: 5, cal_name: 'Outbreak Investigation', cal_short_name: 'OI', expected: 8, ongoing: 3, completed: 2, milestone_progress: 40, details_url: '/learn/cal/coordinator/7/cal/5/details?cohort=21' }],
    },
    '/cal/api/cal_based/individual/7/': ({ url }: ApiCall) => ({
      officers: [{ value: 101, label: 'Arjun Rao' }, { value: 102, label: 'Meera Iyer' }],
      data: url.searchParams.get('mentee_id') === '101' ? [calRow(1), calRow(2)] : [],
    }),
    ...overrides,
  };
}

const tabNames = () => within(screen.getByTestId('coordinator-tabs')).getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => within(screen.getByTestId('coordinator-tabs')).getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

async function choose(el: HTMLElement, label: string) {
  fireEvent.click(el);
  await waitFor(() => expect(el.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(el.getAttribute('aria-controls')!)!;
  fireEvent.click(within(listbox).getByRole('option', { name: label, hidden: true }));
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 3 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Course Coordinator');
});
afterEach(() => vi.unstubAllGlobals());

describe('the coordinator dashboard', () => {
  it('shows the banner, the course and its selected cohort, and only the tabs marked to_be_shown, in order', async () => {
    const api = mockApi(routes());
    renderWithProviders(<CoordinatorDashboardPage />, { route: '/cal/coordinator/dashboard/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Coordinator Dashboard' })).toBeTruthy();
    await screen.findByTestId('coordinator-tabs');
    expect(screen.getByTestId('dashboard-banner-name').textContent).toBe('Asha Verma');
    expect(screen.getByTestId('dashboard-banner-role').textContent).toBe('Course Coordinator');
    expect(screen.getByTestId('dashboard-banner-hub').textContent).toBe('National Centre for Disease Control');
    expect(screen.getByTestId('dashboard-banner-total').textContent).toBe('8');
    expect((screen.getByRole('textbox', { name: 'Course Name' }) as HTMLInputElement).value).toBe('Advanced FETP');
    expect(screen.getByRole('button', { name: 'Cohort 2026' }).getAttribute('aria-pressed')).toBe('true');
    expect(tabNames()).toEqual(['Officer', 'CAL BASED', 'Officer based']);
    expect(selectedTab()).toBe('Officer');
    // The first tab's pane: the cohort's counts.
    const stat = await screen.findByTestId('officer-stat-officers');
    expect(stat.textContent).toContain('Total officers');
    expect(stat.textContent).toContain('4');
    expect(api.calls(DASHBOARD_API.coordinatorDashboard.path)[0]!.url.searchParams.get('fetp_course_id')).toBe('7');
    expect(api.calls(DASHBOARD_API.officersAnalytics.path)[0]!.url.searchParams.get('cohort_id')).toBe('21');
    // Panes not yet opened have not asked for anything.
    expect(api.calls(DASHBOARD_API.calBased.path)).toHaveLength(0);
  });

  it('opens on the course named in the address (?course_id=, from My Courses’ VIEW COURSE)', async () => {
    const api = mockApi(routes());
    renderWithProviders(<CoordinatorDashboardPage />, { route: '/cal/coordinator/dashboard/?course_id=8' });
    await screen.findByTestId('coordinator-tabs');
    expect((screen.getByRole('textbox', { name: 'Course Name' }) as HTMLInputElement).value).toBe('Frontline');
    expect(api.calls(DASHBOARD_API.coordinatorDashboard.path).map((c) => c.url.searchParams.get('fetp_course_id'))).toEqual(['8']);
  });

  it('keeps an opened tab mounted, pages the officer table on the server, and goes back to the first tab on another cohort or course', async () => {
    const api = mockApi(routes());
    renderWithProviders(<CoordinatorDashboardPage />, { route: '/cal/coordinator/dashboard/' });
    await screen.findByTestId('officer-stat-officers');

    fireEvent.click(screen.getByRole('tab', { name: 'Officer based' }));
    const table = await screen.findByTestId('officer-table');
    expect(await within(table).findByText('Officer 1')).toBeTruthy();
    expect(screen.getByTestId('quick-overview-modules').textContent).toContain('5/40');
    expect(screen.getByTestId('quick-overview-cohort').textContent).toContain('Cohort 2026');
    // The Officer pane stays mounted (hidden), without loading again.
    expect(screen.getByTestId('officer-stat-officers')).toBeTruthy();
    expect(api.calls(DASHBOARD_API.officersAnalytics.path)).toHaveLength(1);
    // Progress bars: named, with their value; warning colour from 1 to 99 %, success otherwise.
    const bar = within(table).getByRole('progressbar', { name: 'CAL Progress of Officer 1', hidden: true });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(within(table).getByRole('progressbar', { name: 'Course Progress of Officer 2', hidden: true }).getAttribute('aria-valuenow')).toBe('10');
    const details = within(table).getAllByTestId('officer-details-link')[0]!;
    expect(details.getAttribute('href')).toBe('/cal/mentee/101/details/?course=7');
    expect(details.textContent).toBe('View Details');

    fireEvent.click(within(table).getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Officer 12')).toBeTruthy();
    expect(api.calls(DASHBOARD_API.officerTable.path).map((c) => [c.url.searchParams.get('cohort_id'), c.url.searchParams.get('page')])).toEqual([['21', '1'], ['21', '2']]);

    // Another cohort: its own tabs, the first one open (even when the open tab is one of them too).
    fireEvent.click(screen.getByRole('tab', { name: 'CAL BASED' }));
    await screen.findByTestId('cal-summary');
    fireEvent.click(screen.getByRole('button', { name: 'Cohort 2025' }));
    await waitFor(() => expect(tabNames()).toEqual(['Officer', 'CAL BASED']));
    expect(selectedTab()).toBe('Officer');
    expect(screen.getByRole('button', { name: 'Cohort 2025' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('officer-table')).toBeNull();
    await waitFor(() => expect(api.calls(DASHBOARD_API.officersAnalytics.path).map((c) => c.url.searchParams.get('cohort_id'))).toEqual(['21', '20']));

    // Another course: its selected cohort and that cohort's first tab.
    fireEvent.click(screen.getByRole('tab', { name: 'CAL BASED' }));
    await waitFor(() => expect(selectedTab()).toBe('CAL BASED'));
    await choose(screen.getByRole('textbox', { name: 'Course Name' }), 'Frontline');
    await waitFor(() => expect(tabNames()).toEqual(['Officer', 'Officer based']));
    expect(selectedTab()).toBe('Officer');
    expect(screen.getByRole('button', { name: 'Frontline Cohort 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('dashboard-banner-total').textContent).toBe('4');
    expect(api.calls(DASHBOARD_API.coordinatorDashboard.path).map((c) => c.url.searchParams.get('fetp_course_id'))).toEqual(['7', '8']);
  });

  it('opens an officer’s profile in a new tab from their name, after storing their id', async () => {
    mockApi(routes());
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderWithProviders(<CoordinatorDashboardPage />, { route: '/cal/coordinator/dashboard/' });
    await screen.findByTestId('coordinator-tabs');
    fireEvent.click(screen.getByRole('tab', { name: 'Officer based' }));
    const table = await screen.findByTestId('officer-table');
    fireEvent.click(await within(table).findByRole('button', { name: 'Officer 2' }));
    expect(localStorage.getItem(MENTEE_PROFILE_ID_KEY)).toBe('102');
    // The officer's id is in the address: reloading this tab shows the same officer whatever was stored since.
    expect(open).toHaveBeenCalledWith('/learn/ask/mentee/profile/details/?user_id=102', '_blank', 'noopener');
  });

  it('shows the CAL summaries, and in Individual mode asks for an officer, then shows their CAL rows', async () => {
    const api = mockApi(routes());
    renderWithProviders(<CoordinatorDashboardPage />, { route: '/cal/coordinator/dashboard/' });
    await screen.findByTestId('coordinator-tabs');
    fireEvent.click(screen.getByRole('tab', { name: 'CAL BASED' }));
    const summary = await screen.findByTestId('cal-summary');
    const link = await within(summary).findByRole('link', { name: 'Outbreak Investigation' });
    expect(link.getAttribute('href')).toBe('/cal/coordinator/7/cal/5/details?cohort=21');
    expect(within(summary).getByRole('progressbar', { name: 'Milestone Progress of Outbreak Investigation', hidden: true }).getAttribute('aria-valuenow')).toBe('40');
    expect(api.calls(DASHBOARD_API.calBased.path)[0]!.url.searchParams.get('cohort_id')).toBe('21');

    fireEvent.click(screen.getByText('Individual'));
    expect(await screen.findByText('Kindly! Select an officer to view data')).toBeTruthy();
    const search = screen.getByRole('textbox', { name: 'Officer' });
    expect(search.getAttribute('placeholder')).toBe('Search Officer');
    expect(screen.queryByTestId('cal-individual-table')).toBeNull();
    await choose(search, 'Arjun Rao');
    const rows = await screen.findByTestId('cal-individual-table');
    expect(await within(rows).findByText('Outbreak investigation 1')).toBeTruthy();
    expect(within(rows).getByText('Outbreak investigation 2')).toBeTruthy();
    expect(screen.queryByText('Kindly! Select an officer to view data')).toBeNull();
    expect(within(rows).getByTestId('cal-row-file').getAttribute('href')).toBe('/files/report.pdf');
    expect(within(rows).getAllByTestId('cal-row-details')[0]!.getAttribute('href')).toBe('/cal/mentee/101/details/?course=7');
    const calls = api.calls('/cal/api/cal_based/individual/7/').map((c) => [c.url.searchParams.get('cohort_id'), c.url.searchParams.get('mentee_id')]);
    expect(calls).toEqual([['21', null], ['21', '101']]);
  });

  it('says when the officer search finds nobody', async () => {
    mockApi(routes());
    renderWithProviders(<CoordinatorDashboardPage />, { route: '/cal/coordinator/dashboard/' });
    await screen.findByTestId('coordinator-tabs');
    fireEvent.click(screen.getByRole('tab', { name: 'CAL BASED' }));
    fireEvent.click(await screen.findByText('Individual'));
    const search = await screen.findByRole('textbox', { name: 'Officer' });
    fireEvent.click(search);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText('No officers found')).toBeTruthy();
  });

  it('has no Cumulative / Individual switch when the course’s hub has none', async () => {
    mockApi(routes({ [DASHBOARD_API.coordinatorDashboard.path]: dashboard(7, COHORTS, false) }));
    renderWithProviders(<CoordinatorDashboardPage />, { route: '/cal/coordinator/dashboard/' });
    await screen.findByTestId('coordinator-tabs');
    fireEvent.click(screen.getByRole('tab', { name: 'CAL BASED' }));
    await within(await screen.findByTestId('cal-summary')).findByText('Outbreak Investigation');
    expect(screen.queryByTestId('cal-mode')).toBeNull();
    expect(screen.queryByText('Individual')).toBeNull();
  });

  it('tells a coordinator without a course so, and asks for no dashboard', async () => {
    const api = mockApi(routes({ [DASHBOARD_API.dropdownCourses.path]: { my_courses: [] } }));
    renderWithProviders(<CoordinatorDashboardPage />, { route: '/cal/coordinator/dashboard/' });
    expect(await screen.findByText('You do not coordinate any course yet.')).toBeTruthy();
    expect(screen.queryByTestId('coordinator-tabs')).toBeNull();
    expect(api.calls(DASHBOARD_API.coordinatorDashboard.path)).toHaveLength(0);
  });

  it('says when a cohort has no view to show', async () => {
    mockApi(routes({ [DASHBOARD_API.coordinatorDashboard.path]: dashboard(7, [cohort(21, 'Cohort 2026', [], true)]) }));
    renderWithProviders(<CoordinatorDashboardPage />, { route: '/cal/coordinator/dashboard/' });
    expect(await screen.findByText('No view is available for this cohort.')).toBeTruthy();
  });
});
