import '../../ui/styles/common';
import '../../ui/styles/modal';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { WEBINAR_LIMITS, WEBINAR_MESSAGES, type WebinarChangeType, type WebinarRow } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { listDate } from '../../ui/dates';
import uiMessages from '../../ui/messages';
import { useCancelWebinar } from './hooks';
import messages from './messages';
import '../../ui/styles/content';
import '../../ui/styles/checks';
import '../../ui/styles/forms';

export interface CancelWebinarModalProps {
  /** The row the cancel icon was on: its webinar and occurrence. */
  webinar: WebinarRow;
  onClose: () => void;
}

/**
 * Cancel Webinar (001 §2.4, §5 "Webinar cancel"): the cancel type (this occurrence or the whole
 * series; a single webinar is cancelled whole) — 'Please select cancel type' when none is chosen —
 * and a cancellation note of at most 100 characters. It then leaves Upcoming Webinars.
 */
export default function CancelWebinarModal({ webinar, onClose }: CancelWebinarModalProps) {
  const t = useT();
  const fieldError = useFieldError();
  const cancel = useCancelWebinar();
  const [changeType, setChangeType] = useState<WebinarChangeType | ''>(webinar.is_recurring ? '' : 'series');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ change_type?: string; cancellation_note?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!changeType) problems.change_type = WEBINAR_MESSAGES.cancelType;
    if (note.trim().length > WEBINAR_LIMITS.cancellationNoteMax) problems.cancellation_note = WEBINAR_MESSAGES.cancellationNoteTooLong;
    setErrors(problems);
    if (!changeType || Object.keys(problems).length) return;
    try {
      const answer = await cancel.mutateAsync({
        webinarId: webinar.webinar_id, changeType, note: note.trim(), occurrence: changeType === 'occurrence' ? webinar.occurrence : undefined,
      });
      showSuccess(fieldError(answer.message) ?? answer.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setErrors({ change_type: error.field('change_type') ?? error.message, cancellation_note: error.field('cancellation_note') });
      }
    }
  };
  const refusal = cancel.error instanceof ApiError && cancel.error.status !== 400 ? (fieldError(cancel.error.message) ?? cancel.error.message) : null;

  return (
    <Modal opened onClose={onClose} title={t(messages.cancelTitle)} centered closeButtonProps={{ 'aria-label': t(uiMessages.closeDialog) }} data-testid="webinar-cancel-modal">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>{webinar.title}</Text>
          {refusal && <Alert color="red" variant="light">{refusal}</Alert>}
          <Radio.Group label={t(messages.cancelType)} withAsterisk value={changeType} onChange={(v) => setChangeType(v as WebinarChangeType)} error={fieldError(errors.change_type)} data-testid="webinar-cancel-type">
            <Stack gap={6} mt={4}>
              {webinar.is_recurring && <Radio value="occurrence" label={`${t(messages.occurrence)} (${listDate(webinar.starts_at)})`} />}
              <Radio value="series" label={t(messages.series)} />
            </Stack>
          </Radio.Group>
          <Textarea
            label={t(messages.cancelNote)}
            autosize
            minRows={2}
            maxLength={WEBINAR_LIMITS.cancellationNoteMax + 20}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={fieldError(errors.cancellation_note)}
            data-testid="webinar-cancel-note"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t(messages.close)}</Button>
            <Button type="submit" color="red" loading={cancel.isPending} data-testid="webinar-cancel-confirm">{t(messages.confirmCancel)}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
