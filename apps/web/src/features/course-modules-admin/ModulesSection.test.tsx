// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COURSE_MODULES_API as API, COURSE_MODULES_MESSAGES as M, ROLES, STORAGE_KEYS, type AdminModule } from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import { ModulesSection } from './ModulesSection';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 5 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, ROLES.coordinator);
});

const path = (p: string, params: Record<string, string | number>) => p.replace(/:(\w+)/g, (_, k: string) => String(params[k]));
const body = (call: ApiCall) => (call.init?.body ? JSON.parse(String(call.init.body)) as Record<string, unknown> : null);
const unit = (id: number, title: string, completed = 0) => ({
  id, module_id: 1, title, url: 'https://www.who.int/', facilitator: 'Dr. Iyer', date: '2027-02-03', time: '09:30', duration_minutes: 90, has_content: false, completed,
});
const MODULES: AdminModule[] = [
  { id: 1, course_id: 7, name: 'Surveillance', units: [unit(10, 'Indicator-based surveillance', 3), unit(11, 'Event-based surveillance')] },
  { id: 2, course_id: 7, name: 'Outbreaks', units: [] },
];

function routes(sent: Array<{ method: string; url: string; body: Record<string, unknown> | null }>) {
  const record = (answer: unknown) => (call: ApiCall) => {
    sent.push({ method: call.init?.method ?? 'GET', url: call.url.pathname, body: body(call) });
    return answer;
  };
  return {
    [path(API.modules.path, { course: 7 })]: (call: ApiCall) => (call.init?.method === 'POST' ? record({ message: M.moduleCreated, data: MODULES[1] })(call) : { results: MODULES }),
    [path(API.reorderModules.path, { course: 7 })]: record({ message: M.reordered, results: MODULES }),
    [path(API.createUnit.path, { module: 2 })]: record({ message: M.unitCreated, data: unit(12, 'Line lists') }),
    [path(API.deleteUnit.path, { unit: 10 })]: (call: ApiCall) => {
      sent.push({ method: call.init?.method ?? 'GET', url: call.url.pathname, body: null });
      return reply(409, { message: M.unitCompleted });
    },
    [path(API.deleteModule.path, { module: 2 })]: record({ message: M.moduleDeleted, results: [MODULES[0]] }),
  };
}

describe('Modules and units (course settings)', () => {
  it('lists modules with their units, moves a module, adds a unit with the contract’s body', async () => {
    const sent: Array<{ method: string; url: string; body: Record<string, unknown> | null }> = [];
    mockApi(routes(sent));
    renderWithProviders(<ModulesSection courseId={7} />);
    const table = await screen.findByRole('table', { name: 'Units of Surveillance' });
    expect(within(table).getByText('Indicator-based surveillance')).toBeTruthy();
    expect(within(table).getAllByText('90 min')).toHaveLength(2);
    expect(screen.getByText('No units yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Move Outbreaks up' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ url: path(API.reorderModules.path, { course: 7 }), body: { ids: [2, 1] } }));

    fireEvent.click(screen.getByRole('button', { name: 'Add unit to Outbreaks' }));
    const dialog = await screen.findByTestId('unit-form-modal');
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Line lists' } });
    fireEvent.change(within(dialog).getByLabelText(/Duration/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByTestId('unit-save'));
    expect(await within(dialog).findByText(M.badDuration)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Duration/), { target: { value: '45' } });
    fireEvent.change(within(dialog).getByLabelText(/Facilitator/), { target: { value: 'Dr. Rao' } });
    fireEvent.click(within(dialog).getByTestId('unit-save'));
    await waitFor(() => expect(sent.at(-1)).toEqual({
      method: 'POST', url: path(API.createUnit.path, { module: 2 }),
      body: { title: 'Line lists', url: '', facilitator: 'Dr. Rao', date: null, time: null, duration_minutes: 45 },
    }));
  });

  it('deletes only after confirming, and shows the server’s refusal of a completed unit', async () => {
    const sent: Array<{ method: string; url: string; body: Record<string, unknown> | null }> = [];
    mockApi(routes(sent));
    renderWithProviders(<ModulesSection courseId={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Indicator-based surveillance' }));
    const confirm = await screen.findByTestId('delete-confirm');
    expect(await within(confirm).findByText(/Delete the unit “Indicator-based surveillance”\?/)).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.click(within(confirm).getByTestId('delete-confirm-button'));
    expect(await screen.findByText(M.unitCompleted)).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', url: path(API.deleteUnit.path, { unit: 10 }) });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Outbreaks' }));
    fireEvent.click(within(await screen.findByTestId('delete-confirm')).getByTestId('delete-confirm-button'));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'DELETE', url: path(API.deleteModule.path, { module: 2 }) }));
  });
});
