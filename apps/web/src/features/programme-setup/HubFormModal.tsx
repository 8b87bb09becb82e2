import '../../ui/styles/common';
import '../../ui/styles/modal';
import '../../ui/styles/checks';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { PROFILE_TEMPLATES, hubBody, type AdminHub, type HubBody } from '@fetp/contract';
import type { z } from 'zod';
import { useT } from '../../app/i18n';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { CheckboxField } from '../../ui/form/CheckboxField';
import { SelectField } from '../../ui/form/SelectField';
import { TextField } from '../../ui/form/TextField';
import { useSaveOutcome } from './fields';
import { useSaveHub } from './hooks';
import messages from './messages';
import { TEMPLATE_LABELS } from './labels';

/** The form's values: the website as text ('' for none). */
type Values = Omit<z.input<typeof hubBody>, 'website_url'> & { website_url: string };
const FIELDS = ['name', 'website_url', 'is_national_centre', 'is_international_organisation', 'template_name'] as const;


const valuesOf = (hub: AdminHub | null): Values => ({
  name: hub?.name ?? '',
  website_url: hub?.website_url ?? '',
  is_national_centre: hub?.is_national_centre ?? false,
  is_international_organisation: hub?.is_international_organisation ?? false,
  template_name: (hub?.template_name as Values['template_name'] | undefined) ?? PROFILE_TEMPLATES.fieldEpidemiology,
});

/** Create or change a hub (administrators): name, website, the 002 §6 flags and the profile form. */
export function HubFormModal({ hub, onClose }: { hub: AdminHub | null; onClose: () => void }) {
  const t = useT();
  const save = useSaveHub();
  const outcome = useSaveOutcome();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState: { isSubmitting } } = useForm<Values>({
    resolver: zodResolver(hubBody) as never,
    defaultValues: valuesOf(hub),
  });
  const templates = Object.entries(TEMPLATE_LABELS).map(([key, label]) => ({ key, value: t(label), selected: false }));
  const onSubmit = handleSubmit(async (values) => {
    // The resolver hands over the schema's output (null for an empty address, the hub's id as a number).
    const body = values as unknown as HubBody;
    if (await outcome<Values>(() => save.mutateAsync({ id: hub?.id ?? null, body }), FIELDS, setError, setFailure)) onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t(hub ? messages.editHub : messages.addHub)} closeButtonProps={{ 'aria-label': t(messages.closeDialog) }} data-testid="hub-form-modal">
      <form onSubmit={onSubmit} noValidate data-testid="hub-form">
        <Stack gap="md">
          {failure ? <ErrorAlert testId="hub-form-failure">{failure}</ErrorAlert> : null}
          <TextField control={control} name="name" label={t(messages.colName)} required maxLength={200} />
          <TextField control={control} name="website_url" label={t(messages.colWebsite)} placeholder="https://" />
          <SelectField control={control} name="template_name" label={t(messages.colTemplate)} options={templates} required />
          <CheckboxField control={control} name="is_national_centre" label={t(messages.nationalCentre)} />
          <CheckboxField control={control} name="is_international_organisation" label={t(messages.internationalOrganisation)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t(messages.cancel)}</Button>
            <Button type="submit" loading={isSubmitting} data-testid="hub-save">{t(messages.save)}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
