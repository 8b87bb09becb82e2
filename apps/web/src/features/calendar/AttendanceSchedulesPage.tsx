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

interface SchedulePage<Row> { data: Row[]; page: number; page_size: number; count: number }

/** One of the page's server-paged tables under its heading, or a retry when it could not be loaded. */
function ScheduleTable<Row>({ id, heading, list, onPageChange, columns, rowKey, minWidth, testId }: {
  id: string; heading: string; list: { data?: SchedulePage<Row>; isError: boolean; isPending: boolean; refetch: () => unknown }; onPageChange: (page: number) => void;
  columns: DataColumn<Row>[]; rowKey: (row: Row) => string | number; minWidth?: number; testId: string;
}) {
  const t = useT();
  const answer = list.data;
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="xl" mb="sm" id={id}>{heading}</Title>
      {list.isError ? (
        <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={answer?.data ?? []}
          rowKey={rowKey}
          loading={list.isPending}
          label={heading}
          minWidth={minWidth}
          data-testid={testId}
          pagination={answer ? { page: answer.page, pageSize: answer.page_size, count: answer.count, onPageChange } : undefined}
        />
      )}
    </section>
  );
}

function SessionsTable() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useScheduleSessions(page);
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
    <ScheduleTable
      id="sessions-heading" heading={t(messages.sessionsHeading)} list={list} onPageChange={setPage} columns={columns}
      rowKey={(row) => `${row.event_id}:${row.occurrence}`} testId="schedule-sessions"
    />
  );
}

function OfficersTable() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useScheduleOfficers(page);
  const columns: DataColumn<ScheduleOfficerRow>[] = [
    { key: 'sno', header: t(messages.colSno), nowrap: true, render: (row) => row.sno },
    { key: 'officer', header: t(messages.colOfficer), minWidth: 180, render: (row) => <Text fz="sm" fw={600}>{row.officer_name}</Text> },
    { key: 'invited', header: t(messages.colInvited), align: 'right', nowrap: true, render: (row) => row.invited },
    { key: 'attended', header: t(messages.colAttended), align: 'right', nowrap: true, render: (row) => row.attended },
    { key: 'rate', header: t(messages.colRate), align: 'right', nowrap: true, render: (row) => t(messages.rate, { rate: row.rate }) },
  ];
  return (
    <ScheduleTable
      id="officers-heading" heading={t(messages.officersHeading)} list={list} onPageChange={setPage} columns={columns}
      rowKey={(row) => row.user_id} minWidth={560} testId="schedule-officers"
    />
  );
}
