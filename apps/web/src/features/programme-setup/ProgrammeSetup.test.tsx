// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  PROGRAMME_SETUP_API as API, PROGRAMME_SETUP_MESSAGES as M, PROFILE_TEMPLATES, ROLES, STORAGE_KEYS, type AdminCohort, type AdminCourse, type AdminHub,
} from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import { showSuccess } from '../../app/toast';
import HubsPage from './HubsPage';
import CoursesPage from './CoursesPage';
import CourseAdminPage from './CourseAdminPage';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const signedInAs = (role: string) => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 5 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, role);
  localStorage.setItem(STORAGE_KEYS.userId, '5');
};
beforeEach(() => {
  signedInAs(ROLES.administrator);
  vi.mocked(showSuccess).mockClear();
});

const HUB: AdminHub = {
  id: 3, name: 'Kenya FELTP', website_url: 'https://feltp.example.ke', is_national_centre: true, is_international_organisation: false,
  template_name: PROFILE_TEMPLATES.appliedEpidemiology, courses: 2,
};
const COURSE: AdminCourse = {
  id: 7, key: 'course-v1:KE+FETP-ADV+2027', title: 'Advanced FETP 2027', type: 'FETP Course', hub_id: 3, hub_name: 'Kenya FELTP', description: 'Two years.',
  image_url: null, external_url: null, start_date: '2027-01-10', end_date: '2028-12-15', admission_open: true, admission_opens_on: null, admission_closes_on: null,
  cohorts: 1, can_change_all: false,
};
const COHORT: AdminCohort = {
  id: 11, course_id: 7, name: '2027 intake', start_date: '2027-01-10', end_date: '2027-12-15', track: null, other_track: null, to_be_shown: ['officer', 'webinars'], officers: 4,
};
const page = <T,>(results: T[]) => ({ count: results.length, page: 1, page_size: 20, results });
const json = (call: ApiCall) => JSON.parse(String(call.init?.body)) as Record<string, unknown>;
const method = (call: ApiCall) => call.init?.method ?? 'GET';

describe('Hubs', () => {
  it('lists the hubs and creates one through the form; the body is the contract’s', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      [API.hubs.path]: (call: ApiCall) => {
        if (method(call) === 'POST') {
          sent.push(json(call));
          return { message: M.hubCreated, data: { ...HUB, id: 4, name: 'Ghana FELTP', courses: 0 } };
        }
        return page([HUB]);
      },
    });
    renderWithProviders(<HubsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hubs' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Hubs' });
    await within(table).findByText('Kenya FELTP');
    expect(within(table).getByText('National centre')).toBeTruthy();
    expect(within(table).getByText('Applied epidemiology profile')).toBeTruthy();

    fireEvent.click(screen.getByTestId('add-hub'));
    const form = await screen.findByTestId('hub-form');
    // An empty name is refused in the browser with the server's own message, and nothing is sent.
    fireEvent.click(within(form).getByTestId('hub-save'));
    expect(await within(form).findByText(M.nameRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Ghana FELTP' } });
    fireEvent.click(within(form).getByLabelText('International organisation'));
    fireEvent.click(within(form).getByTestId('hub-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Ghana FELTP', website_url: null, is_national_centre: false, is_international_organisation: true, template_name: PROFILE_TEMPLATES.fieldEpidemiology,
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(M.hubCreated));
    await waitFor(() => expect(screen.queryByTestId('hub-form')).toBeNull());
  });

  it('shows a taken name under the field when the server refuses it', async () => {
    mockApi({
      [API.hubs.path]: (call: ApiCall) => (method(call) === 'POST' ? reply(409, { message: M.hubNameTaken, errors: { name: [M.hubNameTaken] } }) : page([HUB])),
    });
    renderWithProviders(<HubsPage />);
    fireEvent.click(await screen.findByTestId('add-hub'));
    const form = await screen.findByTestId('hub-form');
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Kenya FELTP' } });
    fireEvent.click(within(form).getByTestId('hub-save'));
    expect(await within(form).findByText(M.hubNameTaken)).toBeTruthy();
    expect(showSuccess).not.toHaveBeenCalled();
  });
});

