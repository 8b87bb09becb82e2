import '../../../ui/styles/common';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, MultiSelect, Select, Stack, TextInput, Textarea } from '@mantine/core';
import {
  DISCUSSION_MESSAGES as M, ONLINE_DISCUSSION_MODE, timingProblems, todayIn,
  type DiscussionDetail, type DiscussionModeOption, type DiscussionOption,
} from '@fetp/contract';
import type { FormFields } from '../../../app/http';
import { useFieldError, useT } from '../../../app/i18n';
import { showSuccess } from '../../../app/toast';
import { displayDate, parseDisplayDate } from '../../../ui/dates';
import uiMessages from '../../../ui/messages';
import { EventFormModal } from '../../../ui/events/EventFormModal';
import formMessages from '../../../ui/form/messages';
import { errorMsgOf, readerTimeZone } from '../eventApi';
import { useDiscussionEvent, useMenteePreData, useMentorPreData, useRefreshDiscussions, useSaveDiscussion } from '../eventHooks';
import eventMessages from '../../../ui/events/messages';
import messages from './messages';
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

interface Values {
  people: string[];
  cal: string | null;
  title: string;
  date: string;
  from: string;
  to: string;
  description: string;
  mode: string | null;
  link: string;
  internal: string[];
  participants: string;
}

const EMPTY: Values = { people: [], cal: null, title: '', date: '', from: '', to: '', description: '', mode: null, link: '', internal: [], participants: '' };

const asData = (options: DiscussionOption[] = []) => options.map((o) => ({ value: String(o.value), label: o.label }));

/** The form's values from a loaded event. */
function valuesOf(event: DiscussionDetail, viewer: 'mentee' | 'mentor'): Values {
  return {
    people: viewer === 'mentee' ? event.mentors.filter((m) => m.is_selected).map((m) => String(m.value)) : event.mentees.filter((m) => m.is_seleted).map((m) => String(m.value)),
    cal: event.cal ? String(event.cal.value) : null,
    title: event.title,
    date: displayDate(event.date),
    from: event.from_time,
    to: event.to_time,
    description: event.description,
    mode: event.discussion_mode || null,
    link: event.meeting_link,
    internal: event.internal_members.filter((m) => m.is_selected).map((m) => String(m.value)),
    participants: event.participants.join(', '),
  };
}

/**
 * Add Discussion / Update Discussion for a mentee or a mentor (001 §2.7, §5; 002 §2.5): the spec's
 * messages checked as typed (the contract's rules), the server's errorMsg shown in the modal when
 * a save is refused; on success it closes and the lists load again for the current type and page.
 * Update mode loads the event first and locks the description, the CAL and the mode.
 */
