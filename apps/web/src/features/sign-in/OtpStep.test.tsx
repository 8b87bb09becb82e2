// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LIMITS, MESSAGES, SIGN_IN_CALL_PATHS } from '@fetp/contract';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import { OtpStep } from './OtpStep';

const ctx = { email: 'officer@example.org', password: 'encrypted', key_id: 'key-1', userId: 7 };

const firstBox = () => screen.getByTestId('otp-box-0');
const status = () => screen.getByTestId('resend-status');

/** Lets the countdown run `seconds` seconds, one tick (and one render) at a time. */
function tick(seconds: number) {
  for (let i = 0; i < seconds; i += 1) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the one-time code step (spec 000 §2.7)', () => {
  it('puts the focus on the first code box when it appears', () => {
    renderWithProviders(<OtpStep ctx={ctx} onBack={() => {}} />);
    expect(document.activeElement).toBe(firstBox());
  });

  it('refuses an incomplete code with the contract message, sending nothing', async () => {
    const api = mockApi({});
    renderWithProviders(<OtpStep ctx={ctx} onBack={() => {}} />);
    fireEvent.change(firstBox(), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('otp-submit'));
    const alert = await screen.findByTestId('otp-error');
    expect(alert.textContent).toBe(MESSAGES.otp);
    expect(api.calls(SIGN_IN_CALL_PATHS.validateOtp)).toHaveLength(0);
  });

  it('does not announce the countdown; a polite status says once that a new code can be asked for', () => {
    vi.useFakeTimers();
    renderWithProviders(<OtpStep ctx={ctx} onBack={() => {}} />);

    const countdown = screen.getByTestId('resend-countdown');
    expect(countdown.textContent).toBe(`Resend code in ${LIMITS.resendOtpCountdownS}s`);
    // Neither the countdown nor anything around it is a live region.
    expect(countdown.closest('[aria-live], [role="status"], [role="alert"], [role="timer"]')).toBeNull();
    // The status region is there from the start, empty, so that what it gets later is read out.
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().getAttribute('role')).toBe('status');
    expect(status().textContent).toBe('');

    tick(LIMITS.resendOtpCountdownS - 1);
    expect(screen.getByTestId('resend-countdown').textContent).toBe('Resend code in 1s');
    expect(status().textContent).toBe('');

    tick(1);
    expect(screen.queryByTestId('resend-countdown')).toBeNull();
    expect(screen.getByTestId('resend-otp').textContent).toBe('Resend code');
    expect(status().textContent).toBe('You can now ask for a new code.');
  });

  it('after a new code was sent: the countdown again, the status emptied, the focus back on the first box', async () => {
    vi.useFakeTimers();
    const api = mockApi({ [SIGN_IN_CALL_PATHS.resendOtp]: { success: true, message: 'sent' } });
    renderWithProviders(<OtpStep ctx={ctx} onBack={() => {}} />);
    tick(LIMITS.resendOtpCountdownS);
    vi.useRealTimers();

    const resend = screen.getByTestId('resend-otp');
    resend.focus();
    fireEvent.click(resend);
    await waitFor(() => expect(screen.getByTestId('resend-countdown')).toBeTruthy());
    expect(api.calls(SIGN_IN_CALL_PATHS.resendOtp)).toHaveLength(1);
    expect(status().textContent).toBe('');
    // The focus moves in an effect after the countdown's render: on a busy machine it can come a tick later.
    await waitFor(() => expect(document.activeElement).toBe(firstBox()));
  });
});
