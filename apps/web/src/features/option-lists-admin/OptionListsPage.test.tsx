// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OPTION_LISTS_ADMIN_API as API, OPTION_LISTS_ADMIN_MESSAGES as M, ROLES, STORAGE_KEYS, type AdminOptionItem } from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import { showSuccess } from '../../app/toast';
import OptionListsPage from './OptionListsPage';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 5 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, ROLES.administrator);
  vi.mocked(showSuccess).mockClear();
});

const item = (id: number, label: string, retired = false): AdminOptionItem => ({ id, list: 'degree', key: label.toLowerCase(), label, position: id, retired });
const path = (p: string, params: Record<string, string | number>) => p.replace(/:(\w+)/g, (_, k: string) => String(params[k]));
const body = (call: ApiCall) => JSON.parse(String(call.init?.body)) as Record<string, unknown>;

function routes(items: AdminOptionItem[], sent: Array<{ url: string; body: Record<string, unknown> }>) {
  return {
    [API.lists.path]: { results: [{ list: 'degree', items: items.length, retired: items.filter((i) => i.retired).length }, { list: 'diseasesJobisAddressingOptions', items: 3, retired: 0 }] },
    [path(API.items.path, { list: 'degree' })]: (call: ApiCall) => {
      if (call.init?.method === 'POST') {
        sent.push({ url: call.url.pathname, body: body(call) });
        return { message: M.created, data: item(9, String(body(call).label)) };
      }
      return { list: 'degree', results: items };
    },
    [path(API.reorder.path, { list: 'degree' })]: (call: ApiCall) => {
      sent.push({ url: call.url.pathname, body: body(call) });
      return { message: M.reordered, results: items };
    },
    ...Object.fromEntries(items.map((i) => [path(API.updateItem.path, { item: i.id }), (call: ApiCall) => {
      sent.push({ url: call.url.pathname, body: body(call) });
      if (body(call).label === 'BDS') return reply(409, { message: M.labelTaken, errors: { label: [M.labelTaken] } });
      return { message: body(call).retired ? M.retired : M.saved, data: { ...i, retired: Boolean(body(call).retired) } };
    }])),
  };
}

describe('Option lists', () => {
  it('shows the first list’s items with their status, adds one, and moves one down', async () => {
    const sent: Array<{ url: string; body: Record<string, unknown> }> = [];
    mockApi(routes([item(1, 'MBBS'), item(2, 'BDS'), item(3, 'BAMS', true)], sent));
    renderWithProviders(<OptionListsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Option lists' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Items of the list' });
    await within(table).findByText('MBBS');
    expect(within(table).getByText('Retired')).toBeTruthy();
    expect(within(table).getAllByText('Offered')).toHaveLength(2);
    expect(screen.getByRole('option', { name: 'diseases Jobis Addressing Options (3 items, 0 retired)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Move MBBS down' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ url: path(API.reorder.path, { list: 'degree' }), body: { ids: [2, 1, 3] } }));

    fireEvent.click(screen.getByTestId('add-option-item'));
    const dialog = await screen.findByTestId('option-item-modal');
    fireEvent.change(within(dialog).getByLabelText(/Label/), { target: { value: 'MPH' } });
    fireEvent.click(within(dialog).getByTestId('option-item-save'));
    await waitFor(() => expect(sent.at(-1)).toEqual({ url: path(API.items.path, { list: 'degree' }), body: { label: 'MPH' } }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(M.created));
  });

  it('checks the label as the server does and shows the server’s refusal under the field', async () => {
    const sent: Array<{ url: string; body: Record<string, unknown> }> = [];
    mockApi(routes([item(1, 'MBBS'), item(2, 'BDS')], sent));
    renderWithProviders(<OptionListsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename MBBS' }));
    const dialog = await screen.findByTestId('option-item-modal');
    const field = within(dialog).getByLabelText(/Label/);
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByTestId('option-item-save'));
    expect(await within(dialog).findByText(M.labelRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'BDS' } });
    fireEvent.click(within(dialog).getByTestId('option-item-save'));
    expect(await within(dialog).findByText(M.labelTaken)).toBeTruthy();
  });

  it('retires an item only after confirming, and offers a retired one again at once', async () => {
    const sent: Array<{ url: string; body: Record<string, unknown> }> = [];
    mockApi(routes([item(1, 'MBBS'), item(3, 'BAMS', true)], sent));
    renderWithProviders(<OptionListsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retire MBBS' }));
    const confirm = await screen.findByTestId('retire-confirm');
    expect(await within(confirm).findByText(/Forms will no longer offer “MBBS”/)).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.click(within(confirm).getByTestId('retire-confirm-button'));
    await waitFor(() => expect(sent.at(-1)).toEqual({ url: path(API.updateItem.path, { item: 1 }), body: { retired: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Offer again: BAMS' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ url: path(API.updateItem.path, { item: 3 }), body: { retired: false } }));
  });
});
