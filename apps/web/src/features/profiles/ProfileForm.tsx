import '../../ui/styles/common';
import '../../ui/styles/content';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { PROFILE_FORMS, profileFieldsOf, type ProfileData, type ProfileOptions } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ProfileContext } from './context';
import { ProfileField } from './fields';
import { useSaveProfile } from './hooks';
import { formDefaults, type ProfileValues } from './layout';
import messages from './messages';
import { VARIANTS } from './variants';

/**
 * Puts a refused save's field messages on the form: a message keyed by a field, or by a row of a
 * list ('pg_degrees.0.pgDegreeName'), goes to that field or list. Returns the fields it set.
 */
function applyServerErrors(error: ApiError, fields: readonly string[], setError: (name: string, error: { type: string; message: string }) => void): string[] {
  const set: string[] = [];
  for (const [key, list] of Object.entries(error.errors)) {
    const name = key.split('.')[0] ?? key;
    if (!fields.includes(name) || set.includes(name) || !list[0]) continue;
    setError(name, { type: 'server', message: list[0] });
    set.push(name);
  }
  return set;
}

export interface ProfileFormProps {
  data: ProfileData;
  options: ProfileOptions;
  /** After a save (the page then shows the saved profile). */
  onSaved: () => void;
  /** Leaves the form without saving; absent before the first save. */
  onCancel?: () => void;
}

/**
 * The caller's profile form, the one of their template (002 §2.8): checked with the contract's
 * schema for that template (the server's rules and messages), saved through the template's call.
 * A refused save puts the server's messages under the fields.
 */
export default function ProfileForm({ data, options, onSaved, onCancel }: ProfileFormProps) {
  const t = useT();
  const fieldError = useFieldError();
  const template = data.template_name;
  const variant = VARIANTS[template];
  const save = useSaveProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(PROFILE_FORMS[template] as never) as unknown as Resolver<ProfileValues>,
    defaultValues: formDefaults(template, data.values),
    mode: variant.checkOnChange ? 'onChange' : 'onSubmit',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await save.mutateAsync({ template, values });
      showSuccess(fieldError(answer.message) ?? answer.message);
      onSaved();
    } catch (error) {
      const set = error instanceof ApiError ? applyServerErrors(error, profileFieldsOf(template), form.setError) : [];
      if (set.length) form.setFocus(set[0]!);
      else setFailure(error instanceof ApiError ? (fieldError(error.message) ?? error.message) : t(messages.saveFailed));
    }
  });

  return (
    <ProfileContext.Provider value={{ options, email: data.email }}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={t(messages.formLabel)} data-testid={`profile-form-${template}`}>
          <Stack gap="lg">
            {failure && <ErrorAlert testId="profile-save-error">{failure}</ErrorAlert>}
            {variant.sections.map((section) => (
              <Paper key={section.key} component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-label={t(section.title)} data-testid={`profile-section-${section.key}`}>
                <Title order={2} fz="lg" mb="md">
                  {t(section.title)}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                  {section.fields.map((spec, index) => (
                    <ProfileField key={index} spec={spec} />
                  ))}
                </SimpleGrid>
              </Paper>
            ))}
            <Group justify="flex-end" gap="sm">
              {onCancel && (
                <Button variant="default" onClick={onCancel}>
                  {t(messages.cancel)}
                </Button>
              )}
              <Button type="submit" loading={form.formState.isSubmitting} data-testid="profile-submit">
                {t(variant.submit)}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </ProfileContext.Provider>
  );
}
