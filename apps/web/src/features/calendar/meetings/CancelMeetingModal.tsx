import { MEETING_LIMITS, MEETING_MESSAGES, type MeetingRow } from '@fetp/contract';
import { ApiError } from '../../../app/http';
import { useT } from '../../../app/i18n';
import { CancelEventDialog } from '../../../ui/events/CancelEventDialog';
import { useCancelMeeting } from '../eventHooks';
import eventMessages from '../../../ui/events/messages';
import messages from './messages';

export interface CancelMeetingModalProps {
  meeting: Pick<MeetingRow, 'id' | 'title'>;
  onClose: () => void;
}

/**
 * Cancel Meetings (001 §2.5, §5): a cancellation note (required, ≤ 100 characters); on success the
 * meeting leaves Upcoming and the modal closes; a refusal shows the server's message under the note.
 */
export default function CancelMeetingModal({ meeting, onClose }: CancelMeetingModalProps) {
  const t = useT();
  const cancel = useCancelMeeting();
  return (
    <CancelEventDialog
      title={t(messages.cancelTitle)}
      intro={t(messages.cancelIntro, { title: meeting.title })}
      note={{
        label: t(eventMessages.cancellationNote), max: MEETING_LIMITS.cancellationNoteMax, required: MEETING_MESSAGES.noteRequired, tooLong: MEETING_MESSAGES.noteTooLong,
        count: (count) => t(messages.noteCount, { count }),
      }}
      confirmLabel={t(messages.confirmCancel)}
      testId="meeting-cancel"
      pending={cancel.isPending}
      onConfirm={({ note }) => cancel.mutateAsync({ meetingId: meeting.id, note })}
      refused={(error) => ({ fieldErrors: { cancellation_note: error instanceof ApiError ? error.message : String(error) } })}
      onClose={onClose}
    />
  );
}
