// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { CAL_TEMPLATES_API as API, CAL_TEMPLATE_MESSAGES as M, ROLES, STORAGE_KEYS, type AdminCal } from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { chooseOption, renderWithProviders } from '../../test/utils';
import CalTemplatesPage from './CalTemplatesPage';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 5 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, ROLES.coordinator);
});

const path = (p: string, params: Record<string, string | number>) => p.replace(/:(\w+)/g, (_, k: string) => String(params[k]));
const body = (call: ApiCall) => (call.init?.body ? JSON.parse(String(call.init.body)) as Record<string, unknown> : null);
const cal = (id: number, short: string, group: AdminCal['group'], subCals: number): AdminCal => ({
  id, course_id: 7, group, short_name: short, full_name: `${short} full`, expected_count: 1, tephinet_category: null,
  forms: { registration: 'project-registration', start: null, end: null, abstract: null },
  milestones: [{ id: id * 10, sequence: 1, title: `${short} report`, due_offset_days: 30, takes: 'file' }], sub_cals: subCals,
});
const CALS = [cal(1, 'OI', 'project', 4), cal(2, 'CA', 'scientific_communication', 0), cal(3, 'SSE', 'project', 0)];
const FORMS = [{ key: 'project-registration', kind: 'registration' as const, name: 'Field Project Registration' }, { key: 'project-start', kind: 'start' as const, name: 'Project start' }];

type Sent = { method: string; url: string; body: Record<string, unknown> | null };
function routes(sent: Sent[]) {
  const record = (answer: unknown) => (call: ApiCall) => {
    sent.push({ method: call.init?.method ?? 'GET', url: call.url.pathname, body: body(call) });
    return answer;
  };
  return {
    [path(API.cals.path, { course: 7 })]: (call: ApiCall) => (call.init?.method === 'POST'
      ? record({ message: M.calCreated, data: cal(4, 'RRT', 'project', 0) })(call)
      : { course_id: 7, has_cal: true, results: CALS, forms: FORMS }),
    [path(API.reorderCals.path, { course: 7 })]: record({ message: M.reordered, results: CALS }),
    [path(API.updateCal.path, { cal: 1 })]: (call: ApiCall) => {
      sent.push({ method: call.init?.method ?? 'GET', url: call.url.pathname, body: body(call) });
      return reply(409, { message: M.shortNameTaken, errors: { short_name: [M.shortNameTaken] } });
    },
  };
}

const renderPage = () => renderWithProviders(
  <Routes><Route path="/admin/courses/:id/cals/" element={<CalTemplatesPage />} /></Routes>,
  { route: '/admin/courses/7/cals/' },
);

describe('CAL templates (Content Management)', () => {
  it('lists each group’s CALs; moving one swaps it with its group’s neighbour; a CAL with registered work cannot be deleted', async () => {
    const sent: Sent[] = [];
    mockApi(routes(sent));
    renderPage();
    const projects = await screen.findByRole('table', { name: 'CALs: Field Projects' });
    expect(within(projects).getByText('OI')).toBeTruthy();
    expect(within(projects).getByText('1. OI report · Due on day 30 · A file')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'CALs: Scientific Communications' })).getByText('CA')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Delete OI' }) as HTMLButtonElement).disabled).toBe(true);

    // SSE changes places with OI, not with CA that sits between them in the course's order.
    fireEvent.click(screen.getByRole('button', { name: 'Move SSE up' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ url: path(API.reorderCals.path, { course: 7 }), body: { ids: [3, 2, 1] } }));
  });

  it('a Frontline course has no CALs: the page says so and offers no Add CAL', async () => {
    mockApi({ [path(API.cals.path, { course: 7 })]: { course_id: 7, has_cal: false, results: [], forms: FORMS } });
    renderPage();
    expect(await screen.findByTestId('no-cals')).toBeTruthy();
    expect(screen.queryByTestId('add-cal')).toBeNull();
  });

  it('adds a CAL: the contract’s rules show under their fields, then the body sent is the contract’s', async () => {
    const sent: Sent[] = [];
    mockApi(routes(sent));
    renderPage();
    await screen.findByRole('table', { name: 'CALs: Field Projects' });
    fireEvent.click(screen.getByTestId('add-cal'));
    const dialog = await screen.findByTestId('cal-form-modal');
    fireEvent.change(within(dialog).getByLabelText(/Short name/), { target: { value: 'RRT' } });
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: 'Rapid Response Deployment' } });
    fireEvent.change(within(dialog).getByLabelText(/Milestone 1/), { target: { value: 'Deployment brief' } });
    fireEvent.change(within(dialog).getByLabelText(/Due on day/), { target: { value: '3' } });
    // A start form with no milestone taking it is refused as the server would.
    await chooseOption(within(dialog).getByRole('textbox', { name: /Start form/ }), 'A new form');
    fireEvent.click(within(dialog).getByTestId('cal-save'));
    expect(await within(dialog).findByText(M.formNotTaken)).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);

    await chooseOption(within(dialog).getByRole('textbox', { name: /Takes/ }), 'The start form');
    fireEvent.click(within(dialog).getByTestId('cal-save'));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({
      method: 'POST', url: path(API.createCal.path, { course: 7 }),
      body: {
        group: 'project', short_name: 'RRT', full_name: 'Rapid Response Deployment', expected_count: 1, tephinet_category: null,
        forms: { registration: 'NEW', start: 'NEW', end: null, abstract: null },
        milestones: [{ title: 'Deployment brief', due_offset_days: 3, takes: 'start' }],
      },
    }));
    await waitFor(() => expect(screen.queryByTestId('cal-form-modal')).toBeNull());
  });

  it('a CAL with registered work keeps its short name and group; the server’s refusal goes under its field', async () => {
    const sent: Sent[] = [];
    mockApi(routes(sent));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit OI' }));
    const dialog = await screen.findByTestId('cal-form-modal');
    expect(within(dialog).getByText(/Officers have registered 4 pieces of work under this CAL/)).toBeTruthy();
    expect((within(dialog).getByLabelText(/Short name/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByTestId('add-milestone'));
    fireEvent.change(within(dialog).getByLabelText(/Milestone 2/), { target: { value: 'Seminar' } });
    fireEvent.change(within(dialog).getAllByLabelText(/Due on day/)[1]!, { target: { value: '60' } });
    fireEvent.click(within(dialog).getByTestId('cal-save'));
    expect(await within(dialog).findByText(M.shortNameTaken)).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ method: 'PATCH', body: { milestones: [{ title: 'OI report', due_offset_days: 30, takes: 'file' }, { title: 'Seminar', due_offset_days: 60, takes: 'file' }] } });
  });
});
