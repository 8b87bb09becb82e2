import '../../../ui/styles/common';
import { useEffect, useMemo } from 'react';
import {
  DISCUSSION_LIMITS, DISCUSSION_MESSAGES as M, ONLINE_DISCUSSION_MODE, calOptionsOf, emailsProblem, formBuilder, splitEmails, timingProblems, todayIn,
  type CalField, type CalFormDefinition, type CalPayload, type DiscussionDetail,
} from '@fetp/contract';
import { useT } from '../../../app/i18n';
import { DynamicForm } from '../../../ui/DynamicForm/DynamicForm';
import { EventFormModal } from '../../../ui/events/EventFormModal';
import formMessages from '../../../ui/form/messages';
import { errorMsgOf, readerTimeZone } from '../eventApi';
import { useDiscussionEvent, useMenteePreData, useMentorPreData } from '../eventHooks';
import eventMessages from '../../../ui/events/messages';
import messages from './messages';
import { formOf, useDiscussionSubmit } from './useDiscussionSubmit';
import '../../../ui/styles/multiselect';
import '../../../ui/styles/select';
import '../../../ui/styles/forms';

export interface DiscussionModalProps {
  viewer: 'mentee' | 'mentor';
  opened: boolean;
  onClose: () => void;
  /** The learner's course (its key for the form's choices, its id for the save). */
  courseKey?: string;
  courseId?: number;
  /** Update mode: the event to change (loaded first). */
  eventId?: number;
}

/** The form's answers from a loaded event (the field keys are the save's own names). */
function answersOf(event: DiscussionDetail, viewer: 'mentee' | 'mentor'): Record<string, unknown> {
  const chosen = (list: { value: number; is_selected?: boolean; is_seleted?: boolean }[]) => list.filter((m) => m.is_selected ?? m.is_seleted).map((m) => String(m.value));
  return {
    ...(viewer === 'mentee' ? { mentor_id: chosen(event.mentors), cal_id: event.cal ? String(event.cal.value) : '' } : { mentee_id: chosen(event.mentees), title: event.title }),
    start_date: event.date, from_time: event.from_time, to_time: event.to_time, description: event.description, discussion_mode: event.discussion_mode,
    meeting_link: event.meeting_link, internal_members: chosen(event.internal_members), participants: event.participants.join(', '),
  };
}

/** The meeting link shows for an online discussion only. */
const adjust = (definition: CalFormDefinition, values: Readonly<Record<string, unknown>>): CalFormDefinition => {
  const link = definition.fields.meeting_link!;
  return { ...definition, fields: { ...definition.fields, meeting_link: { ...link, attributes: { ...link.attributes, visible: values.discussion_mode === ONLINE_DISCUSSION_MODE } } } };
};

/** The test ids the lists' tests and journeys know the locked fields by. */
const TEST_IDS: Record<string, string> = { description: 'discussion-description', cal_id: 'discussion-cal', discussion_mode: 'discussion-mode' };

/**
 * Add Discussion / Update Discussion for a mentee or a mentor (001 §2.7, §5; 002 §2.5), on the
 * shared DynamicForm as the coordinator's: the spec's messages checked as typed (the contract's
 * rules), the server's errorMsg shown in the modal when a save is refused; on success it closes and
 * the lists load again for the current type and page. Update mode loads the event first and locks
 * the description, the CAL and the mode (shown, not sent).
 */
