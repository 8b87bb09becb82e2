// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CALENDAR_API, type ScheduleOfficerRow, type ScheduleSessionRow } from '@fetp/contract';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import AttendanceSchedulesPage from './AttendanceSchedulesPage';

const session = (n: number): ScheduleSessionRow => ({
  sno: n, event_id: n, occurrence: '2026-11-16T09:00:00.000Z', kind: n % 2 ? 'webinar' : 'meeting', title: `Grand Rounds ${n}`, course: 'Advanced FETP',
  starts_at: '2026-11-16T09:00:00.000Z', ends_at: '2026-11-16T10:00:00.000Z', invited: 12, attended: 9,
});
const officer = (n: number, name: string): ScheduleOfficerRow => ({ sno: n, user_id: 40 + n, officer_name: name, invited: 4, attended: 3, rate: 75 });

describe('Attendance & Schedules', () => {
  it('shows past sessions and each officer’s attendance, pages on the server, and copies and resets the feed address', async () => {
    const api = mockApi({
      '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } },
      [CALENDAR_API.scheduleSessions.path]: ({ url }: { url: URL }) => {
        const page = Number(url.searchParams.get('page'));
        return { count: 11, page, page_size: 10, data: page === 1 ? [session(1), session(2)] : [session(11)] };
      },
      [CALENDAR_API.scheduleCourses.path]: { data: [] },
      [CALENDAR_API.scheduleOfficers.path]: { count: 1, page: 1, page_size: 10, data: [officer(1, 'Sanjay Das')] },
      [CALENDAR_API.feedAddress.path]: { feed_url: 'https://portal.example/api/calendar/feed/old-token.ics' },
      [CALENDAR_API.resetFeed.path]: { feed_url: 'https://portal.example/api/calendar/feed/new-token.ics' },
    });
    renderWithProviders(<AttendanceSchedulesPage />, { route: '/schedules/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Attendance & Schedules' })).toBeTruthy();
    // With no course of theirs, the lists say so (the lists themselves are in the browser tests).
    expect(await screen.findByText('You do not coordinate or mentor in any course yet.')).toBeTruthy();

    const sessions = screen.getByTestId('schedule-sessions');
    expect(await within(sessions).findByText('Grand Rounds 1')).toBeTruthy();
    expect(within(sessions).getAllByText('16-11-2026')).toHaveLength(2);
    expect(within(sessions).getByText('Webinar')).toBeTruthy();
    expect(within(sessions).getByText('Meeting')).toBeTruthy();

    const officers = screen.getByTestId('schedule-officers');
    expect(await within(officers).findByText('Sanjay Das')).toBeTruthy();
    expect(within(officers).getByText('75%')).toBeTruthy();

    fireEvent.click(within(sessions).getByRole('button', { name: 'Page 2' }));
    expect(await within(sessions).findByText('Grand Rounds 11')).toBeTruthy();
    await waitFor(() => expect(api.calls(CALENDAR_API.scheduleSessions.path).map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']));

    const field = await screen.findByDisplayValue('https://portal.example/api/calendar/feed/old-token.ics');
    expect(field.hasAttribute('readonly')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByDisplayValue('https://portal.example/api/calendar/feed/new-token.ics')).toBeTruthy();
    expect(screen.getByText('A new address was made; the old one no longer works.')).toBeTruthy();
    expect(api.calls(CALENDAR_API.resetFeed.path)).toHaveLength(1);
  });

  it('keeps the current address when the reset is not confirmed', async () => {
    const api = mockApi({
      '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } },
      [CALENDAR_API.scheduleSessions.path]: { count: 0, page: 1, page_size: 10, data: [] },
      [CALENDAR_API.scheduleOfficers.path]: { count: 0, page: 1, page_size: 10, data: [] },
      [CALENDAR_API.feedAddress.path]: { feed_url: 'https://portal.example/api/calendar/feed/old-token.ics' },
    });
    renderWithProviders(<AttendanceSchedulesPage />, { route: '/schedules/' });
    await waitFor(() => expect(screen.getAllByText('No data available in table')).toHaveLength(2));
    await screen.findByDisplayValue('https://portal.example/api/calendar/feed/old-token.ics');
    fireEvent.click(screen.getByRole('button', { name: 'Reset address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep the current one' }));
    expect(screen.queryByRole('button', { name: 'Make a new address' })).toBeNull();
    expect(api.calls(CALENDAR_API.resetFeed.path)).toHaveLength(0);
  });
});
