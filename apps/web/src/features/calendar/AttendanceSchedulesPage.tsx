import '../../ui/styles/common';
import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { ScheduleOfficerRow, ScheduleSessionRow } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { RetryAlert } from '../../ui/PageStates';
import { listDate, listTime } from '../../ui/dates';
import { FeedAddress } from './FeedAddress';
import { ScheduleLists } from './ScheduleLists';
import { useScheduleOfficers, useScheduleSessions } from './hooks';
import messages from './messages';

/**
 * Attendance & Schedules (000 §2.2 user menu; coordinators and mentors): the caller's webinars,
 * meetings and discussions, the attendance of past sessions, each officer's attendance across
 * sessions, and the private calendar feed address. Both tables are paged on the server, 10 a page.
 */
export default function AttendanceSchedulesPage() {
  const t = useT();
  return (
    <Page title={messages.title}>
      <Text c="dimmed" mt={-8} mb="lg">
        {t(messages.intro)}
      </Text>
      <Stack gap="xl">
        <section aria-labelledby="schedules-heading">
          <Title order={2} fz="xl" mb="sm" id="schedules-heading">{t(messages.schedulesHeading)}</Title>
          <ScheduleLists />
        </section>
        <SessionsTable />
        <OfficersTable />
        <FeedAddress />
      </Stack>
    </Page>
  );
}

function Retry({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={onRetry} />;
}

function SessionsTable() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useScheduleSessions(page);
  const answer = list.data;
  const columns: DataColumn<ScheduleSessionRow>[] = [
    { key: 'sno', header: t(messages.colSno), nowrap: true, render: (row) => row.sno },
    { key: 'date', header: t(messages.colDate), nowrap: true, render: (row) => listDate(row.starts_at) },
    { key: 'time', header: t(messages.colTime), nowrap: true, render: (row) => `${listTime(row.starts_at)}–${listTime(row.ends_at)}` },
    { key: 'title', header: t(messages.colTitle), minWidth: 180, render: (row) => <Text fz="sm" fw={600}>{row.title}</Text> },
    { key: 'type', header: t(messages.colType), nowrap: true, render: (row) => t(row.kind === 'webinar' ? messages.kindWebinar : messages.kindMeeting) },
    { key: 'course', header: t(messages.colCourse), minWidth: 140, render: (row) => row.course },
    { key: 'invited', header: t(messages.colInvited), align: 'right', nowrap: true, render: (row) => row.invited },
    { key: 'attended', header: t(messages.colAttended), align: 'right', nowrap: true, render: (row) => row.attended },
  ];
  return (
    <section aria-labelledby="sessions-heading">
      <Title order={2} fz="xl" mb="sm" id="sessions-heading">{t(messages.sessionsHeading)}</Title>
      {list.isError ? (
        <Retry onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={answer?.data ?? []}
          rowKey={(row) => `${row.event_id}:${row.occurrence}`}
          loading={list.isPending}
          label={t(messages.sessionsHeading)}
          data-testid="schedule-sessions"
          pagination={answer ? { page: answer.page, pageSize: answer.page_size, count: answer.count, onPageChange: setPage } : undefined}
        />
      )}
    </section>
  );
}

function OfficersTable() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useScheduleOfficers(page);
  const answer = list.data;
  const columns: DataColumn<ScheduleOfficerRow>[] = [
    { key: 'sno', header: t(messages.colSno), nowrap: true, render: (row) => row.sno },
    { key: 'officer', header: t(messages.colOfficer), minWidth: 180, render: (row) => <Text fz="sm" fw={600}>{row.officer_name}</Text> },
    { key: 'invited', header: t(messages.colInvited), align: 'right', nowrap: true, render: (row) => row.invited },
    { key: 'attended', header: t(messages.colAttended), align: 'right', nowrap: true, render: (row) => row.attended },
    { key: 'rate', header: t(messages.colRate), align: 'right', nowrap: true, render: (row) => t(messages.rate, { rate: row.rate }) },
  ];
  return (
    <section aria-labelledby="officers-heading">
      <Title order={2} fz="xl" mb="sm" id="officers-heading">{t(messages.officersHeading)}</Title>
      {list.isError ? (
        <Retry onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={answer?.data ?? []}
          rowKey={(row) => row.user_id}
          loading={list.isPending}
          label={t(messages.officersHeading)}
          minWidth={560}
          data-testid="schedule-officers"
          pagination={answer ? { page: answer.page, pageSize: answer.page_size, count: answer.count, onPageChange: setPage } : undefined}
        />
      )}
    </section>
  );
}
