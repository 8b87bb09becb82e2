import { useEffect, useRef, useState } from 'react';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { LIMITS, checkRecoveryEmail } from '@fetp/contract';
import { ApiError, applyFieldErrors } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { useForgotPassword } from './hooks';
import { Alert } from '../../ui/light/Alert';
import { Button, TextButton } from '../../ui/light/Button';
import light from '../../ui/light/light.module.css';
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
      <div className={light.stack}>
        <p className={`${light.smallText} ${light.dimmed}`}>{t(messages.forgotText)}</p>
        {error !== null && (
          <Alert title={t(messages.forgotErrorTitle)} icon={<IconAlertCircle aria-hidden size={20} />} testId="forgot-error">
            {fieldError(error)}
          </Alert>
        )}
        <EmailField autoComplete="email" {...form.field('email')} />
        <Button type="submit" fullWidth size="md" loading={form.submitting} disabled={error !== null}>
          {t(messages.forgotSubmit)}
        </Button>
        <TextButton onClick={onBack}>{t(messages.backToSignIn)}</TextButton>
      </div>
    </form>
  );
}

export function CheckYourEmail({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useT();
  return (
    <div className={`${light.stack} ${light.stackCenter}`} data-testid="check-email">
      <span className={light.themeIcon} style={{ width: 56, height: 56, borderRadius: '50%' }} aria-hidden>
        <IconMailCheck size={30} />
      </span>
      <p className={light.dimmed} style={{ margin: 0 }}>
        {t(messages.checkEmailText, { email })}
      </p>
      <Button variant="light" onClick={onBack}>
        {t(messages.backToSignIn)}
      </Button>
    </div>
  );
}
