import '../../ui/styles/common';
import '../../ui/styles/modal';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { COURSE_MODULES_LIMITS as L, moduleBody, unitBody, type AdminModule, type AdminUnit, type ModuleBody, type UnitBody } from '@fetp/contract';
import { useFieldError, useT } from '../../app/i18n';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { DateField } from '../../ui/form/DateField';
import { TextField } from '../../ui/form/TextField';
import { useSaveModule, useSaveUnit } from './hooks';
import messages from './messages';
import { useChangeOutcome } from '../../app/changeOutcome';

function FormButtons({ onClose, busy, testId }: { onClose: () => void; busy: boolean; testId: string }) {
  const t = useT();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose}>{t(messages.cancel)}</Button>
      <Button type="submit" loading={busy} data-testid={testId}>{t(messages.save)}</Button>
    </Group>
  );
}

/** Adds a module at the end of the course, or renames one. */
export function ModuleFormModal({ courseId, module, onClose }: { courseId: number; module: AdminModule | null; onClose: () => void }) {
  const t = useT();
  const save = useSaveModule(courseId);
  const outcome = useChangeOutcome(messages.saveFailed);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState: { isSubmitting } } = useForm<ModuleBody>({
    resolver: zodResolver(moduleBody) as never, defaultValues: { name: module?.name ?? '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    const problem = await outcome<ModuleBody>(() => save.mutateAsync({ id: module?.id ?? null, body }), { fields: ['name'], setError });
    if (problem === null) onClose();
    else setFailure(problem || null);
  });
  return (
    <Modal opened onClose={onClose} title={t(module ? messages.renameModule : messages.addModule)} closeButtonProps={{ 'aria-label': t(messages.closeDialog) }} data-testid="module-form-modal">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure ? <ErrorAlert testId="module-form-failure">{failure}</ErrorAlert> : null}
          <TextField control={control} name="name" label={t(messages.colName)} required maxLength={L.nameMax} />
          <FormButtons onClose={onClose} busy={isSubmitting} testId="module-save" />
        </Stack>
      </form>
    </Modal>
  );
}

/** The unit form's values as typed: the duration as text, empty date and time as ''. */
interface UnitValues { title: string; url: string; facilitator: string; date: string; time: string; duration: string }
const UNIT_FIELDS = ['title', 'url', 'facilitator', 'date', 'time', 'duration'] as const;

const unitOf = (v: UnitValues): UnitBody => ({
  title: v.title, url: v.url, facilitator: v.facilitator, date: v.date || null, time: v.time.trim() || null,
  duration_minutes: v.duration.trim() === '' ? null : Number(v.duration),
});

/** Adds a unit at the end of a module, or changes one: title, link, facilitator, date, time and duration. */
export function UnitFormModal({ courseId, moduleId, unit, onClose }: { courseId: number; moduleId: number; unit: AdminUnit | null; onClose: () => void }) {
  const t = useT();
  const fieldError = useFieldError();
  const save = useSaveUnit(courseId);
  const outcome = useChangeOutcome(messages.saveFailed);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState: { isSubmitting } } = useForm<UnitValues>({
    // The contract's rules on the body the form sends; a duration's message goes under its field.
    resolver: (async (values: UnitValues, context: unknown, options: never) => {
      const result = await zodResolver(unitBody)(unitOf(values) as never, context, options);
      const errors = result.errors as Record<string, unknown>;
      if (errors.duration_minutes) errors.duration = errors.duration_minutes;
      return result.values && Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
    }) as never,
    defaultValues: {
      title: unit?.title ?? '', url: unit?.url ?? '', facilitator: unit?.facilitator ?? '', date: unit?.date ?? '', time: unit?.time ?? '',
      duration: unit?.duration_minutes ? String(unit.duration_minutes) : '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    const problem = await outcome<UnitValues>(() => save.mutateAsync({ id: unit?.id ?? null, module: moduleId, body: unitOf(values) }), {
      fields: UNIT_FIELDS, setError,
    });
    if (problem === null) onClose();
    else setFailure(problem || null);
  });
  return (
    <Modal opened onClose={onClose} size="lg" title={t(unit ? messages.editUnit : messages.addUnit)} closeButtonProps={{ 'aria-label': t(messages.closeDialog) }} data-testid="unit-form-modal">
      <form onSubmit={onSubmit} noValidate data-testid="unit-form">
        <Stack gap="md">
          {failure ? <ErrorAlert testId="unit-form-failure">{failure}</ErrorAlert> : null}
          <TextField control={control} name="title" label={t(messages.colTitle)} required maxLength={L.titleMax} />
          <TextField control={control} name="url" label={t(messages.colLink)} maxLength={L.urlMax} />
          <TextField control={control} name="facilitator" label={t(messages.colFacilitator)} maxLength={L.facilitatorMax} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              name="date"
              control={control}
              render={({ field, fieldState }) => (
                <DateField label={t(messages.date)} value={field.value} onChange={(value) => field.onChange(value || '')} error={fieldError(fieldState.error?.message)} testId="unit-date" />
              )}
            />
            <TextField control={control} name="time" label={t(messages.time)} maxLength={5} />
            <TextField control={control} name="duration" label={t(messages.duration)} maxLength={4} />
          </SimpleGrid>
          <FormButtons onClose={onClose} busy={isSubmitting} testId="unit-save" />
        </Stack>
      </form>
    </Modal>
  );
}
