import '../../ui/styles/common';
import '../../ui/styles/content';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { LIMITS, RESET_MESSAGES, passwordResetSchema } from '@fetp/contract';
import { ApiError, applyFieldErrors } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { showError, showSuccess } from '../../app/toast';
import { usePageTitle } from '../../app/usePageTitle';
import { CardPage } from '../../ui/CardPage';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { useResetLinkCheck, useResetPassword } from './hooks';
import messages from './messages';

/** Password reset (spec 000 §2.8, §5.2): success → toast, then the login page after 3 s. */
export default function PasswordResetPage() {
  usePageTitle(appMessages.titlePasswordReset);
  const t = useT();
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const reset = useResetPassword(id);
  // A used or expired link is told when the page opens, not after two passwords are typed.
  const check = useResetLinkCheck(id);
  const deadLink = check.data?.valid === false;
  const [done, setDone] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(passwordResetSchema), defaultValues: { new_password1: '', new_password2: '' } });

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = handleSubmit(async (values) => {
    setLinkError(null);
    try {
      await reset.mutateAsync(values);
      showSuccess(t(messages.success));
      setDone(true);
      timer.current = setTimeout(() => navigate('/login', { replace: true }), LIMITS.resetRedirectMs);
    } catch (error) {
      showError(t(messages.failure));
      const set = applyFieldErrors(error, ['new_password1', 'new_password2'], setError);
      if (set.length === 0 && error instanceof ApiError && error.status !== 0) setLinkError(error.message);
    }
  });

  return (
    <CardPage width={460} title={t(messages.title)} text={t(messages.text)}>
      {done ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} data-testid="reset-success">
          {t(messages.success)} {t(messages.redirecting)}
        </Alert>
      ) : deadLink ? (
        <ErrorAlert testId="reset-error">{fieldError(RESET_MESSAGES.invalidLink)}</ErrorAlert>
      ) : (
        <form onSubmit={onSubmit} noValidate data-testid="reset-form">
          <Stack gap="md">
            {linkError && <ErrorAlert testId="reset-error">{fieldError(linkError)}</ErrorAlert>}
            <PasswordField control={control} name="new_password1" label={t(messages.newPassword)} autoComplete="new-password" required />
            <PasswordField control={control} name="new_password2" label={t(messages.confirmPassword)} autoComplete="new-password" required />
            <Button type="submit" fullWidth size="md" loading={isSubmitting}>
              {t(messages.submit)}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" fz="sm" ta="center">
        {t(messages.backToSignIn)}
      </Anchor>
    </CardPage>
  );
}
