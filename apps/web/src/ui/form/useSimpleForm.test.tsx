// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, checkLoginEmail, checkLoginPassword } from '@fetp/contract';
import { renderWithProviders } from '../../test/utils';
import { PlainPasswordField } from './PlainPasswordField';
import { PlainTextField } from './PlainTextField';
import { useSimpleForm } from './useSimpleForm';

type Values = { email: string; password: string };
type Submit = (values: Values, setError: (name: keyof Values, error: { message: string }) => void) => Promise<void>;

/** A form of two plain fields held by useSimpleForm. */
function Harness({ onValid }: { onValid: Submit }) {
  const form = useSimpleForm({ email: '', password: '' }, { email: checkLoginEmail, password: checkLoginPassword });
  return (
    <form onSubmit={form.handleSubmit((values) => onValid(values, form.setError))} noValidate data-testid="form">
      <PlainTextField {...form.field('email')} label="E-mail" type="email" />
      <PlainPasswordField {...form.field('password')} label="Password" autoComplete="current-password" />
      <button type="submit" disabled={form.submitting}>
        Go
      </button>
    </form>
  );
}

const email = () => screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const submit = () => fireEvent.submit(screen.getByTestId('form'));

describe('useSimpleForm (the form state of the sign-in page)', () => {
  it('shows no error before the first submit; a failed submit shows the contract messages and focuses the first bad field', () => {
    const submitted: unknown[] = [];
    renderWithProviders(<Harness onValid={async (v) => void submitted.push(v)} />);
    fireEvent.change(email(), { target: { value: 'ab' } });
    expect(screen.queryByText(MESSAGES.loginEmail)).toBeNull();
    expect(email().getAttribute('aria-invalid')).not.toBe('true');

    submit();
    expect(screen.getByText(MESSAGES.loginEmail)).toBeTruthy();
    expect(screen.getByText(MESSAGES.loginPasswordRequired)).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toContain(screen.getByText(MESSAGES.loginEmail).id);
    expect(document.activeElement).toBe(email());
    expect(submitted).toEqual([]);
  });

  it('after a submit, checks a field again on every change', () => {
    renderWithProviders(<Harness onValid={async () => {}} />);
    fireEvent.change(email(), { target: { value: 'officer@example.org' } });
    submit();
    expect(document.activeElement).toBe(password());
    expect(screen.queryByText(MESSAGES.loginEmail)).toBeNull();

    fireEvent.change(password(), { target: { value: 'ab' } });
    expect(screen.getByText(MESSAGES.loginPasswordShort)).toBeTruthy();
    fireEvent.change(password(), { target: { value: 'abc' } });
    expect(screen.queryByText(MESSAGES.loginPasswordShort)).toBeNull();
  });

  it('runs the handler with the values when every rule passes, submitting meanwhile, and once at a time', async () => {
    let finish = () => {};
    const submitted: unknown[] = [];
    renderWithProviders(
      <Harness
        onValid={(values) => {
          submitted.push(values);
          return new Promise<void>((resolve) => {
            finish = resolve;
          });
        }}
      />,
    );
    fireEvent.change(email(), { target: { value: 'officer@example.org' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go' }).hasAttribute('disabled')).toBe(true));
    submit();
    expect(submitted).toEqual([{ email: 'officer@example.org', password: 'secret' }]);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Go' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows a field error the server gave until the field changes', async () => {
    renderWithProviders(<Harness onValid={async (_values, setError) => setError('email', { message: MESSAGES.recoveryEmailPattern })} />);
    fireEvent.change(email(), { target: { value: 'officer@example.org' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    submit();
    await screen.findByText(MESSAGES.recoveryEmailPattern);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email(), { target: { value: 'officer2@example.org' } });
    expect(screen.queryByText(MESSAGES.recoveryEmailPattern)).toBeNull();
  });
});
