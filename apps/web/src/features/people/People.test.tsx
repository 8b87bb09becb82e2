// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  PEOPLE_API as API, PEOPLE_CALL_MESSAGES as M, ROLES, STORAGE_KEYS, type PersonRow, type PersonStanding,
} from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import { showSuccess } from '../../app/toast';
import PeoplePage from './PeoplePage';
import PersonPage from './PersonPage';

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

const ROW: PersonRow = { id: 21, name: 'Amina Bello', email: 'amina@example.org', roles: [ROLES.mentee], is_active: true };
const COHORTS = { results: [{ id: 11, name: '2027 intake', course_id: 7, course_title: 'Advanced FETP' }, { id: 12, name: '2028 intake', course_id: 7, course_title: 'Advanced FETP' }] };
const PERSON: PersonStanding = {
  id: 21, email: 'amina@example.org', first_name: 'Amina', last_name: 'Bello', name: 'Amina Bello', phone_number: null, is_active: true, has_password: false,
  roles: [ROLES.mentee], advisor_hubs: [], coordinated_courses: [],
  enrolments: [{
    cohort_id: 11, cohort_name: '2027 intake', course_id: 7, course_title: 'Advanced FETP', graduated: false,
    mentors: [{ mentor_number: 1, mentor_id: 8, name: 'Kofi Mensah', is_supervisor: true }], other_cohorts: [{ id: 12, name: '2028 intake' }], manageable: true,
  }],
  administrator: true,
};
const page = <T,>(results: T[]) => ({ count: results.length, page: 1, page_size: 20, results });
const method = (call: ApiCall) => call.init?.method ?? 'GET';
const path = (p: string) => p.replace(':user', '21');

describe('People', () => {
  it('searches on the server with the filters, and creates a person through the form', async () => {
    const created: unknown[] = [];
    const api = mockApi({
      [API.people.path]: (call: ApiCall) => {
        if (method(call) === 'POST') {
          created.push(JSON.parse(String(call.init?.body)));
          return { message: M.personCreated, data: { id: 30 } };
        }
        return page([ROW]);
      },
      [API.cohorts.path]: COHORTS,
    });
    renderWithProviders(<PeoplePage />);
    const table = await screen.findByRole('table', { name: 'People' });
    await within(table).findByText('Amina Bello');
    fireEvent.change(screen.getByTestId('people-search'), { target: { value: 'amina' } });
    fireEvent.change(screen.getByTestId('people-role'), { target: { value: ROLES.mentee } });
    fireEvent.click(screen.getByTestId('people-apply'));
    await waitFor(() => {
      const last = api.calls(API.people.path).filter((c) => method(c) === 'GET').at(-1)!;
      expect(last.url.searchParams.get('search')).toBe('amina');
      expect(last.url.searchParams.get('role')).toBe(ROLES.mentee);
      expect(last.url.searchParams.get('page_size')).toBe('20');
    });

    fireEvent.click(screen.getByTestId('new-person'));
    const form = await screen.findByTestId('new-person-form');
    fireEvent.click(within(form).getByTestId('new-person-save'));
    expect(await within(form).findByText(M.badEmail)).toBeTruthy();
    expect(created).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: 'kofi@example.org' } });
    fireEvent.change(within(form).getByLabelText(/^First name/), { target: { value: 'Kofi' } });
    fireEvent.change(within(form).getByLabelText(/^Last name/), { target: { value: 'Mensah' } });
    fireEvent.click(within(form).getByTestId('new-person-save'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ email: 'kofi@example.org', first_name: 'Kofi', last_name: 'Mensah', cohort_id: null });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(M.personCreated));
  });

  it('a taken e-mail is shown under the field', async () => {
    mockApi({
      [API.people.path]: (call: ApiCall) => (method(call) === 'POST' ? reply(409, { message: M.emailTaken, errors: { email: [M.emailTaken] } }) : page([ROW])),
      [API.cohorts.path]: COHORTS,
    });
    renderWithProviders(<PeoplePage />);
    fireEvent.click(await screen.findByTestId('new-person'));
    const form = await screen.findByTestId('new-person-form');
    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: 'amina@example.org' } });
    fireEvent.change(within(form).getByLabelText(/^First name/), { target: { value: 'Amina' } });
    fireEvent.change(within(form).getByLabelText(/^Last name/), { target: { value: 'Bello' } });
    fireEvent.click(within(form).getByTestId('new-person-save'));
    expect(await within(form).findByText(M.emailTaken)).toBeTruthy();
  });

  it('a coordinator has no New person button', async () => {
    signedInAs(ROLES.coordinator);
    mockApi({ [API.people.path]: page([ROW]), [API.cohorts.path]: COHORTS });
    renderWithProviders(<PeoplePage />);
    await screen.findByText('Amina Bello');
    expect(screen.queryByTestId('new-person')).toBeNull();
  });
});

