import '../../ui/styles/common';
import '../../ui/styles/checks';
import '../../ui/styles/forms';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import {
  BULK_MAIL_FILE_FIELD, BULK_MAIL_LIMITS, BULK_MAIL_MESSAGES, externalAddresses, messageProblem, subjectProblem, type BulkMailCohortChoice, type BulkMailHistoryRow,
} from '@fetp/contract';
import { ApiError } from '../../app/http';
import { Page } from '../../app/Page';
import { useFieldError, useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { EventAttachmentsField, useEventAttachments } from '../../ui/events/EventAttachments';
import { useBulkMailCourseData, useBulkMailHistory, useSendBulkMail } from './hooks';
import messages from './messages';

/** The rich-text editor: its own chunk, fetched when this page opens (never with the first load). */
const MessageEditor = lazy(() => import('./MessageEditor'));
/** The cohort multi-selects (the combobox and its popover code): fetched when Mentors or Mentees/Officers is ticked. */
const CohortSelectors = lazy(() => import('./CohortSelectors'));

/** Chosen cohort ids (as text) per course value. */
type Chosen = Record<string, string[]>;

const toList = (chosen: Chosen): BulkMailCohortChoice[] =>
  Object.entries(chosen).flatMap(([course, ids]) => ids.map((id) => ({ flag_id: Number(course), cohort_id: Number(id) })));

/** The form; the page mounts a new one after each send, so every field and attachment starts empty again (002 §4). */
function BulkMailForm({ onSent }: { onSent: (recipients: number) => void }) {
  const t = useT();
  const fieldError = useFieldError();
  const courseData = useBulkMailCourseData();
  const send = useSendBulkMail();
  const attachments = useEventAttachments(undefined);
  const [choices, setChoices] = useState({ all: false, myself: false, mentors: false, mentees: false });
  const [mentorCohorts, setMentorCohorts] = useState<Chosen>({});
  const [menteeCohorts, setMenteeCohorts] = useState<Chosen>({});
  const [external, setExternal] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  // After the first Send, the form's own checks run again on every change, so a fixed field loses its message.
  const [submitted, setSubmitted] = useState(false);

  if (courseData.isPending) return <Loader aria-label={t(messages.editorLoading)} />;
  if (courseData.isError) return <ErrorAlert>{t(messages.loadFailed)}</ErrorAlert>;
  const { data: lists, ...flags } = courseData.data.data;
  const serverErrors = send.error instanceof ApiError && send.error.status === 400 ? send.error.errors : undefined;
  const problems: Record<string, string[]> = {};
  const subjectIssue = subjectProblem(subject);
  if (subjectIssue) problems.subject = [subjectIssue];
  const messageIssue = messageProblem(message);
  if (messageIssue) problems.message = [messageIssue];
  if (externalAddresses(external) === null) problems.external_members = [BULK_MAIL_MESSAGES.badExternalMember];
  const hasProblems = Object.keys(problems).length > 0;
  const errors = submitted && hasProblems ? problems : serverErrors ?? {};
  const errorOf = (field: string) => fieldError(errors[field]?.[0]);
  const refusal = send.error instanceof ApiError
    ? (send.error.status !== 400 || !Object.keys(send.error.errors).length ? fieldError(send.error.message) ?? send.error.message : null)
    : send.error ? t(messages.failed) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasProblems) return;
    const form = new FormData();
    for (const [key, on] of Object.entries(choices)) form.append(key, on ? 'on' : 'off');
    form.append('subject', subject.trim());
    form.append('message', message);
    form.append('external_members', external);
    form.append('mentors_list', JSON.stringify(choices.mentors ? toList(mentorCohorts) : []));
    form.append('mentees_list', JSON.stringify(choices.mentees ? toList(menteeCohorts) : []));
    for (const file of attachments.files) form.append(BULK_MAIL_FILE_FIELD, file);
    send.mutate(form, { onSuccess: (answer) => onSent(answer.data.recipients) });
  };

  const choice = (key: keyof typeof choices, label: string) => (
    <Checkbox
      label={label}
      checked={choices[key]}
      onChange={(e) => setChoices({ ...choices, [key]: e.currentTarget.checked })}
      data-testid={`bulk-mail-choice-${key}`}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-testid="bulk-mail-form">
      <Stack gap="md">
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="bulk-mail-note">{t(messages.note)}</Alert>
        <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend><Text fw={500} fz="sm" mb="xs">{t(messages.recipients)}</Text></legend>
          <Stack gap="xs">
            {flags.is_all_show && choice('all', t(messages.all))}
            {flags.is_myself_show && choice('myself', t(messages.myself))}
            {flags.is_mentors_show && choice('mentors', t(messages.mentors))}
            {flags.is_mentors_show && choices.mentors && (
              <Suspense fallback={<Loader size="sm" />}>
                <CohortSelectors kind="mentors" courses={lists.course_data} cohorts={lists.course_cohorts} value={mentorCohorts} onChange={setMentorCohorts} error={errorOf('mentors_list')} />
              </Suspense>
            )}
            {flags.is_mentees_show && choice('mentees', t(messages.mentees))}
            {flags.is_mentees_show && choices.mentees && (
              <Suspense fallback={<Loader size="sm" />}>
                <CohortSelectors kind="mentees" courses={lists.course_data} cohorts={lists.course_cohorts} value={menteeCohorts} onChange={setMenteeCohorts} error={errorOf('mentees_list')} />
              </Suspense>
            )}
          </Stack>
        </fieldset>
        <TextInput
          label={t(messages.externalMembers)}
          description={t(messages.externalHint)}
          value={external}
          onChange={(e) => setExternal(e.currentTarget.value)}
          error={errorOf('external_members')}
          type="text"
          inputMode="email"
          data-testid="bulk-mail-external"
        />
        <TextInput
          label={t(messages.subject)}
          required
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={errorOf('subject')}
          maxLength={BULK_MAIL_LIMITS.subjectMaxExclusive + 50}
          data-testid="bulk-mail-subject"
        />
        <Suspense fallback={<Loader size="sm" aria-label={t(messages.editorLoading)} />}>
          <MessageEditor id="bulk-mail-message" label={t(messages.message)} error={errorOf('message')} onChange={setMessage} />
        </Suspense>
        <EventAttachmentsField testId="bulk-mail" label={t(messages.attachments)} attachments={attachments} error={errorOf(BULK_MAIL_FILE_FIELD)} />
        {refusal && <ErrorAlert testId="bulk-mail-error">{refusal}</ErrorAlert>}
        <div>
          <Button type="submit" loading={send.isPending} data-testid="bulk-mail-send">{t(messages.send)}</Button>
        </div>
      </Stack>
    </form>
  );
}

