import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { registrationFormSchema, type RegistrationForm } from '@fetp/contract';
import { encryptPassword } from '../../app/crypto';
import { applyFieldErrors } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { BirthDateInput } from '../../ui/form/BirthDateInput';
import { inAppPath } from '../../ui/links';
import { useEncryptionKey } from '../../app/encryptionKey';
import { useCreateAccount, useRegisterFields } from './hooks';
import messages from './messages';

const FIELDS = ['email', 'name', 'password', 'phone_number', 'dob', 'state', 'district', 'gender', 'goals'] as const;


/** Registration page (002 §2.12, §5): the password travels encrypted, like sign-in. */
export default function RegistrationPage() {
  usePageTitle(appMessages.titleRegister);
  const t = useT();
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const options = useRegisterFields();
  const key = useEncryptionKey();
  const create = useCreateAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { email: '', name: '', password: '', phone_number: '', dob: '', state: '', district: '', gender: '', goals: '' },
  });

  const state = watch('state');
  const data = options.data?.data;
  const toSelect = (list: { key: string; value: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: o.key, label: o.value }));
  const districts = useMemo(
    () => toSelect(data?.district.filter((d) => d.state === state)),
    [data, state],
  );

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
      const target = answer.redirect_url || '/learn/login';
      const path = inAppPath(target);
      if (path !== null) navigate(path, { replace: true });
      else window.location.assign(target);
    } catch (error) {
      applyFieldErrors(error, FIELDS, setError);
      if (!(error instanceof Error) || error.name !== 'ApiError') setFailure(error instanceof Error ? error.message : null);
      void key.refetch();
    }
  });

  const selectProps = {
    placeholder: t(messages.choose),
    nothingFoundMessage: t(messages.noOptions),
    comboboxProps: { withinPortal: true },
    allowDeselect: false,
    required: true,
  };

  return (
    <Container size={720} py={{ base: 'xl', sm: 48 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <form onSubmit={onSubmit} noValidate data-testid="registration-form">
          <Stack gap="md">
            <div>
              <Title order={1} fz={28}>
                {t(messages.title)}
              </Title>
              <Text c="dimmed" fz="sm" mt={4}>
                {t(messages.text)}
              </Text>
            </div>
            {options.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {t(messages.optionsFailed)}
              </Alert>
            )}
            {failure && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {failure}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t(messages.email)}
                type="email"
                autoComplete="email"
                required
                error={fieldError(errors.email?.message)}
                {...register('email')}
              />
              <TextInput
                label={t(messages.name)}
                autoComplete="name"
                required
                error={fieldError(errors.name?.message)}
                {...register('name')}
              />
              <PasswordInput
                label={t(messages.password)}
                description={t(messages.passwordHint)}
                autoComplete="new-password"
                required
                error={fieldError(errors.password?.message)}
                {...register('password')}
              />
              <TextInput
                label={t(messages.phone)}
                description={t(messages.phoneHint)}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                required
                error={fieldError(errors.phone_number?.message)}
                {...register('phone_number')}
              />
              <Controller
                control={control}
                name="dob"
                render={({ field }) => (
                  <BirthDateInput
                    field={field}
                    label={t(messages.dob)}
                    placeholder={t(messages.dobPlaceholder)}
                    required
                    error={fieldError(errors.dob?.message)}
                    testId="dob-input"
                  />
                )}
              />
              <Controller
                control={control}
                name="gender"
                render={({ field }) => (
                  <Select
                    {...selectProps}
                    label={t(messages.gender)}
                    data={toSelect(data?.gender)}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    error={fieldError(errors.gender?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name="state"
                render={({ field }) => (
                  <Select
                    {...selectProps}
                    label={t(messages.state)}
                    searchable
                    data={toSelect(data?.state)}
                    value={field.value || null}
                    onChange={(value) => {
                      field.onChange(value ?? '');
                      setValue('district', '');
                    }}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    error={fieldError(errors.state?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name="district"
                render={({ field }) => (
                  <Select
                    {...selectProps}
                    label={t(messages.district)}
                    placeholder={state ? t(messages.choose) : t(messages.districtPlaceholder)}
                    searchable
                    disabled={!state}
                    data={districts}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    error={fieldError(errors.district?.message)}
                  />
                )}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="goals"
              render={({ field }) => (
                <Select
                  {...selectProps}
                  label={t(messages.goals)}
                  data={toSelect(data?.goals)}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  error={fieldError(errors.goals?.message)}
                />
              )}
            />
            <Button type="submit" size="md" loading={isSubmitting} fullWidth>
              {t(messages.submit)}
            </Button>
            <Text fz="sm" ta="center" c="dimmed">
              {t(messages.haveAccount)}{' '}
              <Anchor component={Link} to="/login" fz="sm">
                {t(messages.signIn)}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
