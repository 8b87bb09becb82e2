import '../../ui/styles/common';
import '../../ui/styles/modal';
import '../../ui/styles/content';
import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import type { CalFilledFormKind, CalPayload } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { DynamicForm } from '../../ui/DynamicForm/DynamicForm';
import { fetchLookup } from '../../app/formLookups';
import { ErrorAlert } from '../../ui/ErrorAlert';
import type { CalFormTarget, CalScope } from './api';
import { useCalForm, useSubmitCalForm } from './hooks';
import messages from './messages';
import uiMessages from '../../ui/messages';

/** A read-only start form opens after this delay (001 §4, §9 "Read-only start form delay 1 second"). */
export const READ_ONLY_START_DELAY = 1000;

export interface CalFormModalProps {
  scope: CalScope;
  target: CalFormTarget;
  /** The title of the milestone that takes the form. */
  milestone: string;
  onClose: () => void;
}

const titles = { start: messages.formStart, end: messages.formEnd, abstract: messages.formAbstract } satisfies Record<CalFilledFormKind, unknown>;

/** The draft of a sub-CAL's form, per sub-CAL and kind. */
export const calFormDraftKey = (target: CalFormTarget) => `cal-form:${target.kind}:${target.subCal}`;

/**
 * A sub-CAL's start, end or abstract form (001 §2.2, §4) in a modal: loaded with its saved answers,
 * read-only when the server says it may not be saved (a read-only start form after 1 second; an end
 * form of a completed milestone). A save shows the server's message, closes the modal and reloads
 * the milestones; a refusal shows the server's messages under their fields.
 */
export default function CalFormModal({ scope, target, milestone, onClose }: CalFormModalProps) {
  const t = useT();
  const fieldError = useFieldError();
  const form = useCalForm(target);
  const save = useSubmitCalForm(scope, target);
  const readOnly = form.data ? !form.data.is_editable : false;
  const delayed = readOnly && target.kind === 'start';
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (!delayed) return undefined;
    const timer = setTimeout(() => setRevealed(true), READ_ONLY_START_DELAY);
    return () => clearTimeout(timer);
  }, [delayed]);
  const serverErrors = save.error instanceof ApiError && save.error.status === 400 ? save.error.errors : undefined;

  const submit = async (payload: CalPayload) => {
    const answer = await save.mutateAsync(payload);
    showSuccess(fieldError(answer.message) ?? answer.message);
    onClose();
  };

  const loading = (
    <Center py="xl">
      <Loader aria-label={t(uiMessages.loading)} />
    </Center>
  );
  let body;
  if (form.isPending || (delayed && !revealed)) {
    body = loading;
  } else if (form.isError) {
    body = (
      <ErrorAlert title={t(messages.formFailed)}>
        <Button size="xs" variant="light" color="red" onClick={() => void form.refetch()}>
          {t(messages.retry)}
        </Button>
      </ErrorAlert>
    );
  } else if (readOnly && !form.data.is_filled) {
    // A reviewer opening a form the officer never saved: no empty read-only form, but why.
    body = (
      <Stack gap="md">
        <Alert color="gray" variant="light" data-testid="cal-form-not-filled">
          {t(messages.formNotFilled)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="cal-form-not-filled-close">
            {t(messages.formClose)}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        {readOnly && (
          <Alert color="gray" variant="light" data-testid="cal-form-read-only">
            {t(messages.formReadOnly)}
          </Alert>
        )}
        <DynamicForm
          lookup={fetchLookup}
          definition={form.data.data}
          kind={target.kind}
          readOnly={readOnly}
          draftKey={readOnly ? undefined : calFormDraftKey(target)}
          onSubmit={submit}
          submitting={save.isPending}
          serverErrors={serverErrors}
          submitLabel={t(messages.formSave)}
          onCancel={onClose}
        />
      </Stack>
    );
  }
  return (
    <Modal opened onClose={onClose} title={t(titles[target.kind], { milestone })} size="lg" centered closeButtonProps={{ 'aria-label': t(uiMessages.closeDialog) }} data-testid="cal-form-modal">
      {body}
    </Modal>
  );
}
