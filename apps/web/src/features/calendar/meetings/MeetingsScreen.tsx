import '../../../ui/styles/common';
import { lazy, Suspense, useState } from 'react';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import {
  DEFAULT_MEETING_PAGE_TYPE, MEETING_LIMITS, MEETING_PAGE_TYPES, shortPresenter,
  type MeetingListType, type MeetingPageType, type MeetingRow,
} from '@fetp/contract';
import { ApiError } from '../../../app/http';
import { useFieldError, useT } from '../../../app/i18n';
import { showError, showSuccess } from '../../../app/toast';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { listDate, listTime } from '../../../ui/dates';
import { useMeetingList, usePopulateMeetingAttendance } from '../hooks';
import { AttachmentLinks, EditCancelIcons } from '../../../ui/events/EventRowParts';
import { UpcomingPastTabs } from '../../../ui/events/UpcomingPastTabs';
import eventMessages from '../../../ui/events/messages';
import messages from './messages';

const MeetingFormModal = lazy(() => import('./MeetingFormModal'));
const CancelMeetingModal = lazy(() => import('./CancelMeetingModal'));

export interface MeetingsScreenProps {
  /** The course whose meetings are listed (the list call's {id}). */
  courseId?: number;
  /** Only the meetings of this cohort. */
  cohortId?: number;
  /** Whose meetings (MEETING_PAGE_TYPES); the coordinator dashboard by default (001 §2.5). */
  pageType?: string;
  /** The officer of a mentee details page (page type mentee_details). */
  menteeId?: number;
  /** Shows New Meeting (a Course Coordinator on a coordinator page, 001 §6). */
  canCreate: boolean;
}

/** A mode or event type in the reader's language (the spec's values otherwise shown as they came). */
function useChoiceLabel() {
  const t = useT();
  const labels: Record<string, string> = {
    online: t(eventMessages.online), offline: t(messages.offline),
    Webinar: t(messages.typeWebinar), 'one-on-one': t(messages.typeOneOnOne), others: t(messages.typeOthers),
  };
  return (value: string) => labels[value] ?? value;
}

/**
 * The Meetings screen (001 §2.5): Upcoming Meetings and Past Meetings, 10 a page, the join link of
 * upcoming online meetings, attachments, edit and cancel where the row allows it, and New Meeting
 * for creators. Dates and times are shown in the reader's time zone. Switching tabs goes back to
 * page 1. Mounted by the course page's tab and by the dashboards.
 */
