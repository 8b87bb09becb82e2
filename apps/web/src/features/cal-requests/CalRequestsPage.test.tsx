// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CAL_API, type CalRequestRow } from '@fetp/contract';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import CalRequestsPage from './CalRequestsPage';

const row = (id: number, name: string): CalRequestRow => ({
  id, auto_name: `OI-${id}`, short_title: `Outbreak ${id}`, cal_short_name: 'OI', cal_full_name: 'Outbreak Investigation',
  mentee_id: 40 + id, mentee_name: name, course_id: 1, course_title: 'Advanced FETP', registered_at: '2026-11-20T10:00:00.000Z',
  link: `/learn/cal/mentee/${40 + id}/details/?course=1`,
});

describe('CAL Requests', () => {
  it('lists what waits for review with a link to each mentee’s tracker, and pages on the server', async () => {
    const api = mockApi({
      '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } },
      [CAL_API.calRequests.path]: ({ url }: { url: URL }) => {
        const page = Number(url.searchParams.get('page'));
        return { count: 11, count_exact: true, page, page_size: 10, results: page === 1 ? [row(1, 'Sanjay Das'), row(2, 'Arjun Rao')] : [row(3, 'Meera Iyer')] };
      },
    });
    renderWithProviders(<CalRequestsPage />, { route: '/cal/requests/' });
    expect(screen.getByRole('heading', { level: 1, name: 'CAL Requests' })).toBeTruthy();
    expect(await screen.findByText('Sanjay Das')).toBeTruthy();
    expect(screen.getAllByText('20-11-2026')).toHaveLength(2);
    const links = screen.getAllByTestId('cal-request-open');
    expect(links[0]!.getAttribute('href')).toBe('/cal/mentee/41/details/?course=1');
    expect(links[0]!.getAttribute('aria-label')).toBe('Open tracker: Sanjay Das, OI-1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Meera Iyer')).toBeTruthy();
    await waitFor(() => expect(api.calls(CAL_API.calRequests.path).map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']));
  });

  it('says so when nothing waits', async () => {
    mockApi({
      '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } },
      [CAL_API.calRequests.path]: { count: 0, count_exact: true, page: 1, page_size: 10, results: [] },
    });
    renderWithProviders(<CalRequestsPage />, { route: '/cal/requests/' });
    expect(await screen.findByText('No data available in table')).toBeTruthy();
  });

  it('says there are more when the server counted only so far', async () => {
    mockApi({
      '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } },
      [CAL_API.calRequests.path]: { count: 1000, count_exact: false, page: 1, page_size: 10, results: [row(1, 'Sanjay Das')] },
    });
    renderWithProviders(<CalRequestsPage />, { route: '/cal/requests/' });
    expect(await screen.findByText('Showing 1–10 of more than 1000')).toBeTruthy();
  });
});