describe('Person', () => {
  const render = () => renderWithProviders(<Routes><Route path="/admin/people/:id/" element={<PersonPage />} /></Routes>, { route: '/admin/people/21/' });

  it('shows the standing, moves the officer, and deactivates only after confirming', async () => {
    const sent: Record<string, unknown[]> = { move: [], deactivate: [] };
    mockApi({
      [path(API.person.path)]: { message: '', data: PERSON },
      [API.people.path]: page([{ id: 8, name: 'Kofi Mensah', email: 'k@example.org', roles: [ROLES.mentor], is_active: true }]),
      [API.cohorts.path]: COHORTS,
      [path(API.move.path)]: (call: ApiCall) => {
        sent.move!.push(JSON.parse(String(call.init?.body)));
        return { message: M.moved, data: { ...PERSON, enrolments: [{ ...PERSON.enrolments[0]!, cohort_id: 12, cohort_name: '2028 intake', other_cohorts: [{ id: 11, name: '2027 intake' }] }] } };
      },
      [path(API.deactivate.path)]: () => {
        sent.deactivate!.push(1);
        return { message: M.deactivated, data: { ...PERSON, is_active: false } };
      },
    });
    render();
    expect(await screen.findByTestId('person-name')).toHaveProperty('textContent', 'Amina Bello');
    const enrolment = screen.getByTestId('enrolment-11');
    expect(within(enrolment).getByText(/Kofi Mensah/)).toBeTruthy();
    fireEvent.change(within(enrolment).getByTestId('move-11'), { target: { value: '12' } });
    fireEvent.click(within(enrolment).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(sent.move).toEqual([{ from_cohort_id: 11, to_cohort_id: 12 }]));
    expect(await screen.findByTestId('enrolment-12')).toBeTruthy();

    fireEvent.click(screen.getByTestId('person-deactivate'));
    expect(await screen.findByTestId('person-confirm-text')).toBeTruthy();
    expect(sent.deactivate).toHaveLength(0);
    fireEvent.click(screen.getByTestId('person-confirm'));
    await waitFor(() => expect(sent.deactivate).toHaveLength(1));
    expect(await screen.findByTestId('person-deactivated')).toBeTruthy();
  });

  it('a refusal is shown above the sections', async () => {
    mockApi({
      [path(API.person.path)]: { message: '', data: PERSON },
      [API.people.path]: page([]),
      [API.cohorts.path]: COHORTS,
      [path(API.enrol.path)]: reply(403, { message: M.notYourCohort }),
    });
    render();
    await screen.findByTestId('person-name');
    await within(screen.getByTestId('enrol-cohort')).findByText('Advanced FETP — 2028 intake');
    fireEvent.change(screen.getByTestId('enrol-cohort'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('enrol-submit'));
    expect(await screen.findByTestId('person-failure')).toHaveProperty('textContent', expect.stringContaining(M.notYourCohort));
  });
});
