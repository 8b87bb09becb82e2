// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ACCOUNT_SETTINGS_API as API, ACCOUNT_SETTINGS_MESSAGES, CALENDAR_API, MESSAGES, PROFILE_MESSAGES, SHELL_CALL_PATHS, STORAGE_KEYS,
  type AccountSessionRow, type UserDropdownAnswer,
} from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import { showSuccess } from '../../app/toast';
import AccountSettingsPage from './AccountSettingsPage';
import { describeAgent } from './userAgent';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
// RSA encryption is the crypto module's own concern; here the passwords travel marked instead.
vi.mock('../../app/crypto', () => ({ encryptPassword: async (_key: string, password: string) => `encrypted:${password}` }));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 5 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Mentee');
  localStorage.setItem(STORAGE_KEYS.userId, '5');
  vi.mocked(showSuccess).mockClear();
});

const dropdown = (image: string | null): UserDropdownAnswer => ({
  data: [],
  header_data: {
    home: '/learn/', send_bulk_mail: null, dashboard: '/learn/dashboard', profile_image_url: image, displayname: 'Arjun Rao', user_id: 5, language: 'en',
    reports: { abstract_data_report: null, cohort_data_report: null, resident_activities_report: null, project_data_report: null, cohort_data_project_report: null },
  },
});

const session = (id: number, current: boolean, agent: string | null): AccountSessionRow => ({
  id, created_at: '2026-03-02T09:15:00.000Z', expires_at: '2026-03-09T09:15:00.000Z', user_agent: agent, is_current: current,
});

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** The page's calls, each overridable. */
function routes(overrides: Record<string, unknown> = {}) {
  return {
    [SHELL_CALL_PATHS.publicHeader]: { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } },
    [SHELL_CALL_PATHS.userDropdown]: dropdown(null),
    [API.sessions.path]: { data: [session(11, true, FIREFOX), session(12, false, ANDROID_CHROME)] },
    [CALENDAR_API.feedAddress.path]: { feed_url: 'https://portal.example/api/calendar/feed/token.ics' },
    ...overrides,
  };
}

const method = (call: ApiCall) => call.init?.method ?? 'GET';
const sentForm = (call: { init?: RequestInit }) => Object.fromEntries(new URLSearchParams(String(call.init?.body)));

