// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { LIVE_API, STORAGE_KEYS } from '@fetp/contract';
import { isLiveConnected, stopLive } from '../../app/live';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import HeaderLoggedIn from './HeaderLoggedIn';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

/** An event stream that stays open. */
const openStream = () =>
  new Response(new ReadableStream<Uint8Array>({ start() {} }), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 5 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Mentee');
  localStorage.setItem(STORAGE_KEYS.userId, '5');
});

afterEach(() => stopLive());

describe('the signed-in header and the live channel', () => {
  it('opens the tab’s live stream with the bearer token while mounted, and closes it when unmounted', async () => {
    const api = mockApi({ [LIVE_API.stream.path]: openStream });
    const view = renderWithProviders(<HeaderLoggedIn />);
    await waitFor(() => expect(isLiveConnected()).toBe(true));
    const calls = api.calls(LIVE_API.stream.path);
    expect(calls).toHaveLength(1);
    expect(new Headers(calls[0]!.init?.headers).get('Authorization')).toBe('Bearer tok');

    view.unmount();
    await waitFor(() => expect(isLiveConnected()).toBe(false));
    expect(calls[0]!.init?.signal?.aborted).toBe(true);
  });
});
