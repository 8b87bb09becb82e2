import '../../ui/styles/common';
import '../../ui/styles/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mantine/core';
import { CHANGE_PASSWORD_FIELDS, changePasswordSchema, type ChangePasswordForm } from '@fetp/contract';
import { encryptPassword } from '../../app/crypto';
import { useEncryptionKey } from '../../app/encryptionKey';
import { ApiError, applyFieldErrors } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { useChangePassword } from './hooks';
import { Section } from './Section';
import messages from './messages';

const EMPTY: ChangePasswordForm = { current_password: '', new_password1: '', new_password2: '' };

/**
 * Change password: the current one, then a new one under the 000 §5.2 rules (the contract's
 * schema, which the server applies too). The passwords travel encrypted with the sign-in key; on
 * success every other session is signed out and this one stays.
 */
export function PasswordSection() {
  const t = useT();
  const fieldError = useFieldError();
  const key = useEncryptionKey();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const k = key.data ?? (await key.refetch()).data;
    if (!k) {
      setFailure(t(messages.keyUnavailable));
      return;
    }
    try {
      const answer = await change.mutateAsync({
        current_password: await encryptPassword(k.public_key, values.current_password),
        new_password1: await encryptPassword(k.public_key, values.new_password1),
        new_password2: await encryptPassword(k.public_key, values.new_password2),
        key_id: k.public_key_id,
      });
      reset(EMPTY);
      showSuccess(fieldError(answer.message) ?? t(messages.passwordHeading));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure(t(messages.keyUnavailable));
        return;
      }
      const set = applyFieldErrors(error, CHANGE_PASSWORD_FIELDS, setError);
      const keyProblem = error.field('key_id');
      if (keyProblem) {
        void key.refetch();
        setFailure(fieldError(keyProblem)!);
      } else if (set.length === 0) {
        setFailure(error.status >= 400 && error.status < 500 ? fieldError(error.message)! : t(messages.passwordFailed));
      }
    }
  });

  return (
    <Section id="account-password" title={t(messages.passwordHeading)} intro={t(messages.passwordIntro)}>
      <Box component="form" onSubmit={onSubmit} noValidate maw={420} data-testid="password-form">
        <Stack gap="md">
          {failure ? <ErrorAlert testId="password-failure">{failure}</ErrorAlert> : null}
          <PasswordField control={control} name="current_password" label={t(messages.currentPassword)} autoComplete="current-password" required />
          <PasswordField control={control} name="new_password1" label={t(messages.newPassword)} autoComplete="new-password" required />
          <PasswordField control={control} name="new_password2" label={t(messages.confirmPassword)} autoComplete="new-password" required />
          <Box>
            <Button type="submit" loading={isSubmitting}>
              {t(messages.passwordSubmit)}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Section>
  );
}
