import { useState } from 'react';
import type { CalPayload } from '@fetp/contract';
import { ApiError, type FieldErrors, type FormFields } from '../../../app/http';
import { useFieldError, useT } from '../../../app/i18n';
import { showSuccess } from '../../../app/toast';
import { errorMsgOf, type DiscussionScheduler } from '../eventApi';
import { useRefreshDiscussions, useSaveDiscussion } from '../eventHooks';
import eventMessages from '../../../ui/events/messages';
import messages from './messages';

/** The form's answers that are sent (texts and lists), after the fields of `form`. */
export function formOf(payload: CalPayload, form: FormFields = {}): FormFields {
  for (const [key, value] of Object.entries(payload)) if (typeof value === 'string' || Array.isArray(value)) form[key] = value;
  return form;
}

/**
 * A discussion modal's save as its scheduler: on success the server's message (else 'saved') is
 * toasted, the modal closes and the discussions load again; a refusal puts the server's field
 * messages in `serverErrors` and its errorMsg (else its message) in `refusal`, the modal's alert.
 * With `apiRefusalsOnly`, an error that is no answer of the server leaves the alert as it is.
 * `modalProps` and `formProps` are what both discussion modals give EventFormModal and DynamicForm alike.
 */
export function useDiscussionSubmit(scheduler: DiscussionScheduler, update: boolean, onClose: () => void, { apiRefusalsOnly = false } = {}) {
  const t = useT();
  const fieldError = useFieldError();
  const refresh = useRefreshDiscussions();
  const save = useSaveDiscussion();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (form: FormFields) => {
    setRefusal(null);
    setSaving(true);
    try {
      const answer = await save.mutateAsync({ scheduler, update, form });
      showSuccess(fieldError(answer.message) ?? t(messages.saved));
      onClose();
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(error.errors);
      else if (apiRefusalsOnly) return;
      const text = errorMsgOf(error) ?? (error instanceof Error ? error.message : '');
      setRefusal(fieldError(text) ?? text);
    } finally {
      setSaving(false);
    }
  };
  return {
    submit, setServerErrors, setRefusal,
    modalProps: { onClose, title: t(update ? messages.updateTitle : messages.addTitle), refusal: { text: refusal, testId: 'discussion-error' } },
    formProps: { kind: 'registration', submitting: saving, serverErrors, submitLabel: t(eventMessages.save), onCancel: onClose } as const,
  };
}
