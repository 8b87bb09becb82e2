import '../../../ui/styles/common';
import '../../../ui/styles/modal';
import '../../../ui/styles/checks';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Group, Radio } from '@mantine/core';
import {
  WEBINAR_FILE_FIELD, WEBINAR_LIMITS, WEBINAR_LIST_FIELDS, WEBINAR_MESSAGES as M, WEBINAR_TEXT_FIELDS, WEBINAR_WEEK_DAYS, WEBINAR_WEEK_NUMBERS,
  calOptionsOf, emptyWebinarForm, fieldErrors, formBuilder, splitListField, webinarFormSchema,
  type CalField, type CalFormDefinition, type CalPayload, type WebinarDetails, type WebinarFormMode, type WebinarFormValues,
} from '@fetp/contract';
import { ApiError } from '../../../app/http';
import { useFieldError, useT } from '../../../app/i18n';
import { DynamicForm } from '../../../ui/DynamicForm/DynamicForm';
import { EventFormModal } from '../../../ui/events/EventFormModal';
import { listDate, monthNames, todayIso, weekDayNames } from '../../../ui/dates';
import { readerTimeZone } from '../eventApi';
import { useSaveWebinar, useWebinarDetails, useWebinarPreData } from '../eventHooks';
import { EventAttachmentsField, useEventAttachments } from '../../../ui/events/EventAttachments';
import eventMessages from '../../../ui/events/messages';
import messages from './messages';

export interface WebinarFormModalProps {
  /** null: Schedule New Webinar; an id: Update Webinar. */
  webinarId: number | null;
  /** The occurrence of a recurring webinar the edit was opened from (its key): the change type is asked. */
  occurrence: string | null;
  onClose: () => void;
}

type Answers = Readonly<Record<string, unknown>>;
const isList = (key: string) => (WEBINAR_LIST_FIELDS as readonly string[]).includes(key);
/** The answers' text by key ('' when it is none). */
const textOf = (answers: Answers) => (key: string) => (typeof answers[key] === 'string' ? (answers[key] as string) : '');
/** A list answer's items as texts ([] when it is none). */
const textsOf = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** The form's answers from a webinar's details (the series, or one occurrence): its own fields, cohorts and members by id. */
function answersOf(details: WebinarDetails): Record<string, unknown> {
  const same = WEBINAR_TEXT_FIELDS.filter((key) => !isList(key) && key !== 'time_zone');
  return {
    ...Object.fromEntries(same.map((key) => [key, details[key]])),
    week_days: details.week_days, external_members: details.external_members.join(','),
    cohorts: details.cohorts.map((c) => String(c.cohort_id)), internal_members: details.internal_members.map((m) => String(m.value)),
  };
}

/** The answers as the contract's webinar schema reads them. */
function formValuesOf(answers: Answers, timeZone: string): WebinarFormValues {
  const text = textOf(answers);
  const values: Record<string, unknown> = emptyWebinarForm(timeZone);
  for (const key of WEBINAR_TEXT_FIELDS) if (!isList(key) && key !== 'never_ends' && key !== 'time_zone') values[key] = text(key);
  for (const key of ['week_days', 'cohorts', 'internal_members'] as const) values[key] = textsOf(answers[key]);
  values.external_members = splitListField(text('external_members'));
  values.never_ends = answers.never_ends === true || answers.never_ends === 'true';
  return values as WebinarFormValues;
}

/** The test ids the form's tests and journeys know its fields by (`webinar-<key>` otherwise, dashes for underscores). */
const TEST_IDS: Record<string, string> = {
  start_date: 'webinar-start_date', end_date: 'webinar-end_date', internal_members: 'webinar-members', external_members: 'webinar-external',
  monthly_week_days: 'webinar-monthly-week-day', absolute_month_number: 'webinar-yearly-month', yearly_month_day: 'webinar-yearly-day',
  yearly_week_days: 'webinar-yearly-week-day', relative_month_number: 'webinar-relative-month',
};
const testIdOf = (key: string) => TEST_IDS[key] ?? `webinar-${key.replaceAll('_', '-')}`;

