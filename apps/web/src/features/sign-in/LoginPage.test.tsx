// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import LoginPage from './LoginPage';

const heading = () => screen.getByRole('heading', { level: 1 });

describe('the sign-in page (spec 000 §2.7)', () => {
  it('leaves the focus alone when it opens, and moves it to the heading when one step replaces another', async () => {
    mockApi({ '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } } });
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(heading().textContent).toBe('Sign in');
    expect(document.activeElement).toBe(document.body);

    fireEvent.click(await screen.findByTestId('forgot-password-link'));
    expect(heading().textContent).toBe('Forgot password');
    expect(document.activeElement).toBe(heading());

    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(heading().textContent).toBe('Sign in');
    expect(document.activeElement).toBe(heading());
    expect(heading().getAttribute('tabindex')).toBe('-1');
  });
});
