// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { STORAGE_KEYS, type AdmissionCourse, type RecommendedCoursesAnswer } from '@fetp/contract';
import { mockApi, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import RecommendationsPage from './RecommendationsPage';
import WelcomePage from './WelcomePage';
import { pageAfterRegistering } from './nextPage';

const SURVEILLANCE = 'improve_disease_surveillance_in_my_district';

function course(key: string, title: string, type: string): AdmissionCourse {
  return {
    course_id: key, title, description: 'Training for district surveillance officers.', type, hub: 'State Surveillance Unit, Kerala',
    start_date: '2025-07-01', end_date: null, admission_closes_on: null, apply_url: `/learn/applicant?course_id=${encodeURIComponent(key)}`,
  };
}
const FRONTLINE = course('course-v1:SSU+FRONTLINE+2025', 'Frontline Field Epidemiology', 'Frontline Courses');
const FETP = course('course-v1:NCDC+FETP-ADV+2025', 'Advanced Field Epidemiology Training Programme', 'FETP Course');

/** The recommendations call: the surveillance goal is served by both courses, the mentoring goal by none. */
function mockServer() {
  return mockApi({
    '/api/recommended_courses/': ({ url }: ApiCall): RecommendedCoursesAnswer => {
      const goal = url.searchParams.get('goal');
      const base = { page: 1, page_size: Number(url.searchParams.get('page_size') ?? 20) };
      if (goal === SURVEILLANCE) {
        return { ...base, goal: { key: goal, value: 'Improve disease surveillance in my district' }, count: 2, data: [FRONTLINE, FETP] };
      }
      if (goal === 'mentor_other_public_health_officers') {
        return { ...base, goal: { key: goal, value: 'Mentor other public health officers' }, count: 0, data: [] };
      }
      return { ...base, goal: null, count: 2, data: [FETP, FRONTLINE] };
    },
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The two pages as the router shows them; any other address shows where the page went. */
function renderPages(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/welcome" element={<WelcomePage />} />
      <Route path="/recommendations" element={<RecommendationsPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => localStorage.clear());

describe('after registering (002 §2.12)', () => {
  it('goes to the welcome page, else the recommendations for the goal, else the returned address', () => {
    const answer = { redirect_url: '/learn/login', is_welcome: false, is_recommendations: false };
    expect(pageAfterRegistering({ ...answer, is_welcome: true }, SURVEILLANCE)).toBe('/learn/welcome');
    expect(pageAfterRegistering({ ...answer, is_welcome: true, is_recommendations: true }, SURVEILLANCE)).toBe('/learn/welcome');
    expect(pageAfterRegistering({ ...answer, is_recommendations: true }, 'a goal&b')).toBe('/learn/recommendations?goal=a%20goal%26b');
    expect(pageAfterRegistering(answer, SURVEILLANCE)).toBe('/learn/login');
    expect(pageAfterRegistering({ ...answer, redirect_url: 'https://elsewhere.example.org/' }, SURVEILLANCE)).toBe('https://elsewhere.example.org/');
    expect(pageAfterRegistering({ ...answer, redirect_url: '' }, SURVEILLANCE)).toBe('/learn/login');
  });
});

describe('the welcome page', () => {
  it('says what happens next, in order, with Sign in and the courses open for admission', async () => {
    renderPages('/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the learning portal' })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Next steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Sign in'), expect.stringContaining('six-digit code'), expect.stringContaining('coordinator'), expect.stringContaining('My Courses'),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Apply to another course' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Courses open for admission' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Recommended courses' })).toBeTruthy());
  });

  it('Sign in opens the sign-in page', async () => {
    renderPages('/welcome');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the learning portal' });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('offers a signed-in user their courses instead of Sign in', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 7 }));
    localStorage.setItem(STORAGE_KEYS.userRoles, 'Mentee');
    renderPages('/welcome');
    fireEvent.click(await screen.findByRole('link', { name: 'Go to my courses' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});

describe('the recommendations page', () => {
  it('lists the courses for the goal, best first, each with its Apply button, and Sign in', async () => {
    const api = mockServer();
    renderPages(`/recommendations?goal=${SURVEILLANCE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recommended courses' })).toBeTruthy();
    const cards = await screen.findAllByTestId('admission-course');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([FRONTLINE.title, FETP.title]);
    const apply = within(cards[0]!).getByRole('link', { name: `Apply to ${FRONTLINE.title}` });
    // The router here has no /learn base: the in-app link is the Apply address below it.
    expect(`/learn${apply.getAttribute('href')}`).toBe(FRONTLINE.apply_url);
    expect(screen.getByTestId('recommendations-intro').textContent).toBe('Courses open for admission that suit your goal: Improve disease surveillance in my district.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    const call = api.calls('/api/recommended_courses/')[0]!;
    expect(call.url.searchParams.get('goal')).toBe(SURVEILLANCE);
    expect(call.url.searchParams.get('page_size')).toBe('6');
  });

  it('says when no open course suits the goal, and offers every open course', async () => {
    mockServer();
    renderPages('/recommendations?goal=mentor_other_public_health_officers');
    expect((await screen.findByTestId('recommendations-empty')).textContent).toContain('No course open for admission suits this goal at the moment.');
    fireEvent.click(screen.getByRole('link', { name: 'See every course open for admission' }));
    expect(await screen.findByText('Every course open for admission in the programme.')).toBeTruthy();
    expect(await screen.findAllByTestId('admission-course')).toHaveLength(2);
  });

  it('without a goal lists every open course', async () => {
    const api = mockServer();
    renderPages('/recommendations');
    expect(await screen.findAllByTestId('admission-course')).toHaveLength(2);
    expect(screen.getByTestId('recommendations-intro').textContent).toBe('Every course open for admission in the programme.');
    expect(api.calls('/api/recommended_courses/')[0]!.url.searchParams.has('goal')).toBe(false);
  });
});
