import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { LIMITS, checkRecoveryEmail } from '@fetp/contract';
import { ApiError, applyFieldErrors } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { useForgotPassword } from './hooks';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useSimpleForm } from '../../ui/form/useSimpleForm';
import { EmailField } from './EmailField';
import messages from './messages';

/** Forgot-password form (spec 000 §2.7, §4): a reply with a message shows as an error for 3 s. */
export function ForgotPassword({ onSent, onBack }: { onSent: (email: string) => void; onBack: () => void }) {
  const t = useT();
  const fieldError = useFieldError();
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const form = useSimpleForm({ email: '' }, { email: checkRecoveryEmail });
  const forgotPassword = useForgotPassword();

  useEffect(() => () => clearTimeout(timer.current), []);

  const showError = (message: string) => {
    setError(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setError(null), LIMITS.forgotPasswordErrorMs);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    // The server trims the address too (the contract's recoveryEmail).
    const email = values.email.trim();
    try {
      const answer = await forgotPassword(email);
      if (answer && typeof answer.message === 'string' && answer.message) {
        showError(answer.message);
        return;
      }
      onSent(email);
    } catch (e) {
      applyFieldErrors(e, ['email'], form.setError);
      showError(e instanceof ApiError ? e.message : '');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="forgot-form">
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          {t(messages.forgotText)}
        </Text>
        {error !== null && (
          <ErrorAlert title={t(messages.forgotErrorTitle)} testId="forgot-error">
            {fieldError(error)}
          </ErrorAlert>
        )}
        <EmailField autoComplete="email" {...form.field('email')} />
        <Button type="submit" fullWidth size="md" loading={form.submitting} disabled={error !== null}>
          {t(messages.forgotSubmit)}
        </Button>
        <Anchor component="button" type="button" fz="sm" onClick={onBack} ta="center">
          {t(messages.backToSignIn)}
        </Anchor>
      </Stack>
    </form>
  );
}

export function CheckYourEmail({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useT();
  return (
    <Stack gap="md" align="center" ta="center" data-testid="check-email">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconMailCheck size={30} />
      </ThemeIcon>
      <Text c="dimmed">{t(messages.checkEmailText, { email })}</Text>
      <Button variant="light" onClick={onBack}>
        {t(messages.backToSignIn)}
      </Button>
    </Stack>
  );
}
