import '../../ui/styles/common';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { pageUrl, type ModuleProgressRow } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SmartAnchor } from '../../ui/SmartAnchor';
import { useModuleProgress } from './hooks';
import messages from './messages';

export interface ModuleProgressTableProps {
  /** The course whose officers are listed (one the caller coordinates). */
  course_id: number;
  /** Only the officers of this cohort of the course (the coordinator dashboard's chosen cohort). */
  cohortId?: number;
}

/**
 * The Modules Progress pane of the coordinator dashboard (002 §2.4): the course's officers with
 * their module progress, paged on the server; an officer's name opens their module list.
 */
export function ModuleProgressTable({ course_id: course, cohortId }: ModuleProgressTableProps) {
  const t = useT();
  // Another course or cohort starts at its first page.
  const [shown, setShown] = useState({ course, cohortId, page: 1 });
  const page = shown.course === course && shown.cohortId === cohortId ? shown.page : 1;
  const list = useModuleProgress(course, page, cohortId);
  const answer = list.data;

  const columns: DataColumn<ModuleProgressRow>[] = [
    { key: 'sno', header: t(messages.colSno), nowrap: true, render: (row) => row.sno },
    {
      key: 'officer',
      header: t(messages.colOfficer),
      minWidth: 160,
      render: (row) => (
        <SmartAnchor href={pageUrl('menteeModules', { userid: row.userId, courseid: row.courseid })} fz="sm" fw={600} data-testid="module-progress-officer">
          {row.officerName}
        </SmartAnchor>
      ),
    },
    { key: 'location', header: t(messages.colLocation), minWidth: 140, render: (row) => row.location },
    { key: 'total', header: t(messages.colTotalModules), nowrap: true, align: 'right', render: (row) => row.totalModules },
    { key: 'completed', header: t(messages.colModulesCompleted), nowrap: true, align: 'right', render: (row) => row.modulesCompleted },
    {
      key: 'progress',
      header: t(messages.colModuleProgress),
      nowrap: true,
      align: 'right',
      render: (row) => t(messages.percent, { value: Math.round(row.moduleProgress) }),
    },
  ];

  if (list.isError) {
    return (
      <ErrorAlert title={t(messages.progressFailed)}>
        <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
          {t(messages.retry)}
        </Button>
      </ErrorAlert>
    );
  }
  return (
    <DataTable
      columns={columns}
      rows={answer?.data ?? []}
      rowKey={(row) => row.userId}
      loading={list.isFetching}
      label={t(messages.progressLabel)}
      minWidth={720}
      data-testid="module-progress-table"
      pagination={answer ? { page: answer.page, pageSize: answer.page_size, count: answer.count, onPageChange: (next) => setShown({ course, cohortId, page: next }) } : undefined}
    />
  );
}
