import '../../ui/styles/common';
import '../../ui/styles/content';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { registrationFormSchema, type RegistrationForm } from '@fetp/contract';
import { encryptPassword } from '../../app/crypto';
import { applyFieldErrors } from '../../app/http';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { BirthDateField } from '../../ui/form/BirthDateField';
import { PasswordField } from '../../ui/form/PasswordField';
import { SelectField } from '../../ui/form/SelectField';
import { TextField } from '../../ui/form/TextField';
import { CardPage } from '../../ui/CardPage';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PromptLink, inAppPath } from '../../ui/links';
import { useEncryptionKey } from '../../app/encryptionKey';
import { useCreateAccount, useRegisterFields } from './hooks';
import { pageAfterRegistering } from './nextPage';
import messages from './messages';
import classes from './RegistrationPage.module.css';

const FIELDS = ['email', 'name', 'password', 'phone_number', 'dob', 'state', 'district', 'gender', 'goals'] as const;


/** Registration page (002 §2.12, §5): the password travels encrypted, like sign-in; success opens the page the answer chooses. */
export default function RegistrationPage() {
  usePageTitle(appMessages.titleRegister);
  const t = useT();
  const navigate = useNavigate();
  const options = useRegisterFields();
  const key = useEncryptionKey();
  const create = useCreateAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { isSubmitting },
  } = useForm<RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { email: '', name: '', password: '', phone_number: '', dob: '', state: '', district: '', gender: '', goals: '' },
  });

  const state = watch('state');
  const data = options.data?.data;
  const districts = useMemo(() => data?.district.filter((d) => d.state === state) ?? [], [data, state]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const k = key.data ?? (await key.refetch()).data;
    if (!k) {
      setFailure(t(messages.keyUnavailable));
      return;
    }
    try {
      const body = new FormData();
      for (const name of FIELDS) {
        if (name !== 'password') body.append(name, values[name]);
      }
      body.append('password', await encryptPassword(k.public_key, values.password));
      body.append('key_id', k.public_key_id);
      const answer = await create.mutateAsync(body);
      const target = pageAfterRegistering(answer, values.goals);
      const path = inAppPath(target);
      if (path !== null) navigate(path, { replace: true });
      else window.location.assign(target);
    } catch (error) {
      applyFieldErrors(error, FIELDS, setError);
      if (!(error instanceof Error) || error.name !== 'ApiError') setFailure(error instanceof Error ? error.message : null);
      void key.refetch();
    }
  });

  return (
    <CardPage width={720} title={t(messages.title)} text={t(messages.text)}>
      <form onSubmit={onSubmit} noValidate data-testid="registration-form">
        <Stack gap="md">
          {options.isError && <ErrorAlert>{t(messages.optionsFailed)}</ErrorAlert>}
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          <div className={classes.fields}>
            <TextField control={control} name="email" label={t(messages.email)} type="email" autoComplete="email" required />
            <TextField control={control} name="name" label={t(messages.name)} autoComplete="name" required />
            <PasswordField
              control={control}
              name="password"
              label={t(messages.password)}
              description={t(messages.passwordHint)}
              autoComplete="new-password"
              required
            />
            <TextField
              control={control}
              name="phone_number"
              label={t(messages.phone)}
              description={t(messages.phoneHint)}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              required
            />
            <BirthDateField control={control} name="dob" label={t(messages.dob)} required testId="dob-input" />
            <SelectField control={control} name="gender" label={t(messages.gender)} options={data?.gender ?? []} required />
            <SelectField
              control={control}
              name="state"
              label={t(messages.state)}
              options={data?.state ?? []}
              required
              searchable
              onChosen={() => setValue('district', '')}
            />
            <SelectField
              control={control}
              name="district"
              label={t(messages.district)}
              options={districts}
              placeholder={state ? undefined : t(messages.districtPlaceholder)}
              required
              searchable
              disabled={!state}
            />
          </div>
          <SelectField control={control} name="goals" label={t(messages.goals)} options={data?.goals ?? []} required />
          <Button type="submit" size="md" loading={isSubmitting} fullWidth>
            {t(messages.submit)}
          </Button>
          <PromptLink prompt={t(messages.haveAccount)} to="/login" label={t(messages.signIn)} />
        </Stack>
      </form>
    </CardPage>
  );
}
