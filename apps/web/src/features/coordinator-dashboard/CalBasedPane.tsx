import '../../ui/styles/common';
import '../../ui/styles/segmented';
import '../../ui/styles/select';
import { useState } from 'react';
import { Box, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { CalTypeSummary } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { PageLoader } from '../../ui/PageStates';
import { SmartAnchor } from '../../ui/SmartAnchor';
import { CalProgressTable } from './CalProgressTable';
import { useCalBased, useIndividualCal } from './hooks';
import { PaneError, ProgressCell } from './parts';
import messages from './messages';
import type { CoordinatorPaneProps } from './types';

type Mode = 'cumulative' | 'individual';

/**
 * The CAL BASED tab (002 §2.2): a summary per CAL of the course for the cohort, each opening the
 * CAL details page. For the national-centre hub (`show_cal_toggle`) a Cumulative / Individual
 * switch; Individual shows one officer's CAL rows, chosen in a search.
 */
export default function CalBasedPane({ course, cohort }: CoordinatorPaneProps) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('cumulative');
  const shown: Mode = course.show_cal_toggle ? mode : 'cumulative';
  return (
    <Stack gap="md">
      {course.show_cal_toggle && (
        <Box>
          <SegmentedControl
            value={shown}
            onChange={(value) => setMode(value as Mode)}
            data={[
              { value: 'cumulative', label: t(messages.cumulative) },
              { value: 'individual', label: t(messages.individual) },
            ]}
            aria-label={t(messages.calMode)}
            data-testid="cal-mode"
          />
        </Box>
      )}
      {shown === 'cumulative' ? <CalSummaries cohort={cohort.id} /> : <IndividualCals course={course.id} cohort={cohort.id} />}
    </Stack>
  );
}

function CalSummaries({ cohort }: { cohort: number }) {
  const t = useT();
  const summaries = useCalBased(cohort);
  if (summaries.isError) return <PaneError onRetry={() => void summaries.refetch()} />;
  const milestone = t(messages.colMilestoneProgress);
  const columns: DataColumn<CalTypeSummary>[] = [
    {
      key: 'cal', header: t(messages.colCal), minWidth: 200,
      render: (row) => (
        <SmartAnchor href={row.details_url} fz="sm" fw={600} data-testid="cal-summary-link" style={{ overflowWrap: 'anywhere' }}>
          {row.cal_name}
        </SmartAnchor>
      ),
    },
    { key: 'expected', header: t(messages.colExpected), align: 'right', nowrap: true, render: (row) => row.expected },
    { key: 'ongoing', header: t(messages.colOngoing), align: 'right', nowrap: true, render: (row) => row.ongoing },
    { key: 'completed', header: t(messages.colCompleted), align: 'right', nowrap: true, render: (row) => row.completed },
    {
      key: 'milestone', header: milestone, minWidth: 160,
      render: (row) => <ProgressCell value={row.milestone_progress} label={t(messages.progressOf, { what: milestone, name: row.cal_name })} />,
    },
    {
      key: 'details', header: t(messages.colAction), nowrap: true,
      render: (row) => (
        <SmartAnchor href={row.details_url} fz="sm" aria-label={t(messages.viewDetailsOf, { name: row.cal_name })}>
          {t(messages.viewDetails)}
        </SmartAnchor>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={summaries.data?.data ?? []}
      rowKey={(row) => row.cal_id}
      loading={summaries.isPending}
      label={t(messages.calSummary)}
      minWidth={760}
      data-testid="cal-summary"
    />
  );
}

function IndividualCals({ course, cohort }: { course: number; cohort: number }) {
  const t = useT();
  const [mentee, setMentee] = useState<number | null>(null);
  const choices = useIndividualCal(course, cohort, null);
  const rows = useIndividualCal(course, cohort, mentee, mentee !== null);
  if (choices.isError) return <PaneError onRetry={() => void choices.refetch()} />;
  if (choices.isPending) return <PageLoader />;
  const officers = choices.data.officers;
  const chosen = officers.find((o) => o.value === mentee);
  return (
    <Stack gap="md" data-testid="cal-individual">
      <Select
        label={t(messages.officerSearch)}
        placeholder={t(messages.searchOfficer)}
        nothingFoundMessage={t(messages.noOfficers)}
        data={officers.map((o) => ({ value: String(o.value), label: o.label }))}
        value={mentee === null ? null : String(mentee)}
        onChange={(value) => setMentee(value ? Number(value) : null)}
        searchable
        clearable
        w={{ base: '100%', sm: 360 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="cal-officer-search"
      />
      {mentee === null ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="cal-select-officer">
          {t(messages.selectOfficer)}
        </Text>
      ) : rows.isError ? (
        <PaneError onRetry={() => void rows.refetch()} />
      ) : (
        <CalProgressTable
          rows={rows.data?.data ?? []}
          loading={rows.isPending}
          label={t(messages.officerCals, { name: chosen?.label ?? '' })}
          data-testid="cal-individual-table"
        />
      )}
    </Stack>
  );
}