export default function MeetingsScreen({ courseId, cohortId, pageType, menteeId, canCreate }: MeetingsScreenProps) {
  const t = useT();
  const choice = useChoiceLabel();
  const [type, setType] = useState<MeetingListType>('upcoming');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<MeetingRow | null>(null);
  const kind: MeetingPageType = (MEETING_PAGE_TYPES as readonly string[]).includes(pageType ?? '') ? (pageType as MeetingPageType) : DEFAULT_MEETING_PAGE_TYPE;
  const list = useMeetingList({ courseId: courseId ?? 0, pageType: kind, type, page, cohortId, menteeId });
  const upcoming = type === 'upcoming';
  const rows = courseId === undefined ? [] : (list.data?.results ?? []);
  const fieldError = useFieldError();
  const populate = usePopulateMeetingAttendance();
  const populateRow = (row: MeetingRow) =>
    populate.mutate(row.id, {
      onSuccess: (answer) => showSuccess(fieldError(answer.message) ?? answer.message),
      onError: (error) => showError(error instanceof ApiError ? (fieldError(error.message) ?? error.message) : t(messages.failed)),
    });

  const columns: DataColumn<MeetingRow>[] = [
    { key: 'index', header: t(eventMessages.srNo), render: (r) => r.index, nowrap: true },
    { key: 'mode', header: t(messages.mode), render: (r) => choice(r.meeting_mode), nowrap: true },
    { key: 'event_type', header: t(messages.eventType), render: (r) => choice(r.event_type), nowrap: true },
    { key: 'date', header: t(eventMessages.date), render: (r) => listDate(r.starts_at), nowrap: true },
    { key: 'time', header: t(eventMessages.time), render: (r) => `${listTime(r.starts_at)} - ${listTime(r.ends_at)}`, nowrap: true },
    {
      key: 'title', header: t(eventMessages.title), minWidth: 140,
      render: (r) => (
        <Stack gap={2}>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{r.title}</Text>
          {r.cancellation_note !== null && <Text fz="xs" c="red.8">{t(messages.cancelled, { note: r.cancellation_note })}</Text>}
        </Stack>
      ),
    },
    { key: 'presenter', header: t(eventMessages.presenter), render: (r) => <span title={r.presenter}>{shortPresenter(r.presenter)}</span> },
    ...(upcoming
      ? [{
        key: 'join', header: t(eventMessages.joinLink), nowrap: true,
        render: (r: MeetingRow) => (r.join_link ? <Anchor href={r.join_link} target="_blank" rel="noopener noreferrer">{t(eventMessages.join)}</Anchor> : '-'),
      }]
      : []),
    {
      key: 'attachments', header: t(eventMessages.attachments), minWidth: 120,
      render: (r) => <AttachmentLinks files={r.attachments} />,
    },
    ...(upcoming
      ? [{
        key: 'action', header: t(eventMessages.action), nowrap: true,
        render: (r: MeetingRow) => (r.user_can_edit ? (
          <EditCancelIcons
            editLabel={t(messages.edit, { title: r.title })} cancelLabel={t(messages.cancel, { title: r.title })}
            onEdit={() => setEditing(r.id)} onCancel={() => setCancelling(r)} testId="meeting" rowKey={r.id}
          />
        ) : null),
      }]
      : []),
    // Past meetings of a coordinator page: Populate Attendance once, as for webinars (not for a cancelled one).
    ...(!upcoming && canCreate
      ? [{
        key: 'populate', header: t(eventMessages.action), nowrap: true,
        render: (r: MeetingRow) => {
          if (r.cancellation_note !== null) return null;
          if (r.attendance_uploaded) return <Badge variant="light" color="gray" data-testid={`meeting-uploaded-${r.id}`}>{t(eventMessages.alreadyUploaded)}</Badge>;
          return (
            <Button size="xs" variant="light" loading={populate.isPending && populate.variables === r.id} onClick={() => populateRow(r)} data-testid={`meeting-populate-${r.id}`}>
              {t(eventMessages.populate)}
            </Button>
          );
        },
      }]
      : []),
  ];

  return (
    <Stack gap="md" data-testid="meetings-screen" style={{ minWidth: 0, maxWidth: '100%' }}>
      <UpcomingPastTabs
        testId="meetings"
        type={type}
        onTypeChange={(next) => { setType(next); setPage(1); }}
        labels={{ upcoming: t(eventMessages.upcomingMeetings), past: t(eventMessages.pastMeetings) }}
        action={canCreate && <Button onClick={() => setEditing('new')} data-testid="meetings-new">{t(messages.newMeeting)}</Button>}
        failure={{ failed: list.isError, title: t(messages.failed), retry: t(eventMessages.retry), onRetry: () => void list.refetch() }}
      >
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          loading={courseId !== undefined && list.isFetching}
          label={t(upcoming ? eventMessages.upcomingMeetings : eventMessages.pastMeetings)}
          spacing="sm"
          data-testid="meetings-table"
          pagination={{ page, pageSize: MEETING_LIMITS.pageSize, count: list.data?.count ?? 0, onPageChange: setPage }}
        />
      </UpcomingPastTabs>
      <Suspense fallback={null}>
        {editing !== null && (
          <MeetingFormModal meetingId={editing === 'new' ? null : editing} courseId={courseId} cohortId={cohortId} onClose={() => setEditing(null)} />
        )}
        {cancelling && <CancelMeetingModal meeting={cancelling} onClose={() => setCancelling(null)} />}
      </Suspense>
    </Stack>
  );
}
