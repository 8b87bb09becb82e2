import '../../../ui/styles/common';
import { useState } from 'react';
import { COORDINATOR_PARTICIPANT_FIELDS, DISCUSSION_MESSAGES as M, type CalPayload } from '@fetp/contract';
import { ApiError, type FormFields } from '../../../app/http';
import { useFieldError, useT } from '../../../app/i18n';
import { showSuccess } from '../../../app/toast';
import { DynamicForm, type DynamicFormErrors } from '../../../ui/DynamicForm/DynamicForm';
import { fetchLookup } from '../../../app/formLookups';
import { errorMsgOf } from '../eventApi';
import { useCoordinatorPreData, useRefreshDiscussions, useSaveDiscussion } from '../eventHooks';
import { EventFormModal } from '../../../ui/events/EventFormModal';
import eventMessages from '../../../ui/events/messages';
import messages from './messages';

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
  const refresh = useRefreshDiscussions();
  const save = useSaveDiscussion();
  const pre = useCoordinatorPreData(cohortId, eventId, opened);
  const [alert, setAlert] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<DynamicFormErrors | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (payload: CalPayload) => {
    setAlert(null);
    const chosen = COORDINATOR_PARTICIPANT_FIELDS.some((key) => {
      const value = payload[key];
      return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '';
    });
    if (!chosen) {
      setAlert(fieldError(M.selectParticipants) ?? M.selectParticipants);
      return;
    }
    const form: FormFields = { cohort_id: cohortId };
    for (const [key, value] of Object.entries(payload)) if (typeof value === 'string' || Array.isArray(value)) form[key] = value;
    if (eventId !== undefined) Object.assign(form, { event_id: eventId, cal_id: '' });
    setSaving(true);
    try {
      const answer = await save.mutateAsync({ scheduler: 'coordinator', update: eventId !== undefined, form });
      showSuccess(fieldError(answer.message) ?? t(messages.saved));
      onClose();
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) {
        setServerErrors(error.errors);
        const text = errorMsgOf(error) ?? error.message;
        setAlert(fieldError(text) ?? text);
      }
      throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <EventFormModal
      opened={opened}
      onClose={onClose}
      title={t(eventId !== undefined ? messages.updateTitle : messages.addTitle)}
      testId="coordinator-discussion-modal"
      loading={pre.isPending && !pre.isError}
      failure={pre.isError ? { text: t(eventMessages.formFailed) } : null}
      refusal={{ text: alert, testId: 'discussion-error' }}
    >
      {pre.data && (
        <DynamicForm
          lookup={fetchLookup}
          key={`${cohortId}-${eventId ?? 'new'}`}
          definition={pre.data.field_data}
          kind="registration"
          onSubmit={(payload) => submit(payload).catch(() => undefined)}
          submitting={saving}
          serverErrors={serverErrors}
          submitLabel={t(eventMessages.save)}
          onCancel={onClose}
        />
      )}
    </EventFormModal>
  );
}

export default CoordinatorDiscussionModal;