describe('Account Settings', () => {
  it('shows the photo (or initials), the sessions with this device marked, the language and the calendar feed', async () => {
    mockApi(routes({ [SHELL_CALL_PATHS.userDropdown]: dropdown('/api/v1/profile/photo/5/abc/') }));
    renderWithProviders(<AccountSettingsPage />, { route: '/account/settings/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeTruthy();
    for (const name of ['Profile photo', 'Change password', 'Language', 'Signed-in sessions']) expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();

    const photo = screen.getByTestId('account-photo');
    await waitFor(() => expect(within(photo).getByRole('img', { name: 'Arjun Rao' }).getAttribute('src')).toBe('/api/v1/profile/photo/5/abc/'));
    expect(within(photo).getByRole('button', { name: 'Remove photo' })).toBeTruthy();

    const sessions = await screen.findAllByTestId('session');
    expect(sessions).toHaveLength(2);
    expect(within(sessions[0]!).getByText('Firefox on Windows')).toBeTruthy();
    expect(within(sessions[0]!).getByText('This device')).toBeTruthy();
    expect(within(sessions[0]!).queryByRole('button')).toBeNull();
    expect(within(sessions[1]!).getByText('Chrome on Android')).toBeTruthy();
    expect(within(sessions[1]!).queryByText('This device')).toBeNull();

    const languages = screen.getByRole('radiogroup', { name: 'Language' });
    expect(within(languages).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['en', 'fr', 'ar']);
    expect((within(languages).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByDisplayValue('https://portal.example/api/calendar/feed/token.ics')).toBeTruthy();
  });

  it('checks a chosen photo with the server’s limits before sending it, uploads it, and the header shows it', async () => {
    let image: string | null = null;
    const api = mockApi(routes({
      [SHELL_CALL_PATHS.userDropdown]: () => dropdown(image),
      [API.uploadPhoto.path]: (call: ApiCall) => {
        expect(method(call)).toBe('POST');
        image = '/api/v1/profile/photo/5/0123456789abcdef0123456789abcdef/';
        return { success: true, message: PROFILE_MESSAGES.photoSaved, profile_image_url: image };
      },
    }));
    renderWithProviders(<AccountSettingsPage />, { route: '/account/settings/' });
    const photo = screen.getByTestId('account-photo');
    expect(await within(photo).findByText('You have no photo yet: your initials are shown instead.')).toBeTruthy();
    const input = screen.getByTestId('photo-input');

    fireEvent.change(input, { target: { files: [new File(['just text'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(photo).findByText(PROFILE_MESSAGES.photoType)).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect(await within(photo).findByText(PROFILE_MESSAGES.photoTooLarge)).toBeTruthy();
    fireEvent.click(within(photo).getByRole('button', { name: 'Upload photo' }));
    expect(await within(photo).findByText(PROFILE_MESSAGES.photoRequired)).toBeTruthy();
    expect(api.calls(API.uploadPhoto.path)).toHaveLength(0);

    const chosen = new File(['png bytes'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [chosen] } });
    expect(within(photo).queryByText(PROFILE_MESSAGES.photoTooLarge)).toBeNull();
    fireEvent.click(within(photo).getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(api.calls(API.uploadPhoto.path)).toHaveLength(1));
    const body = api.calls(API.uploadPhoto.path)[0]!.init?.body as FormData;
    expect(body.get('photo')).toBe(chosen);
    await waitFor(() => expect(within(photo).getByRole('img', { name: 'Arjun Rao' }).getAttribute('src')).toBe(image));
    expect(showSuccess).toHaveBeenCalledWith(PROFILE_MESSAGES.photoSaved);
    // The header's data was read again.
    expect(api.calls(SHELL_CALL_PATHS.userDropdown).length).toBeGreaterThan(1);
  });

  it('shows the server’s refusal of a photo under the field, and removes a photo', async () => {
    let image: string | null = '/api/v1/profile/photo/5/abc/';
    const api = mockApi(routes({
      [SHELL_CALL_PATHS.userDropdown]: () => dropdown(image),
      [API.uploadPhoto.path]: (call: ApiCall) => {
        if (method(call) === 'DELETE') {
          image = null;
          return { success: true, message: PROFILE_MESSAGES.photoRemoved, profile_image_url: null };
        }
        return reply(400, { message: PROFILE_MESSAGES.photoType, errors: { photo: [PROFILE_MESSAGES.photoType] } });
      },
    }));
    renderWithProviders(<AccountSettingsPage />, { route: '/account/settings/' });
    const photo = screen.getByTestId('account-photo');
    await within(photo).findByRole('button', { name: 'Remove photo' });
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [new File(['not really'], 'fake.png', { type: 'image/png' })] } });
    fireEvent.click(within(photo).getByRole('button', { name: 'Upload photo' }));
    expect(await within(photo).findByText(PROFILE_MESSAGES.photoType)).toBeTruthy();

    fireEvent.click(within(photo).getByRole('button', { name: 'Remove photo' }));
    expect(await within(photo).findByText('You have no photo yet: your initials are shown instead.')).toBeTruthy();
    expect(within(photo).queryByRole('button', { name: 'Remove photo' })).toBeNull();
    expect(api.calls(API.removePhoto.path).filter((c) => method(c) === 'DELETE')).toHaveLength(1);
  });

  it('changes the password with the contract’s rules, sending every password encrypted with the key', async () => {
    let answer: Response | object = reply(400, {
      message: ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword, errors: { current_password: [ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword] },
    });
    const api = mockApi(routes({ [API.changePassword.path]: () => answer }));
    renderWithProviders(<AccountSettingsPage />, { route: '/account/settings/' });
    const form = screen.getByTestId('password-form');
    const submit = within(form).getByRole('button', { name: 'Change password' });

    fireEvent.click(submit);
    expect(await within(form).findByText(ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired)).toBeTruthy();
    expect(within(form).getByText(MESSAGES.passwordMin)).toBeTruthy();
    expect(within(form).getByText(MESSAGES.confirmRequired)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^Current password/), { target: { value: 'Old#pass123' } });
    fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'Abcdefg1!' } });
    fireEvent.change(within(form).getByLabelText(/^Confirm new password/), { target: { value: 'Abcdefg1?' } });
    fireEvent.click(submit);
    expect(await within(form).findByText(MESSAGES.passwordDigits)).toBeTruthy();
    expect(within(form).getByText(MESSAGES.confirmMatch)).toBeTruthy();
    expect(api.calls(API.changePassword.path)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'Better#2024x' } });
    fireEvent.change(within(form).getByLabelText(/^Confirm new password/), { target: { value: 'Better#2024x' } });
    fireEvent.click(submit);
    expect(await within(form).findByText(ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword)).toBeTruthy();
    expect(sentForm(api.calls(API.changePassword.path)[0]!)).toEqual({
      current_password: 'encrypted:Old#pass123', new_password1: 'encrypted:Better#2024x', new_password2: 'encrypted:Better#2024x', key_id: 'key-1',
    });

    answer = { success: true, message: ACCOUNT_SETTINGS_MESSAGES.passwordChanged };
    fireEvent.change(within(form).getByLabelText(/^Current password/), { target: { value: 'Right#pass123' } });
    fireEvent.click(submit);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(ACCOUNT_SETTINGS_MESSAGES.passwordChanged));
    // The form is emptied, and the session list read again (the other sessions ended).
    await waitFor(() => expect((within(form).getByLabelText(/^Current password/) as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect(api.calls(API.sessions.path).length).toBeGreaterThan(1));
  });

  it('signs out one other session, or all of them, and reads the list again', async () => {
    let list = [session(11, true, FIREFOX), session(12, false, ANDROID_CHROME), session(13, false, null)];
    const api = mockApi(routes({
      [API.sessions.path]: () => ({ data: list }),
      [API.revokeSession.path.replace(':id', '12')]: (call: ApiCall) => {
        expect(method(call)).toBe('DELETE');
        list = list.filter((s) => s.id !== 12);
        return { success: true, message: ACCOUNT_SETTINGS_MESSAGES.sessionEnded };
      },
      [API.signOutOthers.path]: () => {
        list = list.filter((s) => s.is_current);
        return { success: true, message: ACCOUNT_SETTINGS_MESSAGES.othersSignedOut };
      },
    }));
    renderWithProviders(<AccountSettingsPage />, { route: '/account/settings/' });
    expect(await screen.findAllByTestId('session')).toHaveLength(3);
    expect(screen.getByText('Unknown browser')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Sign out the session of Chrome on Android/ }));
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(2));
    expect(api.calls(API.revokeSession.path.replace(':id', '12'))).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(screen.getByText('No other session is signed in.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
    expect(showSuccess).toHaveBeenCalledWith(ACCOUNT_SETTINGS_MESSAGES.othersSignedOut);
  });

  it('switches the portal’s language at once and saves it on the account', async () => {
    const api = mockApi(routes({ [SHELL_CALL_PATHS.saveLanguage]: { success: true } }));
    renderWithProviders(<AccountSettingsPage />, { route: '/account/settings/' });
    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    await waitFor(() => expect(api.calls(SHELL_CALL_PATHS.saveLanguage)).toHaveLength(1));
    expect(sentForm(api.calls(SHELL_CALL_PATHS.saveLanguage)[0]!)).toEqual({ language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Français' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('the session’s browser', () => {
  it('is named from its User-Agent', () => {
    expect(describeAgent(FIREFOX)).toEqual({ browser: 'Firefox', system: 'Windows' });
    expect(describeAgent(ANDROID_CHROME)).toEqual({ browser: 'Chrome', system: 'Android' });
    expect(describeAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'))
      .toEqual({ browser: 'Safari', system: 'iOS' });
    expect(describeAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0'))
      .toEqual({ browser: 'Edge', system: 'Windows' });
    expect(describeAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'))
      .toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(describeAgent('curl/8.5')).toBeNull();
    expect(describeAgent(null)).toBeNull();
  });
});
