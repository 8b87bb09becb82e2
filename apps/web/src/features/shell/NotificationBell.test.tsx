// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LIVE_EVENTS, SHELL_CALL_PATHS, STORAGE_KEYS } from '@fetp/contract';
import { deliverLiveEvent } from '../../app/live';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import { NotificationBell } from './NotificationBell';
import NotificationPanel from './NotificationPanel';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const item = (id: number) => ({ id, notification: `Notification ${id}`, created: '2025-03-07T09:00:00Z', watched: false });

/** The notifications list answers `count` unread items, as the server's count goes. */
function mockNotifications() {
  let count = 1;
  const api = mockApi({
    [SHELL_CALL_PATHS.notifications]: () => ({ count, data: Array.from({ length: count }, (_, i) => item(i + 1)) }),
  });
  return { api, setCount: (next: number) => (count = next) };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 5 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Mentee');
  localStorage.setItem(STORAGE_KEYS.userId, '5');
});

describe('the bell and the live channel', () => {
  it('reloads the count at once on a notifications event', async () => {
    const { api, setCount } = mockNotifications();
    renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    setCount(3);
    deliverLiveEvent(LIVE_EVENTS.notifications, {});
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('3'));
    expect(api.calls(SHELL_CALL_PATHS.notifications)).toHaveLength(2);
  });

  it('reloads the count on a chat message too', async () => {
    const { api, setCount } = mockNotifications();
    renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    setCount(2);
    deliverLiveEvent(LIVE_EVENTS.chatMessage, { chat_room: 7, milestone_id: 11 });
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
    expect(api.calls(SHELL_CALL_PATHS.notifications)).toHaveLength(2);
  });
});

describe('the bell’s panel', () => {
  it('writes each notification’s date DD-MM-YYYY HH:mm, as the rest of the portal does', async () => {
    const created = new Date(2025, 2, 7, 9, 5).toISOString();
    renderWithProviders(<NotificationPanel opened onOpenChange={() => undefined} count={1} failed={false} items={[{ ...item(1), created }]} />);
    const entry = await screen.findByTestId('notification-item');
    expect(entry.textContent).toContain('07-03-2025 09:05');
    expect(entry.textContent).not.toMatch(/Mar|2025,/);
  });
});
