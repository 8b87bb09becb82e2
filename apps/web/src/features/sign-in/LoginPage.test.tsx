// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, SIGN_IN_CALL_PATHS, SIGN_IN_MESSAGES } from '@fetp/contract';
import { englishMessages } from '../../app/englishCatalog';
import { loadMessages } from '../../app/i18n';
import { LocaleProvider } from '../../app/LocaleProvider';
import fr from '../../locales/fr.json';
import { mockApi, reply } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import LoginPage from './LoginPage';

// RSA encryption is the crypto module's own concern; here the password travels marked instead.
vi.mock('../../app/crypto', () => ({ encryptPassword: async (_key: string, password: string) => `encrypted:${password}` }));

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

describe('the sign-in form (spec 000 §2.7, §5.1)', () => {
  const form = () => screen.getByTestId('login-form');
  const emailBox = () => within(form()).getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
  const passwordBox = () => within(form()).getByLabelText(/^Password/) as HTMLInputElement;
  const signIn = () => fireEvent.click(within(form()).getByRole('button', { name: 'Sign in' }));

  it('refuses empty fields with the contract messages, marks them invalid and focuses the e-mail', async () => {
    const api = mockApi({});
    renderWithProviders(<LoginPage />, { route: '/login' });
    signIn();
    expect(await screen.findByText(MESSAGES.loginEmail)).toBeTruthy();
    expect(screen.getByText(MESSAGES.loginPasswordRequired)).toBeTruthy();
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailBox());
    expect(api.calls(SIGN_IN_CALL_PATHS.requestOtp)).toHaveLength(0);

    // From then on each change is checked again: a short password gets the contract's other message.
    fireEvent.change(passwordBox(), { target: { value: 'ab' } });
    expect(screen.getByText(MESSAGES.loginPasswordShort)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.loginPasswordRequired)).toBeNull();
  });

  it('shows the contract messages in the chosen language', async () => {
    mockApi({});
    // Loading French also loads the index of the server's texts, as the language menu does.
    await loadMessages('fr');
    renderWithProviders(
      <LocaleProvider initial={{ locale: 'fr', messages: { ...englishMessages, ...fr } }}>
        <LoginPage />
      </LocaleProvider>,
      { route: '/login' },
    );
    fireEvent.click(within(form()).getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Aucun mot de passe fourni.')).toBeTruthy();
  });

  it('sends the trimmed address and the encrypted password, then shows the code step', async () => {
    const api = mockApi({ [SIGN_IN_CALL_PATHS.requestOtp]: { success: true, user_id: 7, authenticated_user: false, value: '' } });
    renderWithProviders(<LoginPage />, { route: '/login' });
    fireEvent.change(emailBox(), { target: { value: '  officer@example.org ' } });
    fireEvent.change(passwordBox(), { target: { value: 'secret' } });
    signIn();
    expect(await screen.findByText('We sent a 6-digit code to officer@example.org. Enter it below.')).toBeTruthy();
    const [call] = api.calls(SIGN_IN_CALL_PATHS.requestOtp);
    const sent = Object.fromEntries(new URLSearchParams(String(call!.init!.body)));
    expect(sent).toEqual({ email: 'officer@example.org', password: 'encrypted:secret', key_id: 'key-1' });
  });

  it('shows the server refusal in the alert and stays on the form', async () => {
    mockApi({ [SIGN_IN_CALL_PATHS.requestOtp]: () => reply(400, { success: false, value: SIGN_IN_MESSAGES.wrongCredentials, message: SIGN_IN_MESSAGES.wrongCredentials }) });
    renderWithProviders(<LoginPage />, { route: '/login' });
    fireEvent.change(emailBox(), { target: { value: 'officer@example.org' } });
    fireEvent.change(passwordBox(), { target: { value: 'Wrong@12345' } });
    signIn();
    const alert = await screen.findByTestId('login-error');
    expect(alert.textContent).toContain("We couldn't sign you in.");
    expect(alert.textContent).toContain(SIGN_IN_MESSAGES.wrongCredentials);
    expect(screen.queryByTestId('otp-box-0')).toBeNull();
  });
});

describe('the forgot-password form (spec 000 §2.7, §4)', () => {
  const open = async () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    fireEvent.click(await screen.findByTestId('forgot-password-link'));
    return screen.getByTestId('forgot-form');
  };
  const emailBox = (form: HTMLElement) => within(form).getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
  const send = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));

  it('refuses a malformed or short address with the contract messages, sending nothing', async () => {
    const api = mockApi({});
    const form = await open();
    fireEvent.change(emailBox(form), { target: { value: 'not-an-address' } });
    send(form);
    expect(await screen.findByText(MESSAGES.recoveryEmailPattern)).toBeTruthy();
    expect(document.activeElement).toBe(emailBox(form));
    fireEvent.change(emailBox(form), { target: { value: 'a' } });
    expect(screen.getByText(MESSAGES.loginEmail)).toBeTruthy();
    expect(api.calls(SIGN_IN_CALL_PATHS.forgotPassword)).toHaveLength(0);
  });

  it('shows the field message the server answers with under the field', async () => {
    mockApi({
      [SIGN_IN_CALL_PATHS.forgotPassword]: () =>
        reply(400, { message: MESSAGES.recoveryEmailPattern, errors: { email: [MESSAGES.recoveryEmailPattern] } }),
    });
    const form = await open();
    fireEvent.change(emailBox(form), { target: { value: 'officer@example.org' } });
    send(form);
    await waitFor(() => expect(emailBox(form).getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getAllByText(MESSAGES.recoveryEmailPattern).length).toBeGreaterThanOrEqual(1);
  });

  it('sends the trimmed address and then says to check the mailbox', async () => {
    const api = mockApi({ [SIGN_IN_CALL_PATHS.forgotPassword]: { success: true } });
    const form = await open();
    fireEvent.change(emailBox(form), { target: { value: ' officer@example.org ' } });
    send(form);
    expect(await screen.findByTestId('check-email')).toBeTruthy();
    const [call] = api.calls(SIGN_IN_CALL_PATHS.forgotPassword);
    expect(new URLSearchParams(String(call!.init!.body)).get('email')).toBe('officer@example.org');
  });
});
