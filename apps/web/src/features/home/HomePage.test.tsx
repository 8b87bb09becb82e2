// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router';
import { STORAGE_KEYS, type AdmissionCourse } from '@fetp/contract';
import { mockApi, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import HomePage from './HomePage';

const FETP = 'course-v1:NCDC+FETP-ADV+2025';
const applyUrl = (key: string) => `/learn/applicant?course_id=${encodeURIComponent(key)}`;

function course(key: string, over: Partial<AdmissionCourse> = {}): AdmissionCourse {
  return {
    course_id: key,
    title: `Course ${key}`,
    description: 'Two-year, competency-based training.',
    type: 'FETP Course',
    hub: 'National Centre for Disease Control',
    start_date: '2025-01-06',
    end_date: '2026-12-18',
    admission_closes_on: null,
    apply_url: applyUrl(key),
    ...over,
  };
}

/** The public home page's calls: header links and the courses open for admission. */
function mockServer(open: AdmissionCourse[]) {
  return mockApi({
    '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } },
    '/api/admission_courses/': ({ url }: ApiCall) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      return { count: open.length, page, page_size: size, data: open.slice((page - 1) * size, page * size) };
    },
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderHome(route = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/applicant" element={<Where />} />
      </Routes>
    </QueryClientProvider>,
    { route },
  );
}

describe('home page: DISCOVER NEW (000 §2.1)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists a course open for admission with its type, hub, dates, closing day and Apply link', async () => {
    const api = mockServer([
      course(FETP, { title: 'Advanced Field Epidemiology Training Programme', admission_closes_on: '2025-11-30' }),
      course('course-v1:SSU+FRONTLINE+2025', { title: 'Frontline Field Epidemiology', type: 'Frontline Courses', end_date: null }),
    ]);
    localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 7 }));
    renderHome();
    const cards = await screen.findAllByTestId('admission-course');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { name: 'Advanced Field Epidemiology Training Programme' })).toBeTruthy();
    expect(within(first).getByText('FETP Course')).toBeTruthy();
    expect(within(first).getByTestId('admission-course-hub').textContent).toBe('Hub: National Centre for Disease Control');
    expect(within(first).getByTestId('admission-course-dates').textContent).toBe('Course dates: 06/01/2025 – 18/12/2026');
    expect(within(first).getByTestId('admission-course-closes').textContent).toBe('Applications close on 30/11/2025');
    // No closing day, no end date: neither line claims one.
    expect(within(cards[1]!).queryByTestId('admission-course-closes')).toBeNull();
    expect(within(cards[1]!).getByTestId('admission-course-dates').textContent).toBe('Starts on 06/01/2025');

    const apply = within(first).getByRole('link', { name: 'Apply to Advanced Field Epidemiology Training Programme' });
    expect(apply.textContent).toBe('Apply');
    expect(apply.getAttribute('href')).toBe(`/applicant?course_id=${encodeURIComponent(FETP)}`);
    const query = api.calls('/api/admission_courses/')[0]!.url;
    expect(query.searchParams.get('page')).toBe('1');
    expect(query.searchParams.get('page_size')).toBe('6');
    // The public list carries no bearer token even for a signed-in visitor.
    const init = api.calls('/api/admission_courses/')[0]!.init!;
    expect(new Headers(init.headers).get('Authorization')).toBeNull();

    // The SPA opens the wizard for that course.
    fireEvent.click(apply);
    expect((await screen.findByTestId('where')).textContent).toBe(`/applicant?course_id=${encodeURIComponent(FETP)}`);
  });

  it('says so when no course is open for admission', async () => {
    mockServer([]);
    renderHome();
    const empty = await screen.findByTestId('admission-courses-empty');
    expect(empty.textContent).toBe(
      'No course is open for admission right now. Courses will be listed here when a new cohort is announced.',
    );
    expect(screen.queryAllByTestId('admission-course')).toHaveLength(0);
    expect(screen.queryByTestId('admission-courses-pagination')).toBeNull();
  });

  it('pages six courses at a time', async () => {
    const api = mockServer(Array.from({ length: 8 }, (_, i) => course(`course-v1:X+C${i + 1}+2025`)));
    renderHome();
    expect(await screen.findAllByTestId('admission-course')).toHaveLength(6);
    fireEvent.click(within(screen.getByTestId('admission-courses-pagination')).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('admission-course')).toHaveLength(2));
    const last = api.calls('/api/admission_courses/').at(-1)!.url;
    expect(last.searchParams.get('page')).toBe('2');
    expect(screen.getByText('Course course-v1:X+C7+2025')).toBeTruthy();
  });
});

describe('home page after an application (?application=submitted)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('thanks the applicant at the top, until the notice is closed', async () => {
    mockServer([]);
    renderHome('/?application=submitted');
    const notice = await screen.findByTestId('application-submitted');
    expect(notice.textContent).toContain('Thank you. Your application has been submitted.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('application-submitted')).toBeNull());
  });

  it('shows no notice on a plain visit', async () => {
    mockServer([]);
    renderHome();
    await screen.findByTestId('admission-courses-empty');
    expect(screen.queryByTestId('application-submitted')).toBeNull();
  });
});
