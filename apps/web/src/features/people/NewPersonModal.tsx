import '../../ui/styles/common';
import '../../ui/styles/modal';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { ROLE_NAMES, newPersonBody, type NewPersonBody, type PeopleCohortsAnswer, type RoleName } from '@fetp/contract';
import { ApiError, applyFieldErrors } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SelectField } from '../../ui/form/SelectField';
import { TextField } from '../../ui/form/TextField';
import { useCreatePerson } from './hooks';
import { ROLE_LABELS } from './roleMessages';
import messages from './messages';

type Values = { email: string; first_name: string; last_name: string; phone_number: string; role: string; cohort_id: string };
const FIELDS = ['email', 'first_name', 'last_name', 'phone_number', 'role', 'cohort_id'] as const;

/** Creates one person (administrators): an account without a password, a role and a cohort if chosen, and the invitation mail. */
export function NewPersonModal({ cohorts, onClose }: { cohorts: PeopleCohortsAnswer['results']; onClose: () => void }) {
  const t = useT();
  const fieldError = useFieldError();
  const create = useCreatePerson();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState: { isSubmitting } } = useForm<Values>({
    resolver: zodResolver(newPersonBody) as never,
    defaultValues: { email: '', first_name: '', last_name: '', phone_number: '', role: '', cohort_id: '' },
  });
  const roles = [{ key: '', value: t(messages.none), selected: false }, ...ROLE_NAMES.map((r) => ({ key: r, value: t(ROLE_LABELS[r as RoleName]), selected: false }))];
  const cohortOptions = [{ key: '', value: t(messages.none), selected: false }, ...cohorts.map((c) => ({ key: String(c.id), value: `${c.course_title} — ${c.name}`, selected: false }))];
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The resolver hands over the schema's output (nulls for the empty choices, the cohort's id as a number).
      const answer = await create.mutateAsync(values as unknown as NewPersonBody);
      showSuccess(fieldError(answer.message) ?? answer.message);
      onClose();
    } catch (error) {
      const set = applyFieldErrors(error, FIELDS, (name, e) => setError(name, e));
      if (!set.length) setFailure(error instanceof ApiError && error.status < 500 ? (fieldError(error.message) ?? error.message) : t(messages.saveFailed));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t(messages.newPerson)} closeButtonProps={{ 'aria-label': t(messages.closeDialog) }} data-testid="new-person-modal">
      <form onSubmit={onSubmit} noValidate data-testid="new-person-form">
        <Stack gap="md">
          {failure ? <ErrorAlert testId="new-person-failure">{failure}</ErrorAlert> : null}
          <TextField control={control} name="email" label={t(messages.colEmail)} type="email" required maxLength={254} />
          <TextField control={control} name="first_name" label={t(messages.firstName)} required maxLength={100} />
          <TextField control={control} name="last_name" label={t(messages.lastName)} required maxLength={100} />
          <TextField control={control} name="phone_number" label={t(messages.phone)} inputMode="numeric" maxLength={10} />
          <SelectField control={control} name="role" label={t(messages.roleOptional)} options={roles} />
          <SelectField control={control} name="cohort_id" label={t(messages.cohortOptional)} options={cohortOptions} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t(messages.cancel)}</Button>
            <Button type="submit" loading={isSubmitting} data-testid="new-person-save">{t(messages.create)}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
