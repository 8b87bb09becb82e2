// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { COURSE_TYPES, MY_COURSES_API, type CourseCard } from '@fetp/contract';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import DashboardPage, { tabValue } from './DashboardPage';

const card = (type: string, title: string, progress: number | null = null): CourseCard => ({
  type,
  title,
  description: `${title}, a course.`,
  link: '/learn/courses/1/cal/',
  imageSrc: null,
  course: `course-v1:X+${title.length}+2025`,
  external: false,
  progress,
});

function renderDashboard(courses = [card('FETP Course', 'Advanced Field Epidemiology', 46), card('Short Courses', 'Outbreak Essentials')]) {
  mockApi({
    // The site's name, for the document title.
    '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } },
    [MY_COURSES_API.courses.path]: { data: { courses } },
  });
  return renderWithProviders(<DashboardPage />, { route: '/dashboard' });
}

describe('My Courses (002 §2.13)', () => {
  it('moves the focus to its heading when it appears, so it is not lost to <body>', async () => {
    renderDashboard();
    const heading = screen.getByRole('heading', { level: 1, name: 'My Courses' });
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(heading);
    expect(await screen.findByText('Advanced Field Epidemiology')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('gives its tabs values without spaces: the ids that aria-controls and aria-labelledby list stay valid', async () => {
    renderDashboard();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['FETP Course', 'Short Courses', 'Frontline Courses']);
    expect(COURSE_TYPES.map(tabValue)).toEqual(['fetp-course', 'short-courses', 'frontline-courses']);
    for (const tab of tabs) {
      for (const attribute of ['id', 'aria-controls']) expect(tab.getAttribute(attribute)).not.toMatch(/\s/);
    }
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);

    fireEvent.click(screen.getByRole('tab', { name: 'Short Courses' }));
    expect(await screen.findByText('Outbreak Essentials')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Short Courses' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the learner’s course progress on a card of a course they take, and none where they do not', async () => {
    renderDashboard();
    const progress = await screen.findByRole('progressbar', { name: 'Course progress of Advanced Field Epidemiology' });
    expect(progress.getAttribute('aria-valuenow')).toBe('46');
    expect(screen.getByText('Course progress: 46%')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Short Courses' }));
    await screen.findByText('Outbreak Essentials');
    expect(screen.queryByRole('progressbar', { name: 'Course progress of Outbreak Essentials' })).toBeNull();
  });

  it('opens on the first tab that has courses: a frontline officer lands on Frontline Courses, not an empty FETP tab', async () => {
    renderDashboard([card('Frontline Courses', 'Frontline Surveillance', 10)]);
    expect(await screen.findByText('Frontline Surveillance')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Frontline Courses' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('courses-empty')).toBeNull();
    // The user's own choice of tab still holds.
    fireEvent.click(screen.getByRole('tab', { name: 'FETP Course' }));
    expect(await screen.findByTestId('courses-empty')).toBeTruthy();
  });
});