function History() {
  const t = useT();
  const [page, setPage] = useState(1);
  const history = useBulkMailHistory(page);
  const columns: DataColumn<BulkMailHistoryRow>[] = [
    { key: 'subject', header: t(messages.historySubject), render: (row) => <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{row.subject}</Text>, minWidth: 160 },
    { key: 'date', header: t(messages.historyDate), render: (row) => new Date(row.created).toLocaleString(), nowrap: true },
    { key: 'recipients', header: t(messages.historyRecipients), render: (row) => row.recipients, align: 'right' },
    { key: 'sent', header: t(messages.historySent), render: (row) => row.sent, align: 'right' },
    { key: 'waiting', header: t(messages.historyWaiting), render: (row) => row.waiting, align: 'right' },
    { key: 'failed', header: t(messages.historyFailed), render: (row) => row.failed, align: 'right' },
  ];
  const data = history.data;
  return (
    <Stack gap="sm" mt="xl" data-testid="bulk-mail-history">
      <Title order={2} fz="h3">{t(messages.history)}</Title>
      <DataTable
        columns={columns}
        rows={data?.results ?? []}
        rowKey={(row) => row.id}
        loading={history.isPending}
        emptyText={t(messages.noHistory)}
        label={t(messages.historyLabel)}
        pagination={data && data.count > data.page_size ? { page: data.page, pageSize: data.page_size, count: data.count, onPageChange: setPage } : undefined}
      />
    </Stack>
  );
}

/** Bulk e-mail (002 §2.10): a coordinator or program advisor mails people of their courses. */
export default function BulkMailPage() {
  const t = useT();
  const [formKey, setFormKey] = useState(0);
  const [sentTo, setSentTo] = useState<number | null>(null);
  // 002 §4: the success banner hides after 20 seconds.
  useEffect(() => {
    if (sentTo === null) return undefined;
    const timer = setTimeout(() => setSentTo(null), BULK_MAIL_LIMITS.bannerSeconds * 1000);
    return () => clearTimeout(timer);
  }, [sentTo, formKey]);
  return (
    <Page title={messages.title} size="md">
      {sentTo !== null && (
        <Alert
          color="green"
          variant="light"
          role="status"
          icon={<IconCircleCheck aria-hidden />}
          withCloseButton
          closeButtonLabel={t(messages.closeBanner)}
          onClose={() => setSentTo(null)}
          mb="md"
          data-testid="bulk-mail-sent"
        >
          {t(messages.sent, { count: sentTo })}
        </Alert>
      )}
      <BulkMailForm
        key={formKey}
        onSent={(count) => {
          setSentTo(count);
          setFormKey((k) => k + 1);
        }}
      />
      <History />
    </Page>
  );
}
