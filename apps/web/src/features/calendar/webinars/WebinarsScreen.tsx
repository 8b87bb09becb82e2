import '../../../ui/styles/common';
import { lazy, Suspense, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { WEBINAR_PAGE_SIZE, type WebinarRow } from '@fetp/contract';
import { useT } from '../../../app/i18n';
import type { DataColumn } from '../../../ui/DataTable';
import { UpcomingPastTabs, useUpcomingPast } from '../../../ui/events/UpcomingPastTabs';
import eventMessages from '../../../ui/events/messages';
import { usePopulateAttendance, useWebinarList } from '../eventHooks';
import { useEventColumns } from '../listParts';
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

/**
 * The Webinars screen (001 §2.4): Upcoming Webinars and Past Webinars, 10 a page, dates and times
 * in the reader's zone, the portal's join address in a new tab, attachments, edit and cancel where
 * the row allows it, Populate Attendance on past rows (once) and New Webinar for creators.
 * Mounted by the course page's tab and by the dashboards.
 */
export default function WebinarsScreen({ courseId, cohortId, menteeId, canCreate }: WebinarsScreenProps) {
  const t = useT();
  const tabs = useUpcomingPast();
  /** What the form edits: a new webinar, or the webinar of a row (and the row's occurrence). */
  const [editing, setEditing] = useState<WebinarRow | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<WebinarRow | null>(null);
  const list = useWebinarList({ type: tabs.type, page: tabs.page, courseId, cohortId, menteeId });
  const populate = usePopulateAttendance();
  const column = useEventColumns<WebinarRow>();
  const columns: DataColumn<WebinarRow>[] = [
    column.index((r) => r.index), column.date(), column.time(),
    { key: 'title', header: t(eventMessages.title), minWidth: 140, render: (r) => <span style={{ overflowWrap: 'anywhere' }}>{r.title}</span> },
    column.presenter((r) => r.presenter, '-'),
    tabs.upcoming
      ? column.join((r) => r.join_link, (r) => t(messages.joinLabel, { title: r.title }), (r) => `webinar-join-${r.index}`)
      : {
        key: 'attendance', header: t(messages.attendance), nowrap: true,
        render: (r) => (r.attended === 'Yes' ? t(messages.yes) : r.attended === 'No' ? t(messages.no) : '-'),
      },
    column.attachments((r) => r.attachments),
    ...(canCreate ? [tabs.upcoming
      ? column.editCancel({
        edit: messages.edit, cancel: messages.cancel, onEdit: setEditing, onCancel: setCancelling, testId: 'webinar', rowKey: (r) => r.index,
      })
      : column.populate({
        shows: (r) => r.user_can_edit, uploaded: (r) => r.attendance_uploaded, pending: (r) => populate.isPending && populate.variables?.occurrence === r.occurrence,
        run: (r) => populate.mutateAsync({ webinarId: r.webinar_id, occurrence: r.occurrence }), testId: 'webinar', rowKey: (r) => r.index, failed: t(messages.failed),
      })] : []),
  ];

  return (
    <Stack gap="md" data-testid="webinars-screen" style={{ minWidth: 0, maxWidth: '100%' }}>
      <UpcomingPastTabs
        testId="webinars"
        tabs={tabs}
        labels={{ upcoming: t(messages.upcomingTab), past: t(messages.pastTab) }}
        action={canCreate && <Button onClick={() => setEditing('new')} data-testid="webinars-new">{t(messages.newWebinar)}</Button>}
        list={list}
        failure={{ failed: list.isError, title: t(messages.failed) }}
        columns={columns}
        rowKey={(r) => `${r.webinar_id}-${r.occurrence}`}
        pageSize={WEBINAR_PAGE_SIZE}
      />
      <Suspense fallback={null}>
        {editing !== null && (
          <WebinarFormModal
            webinarId={editing === 'new' ? null : editing.webinar_id}
            occurrence={editing !== 'new' && editing.is_recurring ? editing.occurrence : null}
            onClose={() => setEditing(null)}
          />
        )}
        {cancelling && <CancelWebinarModal webinar={cancelling} onClose={() => setCancelling(null)} />}
      </Suspense>
    </Stack>
  );
}
