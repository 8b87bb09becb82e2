import { WEBINAR_LIMITS, WEBINAR_MESSAGES, type WebinarRow } from '@fetp/contract';
import { ApiError } from '../../../app/http';
import { useT } from '../../../app/i18n';
import { listDate } from '../../../ui/dates';
import { CancelEventDialog } from '../../../ui/events/CancelEventDialog';
import { useCancelWebinar } from '../eventHooks';
import eventMessages from '../../../ui/events/messages';
import messages from './messages';

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
  const cancel = useCancelWebinar();
  return (
    <CancelEventDialog
      title={t(messages.cancelTitle)}
      intro={<strong>{webinar.title}</strong>}
      scope={webinar.is_recurring ? {
        label: t(messages.cancelType), occurrence: `${t(messages.occurrence)} (${listDate(webinar.starts_at)})`, series: t(messages.series), missing: WEBINAR_MESSAGES.cancelType,
      } : undefined}
      note={{ label: t(eventMessages.cancellationNote), max: WEBINAR_LIMITS.cancellationNoteMax, tooLong: WEBINAR_MESSAGES.cancellationNoteTooLong }}
      confirmLabel={t(messages.confirmCancel)}
      testId="webinar-cancel"
      pending={cancel.isPending}
      onConfirm={({ scope, note }) => cancel.mutateAsync({
        webinarId: webinar.webinar_id, changeType: scope, note, occurrence: scope === 'occurrence' ? webinar.occurrence : undefined,
      })}
      refused={(error) => (error instanceof ApiError && error.status === 400
        ? { fieldErrors: { change_type: error.field('change_type') ?? error.message, cancellation_note: error.field('cancellation_note') } }
        : { refusal: error instanceof Error ? error.message : String(error) })}
      onClose={onClose}
    />
  );
}
