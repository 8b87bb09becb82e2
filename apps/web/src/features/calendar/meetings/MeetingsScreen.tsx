import '../../../ui/styles/common';
import { lazy, Suspense, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { DEFAULT_MEETING_PAGE_TYPE, MEETING_LIMITS, type MeetingPageType, type MeetingRow } from '@fetp/contract';
import { useT } from '../../../app/i18n';
import type { DataColumn } from '../../../ui/DataTable';
import { useMeetingList, usePopulateMeetingAttendance } from '../eventHooks';
import { useEventColumns } from '../listParts';
import { UpcomingPastTabs, useUpcomingPast } from '../../../ui/events/UpcomingPastTabs';
import eventMessages from '../../../ui/events/messages';
import { useChoiceLabel } from './choiceLabel';
import messages from './messages';

const MeetingFormModal = lazy(() => import('./MeetingFormModal'));
const CancelMeetingModal = lazy(() => import('./CancelMeetingModal'));

export interface MeetingsScreenProps {
  /** The course whose meetings are listed (the list call's {id}). */
  courseId: number;
  /** Only the meetings of this cohort. */
  cohortId?: number;
  /** Whose meetings; the coordinator dashboard by default (001 §2.5). */
  pageType?: MeetingPageType;
  /** The officer of a mentee details page (page type mentee_details). */
  menteeId?: number;
  /** Shows New Meeting (a Course Coordinator on a coordinator page, 001 §6). */
  canCreate: boolean;
}

/**
 * The Meetings screen (001 §2.5): Upcoming Meetings and Past Meetings, 10 a page, the join link of
 * upcoming online meetings, attachments, edit and cancel where the row allows it, and New Meeting
 * for creators. Dates and times are shown in the reader's time zone. Switching tabs goes back to
 * page 1. Mounted by the course page's tab and by the dashboards.
 */
export default function MeetingsScreen({ courseId, cohortId, pageType = DEFAULT_MEETING_PAGE_TYPE, menteeId, canCreate }: MeetingsScreenProps) {
  const t = useT();
  const choice = useChoiceLabel();
  const tabs = useUpcomingPast();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<MeetingRow | null>(null);
  const list = useMeetingList({ courseId, pageType, type: tabs.type, page: tabs.page, cohortId, menteeId });
  const populate = usePopulateMeetingAttendance();
  const column = useEventColumns<MeetingRow>();
  const columns: DataColumn<MeetingRow>[] = [
    column.index((r) => r.index),
    { key: 'mode', header: t(messages.mode), render: (r) => choice(r.meeting_mode), nowrap: true },
    { key: 'event_type', header: t(messages.eventType), render: (r) => choice(r.event_type), nowrap: true },
    column.date(), column.time(),
    {
      key: 'title', header: t(eventMessages.title), minWidth: 140,
      render: (r) => (
        <Stack gap={2}>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{r.title}</Text>
          {r.cancellation_note !== null && <Text fz="xs" c="red.8">{t(messages.cancelled, { note: r.cancellation_note })}</Text>}
        </Stack>
      ),
    },
    column.presenter((r) => r.presenter),
    ...(tabs.upcoming ? [column.join((r) => r.join_link)] : []),
    column.attachments((r) => r.attachments),
    ...(tabs.upcoming
      ? [column.editCancel({
        edit: messages.edit, cancel: messages.cancel, onEdit: (r) => setEditing(r.id), onCancel: setCancelling, testId: 'meeting', rowKey: (r) => r.id,
      })]
      // Past meetings of a coordinator page: Populate Attendance once, as for webinars (not for a cancelled one).
      : canCreate ? [column.populate({
        shows: (r) => r.cancellation_note === null, uploaded: (r) => Boolean(r.attendance_uploaded), pending: (r) => populate.isPending && populate.variables === r.id,
        run: (r) => populate.mutateAsync(r.id), testId: 'meeting', rowKey: (r) => r.id, failed: t(messages.failed),
      })] : []),
  ];

  return (
    <Stack gap="md" data-testid="meetings-screen" style={{ minWidth: 0, maxWidth: '100%' }}>
      <UpcomingPastTabs
        testId="meetings"
        tabs={tabs}
        labels={{ upcoming: t(eventMessages.upcomingMeetings), past: t(eventMessages.pastMeetings) }}
        action={canCreate && <Button onClick={() => setEditing('new')} data-testid="meetings-new">{t(messages.newMeeting)}</Button>}
        list={list}
        failure={{ failed: list.isError, title: t(messages.failed) }}
        columns={columns}
        rowKey={(r) => r.id}
        pageSize={MEETING_LIMITS.pageSize}
      />
      <Suspense fallback={null}>
        {editing !== null && (
          <MeetingFormModal meetingId={editing === 'new' ? null : editing} courseId={courseId} cohortId={cohortId} onClose={() => setEditing(null)} />
        )}
        {cancelling && <CancelMeetingModal meeting={cancelling} onClose={() => setCancelling(null)} />}
      </Suspense>
    </Stack>
  );
}
