// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
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
  id, at: '2026-11-20T09:30:00.000Z', actor_id: 1, actor_name: 'Asha Verma', action: 'cohort.update', entity: 'cohort', entity_id: String(id),
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
});
