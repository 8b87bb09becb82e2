import '../../../ui/styles/common';
import { lazy, Suspense, useState } from 'react';
import { Anchor, Badge, Button, Stack } from '@mantine/core';
import { WEBINAR_PAGE_SIZE, shortPresenter, type WebinarRow } from '@fetp/contract';
import { ApiError } from '../../../app/http';
import { useFieldError, useT } from '../../../app/i18n';
import { showError, showSuccess } from '../../../app/toast';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { listDate, listTime } from '../../../ui/dates';
import { usePopulateAttendance, useWebinarList } from '../hooks';
import { AttachmentLinks, EditCancelIcons } from '../../../ui/events/EventRowParts';
import { UpcomingPastTabs } from '../../../ui/events/UpcomingPastTabs';
import eventMessages from '../../../ui/events/messages';
import messages from './messages';

const WebinarFormModal = lazy(() => import('./WebinarFormModal'));
const CancelWebinarModal = lazy(() => import('./CancelWebinarModal'));

export interface WebinarsScreenProps {
  /** Only the webinars of this course. */
  courseId?: number;
  /** Only the webinars of this cohort. */
  cohortId?: number;
  /** The officer whose invited webinars are listed (the course page, the mentee details page; needs courseId when not the caller). */
  menteeId?: number;
  /** New Webinar, edit/cancel and Populate Attendance (a Course Coordinator on a coordinator page, 001 §6). */
  canCreate: boolean;
}

/** What the form edits: a new webinar, or a webinar (and the occurrence of the row it was opened from). */
type Editing = { kind: 'new' } | { kind: 'edit'; row: WebinarRow };

/**
 * The Webinars screen (001 §2.4): Upcoming Webinars and Past Webinars, 10 a page, dates and times
 * in the reader's zone, the portal's join address in a new tab, attachments, edit and cancel where
 * the row allows it, Populate Attendance on past rows (once) and New Webinar for creators.
 * Switching tabs goes back to page 1. Mounted by the course page's tab and by the dashboards.
 */
export default function WebinarsScreen({ courseId, cohortId, menteeId, canCreate }: WebinarsScreenProps) {
  const t = useT();
  const fieldError = useFieldError();
  const [type, setType] = useState<'upcoming' | 'past'>('upcoming');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [cancelling, setCancelling] = useState<WebinarRow | null>(null);
  const list = useWebinarList({ type, page, courseId, cohortId, menteeId });
  const populate = usePopulateAttendance();
  const upcoming = type === 'upcoming';
  const rows = list.data?.results ?? [];

  const populateRow = (row: WebinarRow) =>
    populate.mutate({ webinarId: row.webinar_id, occurrence: row.occurrence }, {
      onSuccess: (answer) => showSuccess(fieldError(answer.message) ?? answer.message),
      onError: (error) => showError(error instanceof ApiError ? (fieldError(error.message) ?? error.message) : t(messages.failed)),
    });

  const columns: DataColumn<WebinarRow>[] = [
    { key: 'index', header: t(eventMessages.srNo), render: (r) => r.index, nowrap: true },
    { key: 'date', header: t(eventMessages.date), render: (r) => listDate(r.starts_at), nowrap: true },
    { key: 'time', header: t(eventMessages.time), render: (r) => `${listTime(r.starts_at)} - ${listTime(r.ends_at)}`, nowrap: true },
    { key: 'title', header: t(eventMessages.title), minWidth: 140, render: (r) => <span style={{ overflowWrap: 'anywhere' }}>{r.title}</span> },
    { key: 'presenter', header: t(eventMessages.presenter), render: (r) => <span title={r.presenter}>{shortPresenter(r.presenter) || '-'}</span> },
    ...(upcoming
      ? [{
        key: 'join', header: t(eventMessages.joinLink), nowrap: true,
        render: (r: WebinarRow) => (r.join_link
          ? <Anchor href={r.join_link} target="_blank" rel="noopener noreferrer" aria-label={t(messages.joinLabel, { title: r.title })} data-testid={`webinar-join-${r.index}`}>{t(eventMessages.join)}</Anchor>
          : '-'),
      }]
      : [{
        key: 'attendance', header: t(messages.attendance), nowrap: true,
        render: (r: WebinarRow) => (r.attended === 'Yes' ? t(messages.yes) : r.attended === 'No' ? t(messages.no) : '-'),
      }]),
    {
      key: 'attachments', header: t(eventMessages.attachments), minWidth: 120,
      render: (r) => <AttachmentLinks files={r.attachments} />,
    },
    ...(upcoming && canCreate
      ? [{
        key: 'action', header: t(eventMessages.action), nowrap: true,
        render: (r: WebinarRow) => (r.user_can_edit ? (
          <EditCancelIcons
            editLabel={t(messages.edit, { title: r.title })} cancelLabel={t(messages.cancel, { title: r.title })}
            onEdit={() => setEditing({ kind: 'edit', row: r })} onCancel={() => setCancelling(r)} testId="webinar" rowKey={r.index}
          />
        ) : null),
      }]
      : []),
    ...(!upcoming && canCreate
      ? [{
        key: 'populate', header: t(eventMessages.action), nowrap: true,
        render: (r: WebinarRow) => {
          if (!r.user_can_edit) return null;
          if (r.attendance_uploaded) return <Badge variant="light" color="gray" data-testid={`webinar-uploaded-${r.index}`}>{t(eventMessages.alreadyUploaded)}</Badge>;
          return (
            <Button size="xs" variant="light" loading={populate.isPending && populate.variables?.occurrence === r.occurrence} onClick={() => populateRow(r)} data-testid={`webinar-populate-${r.index}`}>
              {t(eventMessages.populate)}
            </Button>
          );
        },
      }]
      : []),
  ];

  return (
    <Stack gap="md" data-testid="webinars-screen" style={{ minWidth: 0, maxWidth: '100%' }}>
      <UpcomingPastTabs
        testId="webinars"
        type={type}
        onTypeChange={(next) => { setType(next); setPage(1); }}
        labels={{ upcoming: t(messages.upcomingTab), past: t(messages.pastTab) }}
        action={canCreate && <Button onClick={() => setEditing({ kind: 'new' })} data-testid="webinars-new">{t(messages.newWebinar)}</Button>}
        failure={{ failed: list.isError, title: t(messages.failed), retry: t(eventMessages.retry), onRetry: () => void list.refetch() }}
      >
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => `${r.webinar_id}-${r.occurrence}`}
          loading={list.isFetching}
          label={t(upcoming ? messages.upcomingTab : messages.pastTab)}
          spacing="sm"
          data-testid="webinars-table"
          pagination={{ page, pageSize: WEBINAR_PAGE_SIZE, count: list.data?.count ?? 0, onPageChange: setPage }}
        />
      </UpcomingPastTabs>
      <Suspense fallback={null}>
        {editing !== null && (
          <WebinarFormModal
            webinarId={editing.kind === 'new' ? null : editing.row.webinar_id}
            occurrence={editing.kind === 'edit' && editing.row.is_recurring ? editing.row.occurrence : null}
            onClose={() => setEditing(null)}
          />
        )}
        {cancelling && <CancelWebinarModal webinar={cancelling} onClose={() => setCancelling(null)} />}
      </Suspense>
    </Stack>
  );
}