describe('Courses', () => {
  it('a coordinator sees their courses, without Add course', async () => {
    signedInAs(ROLES.coordinator);
    mockApi({ [API.courses.path]: page([COURSE]) });
    renderWithProviders(<CoursesPage />);
    const table = await screen.findByRole('table', { name: 'Courses' });
    expect(await within(table).findByRole('link', { name: 'Open Advanced FETP 2027' })).toBeTruthy();
    expect(within(table).getByText('Kenya FELTP')).toBeTruthy();
    expect(screen.queryByTestId('add-course')).toBeNull();
  });

  const renderCourse = () =>
    renderWithProviders(
      <Routes>
        <Route path="/admin/courses/:id/" element={<CourseAdminPage />} />
      </Routes>,
      { route: '/admin/courses/7/' },
    );

  it('a coordinator changes the course’s description; only the fields they may change are sent', async () => {
    signedInAs(ROLES.coordinator);
    const sent: Record<string, unknown>[] = [];
    mockApi({
      [`/api/admin/courses/7/`]: (call: ApiCall) => {
        if (method(call) === 'PATCH') {
          sent.push(json(call));
          return { message: M.courseSaved, data: { ...COURSE, description: 'Three years.' } };
        }
        return { message: '', data: COURSE };
      },
      [`/api/admin/courses/7/cohorts/`]: { results: [COHORT] },
    });
    renderCourse();
    expect(await screen.findByRole('heading', { level: 1, name: 'Advanced FETP 2027' })).toBeTruthy();
    // The form is a chunk of its own: it shows once loaded.
    expect((await screen.findByTestId('course-fixed-fields')).textContent).toContain('course-v1:KE+FETP-ADV+2027');
    const cohorts = await screen.findByRole('table', { name: 'Cohorts' });
    await within(cohorts).findByText('2027 intake');
    expect(within(cohorts).getByText('Officer, Webinars')).toBeTruthy();

    const form = screen.getByTestId('course-form');
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'Three years.' } });
    fireEvent.click(within(form).getByTestId('course-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.keys(sent[0]!).sort()).toEqual(['admission_closes_on', 'admission_open', 'admission_opens_on', 'description', 'end_date', 'external_url', 'image_url', 'start_date']);
    expect(sent[0]).toMatchObject({ description: 'Three years.', start_date: '2027-01-10', image_url: null });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(M.courseSaved));
  });

  it('adds a cohort with the dashboard tabs chosen for it', async () => {
    signedInAs(ROLES.coordinator);
    const sent: Record<string, unknown>[] = [];
    mockApi({
      [`/api/admin/courses/7/`]: { message: '', data: COURSE },
      [`/api/admin/courses/7/cohorts/`]: (call: ApiCall) => {
        if (method(call) === 'POST') {
          sent.push(json(call));
          return { message: M.cohortCreated, data: { ...COHORT, id: 12, name: '2028 intake' } };
        }
        return { results: [COHORT] };
      },
    });
    renderCourse();
    fireEvent.click(await screen.findByTestId('add-cohort'));
    const form = await screen.findByTestId('cohort-form');
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: '2028 intake' } });
    fireEvent.click(within(form).getByTestId('cohort-choose-tabs'));
    fireEvent.click(within(form).getByLabelText('Analytics'));
    fireEvent.click(within(form).getByTestId('cohort-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: '2028 intake', start_date: null, end_date: null, track: null, other_track: null });
    expect(sent[0]!.to_be_shown).toEqual(['field_assignment', 'officer', 'modules_progress', 'meetings', 'cal_based', 'officer_based', 'discussion', 'webinars']);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(M.cohortCreated));
  });

  it('editing a cohort: an end before the start is refused with the server’s message, and nothing is sent', async () => {
    signedInAs(ROLES.coordinator);
    const sent: unknown[] = [];
    mockApi({
      [`/api/admin/courses/7/`]: { message: '', data: COURSE },
      [`/api/admin/courses/7/cohorts/`]: { results: [{ ...COHORT, end_date: '2027-01-01' }] },
      [`/api/admin/cohorts/11/`]: (call: ApiCall) => {
        sent.push(json(call));
        return { message: M.cohortSaved, data: COHORT };
      },
    });
    renderCourse();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 2027 intake' }));
    const form = await screen.findByTestId('cohort-form');
    fireEvent.click(within(form).getByTestId('cohort-save'));
    expect(await within(form).findByText(M.endBeforeStart)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
