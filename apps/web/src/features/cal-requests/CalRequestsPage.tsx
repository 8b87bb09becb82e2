import '../../ui/styles/common';
import { useSearchParams } from 'react-router';
import { Button, Text } from '@mantine/core';
import type { CalRequestRow } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SmartAnchor } from '../../ui/SmartAnchor';
import { listDate } from '../../ui/dates';
import { parsePage } from '../../ui/Pagination';
import { useCalRequests } from './hooks';
import messages from './messages';

/** CAL Requests (000 §2.2 user menu): what waits for the caller's review, paged on the server, newest first. */
export default function CalRequestsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const list = useCalRequests(page);
  const answer = list.data;

  const columns: DataColumn<CalRequestRow>[] = [
    { key: 'registered', header: t(messages.colRegistered), nowrap: true, render: (row) => listDate(row.registered_at) },
    { key: 'officer', header: t(messages.colOfficer), render: (row) => <Text fz="sm" fw={600}>{row.mentee_name}</Text> },
    { key: 'course', header: t(messages.colCourse), minWidth: 160, render: (row) => row.course_title },
    { key: 'cal', header: t(messages.colCal), render: (row) => row.cal_full_name },
    { key: 'sub_cal', header: t(messages.colSubCal), minWidth: 160, render: (row) => `${row.auto_name} – ${row.short_title}` },
    {
      key: 'open',
      header: '',
      nowrap: true,
      render: (row) => (
        <SmartAnchor href={row.link} fz="sm" fw={600} aria-label={t(messages.openLabel, { name: row.mentee_name, subCal: row.auto_name })} data-testid="cal-request-open">
          {t(messages.open)}
        </SmartAnchor>
      ),
    },
  ];

  return (
    <Page title={messages.title}>
      <Text c="dimmed" mt={-8} mb="lg">
        {t(messages.intro)}
      </Text>
      {list.isError ? (
        <ErrorAlert title={t(messages.failed)}>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {t(messages.retry)}
          </Button>
        </ErrorAlert>
      ) : (
        <DataTable
          columns={columns}
          rows={answer?.results ?? []}
          rowKey={(row) => row.id}
          loading={list.isPending}
          emptyText={t(messages.empty)}
          label={t(messages.title)}
          data-testid="cal-requests-table"
          pagination={
            answer
              ? {
                page: answer.page,
                pageSize: answer.page_size,
                count: answer.count,
                countExact: answer.count_exact,
                onPageChange: (next) => setParams(next > 1 ? { page: String(next) } : {}),
              }
              : undefined
          }
        />
      )}
    </Page>
  );
}
