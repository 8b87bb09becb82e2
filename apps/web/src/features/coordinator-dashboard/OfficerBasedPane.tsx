import '../../ui/styles/common';
import '../../ui/styles/content';
import { useState } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OfficerRow, QuickOverviewAnswer } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { PageLoader } from '../../ui/PageStates';
import { SmartAnchor } from '../../ui/SmartAnchor';
import { useOfficerTable, useQuickOverview } from './hooks';
import { OfficerNameButton, PaneError, ProgressCell } from './parts';
import messages from './messages';
import type { CoordinatorPaneProps } from './types';

/** The Officer based tab (002 §2.2): the cohort's Quick Overview, then its officers, paged on the server. */
export default function OfficerBasedPane({ cohort }: CoordinatorPaneProps) {
  return (
    <Stack gap="xl">
      <QuickOverview cohort={cohort.id} />
      <OfficerTable cohort={cohort.id} />
    </Stack>
  );
}

function QuickOverview({ cohort }: { cohort: number }) {
  const t = useT();
  const overview = useQuickOverview(cohort);
  let body;
  if (overview.isError) body = <PaneError onRetry={() => void overview.refetch()} />;
  else if (overview.isPending) body = <PageLoader />;
  else body = <OverviewFigures data={overview.data.data} />;
  return (
    <section aria-labelledby="quick-overview-heading">
      <Title order={2} fz="lg" mb="md" id="quick-overview-heading">
        {t(messages.quickOverview)}
      </Title>
      {body}
    </section>
  );
}

function OverviewFigures({ data }: { data: QuickOverviewAnswer['data'] }) {
  const t = useT();
  const figure = (key: string, label: string, value: string | number) => (
    <Paper withBorder radius="md" p="md" data-testid={`quick-overview-${key}`}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
  const bar = (key: string, label: string, value: number) => (
    <Paper withBorder radius="md" p="md" data-testid={`quick-overview-${key}`}>
      <Text fz="sm" c="dimmed" mb={6}>
        {label}
      </Text>
      <ProgressCell value={value} label={label} />
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="quick-overview">
      {figure('cohort', t(messages.qoCohort), data.current_cohort)}
      {figure('enrollment', t(messages.qoEnrollment), data.enrollment_count)}
      {figure('modules', t(messages.qoModules), data.display_modules_completed)}
      {bar('module-progress', t(messages.qoModuleProgress), data.module_progress)}
      {figure('cals', t(messages.qoCals), data.display_completed_cals)}
      {bar('cal-progress', t(messages.qoCalProgress), data.cal_progress)}
    </SimpleGrid>
  );
}

function OfficerTable({ cohort }: { cohort: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useOfficerTable(cohort, page);
  const answer = list.data;
  const courseProgress = t(messages.colCourseProgress);
  const calProgress = t(messages.colCalProgress);
  const columns: DataColumn<OfficerRow>[] = [
    { key: 'name', header: t(messages.colName), minWidth: 160, render: (row) => <OfficerNameButton name={row.name} menteeId={row.mentee_id} /> },
    { key: 'state', header: t(messages.colState), minWidth: 120, render: (row) => row.state || '-' },
    {
      key: 'course-progress', header: courseProgress, minWidth: 150,
      render: (row) => <ProgressCell value={row.course_progress} label={t(messages.progressOf, { what: courseProgress, name: row.name })} />,
    },
    {
      key: 'cal-progress', header: calProgress, minWidth: 150,
      render: (row) => <ProgressCell value={row.my_cal_progress} label={t(messages.progressOf, { what: calProgress, name: row.name })} />,
    },
    {
      key: 'details', header: t(messages.colAction), nowrap: true,
      render: (row) => (
        <SmartAnchor href={row.mentee_detail_url} fz="sm" aria-label={t(messages.viewDetailsOf, { name: row.name })} data-testid="officer-details-link">
          {t(messages.viewDetails)}
        </SmartAnchor>
      ),
    },
  ];
  return (
    <section aria-labelledby="officer-table-heading">
      <Title order={2} fz="lg" mb="md" id="officer-table-heading">
        {t(messages.officersTable)}
      </Title>
      {list.isError ? (
        <PaneError onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={answer?.data ?? []}
          rowKey={(row) => row.mentee_id}
          loading={list.isFetching}
          label={t(messages.officersTable)}
          minWidth={760}
          data-testid="officer-table"
          pagination={answer ? { page: answer.page, pageSize: answer.page_size, count: answer.count, onPageChange: setPage } : undefined}
        />
      )}
    </section>
  );
}
