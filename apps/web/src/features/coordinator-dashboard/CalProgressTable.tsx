import '../../ui/styles/common';
import { Anchor, Text } from '@mantine/core';
import type { CalProgressRow } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import type { PageInfo } from '../../ui/Pagination';
import { SmartAnchor } from '../../ui/SmartAnchor';
import { OfficerNameButton, ProgressCell, percentOf } from './parts';
import messages from './messages';

export interface CalProgressTableProps {
  rows: readonly CalProgressRow[];
  loading: boolean;
  /** Accessible name of the table. */
  label: string;
  pagination?: PageInfo & { onPageChange: (page: number) => void };
  'data-testid'?: string;
}

/**
 * CAL progress rows (002 §3): one sub-CAL of an officer each, with its progress, latest milestone
 * and that milestone's latest file, and a link to the officer's CAL tracker. Used by the CAL
 * details page and the CAL BASED tab's Individual mode.
 */
export function CalProgressTable({ rows, loading, label, pagination, 'data-testid': testId = 'cal-progress-table' }: CalProgressTableProps) {
  const t = useT();
  const progress = t(messages.colCalProgress);
  const columns: DataColumn<CalProgressRow>[] = [
    { key: 'name', header: t(messages.colOfficerName), minWidth: 150, render: (row) => <OfficerNameButton name={row.name} menteeId={row.mentee_id} /> },
    { key: 'cal', header: t(messages.colCalTitle), minWidth: 140, render: (row) => <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{row.cal_short_title}</Text> },
    { key: 'start', header: t(messages.colStartDate), nowrap: true, render: (row) => row.start_date },
    {
      key: 'progress', header: progress, minWidth: 150,
      render: (row) => <ProgressCell value={percentOf(row.cal_progress)} label={t(messages.progressOf, { what: progress, name: row.cal_short_title })} />,
    },
    { key: 'milestone', header: t(messages.colMilestone), minWidth: 140, render: (row) => row.milestone_title || '-' },
    {
      key: 'file', header: t(messages.colLatestFile), minWidth: 120,
      render: (row) => (row.milestone_latest_file ? (
        <Anchor href={row.milestone_latest_file} fz="sm" download style={{ overflowWrap: 'anywhere' }} aria-label={t(messages.downloadFile, { name: row.show_file_name })} data-testid="cal-row-file">
          {row.show_file_name}
        </Anchor>
      ) : '-'),
    },
    { key: 'completed', header: t(messages.colCompletedDate), nowrap: true, render: (row) => row.completed_date || '-' },
    {
      key: 'details', header: t(messages.colAction), nowrap: true,
      render: (row) => (
        <SmartAnchor href={row.completed_cal_details_url} fz="sm" aria-label={t(messages.viewDetailsOf, { name: `${row.name} – ${row.cal_short_title}` })} data-testid="cal-row-details">
          {t(messages.viewDetails)}
        </SmartAnchor>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.sub_cal_id}
      loading={loading}
      label={label}
      minWidth={1000}
      spacing="sm"
      pagination={pagination}
      data-testid={testId}
    />
  );
}
