import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { LIMITS, passwordResetSchema } from '@fetp/contract';
import { ApiError, applyFieldErrors } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { showError, showSuccess } from '../../app/toast';
import { usePageTitle } from '../../app/usePageTitle';
import { PasswordField } from '../../ui/form/PasswordField';
import { useResetPassword } from './hooks';
import messages from './messages';

/** Password reset (spec 000 §2.8, §5.2): success → toast, then the login page after 3 s. */
export default function PasswordResetPage() {
  usePageTitle(appMessages.titlePasswordReset);
  const t = useT();
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const reset = useResetPassword(id);
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
    <Container size={460} py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={26}>
              {t(messages.title)}
            </Title>
            <Text c="dimmed" fz="sm" mt={4}>
              {t(messages.text)}
            </Text>
          </div>
          {done ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} data-testid="reset-success">
              {t(messages.success)} {t(messages.redirecting)}
            </Alert>
          ) : (
            <form onSubmit={onSubmit} noValidate data-testid="reset-form">
              <Stack gap="md">
                {linkError && (
                  <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="reset-error">
                    {fieldError(linkError)}
                  </Alert>
                )}
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
        </Stack>
      </Paper>
    </Container>
  );
}
