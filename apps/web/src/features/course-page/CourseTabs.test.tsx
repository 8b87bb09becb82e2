// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { COURSE_TABS, type MenteeBanner } from '@fetp/contract';
import { renderWithProviders } from '../../test/utils';
import { CourseBanner } from './CourseBanner';
import { CourseTabs } from './CourseTabs';
import { courseTabPanels } from './tabPanels';
import type { CourseTabPanelProps } from './types';

const banner: MenteeBanner = {
  studentName: 'Asha Rao',
  mentorName: [],
  courseProgress: 0,
  calProgress: 0,
  profileImage: null,
  course: 'course-v1:FETP+ADV+2025',
  course_key: 'course-v1:FETP+ADV+2025',
  courseid: 3,
  course_manage_id: 7,
  course_manageid: 7,
  menteeID: 5,
  mentee_user_id: 5,
  menteeid: 5,
  course_title: 'Advanced Field Epidemiology',
  course_type: 'FETP Course',
  has_cal: true,
};

const panelProps: CourseTabPanelProps = { mentee: 5, course: 3, page: 'mentee', learner: false, banner };

/** A panel whose code arrives when the test says so, as a lazily loaded chunk would. */
function deferredPanel() {
  let resolve!: (module: { default: (props: CourseTabPanelProps) => React.ReactNode }) => void;
  const load = vi.fn(() => new Promise<{ default: (props: CourseTabPanelProps) => React.ReactNode }>((done) => (resolve = done)));
  const Panel = lazy(load);
  const arrive = () =>
    act(async () => {
      resolve({ default: (props) => <p data-testid="webinars-panel">{`Webinars of ${props.banner.studentName} (${props.mentee}, ${props.course}, ${props.page})`}</p> });
    });
  return { Panel, load, arrive };
}

describe('the course page’s banner', () => {
  it('shows CAL Progress only for a course with CALs (a Frontline course has none)', () => {
    renderWithProviders(<CourseBanner banner={{ ...banner, calProgress: 40 }} heading="course" />);
    expect(screen.getByTestId('cal-banner-cal-progress').textContent).toBe('40%');
    expect(screen.getByText('CAL Progress')).toBeTruthy();
  });

  it('has no CAL Progress on a course without CALs', () => {
    renderWithProviders(<CourseBanner banner={{ ...banner, has_cal: false, course_type: 'Frontline Courses' }} heading="course" />);
    expect(screen.getByTestId('cal-banner-course-progress')).toBeTruthy();
    expect(screen.queryByTestId('cal-banner-cal-progress')).toBeNull();
    expect(screen.queryByText('CAL Progress')).toBeNull();
  });
});

describe('the course page’s tab registry (001 §2.6)', () => {
  it('collects the panels the features declare in their own courseTab.tsx', () => {
    expect(Object.keys(courseTabPanels).sort()).toEqual(['cal_tracker', 'field_assignments', 'meetings', 'mentor_mentee_discussion', 'modules', 'webinars']);
    for (const key of Object.keys(courseTabPanels)) expect(COURSE_TABS).toContain(key);
  });

  it('shows a declared tab the server marks visible, and fetches its panel’s code only once it is opened', async () => {
    const webinars = deferredPanel();
    const first = () => <p data-testid="first-panel">CAL tracker</p>;
    renderWithProviders(
      <CourseTabs
        tabs={[
          { key: 'webinars', name: 'WEBINARS', visible: true },
          { key: 'cal_tracker', name: 'CAL TRACKER', visible: true },
          { key: 'meetings', name: 'Meetings', visible: true },
          { key: 'modules', name: 'MODULES', visible: false },
        ]}
        panels={{ cal_tracker: first, webinars: webinars.Panel, modules: first }}
        panelProps={panelProps}
      />,
    );
    // The spec's order; a tab with no panel (Meetings) or not visible (MODULES) is not shown.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['CAL TRACKER', 'WEBINARS']);
    expect(screen.getByTestId('first-panel')).toBeTruthy();
    expect(webinars.load).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('tab', { name: 'WEBINARS' }));
    expect(webinars.load).toHaveBeenCalledTimes(1);
    // While its code loads, the tab shows a loader.
    const panel = screen.getByRole('tabpanel', { name: 'WEBINARS' });
    expect(within(panel).getByLabelText('Loading…')).toBeTruthy();
    await webinars.arrive();
    expect((await screen.findByTestId('webinars-panel')).textContent).toBe('Webinars of Asha Rao (5, 3, mentee)');

    // Both stay mounted: back and forth loads nothing again.
    fireEvent.click(screen.getByRole('tab', { name: 'CAL TRACKER' }));
    fireEvent.click(screen.getByRole('tab', { name: 'WEBINARS' }));
    expect(screen.getByTestId('first-panel')).toBeTruthy();
    expect(screen.getByTestId('webinars-panel')).toBeTruthy();
    expect(webinars.load).toHaveBeenCalledTimes(1);
  });

  it('shows a label the server renamed as sent', () => {
    renderWithProviders(
      <CourseTabs tabs={[{ key: 'cal_tracker', name: 'Tracker', visible: true }]} panels={{ cal_tracker: () => null }} panelProps={panelProps} />,
    );
    expect(screen.getByRole('tab').textContent).toBe('Tracker');
  });
});
