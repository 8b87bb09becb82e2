import '../../ui/styles/common';
import { Text } from '@mantine/core';
import { pageUrl, type MentorDashboardAnswer } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { SmartAnchor } from '../../ui/SmartAnchor';
import { OfficerNameButton, ProgressCell } from '../coordinator-dashboard';
import messages from './messages';

type MenteeRow = MentorDashboardAnswer['data']['mentee_details'][number];

/** The mentee details page of a mentee in a course (/learn/cal/mentee/{id}/details/?course={course}). */
export const menteeDetailsUrl = (row: Pick<MenteeRow, 'mentee_user_id' | 'course_id'>) =>
  `${pageUrl('menteeDashboard', { id: row.mentee_user_id })}?course=${row.course_id}`;

/**
 * The Mentee List tab (002 §2.5): each mentee in each course with their course and CAL progress
 * and a View Details link; with `is_view_profile` the name opens the mentee's profile in a new tab.
 */
export default function MenteeList({ mentees, viewProfile }: { mentees: MenteeRow[]; viewProfile: boolean }) {
  const t = useT();
  const courseProgress = t(messages.colCourseProgress);
  const calProgress = t(messages.colCalProgress);
  const columns: DataColumn<MenteeRow>[] = [
    {
      key: 'name', header: t(messages.colMentee), minWidth: 160,
      render: (row) => (viewProfile
        ? <OfficerNameButton name={row.user_name} menteeId={row.mentee_user_id} testId="mentee-profile" />
        : <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>{row.user_name}</Text>),
    },
    { key: 'course', header: t(messages.colCourse), minWidth: 180, render: (row) => row.course_name },
    {
      key: 'course-progress', header: courseProgress, minWidth: 150,
      render: (row) => <ProgressCell value={row.course_progress} label={t(messages.progressOf, { what: courseProgress, name: row.user_name, course: row.course_name })} />,
    },
    {
      key: 'cal-progress', header: calProgress, minWidth: 150,
      render: (row) => <ProgressCell value={row.cal_progress} label={t(messages.progressOf, { what: calProgress, name: row.user_name, course: row.course_name })} />,
    },
    {
      key: 'details', header: t(messages.colAction), nowrap: true,
      render: (row) => (
        <SmartAnchor
          href={menteeDetailsUrl(row)}
          fz="sm"
          aria-label={t(messages.viewDetailsOf, { name: row.user_name, course: row.course_name })}
          data-testid="mentee-details-link"
        >
          {t(messages.viewDetails)}
        </SmartAnchor>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={mentees}
      rowKey={(row) => `${row.mentee_user_id}:${row.course_id}`}
      label={t(messages.menteesTable)}
      minWidth={780}
      data-testid="mentee-list"
    />
  );
}