export function DiscussionModal({ viewer, opened, onClose, courseKey, courseId, eventId }: DiscussionModalProps) {
  const t = useT();
  const fieldError = useFieldError();
  const refresh = useRefreshDiscussions();
  const save = useSaveDiscussion();
  const update = eventId !== undefined;
  const menteePre = useMenteePreData(courseKey, opened && viewer === 'mentee');
  const mentorPre = useMentorPreData(opened && viewer === 'mentor');
  const event = useDiscussionEvent(opened ? eventId : undefined);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setServerError(null);
    setValues(EMPTY);
  }, [opened, eventId]);
  useEffect(() => {
    if (opened && event.data) setValues(valuesOf(event.data, viewer));
  }, [opened, event.data, viewer]);

  const pre = viewer === 'mentee' ? menteePre : mentorPre;
  const modes: DiscussionModeOption[] = pre.data?.discussion_mode ?? [];
  const people = viewer === 'mentee' ? menteePre.data?.mentor : mentorPre.data?.officer;
  // In update mode the event's own choices are kept offered even when the lists changed since.
  const peopleData = asData(people ?? (update ? (viewer === 'mentee' ? event.data?.mentors : event.data?.mentees) : []));
  const calData = asData(menteePre.data?.cal ?? (event.data?.cal ? [event.data.cal] : []));
  if (event.data?.cal && !calData.some((c) => c.value === String(event.data!.cal!.value))) calData.push({ value: String(event.data.cal.value), label: event.data.cal.label });
  const internalData = asData(pre.data?.internal_members ?? event.data?.internal_members ?? []);
  const modeLabels: Record<string, string> = { Online: t(eventMessages.online), 'In person': t(messages.modeInPerson), 'Phone call': t(messages.modePhone) };
  const modeData = (modes.length ? modes.map((m) => m.value) : values.mode ? [values.mode] : []).map((m) => ({ value: m, label: modeLabels[m] ?? m }));
  const needsLink = values.mode === ONLINE_DISCUSSION_MODE;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  /** The spec's checks, by the field names of the form (messages in the contract). */
  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    if (values.people.length === 0) found.people = viewer === 'mentee' ? M.selectMentor : M.selectOfficer;
    if (viewer === 'mentee' && !values.cal) found.cal = M.selectCal;
    if (viewer === 'mentor' && !values.title.trim()) found.title = M.enterTitle;
    if (!values.description.trim()) found.description = M.enterDescription;
    const iso = values.date.trim() ? parseDisplayDate(values.date) : '';
    const timing = timingProblems(
      { start_date: iso ?? 'invalid', from_time: values.from, to_time: values.to, discussion_mode: values.mode ?? '', meeting_link: values.link },
      { minDate: update ? undefined : todayIn(readerTimeZone()), checkMode: !update, mode: values.mode ?? '' },
    );
    if (timing.start_date) found.date = timing.start_date;
    if (timing.from_time) found.from = timing.from_time;
    if (timing.to_time) found.to = timing.to_time;
    if (timing.discussion_mode) found.mode = timing.discussion_mode;
    if (timing.meeting_link) found.link = timing.meeting_link;
    return found;
  }

  /** What is sent: the form's names, dates YYYY-MM-DD, lists as repeated keys; locked fields not sent in update mode. */
  function payload(): FormFields {
    const common: FormFields = {
      start_date: parseDisplayDate(values.date) ?? '', from_time: values.from, to_time: values.to,
      meeting_link: needsLink ? values.link.trim() : '', internal_members: values.internal.map(Number), participants: values.participants,
    };
    if (!update) Object.assign(common, { description: values.description.trim(), discussion_mode: values.mode ?? '' });
    else common.event_id = eventId;
    return viewer === 'mentee'
      ? { ...common, mentor_id: values.people.map(Number), course_id: courseId ?? menteePre.data?.course_id ?? event.data?.course_id ?? undefined, ...(update ? {} : { cal_id: values.cal ?? '' }) }
      : { ...common, mentee_id: values.people.map(Number), title: values.title.trim(), ...(courseId ? { course_id: courseId } : {}) };
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const body = payload();
      const answer = await save.mutateAsync({ scheduler: viewer, update, form: body });
      showSuccess(fieldError(answer.message) ?? t(messages.saved));
      onClose();
      await refresh();
    } catch (error) {
      const text = errorMsgOf(error) ?? (error instanceof Error ? error.message : '');
      setServerError(fieldError(text) ?? text);
    } finally {
      setSaving(false);
    }
  };

  const loading = pre.isPending || (update && event.isPending);
  const failed = pre.isError || (update && event.isError);
  const err = (key: string) => (errors[key] ? fieldError(errors[key]) : undefined);
  const lockedHint = update ? t(messages.lockedHint) : undefined;

  return (
    <EventFormModal
      opened={opened}
      onClose={onClose}
      title={t(update ? messages.updateTitle : messages.addTitle)}
      testId="discussion-modal"
      loading={loading && !failed}
      failure={failed ? { text: errorMsgOf(event.error ?? pre.error) ?? t(eventMessages.formFailed) } : null}
      refusal={{ text: serverError, testId: 'discussion-error' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <MultiSelect
            label={t(viewer === 'mentee' ? messages.colMentor : messages.officerField)} data={peopleData} value={values.people}
            onChange={(v) => set('people', v)} error={err('people')} withAsterisk searchable nothingFoundMessage={t(formMessages.noOptions)} comboboxProps={{ withinPortal: true }}
          />
          {viewer === 'mentee' && (
            <Select
              label={t(messages.calField)} data={calData} value={values.cal} onChange={(v) => set('cal', v)} error={err('cal')} withAsterisk
              disabled={update} description={lockedHint} nothingFoundMessage={t(formMessages.noOptions)} data-testid="discussion-cal"
            />
          )}
          {viewer === 'mentor' && (
            <TextInput label={t(eventMessages.title)} value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={err('title')} withAsterisk maxLength={100} />
          )}
          <TextInput
            label={t(eventMessages.date)} placeholder={t(messages.datePlaceholder)} value={values.date} inputMode="numeric"
            onChange={(e) => set('date', e.currentTarget.value)} error={err('date')} withAsterisk
          />
          <Group grow wrap="wrap" gap="sm">
            <TextInput type="time" label={t(messages.fromTimeField)} value={values.from} onChange={(e) => set('from', e.currentTarget.value)} error={err('from')} withAsterisk miw={120} />
            <TextInput type="time" label={t(messages.toTimeField)} value={values.to} onChange={(e) => set('to', e.currentTarget.value)} error={err('to')} withAsterisk miw={120} />
          </Group>
          <Textarea
            label={t(messages.descriptionField)} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={err('description')}
            withAsterisk disabled={update} description={lockedHint} autosize minRows={2} maxLength={1000} data-testid="discussion-description"
          />
          <Select
            label={t(messages.modeField)} data={modeData} value={values.mode} onChange={(v) => set('mode', v)} error={err('mode')} withAsterisk
            disabled={update} description={lockedHint} data-testid="discussion-mode"
          />
          {needsLink && (
            <TextInput label={t(messages.colLink)} type="url" value={values.link} onChange={(e) => set('link', e.currentTarget.value)} error={err('link')} placeholder="https://" />
          )}
          <MultiSelect
            label={t(eventMessages.internalMembers)} data={internalData} value={values.internal} onChange={(v) => set('internal', v)}
            searchable nothingFoundMessage={t(formMessages.noOptions)} comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t(messages.participantsField)} description={t(messages.participantsHint)} value={values.participants}
            onChange={(e) => set('participants', e.currentTarget.value)} error={err('participants')} type="text" inputMode="email"
          />
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={onClose}>{t(uiMessages.closeDialog)}</Button>
            <Button type="submit" loading={saving}>{t(eventMessages.save)}</Button>
          </Group>
        </Stack>
      </form>
    </EventFormModal>
  );
}

export default DiscussionModal;
