import '../../ui/styles/common';
import '../../ui/styles/modal';
import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MEETING_LIMITS, MEETING_MESSAGES, type MeetingRow } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import uiMessages from '../../ui/messages';
import { useCancelMeeting } from './hooks';
import messages from './messages';
import '../../ui/styles/forms';

export interface CancelMeetingModalProps {
  meeting: Pick<MeetingRow, 'id' | 'title'>;
  onClose: () => void;
}

/** The note's fault, as the server words it (001 §5 "Meeting cancel"): required, at most 100 characters. */
export function cancellationNoteProblem(note: string): string | undefined {
  const text = note.trim();
  if (!text) return MEETING_MESSAGES.noteRequired;
  if (text.length > MEETING_LIMITS.cancellationNoteMax) return MEETING_MESSAGES.noteTooLong;
  return undefined;
}

/**
 * Cancel Meetings (001 §2.5, §5): a cancellation note (required, ≤ 100 characters); on success the
 * meeting leaves Upcoming and the modal closes; a refusal shows the server's message.
 */
export default function CancelMeetingModal({ meeting, onClose }: CancelMeetingModalProps) {
  const t = useT();
  const fieldError = useFieldError();
  const cancel = useCancelMeeting();
  const [note, setNote] = useState('');
  const [attempted, setAttempted] = useState(false);
  const local = attempted ? cancellationNoteProblem(note) : undefined;
  const server = cancel.error instanceof ApiError ? cancel.error.message : undefined;
  const error = fieldError(local ?? server);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (cancellationNoteProblem(note) || cancel.isPending) return;
    try {
      const answer = await cancel.mutateAsync({ meetingId: meeting.id, note: note.trim() });
      showSuccess(fieldError(answer.message) ?? answer.message);
      onClose();
    } catch {
      // Shown under the note.
    }
  };

  return (
    <Modal opened onClose={onClose} title={t(messages.cancelTitle)} centered closeButtonProps={{ 'aria-label': t(uiMessages.closeDialog) }} data-testid="cancel-meeting-modal">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{t(messages.cancelIntro, { title: meeting.title })}</Text>
          <Textarea
            label={t(messages.noteLabel)}
            withAsterisk
            autosize
            minRows={2}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              if (cancel.error) cancel.reset();
            }}
            error={error}
            description={t(messages.noteCount, { count: note.trim().length })}
            data-testid="cancel-meeting-note"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={cancel.isPending}>{t(messages.close)}</Button>
            <Button type="submit" color="red" loading={cancel.isPending} data-testid="cancel-meeting-submit">{t(messages.confirmCancel)}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
