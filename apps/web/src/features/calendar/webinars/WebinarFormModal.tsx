import '../../../ui/styles/common';
import '../../../ui/styles/modal';
import '../../../ui/styles/dates';
import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert, Button, Checkbox, Group, MultiSelect, Radio, Select, Stack, TagsInput, TextInput, Textarea,
} from '@mantine/core';
import {
  WEBINAR_FILE_FIELD, WEBINAR_TEXT_FIELDS, WEBINAR_WEEK_DAYS, WEBINAR_WEEK_NUMBERS, emptyWebinarForm,
  fieldErrors, webinarFormSchema, type WebinarDetails, type WebinarFormMode, type WebinarFormValues,
} from '@fetp/contract';
import { ApiError } from '../../../app/http';
import { useFieldError, useT } from '../../../app/i18n';
import { showSuccess } from '../../../app/toast';
import { EventFormModal } from '../../../ui/events/EventFormModal';
import { displayDate, listDate, monthNames, parseDisplayDate, todayIso, weekDayNames } from '../../../ui/dates';
import { useDateFieldLabels } from '../../../ui/form/useDateFieldLabels';
import uiMessages from '../../../ui/messages';
import { readerTimeZone } from '../eventApi';
import { useSaveWebinar, useWebinarDetails, useWebinarPreData } from '../eventHooks';
import { EventAttachmentsField, useEventAttachments } from '../../../ui/events/EventAttachments';
import eventMessages from '../../../ui/events/messages';
import messages from './messages';
import '../../../ui/styles/checks';
import '../../../ui/styles/multiselect';
import '../../../ui/styles/select';
import '../../../ui/styles/forms';
import '../../../ui/styles/content';

/** The date picker (@mantine/dates) is its own chunk, fetched as the form first shows. */
const DateInput = lazy(() => import('../../../ui/form/DatePicker'));

export interface WebinarFormModalProps {
  /** null: Schedule New Webinar; an id: Update Webinar. */
  webinarId: number | null;
  /** The occurrence of a recurring webinar the edit was opened from (its key): the change type is asked. */
  occurrence: string | null;
  onClose: () => void;
}

type Errors = Partial<Record<keyof WebinarFormValues | typeof WEBINAR_FILE_FIELD | 'occurrence' | 'old_attachment', string>>;

/** The form's values from a webinar's details (the series, or one occurrence): the form's own fields, cohorts and members by id. */
function valuesOf(details: WebinarDetails): WebinarFormValues {
  const same = WEBINAR_TEXT_FIELDS.filter((key) => key !== 'cohorts' && key !== 'internal_members' && key !== 'time_zone');
  return {
    ...emptyWebinarForm(details.time_zone),
    ...Object.fromEntries(same.map((key) => [key, details[key]])),
    cohorts: details.cohorts.map((c) => String(c.cohort_id)), internal_members: details.internal_members.map((m) => String(m.value)),
  };
}

/**
 * Schedule New Webinar / Update Webinar (001 §2.4, §4, §5 "Webinar form"): title, description,
 * presenter, join link, cohorts, internal and external members, start and end date (DD/MM/YYYY),
 * times, the recurrence (weekly on week days; monthly on a day or the nth weekday; yearly on a date
 * or the nth weekday of a month; or no end), and attachments (each ≤ 20 MB; a larger one is removed
 * with the spec's alert). Updating a recurring webinar asks occurrence or series; an occurrence
 * hides the end date and interval. Checked by the contract's schema before it is sent; the server's
 * messages show under the fields.
 */
