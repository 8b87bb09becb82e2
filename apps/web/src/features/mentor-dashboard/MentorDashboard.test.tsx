// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_API, DISCUSSIONS_API, STORAGE_KEYS, WEBINARS_API, type MentorDashboardAnswer } from '@fetp/contract';
import { MENTEE_PROFILE_ID_KEY } from '../../app/menteeProfile';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import MentorDashboardPage from './MentorDashboardPage';

const SITE = { '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } } };
const EMPTY_LIST = { count: 0, results: [] };

const dashboard = (viewProfile: boolean): MentorDashboardAnswer => ({
  data: {
    profile_image_url: null, user_name: 'Priya Nair', role: 'Mentor', hub_name: 'National Centre for Disease Control', total_mentees: 2,
    mentee_details: [
      { mentee_user_id: 41, user_name: 'Arjun Rao', course_name: 'Advanced FETP', course_progress: 45, cal_progress: 0, course_key: 'course-v1:NCDC+FETP', course_id: 7 },
      { mentee_user_id: 42, user_name: 'Meera Iyer', course_name: 'Frontline', course_progress: 100, cal_progress: 60, course_key: 'course-v1:SSU+FL', course_id: 9 },
    ],
    is_view_profile: viewProfile,
  },
});

function api(viewProfile = true) {
  return mockApi({
    ...SITE,
    [DASHBOARD_API.mentorDashboard.path]: dashboard(viewProfile),
    [DISCUSSIONS_API.list.path]: EMPTY_LIST,
    [WEBINARS_API.upcoming.path]: EMPTY_LIST,
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 12 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Mentor');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the mentor dashboard', () => {
  it('lists only one course’s mentees when opened for it (?course_id=, from My Courses’ VIEW COURSE), with a way back to all', async () => {
    api();
    renderWithProviders(<MentorDashboardPage />, { route: '/cal/mentor/dashboard/?course_id=9' });
    const list = await screen.findByTestId('mentee-list', {}, { timeout: 15_000 });
    expect(within(list).queryByText('Arjun Rao')).toBeNull();
    expect(within(list).getByText('Meera Iyer')).toBeTruthy();
    const filter = screen.getByTestId('mentee-course-filter');
    expect(filter.textContent).toContain('Mentees in Frontline');
    expect(within(filter).getByRole('link', { name: 'Show all courses' }).getAttribute('href')).toBe('/cal/mentor/dashboard/');
  });

  it('shows the header at once and the tabs after one second, the Mentee List open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api();
    renderWithProviders(<MentorDashboardPage />, { route: '/cal/mentor/dashboard/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mentor Dashboard' })).toBeTruthy();
    expect((await screen.findByTestId('dashboard-banner-name')).textContent).toBe('Priya Nair');
    expect(screen.getByTestId('dashboard-banner-role').textContent).toBe('Mentor');
    expect(screen.getByTestId('dashboard-banner-hub').textContent).toBe('National Centre for Disease Control');
    expect(screen.getByTestId('dashboard-banner-total').textContent).toBe('2');
    // Not before the second has passed.
    await act(async () => { await vi.advanceTimersByTimeAsync(900); });
    expect(screen.queryByTestId('mentor-tabs')).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(200); });
    const tabs = await screen.findByTestId('mentor-tabs');
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Mentee List', 'Mentor-Mentee Discussion', 'Webinars']);
    vi.useRealTimers();

    const list = await screen.findByTestId('mentee-list');
    expect(within(list).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mentee Name', 'Course Name', 'Course Progress', 'CAL Progress', 'Action']);
    const links = within(list).getAllByTestId('mentee-details-link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/cal/mentee/41/details/?course=7', '/cal/mentee/42/details/?course=9']);
    expect(links[0]!.textContent).toBe('View Details');
    expect(within(list).getByRole('progressbar', { name: 'Course Progress of Arjun Rao in Advanced FETP', hidden: true }).getAttribute('aria-valuenow')).toBe('45');
    expect(within(list).getByRole('progressbar', { name: 'CAL Progress of Meera Iyer in Frontline', hidden: true }).getAttribute('aria-valuenow')).toBe('60');
  });

  it('opens a mentee’s profile in a new tab from their name when the server allows it, after storing their id', async () => {
    api(true);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderWithProviders(<MentorDashboardPage />, { route: '/cal/mentor/dashboard/' });
    const list = await screen.findByTestId('mentee-list', {}, { timeout: 3000 });
    const name = within(list).getByRole('button', { name: 'Meera Iyer' });
    fireEvent.mouseEnter(name);
    expect(await screen.findByText('View Profile')).toBeTruthy();
    fireEvent.click(name);
    expect(localStorage.getItem(MENTEE_PROFILE_ID_KEY)).toBe('42');
    // The officer's id is in the address: reloading this tab shows the same officer whatever was stored since.
    expect(open).toHaveBeenCalledWith('/learn/ask/mentee/profile/details/?user_id=42', '_blank', 'noopener');
  });

  it('shows names as text when the server does not allow opening profiles', async () => {
    api(false);
    renderWithProviders(<MentorDashboardPage />, { route: '/cal/mentor/dashboard/' });
    const list = await screen.findByTestId('mentee-list', {}, { timeout: 3000 });
    expect(within(list).getByText('Arjun Rao')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Arjun Rao' })).toBeNull();
  });

  it('loads the discussion and webinar lists when their tabs are first opened, and keeps them mounted', async () => {
    const calls = api();
    renderWithProviders(<MentorDashboardPage />, { route: '/cal/mentor/dashboard/' });
    await screen.findByTestId('mentor-tabs', {}, { timeout: 3000 });
    expect(calls.calls(DISCUSSIONS_API.list.path)).toHaveLength(0);
    expect(calls.calls(WEBINARS_API.upcoming.path)).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Mentor-Mentee Discussion' }));
    expect(await screen.findByTestId('discussion-event-list')).toBeTruthy();
    await waitFor(() => expect(calls.calls(DISCUSSIONS_API.list.path)).toHaveLength(1));

    fireEvent.click(screen.getByRole('tab', { name: 'Webinars' }));
    expect(await screen.findByTestId('webinars-screen')).toBeTruthy();
    await waitFor(() => expect(calls.calls(WEBINARS_API.upcoming.path)).toHaveLength(1));
    // The mentor lists, never creates: no New Webinar.
    expect(screen.queryByTestId('webinars-new')).toBeNull();
    // Back to the mentees: every pane is still there, nothing loaded again.
    fireEvent.click(screen.getByRole('tab', { name: 'Mentee List' }));
    expect(screen.getByTestId('discussion-event-list')).toBeTruthy();
    expect(screen.getByTestId('mentee-list')).toBeTruthy();
    expect(calls.calls(DISCUSSIONS_API.list.path)).toHaveLength(1);
  });
});
