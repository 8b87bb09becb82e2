// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUDIT_LOG_API as API, ROLES, STORAGE_KEYS, type AuditEntryAnswer } from '@fetp/contract';
import { mockApi, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import AuditLogPage from './AuditLogPage';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 5 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, ROLES.administrator);
  localStorage.setItem(STORAGE_KEYS.userId, '5');
});

const entry = (id: number, over: Partial<AuditEntryAnswer> = {}): AuditEntryAnswer => ({
  id, at: '2026-11-20T09:30:00.000Z', actor_id: 1, actor_name: 'Asha Verma', action: 'cohort.update', entity: 'cohort', entity_id: String(id), entity_name: 'Cohort 2025 (Delhi)',
  course_id: 2, before: { name: 'Cohort 2025' }, after: { name: 'Cohort 2025 (Delhi)' }, ...over,
});

describe('Audit log', () => {
  it('shows the entries, filters them, and pages older and newer by the server’s next', async () => {
    const { calls } = mockApi({
      [API.entries.path]: ({ url }: ApiCall) => {
        if (url.searchParams.get('after') === '40') return { next: null, results: [entry(39, { actor_id: null, actor_name: null, action: 'role.grant', entity: 'user' })] };
        return { next: 40, results: [entry(41), entry(40)] };
      },
    });
    renderWithProviders(<AuditLogPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    await within(table).findByText('cohort #41');
    expect(within(table).getAllByText('Asha Verma')).toHaveLength(2);
    expect(within(table).getAllByText('{"name":"Cohort 2025 (Delhi)"}')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('audit-older'));
    await within(table).findByText('user #39');
    expect(within(table).getByText('System')).toBeTruthy();
    expect((screen.getByTestId('audit-older') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('audit-newer'));
    await within(table).findByText('cohort #41');

    fireEvent.change(screen.getByTestId('audit-action'), { target: { value: 'role.grant' } });
    fireEvent.click(screen.getByTestId('audit-apply'));
    await waitFor(() => expect(calls(API.entries.path).some((c) => c.url.searchParams.get('action') === 'role.grant')).toBe(true));
    const last = calls(API.entries.path).at(-1)!;
    expect(last.url.searchParams.get('after')).toBeNull();
    expect(last.url.searchParams.get('page_size')).toBe('50');
  });

  it('shows its empty text when no entry matches', async () => {
    mockApi({ [API.entries.path]: { next: null, results: [] } });
    renderWithProviders(<AuditLogPage />);
    expect(await screen.findByText('No entry matches the filter.')).toBeTruthy();
  });

  describe('Download CSV', () => {
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    afterEach(() => {
      Object.assign(URL, original);
      vi.restoreAllMocks();
    });

    it('asks for the CSV link of the applied filter and saves the signed file as audit-log.csv', async () => {
      const saved: Array<{ blob: Blob; name: string }> = [];
      // jsdom has no object URLs.
      let last: Blob | null = null;
      Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => { last = blob; return 'blob:audit'; }), revokeObjectURL: vi.fn() });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ blob: last!, name: this.download });
      });
      const { calls } = mockApi({
        [API.entries.path]: { next: null, results: [entry(41)] },
        [API.exportLink.path]: { csv_url: `${API.csv.path}?action=role.grant&uid=5&sig=abc` },
        [API.csv.path]: () => new Response('id,at\r\n41,2026-11-20T09:30:00.000Z\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      });
      renderWithProviders(<AuditLogPage />);
      await screen.findByText('cohort #41');
      fireEvent.change(screen.getByTestId('audit-action'), { target: { value: 'role.grant' } });
      fireEvent.click(screen.getByTestId('audit-apply'));
      fireEvent.click(screen.getByTestId('audit-download'));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(calls(API.exportLink.path).at(-1)!.url.searchParams.get('action')).toBe('role.grant');
      expect(calls(API.csv.path)).toHaveLength(1);
      expect(saved[0]!.name).toBe('audit-log.csv');
      expect(await saved[0]!.blob.text()).toContain('41,2026-11-20');
    });
  });
});
