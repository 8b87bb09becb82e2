import '../../ui/styles/common';
import '../../ui/styles/modal';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { admitBody, rejectBody, type ApplicationRow } from '@fetp/contract';
import { ApiError, applyFieldErrors } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SelectField } from '../../ui/form/SelectField';
import { TextField } from '../../ui/form/TextField';
import { useAdmissionCohorts, useDecideApplication } from './hooks';
import messages from './messages';

export type DecisionKind = 'admit' | 'reject';

interface Values {
  cohort_id: string;
  note: string;
}
const FIELDS = ['cohort_id', 'note'] as const;

/**
 * Admit or reject an application (issue 32): the cohort (admitting) and a note, then a
 * confirmation naming what will happen, then the call. A refusal of a field goes back under the
 * field; any other refusal (another's cohort, decided meanwhile) shows above the form.
 */
export function DecisionModal({ kind, application, onClose }: { kind: DecisionKind; application: ApplicationRow; onClose: () => void }) {
  const t = useT();
  const fieldError = useFieldError();
  const admitting = kind === 'admit';
  const name = [application.first_name, application.last_name].filter(Boolean).join(' ');
  const cohorts = useAdmissionCohorts(application.course_id);
  const decide = useDecideApplication();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, getValues } = useForm<Values>({
    resolver: (async (values: Values, context: unknown, options: never) =>
      zodResolver(admitting ? admitBody : (rejectBody as never))((admitting ? values : { note: values.note }) as never, context, options)) as never,
    defaultValues: { cohort_id: '', note: '' },
  });
  const options = (cohorts.data?.results ?? []).map((c) => ({ key: String(c.id), value: c.name, selected: false }));
  const cohortName = options.find((o) => o.key === getValues('cohort_id'))?.value ?? '';

  const onContinue = handleSubmit(() => {
    setFailure(null);
    setStep('confirm');
  });

  const onConfirm = async () => {
    const values = getValues();
    setFailure(null);
    try {
      const answer = await decide.mutateAsync(
        admitting
          ? { application: application.id, kind: 'admit', body: { cohort_id: values.cohort_id, note: values.note } }
          : { application: application.id, kind: 'reject', body: { note: values.note } },
      );
      showSuccess(fieldError(answer.message) ?? answer.message);
      onClose();
    } catch (error) {
      setStep('form');
      const set = applyFieldErrors(error, FIELDS, (field, e) => setError(field, e));
      if (!set.length) setFailure(error instanceof ApiError && error.status < 500 ? (fieldError(error.message) ?? error.message) : t(messages.decisionFailed));
    }
  };

  const title = t(admitting ? messages.admitTitle : messages.rejectTitle, { name });
  return (
    <Modal opened onClose={onClose} size="lg" title={title} closeButtonProps={{ 'aria-label': t(messages.closeDialog) }} data-testid="decision-modal">
      {step === 'form' ? (
        <form onSubmit={onContinue} noValidate data-testid="decision-form">
          <Stack gap="md">
            {failure ? <ErrorAlert testId="decision-failure">{failure}</ErrorAlert> : null}
            <Text fz="sm">{t(admitting ? messages.admitIntro : messages.rejectIntro)}</Text>
            {admitting && cohorts.isPending ? <Loader size="sm" aria-label={t(messages.cohort)} /> : null}
            {admitting && cohorts.isError ? <ErrorAlert testId="decision-cohorts-failed">{t(messages.decisionsLoadFailed)}</ErrorAlert> : null}
            {admitting && cohorts.isSuccess && options.length === 0 ? (
              <Alert color="yellow" data-testid="decision-no-cohorts">{t(messages.noCohorts)}</Alert>
            ) : null}
            {admitting && options.length > 0 ? (
              <SelectField<Values> name="cohort_id" control={control} label={t(messages.cohort)} options={options} required />
            ) : null}
            <TextField<Values> name="note" control={control} label={t(messages.note)} description={t(messages.noteHint)} multiline required maxLength={1000} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>{t(messages.cancel)}</Button>
              <Button type="submit" color={admitting ? undefined : 'red'} disabled={admitting && options.length === 0} data-testid="decision-continue">
                {t(messages.continue)}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md" data-testid="decision-confirm">
          <Text>{admitting ? t(messages.confirmAdmit, { name, cohort: cohortName }) : t(messages.confirmReject, { name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep('form')} disabled={decide.isPending}>{t(messages.back)}</Button>
            <Button color={admitting ? undefined : 'red'} onClick={onConfirm} loading={decide.isPending} data-testid="decision-confirm-button">
              {t(admitting ? messages.confirmAdmitButton : messages.confirmRejectButton)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
