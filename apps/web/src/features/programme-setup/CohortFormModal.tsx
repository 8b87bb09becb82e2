import '../../ui/styles/common';
import '../../ui/styles/modal';
import '../../ui/styles/checks';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { COHORT_TRACKS, COORDINATOR_TABS, cohortBody, type AdminCohort, type CohortBody } from '@fetp/contract';
import type { z } from 'zod';
import { useFieldError, useT } from '../../app/i18n';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SelectField } from '../../ui/form/SelectField';
import { TextField } from '../../ui/form/TextField';
import { FormDateField, useSaveOutcome } from './fields';
import { useSaveCohort } from './hooks';
import messages from './messages';
import { TAB_LABELS, TRACK_LABELS } from './labels';

/** The form's values: the track as text ('' for none), the other track as text. */
type Values = Omit<z.input<typeof cohortBody>, 'track' | 'other_track'> & { track: string; other_track: string };
const FIELDS = ['name', 'start_date', 'end_date', 'track', 'other_track', 'to_be_shown'] as const;


const valuesOf = (cohort: AdminCohort | null): Values => ({
  name: cohort?.name ?? '',
  start_date: cohort?.start_date ?? null,
  end_date: cohort?.end_date ?? null,
  track: cohort?.track ?? '',
  other_track: cohort?.other_track ?? '',
  to_be_shown: cohort?.to_be_shown ?? null,
});

/**
 * Add or change a cohort of a course: its name, dates (end after start, as the server checks),
 * track, and which coordinator-dashboard tabs it shows (the course's default unless chosen).
 */
export function CohortFormModal({ courseId, cohort, onClose }: { courseId: number; cohort: AdminCohort | null; onClose: () => void }) {
  const t = useT();
  const fieldError = useFieldError();
  const save = useSaveCohort(courseId);
  const outcome = useSaveOutcome();
  const [failure, setFailure] = useState<string | null>(null);
  // The form sends null for no track and no other track, as the contract reads them.
  const toBody = (values: Values) => ({ ...values, track: values.track || null, other_track: values.track === 'Other' ? values.other_track : null });
  const { control, handleSubmit, setError, formState: { isSubmitting } } = useForm<Values>({
    resolver: (async (values: Values, context: unknown, options: never) => zodResolver(cohortBody)(toBody(values) as never, context, options)) as never,
    defaultValues: valuesOf(cohort),
  });
  const track = useWatch({ control, name: 'track' });
  const tracks = [{ key: '', value: t(messages.trackNone), selected: false }, ...COHORT_TRACKS.map((key) => ({ key, value: t(TRACK_LABELS[key]), selected: false }))];

  const onSubmit = handleSubmit(async (values) => {
    const body = values as unknown as CohortBody;
    if (await outcome<Values>(() => save.mutateAsync({ id: cohort?.id ?? null, body }), FIELDS, setError, setFailure)) onClose();
  });

  return (
    <Modal opened onClose={onClose} size="lg" title={t(cohort ? messages.editCohort : messages.addCohort)} closeButtonProps={{ 'aria-label': t(messages.closeDialog) }} data-testid="cohort-form-modal">
      <form onSubmit={onSubmit} noValidate data-testid="cohort-form">
        <Stack gap="md">
          {failure ? <ErrorAlert testId="cohort-form-failure">{failure}</ErrorAlert> : null}
          <TextField control={control} name="name" label={t(messages.colName)} required maxLength={100} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormDateField control={control} name="start_date" label={t(messages.startDate)} testId="cohort-start" />
            <FormDateField control={control} name="end_date" label={t(messages.endDate)} testId="cohort-end" />
          </SimpleGrid>
          <SelectField control={control} name="track" label={t(messages.colTrack)} options={tracks} />
          {track === 'Other' && <TextField control={control} name="other_track" label={t(messages.otherTrack)} required maxLength={100} />}
          <Controller
            name="to_be_shown"
            control={control}
            render={({ field, fieldState }) => (
              <Stack gap="xs">
                <Checkbox
                  label={t(messages.chooseTabs)}
                  checked={field.value !== null && field.value !== undefined}
                  onChange={(event) => field.onChange(event.currentTarget.checked ? [...COORDINATOR_TABS] : null)}
                  data-testid="cohort-choose-tabs"
                />
                {field.value ? (
                  <Checkbox.Group label={t(messages.colTabs)} value={field.value} onChange={(value) => field.onChange(value)} error={fieldError(fieldState.error?.message)}>
                    <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
                      {COORDINATOR_TABS.map((tab) => <Checkbox key={tab} value={tab} label={t(TAB_LABELS[tab])} />)}
                    </SimpleGrid>
                  </Checkbox.Group>
                ) : null}
              </Stack>
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t(messages.cancel)}</Button>
            <Button type="submit" loading={isSubmitting} data-testid="cohort-save">{t(messages.save)}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
