// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { mockApi, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import PasswordResetPage from './PasswordResetPage';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const LINK = '/password/reset/tok123/custom/';
const SITE = { '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } } };

function renderPage(valid: boolean) {
  const api = mockApi({ ...SITE, [LINK]: ({ init }: ApiCall) => ((init?.method ?? 'GET') === 'GET' ? { valid } : { success: true }) });
  renderWithProviders(
    <Routes>
      <Route path="/password_reset_confirm/:id/custom/" element={<PasswordResetPage />} />
    </Routes>,
    { route: '/password_reset_confirm/tok123/custom/' },
  );
  return api;
}

describe('the password reset page', () => {
  it('checks the link as it opens and says at once that a used or expired one is invalid, with no form to fill', async () => {
    const api = renderPage(false);
    expect((await screen.findByTestId('reset-error')).textContent).toBe('This password reset link is invalid or has expired.');
    expect(screen.queryByTestId('reset-form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
    // Asked with GET: checking does not use the link.
    expect(api.calls(LINK).map((c) => c.init?.method ?? 'GET')).toEqual(['GET']);
  });

  it('shows the form for a link that may be used', async () => {
    renderPage(true);
    expect(await screen.findByTestId('reset-form')).toBeTruthy();
    expect(screen.queryByTestId('reset-error')).toBeNull();
  });
});
