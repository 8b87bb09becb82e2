import { useState } from 'react';
import { IconAlertCircle } from '@tabler/icons-react';
import { checkLoginEmail, checkLoginPassword } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { encryptPassword } from '../../app/crypto';
import { useT } from '../../app/i18n';
import { useSimpleForm } from '../../ui/form/useSimpleForm';
import { Alert } from '../../ui/light/Alert';
import { Button, TextButton } from '../../ui/light/Button';
import light from '../../ui/light/light.module.css';
import { PasswordInput } from '../../ui/light/TextInput';
import { PromptLink } from '../../ui/links';
import type { Credentials } from './api';
import { useRequestOtp } from './hooks';
import { useEncryptionKey, useForgetEncryptionKey } from '../../app/encryptionKey';
import { EmailField } from './EmailField';
import messages from './messages';

export interface OtpContext extends Credentials {
  userId: number;
}

/** Shows a server text that may contain HTML as plain text (never as markup). */
export function plainText(value: string): string {
  if (!/[<&]/.test(value)) return value;
  const doc = new DOMParser().parseFromString(value, 'text/html');
  return (doc.body.textContent ?? '').trim();
}

function failureText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : null;
  const body = error.body as { value?: unknown } | null;
  const value = body && typeof body.value === 'string' && body.value.trim() ? body.value : null;
  return plainText(value ?? error.message);
}

/** The e-mail and password form; `onStart` runs when it is submitted (the page fetches the code step's chunk meanwhile). */
export function LoginForm({ onOtp, onForgot, onStart }: { onOtp: (ctx: OtpContext) => void; onForgot: () => void; onStart?: () => void }) {
  const t = useT();
  const key = useEncryptionKey();
  const forgetKey = useForgetEncryptionKey();
  const requestOtp = useRequestOtp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSimpleForm({ email: '', password: '' }, { email: checkLoginEmail, password: checkLoginPassword });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    onStart?.();
    try {
      const k = key.data ?? (await key.refetch()).data;
      if (!k) {
        setFailure(t(messages.keyUnavailable));
        return;
      }
      const password = await encryptPassword(k.public_key, values.password);
      // The server trims the address too (the contract's loginEmail); the code step shows it trimmed.
      const credentials: Credentials = { email: values.email.trim(), password, key_id: k.public_key_id };
      const answer = await requestOtp(credentials);
      if (!answer.success || answer.user_id === null) {
        setFailure(plainText(answer.value || ''));
        return;
      }
      if (answer.authenticated_user && answer.redirect_url) {
        window.location.assign(answer.redirect_url);
        return;
      }
      onOtp({ ...credentials, userId: answer.user_id });
    } catch (error) {
      // A rotated key is the commonest cause; the next attempt uses a fresh one.
      forgetKey();
      setFailure(failureText(error) ?? '');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="login-form">
      <div className={light.stack}>
        {failure !== null && (
          <Alert title={t(messages.failedTitle)} icon={<IconAlertCircle aria-hidden size={20} />} testId="login-error">
            {failure}
          </Alert>
        )}
        <EmailField autoComplete="username" {...form.field('email')} />
        <PasswordInput {...form.field('password')} label={t(messages.password)} autoComplete="current-password" required />
        <div className={light.end}>
          <TextButton onClick={onForgot} data-testid="forgot-password-link">
            {t(messages.forgot)}
          </TextButton>
        </div>
        <Button type="submit" fullWidth size="md" loading={form.submitting}>
          {t(messages.submit)}
        </Button>
        <PromptLink prompt={t(messages.noAccount)} to="/register" label={t(messages.register)} />
      </div>
    </form>
  );
}
