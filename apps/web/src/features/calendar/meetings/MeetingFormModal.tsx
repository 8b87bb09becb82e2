import '../../../ui/styles/common';
import '../../../ui/styles/modal';
import { useMemo } from 'react';
import {
  MEETING_FILE_FIELD, adjustMeetingDefinition, deriveMeetingValues, fieldErrors,
  meetingFormDefinition, meetingFormSchema, type CalFormDefinition, type CalPayload, type AttachmentItem,
} from '@fetp/contract';
import { ApiError } from '../../../app/http';
import { useFieldError, useT } from '../../../app/i18n';
import { DynamicForm } from '../../../ui/DynamicForm/DynamicForm';
import { fetchLookup } from '../../../app/formLookups';
import { EventFormModal } from '../../../ui/events/EventFormModal';
import { EventAttachmentsField, useEventAttachments } from '../../../ui/events/EventAttachments';
import { readerTimeZone } from '../eventApi';
import { useMeetingForm, useSaveMeeting } from '../eventHooks';
import eventMessages from '../../../ui/events/messages';
import { useChoiceLabel } from './choiceLabel';
import messages from './messages';

export interface MeetingFormModalProps {
  /** null: Schedule New Meeting; an id: Update meeting. */
  meetingId: number | null;
  /** The course the screen shows (the form's course then comes chosen). */
  courseId?: number;
  cohortId?: number;
  onClose: () => void;
}

/**
 * Schedule New Meeting / Update meeting (001 §2.5, §4, §5 "Meeting form"): the server's field_data
 * rendered by the shared DynamicForm with the meeting rules (online forces Webinar, offline removes
 * it and hides the URL, one-on-one has no cohorts), checked by the contract's schema before it is
 * sent, with attachments (each ≤ 20 MB; a larger one is removed with the spec's alert). The modal
 * closes only when the save answers 200; otherwise the server's messages show under the fields.
 */
export default function MeetingFormModal({ meetingId, courseId, cohortId, onClose }: MeetingFormModalProps) {
  const t = useT();
  const fieldError = useFieldError();
  const form = useMeetingForm(meetingId, courseId, cohortId);
  const save = useSaveMeeting(meetingId !== null);

  const labels: Record<string, string> = {
    course_id: t(messages.labelCourse), meeting_mode: t(messages.mode), event_type: t(messages.eventType), cohorts: t(messages.labelCohorts),
    mentee_only: t(messages.labelMenteeOnly), mentor_only: t(messages.labelMentorOnly), internal_members: t(eventMessages.internalMembers),
    title: t(eventMessages.title), presenter: t(eventMessages.presenter), start_date: t(messages.labelStartDate), end_date: t(messages.labelEndDate),
    time: t(messages.labelTime), end_time: t(messages.labelEndTime), meeting_url: t(messages.labelUrl),
  };
  const choice = useChoiceLabel();

  /** The server's form in the reader's language: labels by field key; mode and event type options by value. */
  const definition = useMemo((): CalFormDefinition | null => {
    if (!form.data) return null;
    const base = meetingFormDefinition(form.data.field_data);
    const fields = Object.fromEntries(Object.entries(base.fields).map(([key, field]) => {
      const options = key === 'meeting_mode' || key === 'event_type'
        ? field.attributes.options?.map((o) => ({ ...o, value: choice(o.key, o.value) }))
        : field.attributes.options;
      return [key, { ...field, label: labels[key] ?? field.label, attributes: { ...field.attributes, ...(options ? { options } : {}) } }];
    }));
    return { ...base, fields };
    // The labels follow the language, read when the form arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.data]);

  const attachments = useEventAttachments<AttachmentItem>(form.data?.attachments);

  /** The contract's meeting schema, as typed (the server checks the same). */
  const check = (answers: Readonly<Record<string, unknown>>) => {
    const checked = meetingFormSchema.safeParse({ ...answers, time_zone: readerTimeZone() });
    return checked.success ? {} : fieldErrors(checked.error);
  };

  const submit = async (payload: CalPayload) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(payload)) {
      if (Array.isArray(value)) for (const item of value) body.append(key, String(item));
      else if (typeof value === 'string') body.append(key, value);
    }
    body.set('time_zone', readerTimeZone());
    if (meetingId !== null) {
      body.append('meeting_id', String(meetingId));
      body.append('old_attachment', attachments.kept.map((a) => a.id).join(','));
    }
    for (const file of attachments.files) body.append(MEETING_FILE_FIELD, file);
    await save.mutateAsync(body);
    onClose();
  };

  const serverErrors = save.error instanceof ApiError && save.error.status === 400 ? save.error.errors : undefined;
  const refusal = save.error instanceof ApiError && save.error.status !== 400 ? fieldError(save.error.message) ?? save.error.message : null;

  return (
    <EventFormModal
      onClose={onClose}
      title={t(meetingId === null ? messages.scheduleTitle : messages.updateTitle)}
      testId="meeting-form-modal"
      loading={form.isPending}
      failure={form.isError || !definition ? { text: t(messages.formFailed), retry: { label: t(eventMessages.retry), onRetry: () => void form.refetch() } } : null}
      refusal={{ text: refusal, testId: 'meeting-form-refused' }}
    >
      <DynamicForm
        lookup={fetchLookup}
        definition={definition!}
        kind="registration"
        adjust={adjustMeetingDefinition}
        derive={deriveMeetingValues}
        check={check}
        onSubmit={submit}
        submitting={save.isPending}
        serverErrors={serverErrors}
        submitLabel={t(eventMessages.save)}
        onCancel={onClose}
      >
        <EventAttachmentsField testId="meeting" attachments={attachments} error={fieldError(serverErrors?.[MEETING_FILE_FIELD]?.[0])} />
      </DynamicForm>
    </EventFormModal>
  );
}