/**
 * Schedule New Webinar / Update Webinar (001 §2.4, §4, §5 "Webinar form") on the shared DynamicForm,
 * as the meeting and discussion forms: title, description, presenter, join link, cohorts, internal
 * and external members, start and end date (DD/MM/YYYY), times, the recurrence (weekly on week
 * days; monthly on a day or the nth weekday; yearly on a date or the nth weekday of a month; or no
 * end), and attachments (each ≤ 20 MB; a larger one is removed with the spec's alert). Updating a
 * recurring webinar asks occurrence or series; an occurrence hides the end date, interval and
 * invitations. Checked by the contract's schema as typed; the server's messages show under the fields.
 */
export default function WebinarFormModal({ webinarId, occurrence, onClose }: WebinarFormModalProps) {
  const t = useT();
  const fieldError = useFieldError();
  const { locale } = useIntl();
  const preData = useWebinarPreData(webinarId);
  const series = useWebinarDetails(webinarId, null);
  const single = useWebinarDetails(occurrence !== null ? webinarId : null, occurrence);
  const save = useSaveWebinar(webinarId !== null);
  const [changeType, setChangeType] = useState<'occurrence' | 'series'>(occurrence !== null ? 'occurrence' : 'series');
  const recurring = series.data?.data.is_recurring ?? false;
  const mode: WebinarFormMode = webinarId === null ? 'create' : recurring && changeType === 'occurrence' && occurrence !== null ? 'occurrence' : 'update';
  // The form is filled from the series, or from the occurrence when that is what changes.
  const source = mode === 'occurrence' ? single.data?.data : series.data?.data;
  const timeZone = webinarId === null ? readerTimeZone() : (series.data?.data.time_zone ?? readerTimeZone());
  const attachments = useEventAttachments(series.data?.data.attachments);

  const definition = useMemo((): CalFormDefinition => {
    const { field, definition: formOf } = formBuilder('webinar');
    const choice = (label: string, error_message: string, options: { key: string; value: string }[], more: Partial<CalField['attributes']> = {}) =>
      field(label, 'dropdown', { required: true, error_message, options: options.map((o) => ({ ...o, selected: false })), ...more });
    const days = weekDayNames(locale).map((name, i) => ({ key: WEBINAR_WEEK_DAYS[i]!, value: name }));
    const weekNumbers = WEBINAR_WEEK_NUMBERS.map((n) => ({
      key: String(n), value: t([messages.weekFirst, messages.weekSecond, messages.weekThird, messages.weekFourth][n - 1] ?? messages.weekLast),
    }));
    const months = monthNames(locale).map((name, i) => ({ key: String(i + 1), value: name }));
    const monthDays = Array.from({ length: 31 }, (_, i) => ({ key: String(i + 1), value: String(i + 1) }));
    const fields: Record<string, CalField> = {
      title: field(t(eventMessages.title), 'text', { required: true, error_message: M.title }),
      description: field(t(messages.labelDescription), 'textarea', { required: true, error_message: M.description, max_length: WEBINAR_LIMITS.descriptionMax }),
      presenter: field(t(eventMessages.presenter), 'text'),
      join_link: field(t(messages.labelJoinLink), 'text', { max_length: WEBINAR_LIMITS.joinLinkMax }),
      cohorts: field(t(messages.labelCohorts), 'dropdown', { required: true, multiple: true, error_message: M.cohorts, options: calOptionsOf(preData.data?.cohorts) }),
      internal_members: field(t(messages.labelMembers), 'dropdown', { multiple: true, options: calOptionsOf(preData.data?.internal_members) }),
      external_members: field(t(messages.labelExternal), 'text', { display: 'tags', max_length: 50_000 }),
      interval: choice(t(messages.labelInterval), M.interval, [
        { key: 'none', value: t(messages.intervalNone) }, { key: 'weekly', value: t(messages.intervalWeekly) },
        { key: 'monthly', value: t(messages.intervalMonthly) }, { key: 'yearly', value: t(messages.intervalYearly) },
      ]),
      start_date: field(t(messages.labelStartDate), 'date', { required: true, error_message: M.startDate }),
      end_date: field(t(messages.labelEndDate), 'date', { required: true, error_message: M.endDate }),
      never_ends: field(t(messages.labelNeverEnds), 'checkbox'),
      from_time: field(t(messages.labelFromTime), 'time', { required: true, error_message: M.startTime }),
      to_time: field(t(messages.labelToTime), 'time', { required: true, error_message: M.endTime }),
      week_days: choice(t(messages.labelWeekDays), M.weekDays, days, { multiple: true, display: 'checkboxes' }),
      monthly_type: choice(t(messages.labelMonthlyType), M.monthlyType, [
        { key: 'absoluteMonthly', value: t(messages.absoluteMonthly) }, { key: 'relativeMonthly', value: t(messages.relativeMonthly) },
      ], { display: 'radios' }),
      month_day: choice(t(messages.labelMonthDay), M.monthDay, monthDays),
      monthly_week_number: choice(t(messages.labelWeekNumber), M.weekNumber, weekNumbers),
      monthly_week_days: choice(t(messages.labelWeekDay), M.weekDay, days),
      yearly_type: choice(t(messages.labelMonthlyType), M.yearlyType, [
        { key: 'absoluteYearly', value: t(messages.absoluteYearly) }, { key: 'relativeYearly', value: t(messages.relativeYearly) },
      ], { display: 'radios' }),
      absolute_month_number: choice(t(messages.labelMonth), M.month, months),
      yearly_month_day: choice(t(messages.labelMonthDay), M.monthDay, monthDays),
      yearly_week_number: choice(t(messages.labelWeekNumber), M.weekNumber, weekNumbers),
      yearly_week_days: choice(t(messages.labelWeekDay), M.weekDay, days),
      relative_month_number: choice(t(messages.labelMonth), M.month, months),
    };
    return formOf(fields);
  }, [preData.data, t, locale]);

  /** Which fields show for the answers so far (an occurrence: its own fields only), and the members of the chosen cohorts' courses. */
  const adjust = useCallback((base: CalFormDefinition, answers: Answers): CalFormDefinition => {
    const text = textOf(answers);
    const series = mode !== 'occurrence';
    const interval = text('interval');
    const repeats = interval !== '' && interval !== 'none';
    const [monthly, yearly] = [text('monthly_type'), text('yearly_type')];
    const shows: Record<string, boolean> = {
      cohorts: series, internal_members: series, external_members: series, interval: series,
      end_date: series && !(repeats && answers.never_ends === true), never_ends: series && repeats, week_days: series && interval === 'weekly',
      monthly_type: series && interval === 'monthly', month_day: series && interval === 'monthly' && monthly === 'absoluteMonthly',
      yearly_type: series && interval === 'yearly', absolute_month_number: series && interval === 'yearly' && yearly === 'absoluteYearly',
    };
    Object.assign(shows, {
      monthly_week_number: shows.monthly_type && monthly === 'relativeMonthly', monthly_week_days: shows.monthly_type && monthly === 'relativeMonthly',
      yearly_month_day: shows.absolute_month_number, yearly_week_number: shows.yearly_type && yearly === 'relativeYearly',
      yearly_week_days: shows.yearly_type && yearly === 'relativeYearly', relative_month_number: shows.yearly_type && yearly === 'relativeYearly',
    });
    const [cohorts, members] = [textsOf(answers.cohorts), textsOf(answers.internal_members)];
    const courses = new Set((preData.data?.cohorts ?? []).filter((c) => cohorts.includes(String(c.value))).map((c) => c.flag_id));
    const offered = new Set((preData.data?.internal_members ?? []).filter((m) => courses.has(m.flag_id) || members.includes(String(m.value))).map((m) => String(m.value)));
    const fields = Object.fromEntries(Object.entries(base.fields).map(([key, f]) => {
      const options = key === 'internal_members' ? f.attributes.options?.filter((o) => offered.has(o.key)) : f.attributes.options;
      return [key, { ...f, attributes: { ...f.attributes, options, visible: shows[key] ?? true } }];
    }));
    return { ...base, fields };
  }, [mode, preData.data]);

  /** A later start date clears the end date (001 §5). */
  const derive = (answers: Record<string, unknown>, changed: string) =>
    (changed === 'start_date' && typeof answers.end_date === 'string' && answers.end_date && answers.end_date < String(answers.start_date ?? '') ? { ...answers, end_date: '' } : answers);

  /** The contract's webinar rules beyond the required fields, as typed. */
  const check = (answers: Answers) => {
    const checked = webinarFormSchema({ mode, today: todayIso(), keptStartDate: mode === 'update' ? series.data?.data.start_date : undefined })
      .safeParse(formValuesOf(answers, timeZone));
    return checked.success ? {} : fieldErrors(checked.error);
  };

  const submit = async (payload: CalPayload) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(payload)) if (typeof value === 'string' || Array.isArray(value)) body.append(key, Array.isArray(value) ? value.join(',') : value);
    body.append('time_zone', timeZone);
    if (webinarId !== null) {
      body.append('webinar_id', String(webinarId));
      body.append('change_type', recurring ? changeType : 'series');
      if (mode === 'occurrence' && occurrence) body.append('occurrence', occurrence);
      body.append('old_attachment', attachments.kept.map((a) => a.id).join(','));
    }
    if (mode !== 'occurrence') for (const file of attachments.files) body.append(WEBINAR_FILE_FIELD, file);
    await save.mutateAsync(body);
    onClose();
  };

  const serverErrors = save.error instanceof ApiError && save.error.status === 400 ? save.error.errors : undefined;
  // A refusal not about one field (the webinar cancelled meanwhile, an occurrence gone, the zone) is told above the form.
  const formFault = ['webinar_id', 'occurrence', 'time_zone', 'change_type'].map((key) => serverErrors?.[key]?.[0]).find(Boolean);
  const refused = save.error instanceof ApiError && save.error.status !== 400 ? save.error.message : formFault;
  const fileFault = serverErrors?.[WEBINAR_FILE_FIELD]?.[0] ?? serverErrors?.old_attachment?.[0];
  const loading = preData.isPending || (webinarId !== null && (series.isPending || (occurrence !== null && single.isPending)));
  const failed = preData.isError || series.isError || single.isError;
  const minDate = webinarId === null || mode === 'occurrence' ? todayIso() : undefined;
  /** The other form (occurrence or series): the last save's messages were about this one. */
  const switchChange = (value: string) => {
    save.reset();
    setChangeType(value === 'series' ? 'series' : 'occurrence');
  };

  return (
    <EventFormModal
      onClose={onClose}
      title={t(webinarId === null ? messages.scheduleTitle : messages.updateTitle)}
      testId="webinar-form-modal"
      loading={loading}
      failure={failed ? { text: t(eventMessages.formFailed), retry: { label: t(eventMessages.retry), onRetry: () => void Promise.all([preData.refetch(), series.refetch()]) } } : null}
      refusal={{ text: refused ? (fieldError(refused) ?? refused) : null, testId: 'webinar-form-refused' }}
    >
      {webinarId !== null && recurring && occurrence !== null && (
        <Radio.Group label={t(messages.changeType)} value={changeType} onChange={switchChange} mb="sm" data-testid="webinar-change-type">
          <Group gap="md" mt={4}>
            <Radio value="occurrence" label={`${t(messages.occurrence)} (${listDate(occurrence)})`} />
            <Radio value="series" label={t(messages.series)} />
          </Group>
        </Radio.Group>
      )}
      <DynamicForm
        key={mode}
        definition={definition}
        kind="registration"
        initial={source ? answersOf(source) : {}}
        adjust={adjust}
        derive={derive}
        check={check}
        fieldProps={(key, answers) => ({
          testId: testIdOf(key),
          description: key === 'external_members' ? t(messages.externalHint) : undefined,
          minDate: key === 'start_date' ? minDate : key === 'end_date' && typeof answers.start_date === 'string' && answers.start_date ? answers.start_date : undefined,
        })}
        onSubmit={submit}
        submitting={save.isPending}
        serverErrors={serverErrors}
        submitLabel={t(eventMessages.save)}
        submitTestId="webinar-save"
        onCancel={onClose}
      >
        {mode !== 'occurrence' && (
          <EventAttachmentsField testId="webinar" attachments={attachments} error={fieldError(fileFault)} />
        )}
      </DynamicForm>
    </EventFormModal>
  );
}
