import '../../../ui/styles/common';
import { COORDINATOR_PARTICIPANT_FIELDS, DISCUSSION_MESSAGES as M, type CalPayload } from '@fetp/contract';
import { useFieldError, useT } from '../../../app/i18n';
import { DynamicForm } from '../../../ui/DynamicForm/DynamicForm';
import { fetchLookup } from '../../../app/formLookups';
import { useCoordinatorPreData } from '../eventHooks';
import { EventFormModal } from '../../../ui/events/EventFormModal';
import eventMessages from '../../../ui/events/messages';
import { formOf, useDiscussionSubmit } from './useDiscussionSubmit';

export interface CoordinatorDiscussionModalProps {
  opened: boolean;
  onClose: () => void;
  cohortId: number;
  /** Update mode: the event whose values the form starts from. */
  eventId?: number;
}

/**
 * The coordinator's discussion (001 §5 "Coordinator meeting or discussion"): the server's
 * field_data rendered by the shared DynamicForm; at least one mentee, mentor or coordinator, or the
 * alert 'Please select at least one participants'; the server's errorMsg shown in the modal.
 */
export function CoordinatorDiscussionModal({ opened, onClose, cohortId, eventId }: CoordinatorDiscussionModalProps) {
  const t = useT();
  const fieldError = useFieldError();
  const pre = useCoordinatorPreData(cohortId, eventId, opened);
  const { submit: save, setRefusal: setAlert, modalProps, formProps } = useDiscussionSubmit('coordinator', eventId !== undefined, onClose, { apiRefusalsOnly: true });

  const submit = (payload: CalPayload) => {
    const chosen = COORDINATOR_PARTICIPANT_FIELDS.some((key) => {
      const value = payload[key];
      return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '';
    });
    if (!chosen) {
      setAlert(fieldError(M.selectParticipants) ?? M.selectParticipants);
      return;
    }
    const form = formOf(payload, { cohort_id: cohortId });
    if (eventId !== undefined) Object.assign(form, { event_id: eventId, cal_id: '' });
    return save(form);
  };

  return (
    <EventFormModal
      {...modalProps}
      opened={opened}
      testId="coordinator-discussion-modal"
      loading={pre.isPending && !pre.isError}
      failure={pre.isError ? { text: t(eventMessages.formFailed) } : null}
    >
      {pre.data && (
        <DynamicForm
          lookup={fetchLookup}
          key={`${cohortId}-${eventId ?? 'new'}`}
          {...formProps}
          definition={pre.data.field_data}
          onSubmit={submit}
        />
      )}
    </EventFormModal>
  );
}