export function DiscussionModal({ viewer, opened, onClose, courseKey, courseId, eventId }: DiscussionModalProps) {
  const t = useT();
  const update = eventId !== undefined;
  const { submit: save, setServerErrors, setRefusal, modalProps, formProps } = useDiscussionSubmit(viewer, update, onClose);
  const menteePre = useMenteePreData(courseKey, opened && viewer === 'mentee');
  const mentorPre = useMentorPreData(opened && viewer === 'mentor');
  const event = useDiscussionEvent(opened ? eventId : undefined);

  useEffect(() => {
    setRefusal(null);
    setServerErrors(undefined);
  }, [opened, eventId, setRefusal, setServerErrors]);

  const pre = viewer === 'mentee' ? menteePre : mentorPre;
  const loading = pre.isPending || (update && event.isPending);
  const failed = pre.isError || (update && event.isError);
  const initial = useMemo(() => (event.data ? answersOf(event.data, viewer) : {}), [event.data, viewer]);

  /** The form: the spec's fields and messages; the locked ones disabled in update mode. */
  const definition = useMemo((): CalFormDefinition => {
    const chosen = (key: string) => (Array.isArray(initial[key]) ? (initial[key] as string[]) : typeof initial[key] === 'string' ? [initial[key] as string] : []);
    const { field, definition: formOf } = formBuilder('discussion', { courseId });
    // In update mode the event's own choices stay offered even when the lists changed since.
    const people = viewer === 'mentee' ? (menteePre.data?.mentor ?? event.data?.mentors) : (mentorPre.data?.officer ?? event.data?.mentees);
    const cals = [...(menteePre.data?.cal ?? [])];
    if (event.data?.cal && !cals.some((c) => c.value === event.data!.cal!.value)) cals.push(event.data.cal);
    const modeLabels: Record<string, string> = { Online: t(eventMessages.online), 'In person': t(messages.modeInPerson), 'Phone call': t(messages.modePhone) };
    const modes = pre.data?.discussion_mode.map((m) => m.value) ?? (event.data?.discussion_mode ? [event.data.discussion_mode] : []);
    const locked = update ? { disabled: true, required: false } : {};
    const fields: Record<string, CalField> = viewer === 'mentee'
      ? {
        mentor_id: field(t(messages.colMentor), 'dropdown', { required: true, multiple: true, error_message: M.selectMentor, options: calOptionsOf(people, chosen('mentor_id')) }),
        cal_id: field(t(messages.calField), 'dropdown', { required: true, error_message: M.selectCal, options: calOptionsOf(cals, chosen('cal_id')), ...locked }),
      }
      : {
        mentee_id: field(t(messages.officerField), 'dropdown', { required: true, multiple: true, error_message: M.selectOfficer, options: calOptionsOf(people, chosen('mentee_id')) }),
        title: field(t(eventMessages.title), 'text', { required: true, error_message: M.enterTitle }),
      };
    Object.assign(fields, {
      start_date: field(t(eventMessages.date), 'date', { required: true, error_message: M.enterDate }),
      from_time: field(t(messages.fromTimeField), 'time', { required: true, error_message: M.enterTime }),
      to_time: field(t(messages.toTimeField), 'time', { required: true, error_message: M.enterTime }),
      description: field(t(messages.descriptionField), 'textarea', { required: true, error_message: M.enterDescription, ...locked }),
      discussion_mode: field(t(messages.modeField), 'dropdown', {
        required: true, error_message: M.selectMode, options: modes.map((m) => ({ key: m, value: modeLabels[m] ?? m, selected: chosen('discussion_mode').includes(m) })), ...locked,
      }),
      meeting_link: field(t(messages.colLink), 'text', { placeholder: 'https://', max_length: DISCUSSION_LIMITS.linkMax }),
      internal_members: field(t(eventMessages.internalMembers), 'dropdown', {
        multiple: true, options: calOptionsOf(pre.data?.internal_members ?? event.data?.internal_members, chosen('internal_members')),
      }),
      participants: field(t(messages.participantsField), 'text', { max_length: 20_000 }),
    });
    return formOf(fields);
  }, [viewer, update, initial, menteePre.data, mentorPre.data, pre.data, event.data, courseId, t]);

  /** The contract's rules beyond the required fields: the date and times, the link, the lengths. */
  const check = (values: Readonly<Record<string, unknown>>) => {
    const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
    const found = timingProblems(
      { start_date: text('start_date'), from_time: text('from_time'), to_time: text('to_time'), discussion_mode: text('discussion_mode'), meeting_link: text('meeting_link') },
      { minDate: update ? undefined : todayIn(readerTimeZone()), checkMode: !update, mode: text('discussion_mode') },
    );
    if (!update && text('description').length > DISCUSSION_LIMITS.descriptionMax) found.description = M.descriptionTooLong;
    if (text('title').length > DISCUSSION_LIMITS.titleMax) found.title = M.titleTooLong;
    const emails = emailsProblem(splitEmails(text('participants')));
    if (emails) found.participants = emails;
    return found;
  };

  /** What is sent: the form's answers (locked fields are not), with the course and, on update, the event. */
  const submit = (payload: CalPayload) => {
    const form = formOf(payload);
    const course = courseId ?? menteePre.data?.course_id ?? event.data?.course_id ?? undefined;
    if (viewer === 'mentee' || courseId) form.course_id = course;
    if (update) form.event_id = eventId;
    return save(form);
  };

  const lockedHint = update ? t(messages.lockedHint) : undefined;
  return (
    <EventFormModal
      {...modalProps}
      opened={opened}
      testId="discussion-modal"
      loading={loading && !failed}
      failure={failed ? { text: errorMsgOf(event.error ?? pre.error) ?? t(eventMessages.formFailed) } : null}
    >
      <DynamicForm
        key={`${viewer}-${eventId ?? 'new'}`}
        {...formProps}
        definition={definition}
        initial={initial}
        adjust={adjust}
        check={check}
        fieldProps={(key) => ({
          testId: TEST_IDS[key],
          description: key === 'participants' ? t(messages.participantsHint) : key in TEST_IDS ? lockedHint : undefined,
        })}
        onSubmit={submit}
        nothingFound={t(formMessages.noOptions)}
      />
    </EventFormModal>
  );
}
