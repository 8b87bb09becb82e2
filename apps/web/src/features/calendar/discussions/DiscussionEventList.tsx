import '../../../ui/styles/common';
import { useState } from 'react';
import { Anchor, Box, Button } from '@mantine/core';
import { DISCUSSION_PAGE_SIZE, type DiscussionRow } from '@fetp/contract';
import { useT } from '../../../app/i18n';
import type { DataColumn } from '../../../ui/DataTable';
import { CancelEventDialog } from '../../../ui/events/CancelEventDialog';
import { useEventColumns } from '../listParts';
import { UpcomingPastTabs, useUpcomingPast } from '../../../ui/events/UpcomingPastTabs';
import { CoordinatorDiscussionModal } from './CoordinatorDiscussionModal';
import { DiscussionModal } from './DiscussionModal';
import { useCancelDiscussion, useDiscussionList } from '../eventHooks';
import eventMessages from '../../../ui/events/messages';
import messages from './messages';

export interface DiscussionEventListProps {
  /** Who looks: an officer (Mentor column), a mentor (Mentee column) or a coordinator (a cohort's discussions). */
  viewer: 'mentee' | 'mentor' | 'coordinator';
  /** The course page's tab: the officer's discussions in this course. */
  courseId?: number;
  /** The learner's course key (the learner form's choices). */
  courseKey?: string;
  /** The coordinator's cohort. */
  cohortId?: number;
  /** An officer's list viewed by a mentor or coordinator: no '+ Add Event'. */
  menteeId?: number;
}

/**
 * The Discussion Event List (001 §2.7, 002 §2.5): Upcoming Meetings / Past Meetings (switching
 * goes back to page 1), 10 rows a page with previous/next and numbered pages, edit and cancel on
 * the rows the caller scheduled, '+ Add Event' on the user's own list only. Dates and times are
 * shown in the viewer's own zone.
 */
export default function DiscussionEventList({ viewer, courseId, courseKey, cohortId, menteeId }: DiscussionEventListProps) {
  const t = useT();
  const tabs = useUpcomingPast();
  /** The modal, when open: the event it changes (none: a new one). */
  const [modal, setModal] = useState<{ eventId?: number } | null>(null);
  const [cancelling, setCancelling] = useState<DiscussionRow | null>(null);
  const scope = viewer === 'coordinator' && cohortId !== undefined && courseId === undefined ? { cohortId } : { courseId, menteeId };
  const list = useDiscussionList(scope, tabs.type, tabs.page);
  const cancel = useCancelDiscussion();
  const own = menteeId === undefined;
  const canAdd = own && (viewer !== 'mentee' || !!courseKey) && (viewer !== 'coordinator' || cohortId !== undefined);
  const modalProps = { opened: modal !== null, onClose: () => setModal(null), eventId: modal?.eventId };

  const column = useEventColumns<DiscussionRow>();
  const peopleHeader = t(viewer === 'mentee' && own ? messages.colMentor : messages.colMentee);
  const columns: DataColumn<DiscussionRow>[] = [
    column.index((r) => r.index), column.date(), column.time(false),
    { key: 'title', header: t(messages.colTitle), render: (r) => r.title, minWidth: 160 },
    { key: 'people', header: peopleHeader, render: (r) => r.meenteeOrmentor || '-', minWidth: 140 },
  ];
  if (viewer === 'coordinator') {
    columns.push(
      { key: 'mentors', header: t(messages.colMentors), render: (r) => r.mentors || '-', minWidth: 140 },
      { key: 'coordinators', header: t(messages.colCoordinators), render: (r) => r.course_coordinators || '-', minWidth: 140 },
    );
  }
  columns.push(
    { key: 'mode', header: t(messages.colMode), render: (r) => r.mode, nowrap: true },
    {
      key: 'link', header: t(messages.colLink), nowrap: true,
      render: (r) => (r.meeting_link
        ? <Anchor href={r.meeting_link} target="_blank" rel="noopener noreferrer" aria-label={t(messages.joinMeetingLabel, { title: r.title })}>{t(messages.joinMeeting)}</Anchor>
        : '-'),
    },
  );
  // A coordinator edits from a cohort's list (their form needs the cohort).
  const editable = viewer !== 'coordinator' || cohortId !== undefined;
  if (editable && tabs.upcoming && list.data?.results.some((r) => r.user_can_edit)) {
    columns.push(column.editCancel({
      key: 'actions', header: t(messages.colActions), edit: messages.edit, cancel: messages.cancelEvent,
      onEdit: (r) => setModal({ eventId: r.meeting_id }), onCancel: setCancelling, testId: 'discussion', rowKey: (r) => r.meeting_id,
    }));
  }

  return (
    <Box data-testid="discussion-event-list" maw="100%">
      <UpcomingPastTabs
        testId="discussions"
        tabs={tabs}
        labels={{ upcoming: t(eventMessages.upcomingMeetings), past: t(eventMessages.pastMeetings) }}
        action={canAdd && <Button size="sm" onClick={() => setModal({})}>{t(messages.addEvent)}</Button>}
        list={list}
        failure={{ failed: list.isError && !list.data, error: list.error, title: t(messages.failed) }}
        columns={columns}
        rowKey={(r) => r.meeting_id}
        pageSize={DISCUSSION_PAGE_SIZE}
        label={t(messages.listLabel)}
        minWidth={760}
        tableTestId="discussion-table"
      />
      {viewer === 'coordinator'
        ? cohortId !== undefined && <CoordinatorDiscussionModal {...modalProps} cohortId={cohortId} />
        : <DiscussionModal {...modalProps} viewer={viewer} courseKey={courseKey} courseId={courseId} />}
      {cancelling && (
        <CancelEventDialog
          title={t(messages.cancelEvent, { title: cancelling.title })}
          intro={t(messages.cancelConfirm)}
          closeLabel={t(messages.cancelNo)}
          confirmLabel={t(messages.cancelYes)}
          testId="discussion-cancel"
          pending={cancel.isPending}
          // A refusal is told by the request's own toast; the dialog closes either way.
          onConfirm={() => cancel.mutateAsync(cancelling.meeting_id).catch(() => undefined)}
          onClose={() => setCancelling(null)}
        />
      )}
    </Box>
  );
}