export default function WebinarFormModal({ webinarId, occurrence, onClose }: WebinarFormModalProps) {
  const t = useT();
  const fieldError = useFieldError();
  const dateLabels = useDateFieldLabels();
  const preData = useWebinarPreData(webinarId);
  const series = useWebinarDetails(webinarId, null);
  const single = useWebinarDetails(occurrence !== null ? webinarId : null, occurrence);
  const save = useSaveWebinar(webinarId !== null);
  const [values, setValues] = useState<WebinarFormValues>(() => emptyWebinarForm(readerTimeZone()));
  const [changeType, setChangeType] = useState<'occurrence' | 'series'>(occurrence !== null ? 'occurrence' : 'series');
  const [errors, setErrors] = useState<Errors>({});
  const recurring = series.data?.data.is_recurring ?? false;
  const mode: WebinarFormMode = webinarId === null ? 'create' : recurring && changeType === 'occurrence' && occurrence !== null ? 'occurrence' : 'update';

  // The form is filled from the series, or from the occurrence when that is what changes.
  const source = mode === 'occurrence' ? single.data?.data : series.data?.data;
  useEffect(() => {
    if (source) {
      setValues(valuesOf(source));
      setErrors({});
    }
  }, [source]);

  /** A field the user changes loses the message it had: it is checked again on the next save. */
  const forget = (...keys: string[]) => setErrors((before) => (keys.some((k) => k in before)
    ? Object.fromEntries(Object.entries(before).filter(([k]) => !keys.includes(k))) as Errors
    : before));
  const set = <K extends keyof WebinarFormValues>(key: K, value: WebinarFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    forget(key);
  };
  const err = (key: keyof Errors) => (errors[key] ? fieldError(errors[key]) : undefined);

  /** A later start date clears the end date (001 §5). */
  const setStart = (date: string) => {
    setValues((v) => ({ ...v, start_date: date, end_date: v.end_date && date && v.end_date < date ? '' : v.end_date }));
    forget('start_date');
  };

  const cohortOptions = (preData.data?.cohorts ?? []).map((c) => ({ value: String(c.value), label: c.label }));
  const chosenCourses = new Set((preData.data?.cohorts ?? []).filter((c) => values.cohorts.includes(String(c.value))).map((c) => c.flag_id));
  const memberOptions = useMemo(() => {
    const seen = new Set<string>();
    return (preData.data?.internal_members ?? [])
      .filter((m) => chosenCourses.has(m.flag_id) || values.internal_members.includes(String(m.value)))
      .filter((m) => !seen.has(String(m.value)) && seen.add(String(m.value)))
      .map((m) => ({ value: String(m.value), label: m.label }));
    // chosenCourses follows values.cohorts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preData.data, values.cohorts, values.internal_members]);

  const { locale } = useIntl();
  const dayNames = weekDayNames(locale);
  const weekDayOptions = WEBINAR_WEEK_DAYS.map((d, i) => ({ value: d, label: dayNames[i]! }));
  const weekNumberOptions = WEBINAR_WEEK_NUMBERS.map((n) => ({
    value: String(n), label: t([messages.weekFirst, messages.weekSecond, messages.weekThird, messages.weekFourth][n - 1] ?? messages.weekLast),
  }));
  const monthOptions = monthNames(locale).map((name, i) => ({ value: String(i + 1), label: name }));
  const dayOptions = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  const intervalOptions = [
    { value: 'none', label: t(messages.intervalNone) }, { value: 'weekly', label: t(messages.intervalWeekly) },
    { value: 'monthly', label: t(messages.intervalMonthly) }, { value: 'yearly', label: t(messages.intervalYearly) },
  ];

  const attachments = useEventAttachments(series.data?.data.attachments);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const timeZone = webinarId === null ? readerTimeZone() : (series.data?.data.time_zone ?? readerTimeZone());
    const checked = webinarFormSchema({ mode, today: todayIso(), keptStartDate: mode === 'update' ? series.data?.data.start_date : undefined })
      .safeParse({ ...values, time_zone: timeZone });
    if (!checked.success) {
      const map = fieldErrors(checked.error);
      setErrors(Object.fromEntries(Object.entries(map).map(([k, v]) => [k, v[0]])) as Errors);
      return;
    }
    setErrors({});
    const body = new FormData();
    for (const [key, value] of Object.entries({ ...values, time_zone: timeZone })) {
      if (key === 'change_type') continue;
      body.append(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    if (webinarId !== null) {
      body.append('webinar_id', String(webinarId));
      body.append('change_type', recurring ? changeType : 'series');
      if (mode === 'occurrence' && occurrence) body.append('occurrence', occurrence);
      body.append('old_attachment', attachments.kept.map((a) => a.id).join(','));
    }
    if (mode !== 'occurrence') for (const file of attachments.files) body.append(WEBINAR_FILE_FIELD, file);
    try {
      const answer = await save.mutateAsync(body);
      showSuccess(fieldError(answer.message) ?? answer.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]])) as Errors);
      }
    }
  };

  const refusal = save.error instanceof ApiError && save.error.status !== 400 ? (fieldError(save.error.message) ?? save.error.message) : null;
  const loading = preData.isPending || (webinarId !== null && (series.isPending || (occurrence !== null && single.isPending)));
  const failed = preData.isError || series.isError || single.isError;
  const recurringChoice = values.interval !== '' && values.interval !== 'none';

  const dateField = (key: 'start_date' | 'end_date', label: string, onChange: (v: string) => void, minDate?: string) => {
    const fallback = <TextInput label={label} readOnly value={displayDate(values[key])} error={err(key)} withAsterisk data-testid={`webinar-${key}`} />;
    return (
      <Suspense fallback={fallback}>
        <DateInput
          label={label}
          placeholder="DD/MM/YYYY"
          valueFormat="DD/MM/YYYY"
          dateParser={parseDisplayDate}
          minDate={minDate}
          clearable
          withAsterisk
          {...dateLabels}
          value={values[key] || null}
          onChange={(v) => onChange(v ?? '')}
          error={err(key)}
          popoverProps={{ withinPortal: true }}
          data-testid={`webinar-${key}`}
        />
      </Suspense>
    );
  };

  return (
    <EventFormModal
      onClose={onClose}
      title={t(webinarId === null ? messages.scheduleTitle : messages.updateTitle)}
      testId="webinar-form-modal"
      loading={loading}
      failure={failed ? { text: t(eventMessages.formFailed), retry: { label: t(eventMessages.retry), onRetry: () => void Promise.all([preData.refetch(), series.refetch()]) } } : null}
      refusal={{ text: refusal, testId: 'webinar-form-refused' }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {webinarId !== null && recurring && occurrence !== null && (
            <Radio.Group label={t(messages.changeType)} value={changeType} onChange={(v) => setChangeType(v === 'series' ? 'series' : 'occurrence')} data-testid="webinar-change-type">
              <Group gap="md" mt={4}>
                <Radio value="occurrence" label={`${t(messages.occurrence)} (${listDate(occurrence)})`} />
                <Radio value="series" label={t(messages.series)} />
              </Group>
            </Radio.Group>
          )}
          <TextInput label={t(eventMessages.title)} withAsterisk value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={err('title')} data-testid="webinar-title" />
          <Textarea label={t(messages.labelDescription)} withAsterisk autosize minRows={2} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={err('description')} data-testid="webinar-description" />
          <TextInput label={t(eventMessages.presenter)} value={values.presenter} onChange={(e) => set('presenter', e.currentTarget.value)} error={err('presenter')} data-testid="webinar-presenter" />
          <TextInput label={t(messages.labelJoinLink)} type="url" value={values.join_link} onChange={(e) => set('join_link', e.currentTarget.value)} error={err('join_link')} data-testid="webinar-join-link" />
          {mode !== 'occurrence' && (
            <>
              <MultiSelect label={t(messages.labelCohorts)} withAsterisk data={cohortOptions} value={values.cohorts} onChange={(v) => set('cohorts', v)} error={err('cohorts')} searchable data-testid="webinar-cohorts" />
              <MultiSelect label={t(messages.labelMembers)} data={memberOptions} value={values.internal_members} onChange={(v) => set('internal_members', v)} error={err('internal_members')} searchable data-testid="webinar-members" />
              <TagsInput label={t(messages.labelExternal)} description={t(messages.externalHint)} value={values.external_members} onChange={(v) => set('external_members', v)} error={err('external_members')} data-testid="webinar-external" />
              <Select label={t(messages.labelInterval)} withAsterisk data={intervalOptions} value={values.interval || null} onChange={(v) => set('interval', v ?? '')} error={err('interval')} allowDeselect={false} data-testid="webinar-interval" />
            </>
          )}
          <Group grow align="flex-start" wrap="wrap" gap="sm">
            {dateField('start_date', t(messages.labelStartDate), setStart, webinarId === null || mode === 'occurrence' ? todayIso() : undefined)}
            {mode !== 'occurrence' && !(recurringChoice && values.never_ends) && dateField('end_date', t(messages.labelEndDate), (v) => set('end_date', v), values.start_date || undefined)}
          </Group>
          {mode !== 'occurrence' && recurringChoice && (
            <Checkbox label={t(messages.labelNeverEnds)} checked={values.never_ends} onChange={(e) => set('never_ends', e.currentTarget.checked)} data-testid="webinar-never-ends" />
          )}
          <Group grow align="flex-start" wrap="wrap" gap="sm">
            <TextInput type="time" label={t(messages.labelFromTime)} withAsterisk value={values.from_time} onChange={(e) => set('from_time', e.currentTarget.value)} error={err('from_time')} miw={120} data-testid="webinar-from-time" />
            <TextInput type="time" label={t(messages.labelToTime)} withAsterisk value={values.to_time} onChange={(e) => set('to_time', e.currentTarget.value)} error={err('to_time')} miw={120} data-testid="webinar-to-time" />
          </Group>
          {mode !== 'occurrence' && values.interval === 'weekly' && (
            <Checkbox.Group label={t(messages.labelWeekDays)} withAsterisk value={values.week_days} onChange={(v) => set('week_days', v)} error={err('week_days')} data-testid="webinar-week-days">
              <Group gap="sm" mt={4}>{weekDayOptions.map((d) => <Checkbox key={d.value} value={d.value} label={d.label} />)}</Group>
            </Checkbox.Group>
          )}
          {mode !== 'occurrence' && values.interval === 'monthly' && (
            <>
              <Radio.Group label={t(messages.labelMonthlyType)} withAsterisk value={values.monthly_type} onChange={(v) => set('monthly_type', v)} error={err('monthly_type')} data-testid="webinar-monthly-type">
                <Group gap="md" mt={4}>
                  <Radio value="absoluteMonthly" label={t(messages.absoluteMonthly)} />
                  <Radio value="relativeMonthly" label={t(messages.relativeMonthly)} />
                </Group>
              </Radio.Group>
              {values.monthly_type === 'absoluteMonthly' && (
                <Select label={t(messages.labelMonthDay)} withAsterisk data={dayOptions} value={values.month_day || null} onChange={(v) => set('month_day', v ?? '')} error={err('month_day')} data-testid="webinar-month-day" />
              )}
              {values.monthly_type === 'relativeMonthly' && (
                <Group grow wrap="wrap" gap="sm">
                  <Select label={t(messages.labelWeekNumber)} withAsterisk data={weekNumberOptions} value={values.monthly_week_number || null} onChange={(v) => set('monthly_week_number', v ?? '')} error={err('monthly_week_number')} data-testid="webinar-monthly-week-number" />
                  <Select label={t(messages.labelWeekDay)} withAsterisk data={weekDayOptions} value={values.monthly_week_days || null} onChange={(v) => set('monthly_week_days', v ?? '')} error={err('monthly_week_days')} data-testid="webinar-monthly-week-day" />
                </Group>
              )}
            </>
          )}
          {mode !== 'occurrence' && values.interval === 'yearly' && (
            <>
              <Radio.Group label={t(messages.labelMonthlyType)} withAsterisk value={values.yearly_type} onChange={(v) => set('yearly_type', v)} error={err('yearly_type')} data-testid="webinar-yearly-type">
                <Group gap="md" mt={4}>
                  <Radio value="absoluteYearly" label={t(messages.absoluteYearly)} />
                  <Radio value="relativeYearly" label={t(messages.relativeYearly)} />
                </Group>
              </Radio.Group>
              {values.yearly_type === 'absoluteYearly' && (
                <Group grow wrap="wrap" gap="sm">
                  <Select label={t(messages.labelMonth)} withAsterisk data={monthOptions} value={values.absolute_month_number || null} onChange={(v) => set('absolute_month_number', v ?? '')} error={err('absolute_month_number')} data-testid="webinar-yearly-month" />
                  <Select label={t(messages.labelMonthDay)} withAsterisk data={dayOptions} value={values.yearly_month_day || null} onChange={(v) => set('yearly_month_day', v ?? '')} error={err('yearly_month_day')} data-testid="webinar-yearly-day" />
                </Group>
              )}
              {values.yearly_type === 'relativeYearly' && (
                <Group grow wrap="wrap" gap="sm">
                  <Select label={t(messages.labelWeekNumber)} withAsterisk data={weekNumberOptions} value={values.yearly_week_number || null} onChange={(v) => set('yearly_week_number', v ?? '')} error={err('yearly_week_number')} data-testid="webinar-yearly-week-number" />
                  <Select label={t(messages.labelWeekDay)} withAsterisk data={weekDayOptions} value={values.yearly_week_days || null} onChange={(v) => set('yearly_week_days', v ?? '')} error={err('yearly_week_days')} data-testid="webinar-yearly-week-day" />
                  <Select label={t(messages.labelMonth)} withAsterisk data={monthOptions} value={values.relative_month_number || null} onChange={(v) => set('relative_month_number', v ?? '')} error={err('relative_month_number')} data-testid="webinar-relative-month" />
                </Group>
              )}
            </>
          )}
          {mode !== 'occurrence' && (
            <EventAttachmentsField testId="webinar" label={t(eventMessages.attachments)} attachments={attachments} error={err(WEBINAR_FILE_FIELD) ?? err('old_attachment')} />
          )}
          {err('occurrence') && <Alert color="red" variant="light">{err('occurrence')}</Alert>}
          {err('time_zone') && <Alert color="red" variant="light">{err('time_zone')}</Alert>}
          {err('change_type') && <Alert color="red" variant="light">{err('change_type')}</Alert>}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>{t(uiMessages.closeDialog)}</Button>
            <Button type="submit" loading={save.isPending} data-testid="webinar-save">{t(eventMessages.save)}</Button>
          </Group>
        </Stack>
      </form>
    </EventFormModal>
  );
}
