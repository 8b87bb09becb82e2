import '../../ui/styles/common';
import '../../ui/styles/forms';
import '../../ui/styles/segmented';
import '../../ui/styles/content';
import { useEffect, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Alert, Button, Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  REPORT_COLUMNS, REPORT_MESSAGES, REPORT_PAGE_SIZE, REPORT_TIMING, type ReportCell, type ReportColumn, type ReportFormat, type ReportKind, type ReportRow,
} from '@fetp/contract';
import { Page } from '../../app/Page';
import { useFieldError, useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { displayDate } from '../../ui/dates';
import { DateField } from '../../ui/form/DateField';
import type { ReportFilterValue } from './api';
import { GeneratedFileList } from './GeneratedFileList';
import { useReportFiles, useReportTable, useStartReport } from './hooks';
import messages from './messages';

const TITLES: Record<ReportKind, MessageDescriptor> = {
  abstract_data: messages.titleAbstractData,
  cohort_data: messages.titleCohortData,
  resident_activities: messages.titleResidentActivities,
  project_data: messages.titleProjectData,
  cohort_data_project: messages.titleCohortDataProject,
};

/** A column's heading: the catalog's `reports.col.<key>`. */
const headingOf = (key: string): MessageDescriptor =>
  (messages as Record<string, MessageDescriptor>)[`col${key.replace(/(^|_)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())}`]!;

/** The Report Filter's check (002 §5): both dates, the start not after the end; the server's words, translated. */
export function filterProblem(start: string, end: string): string | null {
  if (!start || !end) return REPORT_MESSAGES.bothDates;
  if (start > end) return REPORT_MESSAGES.startBeforeEnd;
  return null;
}

/** The days the Report Filter's dates may take. */
const FILTER_MIN = '1900-01-01';
const FILTER_MAX = '2099-12-31';

/** The Report Filter: Start Date, End Date, Submit and Clear Filter; the alerts as the spec words them. */
function ReportFilter({ onApply }: { onApply: (filter: ReportFilterValue) => void }) {
  const t = useT();
  const translate = useFieldError();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const found = filterProblem(start, end);
    setProblem(found);
    if (!found) onApply({ start_date: start, end_date: end });
  };
  const clear = () => {
    setStart('');
    setEnd('');
    setProblem(null);
    onApply({});
  };
  // The portal's date field: DD/MM/YYYY as the tables show dates (002 §9), whatever the browser's locale; sent YYYY-MM-DD.
  const field = (label: MessageDescriptor, value: string, set: (v: string) => void, id: string) => (
    <DateField label={t(label)} value={value} onChange={set} min={FILTER_MIN} max={FILTER_MAX} w={{ base: '100%', xs: 200 }} testId={id} />
  );

  return (
    <Paper withBorder p="md" mb="lg" component="section" aria-labelledby="report-filter-heading">
      <Title order={2} fz="lg" mb="sm" id="report-filter-heading">
        {t(messages.filter)}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-end" gap="md" wrap="wrap">
          {field(messages.startDate, start, setStart, 'report-start-date')}
          {field(messages.endDate, end, setEnd, 'report-end-date')}
          <Group gap="sm" wrap="nowrap">
            <Button type="submit" data-testid="report-submit">
              {t(messages.submit)}
            </Button>
            <Button type="button" variant="default" onClick={clear} data-testid="report-clear">
              {t(messages.clear)}
            </Button>
          </Group>
        </Group>
      </form>
      {problem && (
        <Alert color="red" mt="sm" role="alert" data-testid="report-filter-alert">
          {translate(problem)}
        </Alert>
      )}
    </Paper>
  );
}

/** A cell as the spec shows it: Yes / No, '-' when empty, dates DD/MM/YYYY. */
function cellText(value: ReportCell, column: ReportColumn, t: ReturnType<typeof useT>): string {
  if (value === null || value === '') return t(messages.empty);
  if (typeof value === 'boolean') return t(value ? messages.yes : messages.no);
  if (column.type === 'date' && typeof value === 'string') return displayDate(value);
  return String(value);
}

/** The files generated before, as links (refreshed every 30 s); one still being made or failed says so. */
function GeneratedFiles({ kind }: { kind: ReportKind }) {
  const t = useT();
  const files = useReportFiles(kind);
  return (
    <GeneratedFileList
      files={files.data?.files ?? []}
      pending={files.isPending}
      heading={t(messages.files)}
      empty={t(messages.filesEmpty)}
      headingId="report-files-heading"
    />
  );
}

/**
 * One report page (002 §2.9), configured by its kind: the Report Filter, the table paged on the
 * server, Download (the 'generation started' message for 20 s) and the files generated before.
 */
export default function ReportPage({ kind }: { kind: ReportKind }) {
  const t = useT();
  const translate = useFieldError();
  const [filter, setFilter] = useState<ReportFilterValue>({});
  const [page, setPage] = useState(1);
  const [format, setFormat] = useState<ReportFormat>('csv');
  const [started, setStarted] = useState(false);
  const table = useReportTable(kind, filter, page);
  const start = useStartReport(kind);

  useEffect(() => {
    if (!started) return;
    const timer = setTimeout(() => setStarted(false), REPORT_TIMING.generationMessageMs);
    return () => clearTimeout(timer);
  }, [started]);

  const columns: DataColumn<ReportRow>[] = REPORT_COLUMNS[kind].map((column) => ({
    key: column.key,
    header: t(headingOf(column.key)),
    nowrap: column.type !== 'text',
    align: column.type === 'number' ? 'right' : undefined,
    minWidth: column.type === 'text' ? 120 : undefined,
    render: (row) => cellText(row[column.key] ?? null, column, t),
  }));
  const answer = table.data;
  const title = TITLES[kind];

  return (
    <Page title={title} fluid maw={1600}>
      <ReportFilter
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <Group justify="space-between" align="center" gap="md" mb="md" wrap="wrap">
        <Text fz="sm" c="dimmed" aria-live="polite" data-testid="report-count">
          {answer ? t(messages.count, { count: answer.count }) : ''}
        </Text>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t(messages.format)}
            value={format}
            onChange={(value) => setFormat(value as ReportFormat)}
            data={[
              { value: 'csv', label: t(messages.formatCsv) },
              { value: 'xlsx', label: t(messages.formatXlsx) },
            ]}
            data-testid="report-format"
          />
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={start.isPending}
            onClick={() => start.mutate({ filter, format }, { onSuccess: () => setStarted(true) })}
            data-testid="report-download"
          >
            {t(messages.download)}
          </Button>
        </Group>
      </Group>
      {started && (
        <Alert color="green" mb="md" role="status" data-testid="report-started">
          {translate(REPORT_MESSAGES.generationStarted)}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={answer?.data ?? []}
        rowKey={(_, index) => `${page}-${index}`}
        loading={table.isFetching}
        label={t(messages.tableLabel, { report: t(title) })}
        minWidth={Math.max(900, columns.length * 110)}
        spacing="sm"
        pagination={{ page, pageSize: answer?.page_size ?? REPORT_PAGE_SIZE, count: answer?.count ?? 0, onPageChange: setPage }}
        data-testid="report-table"
      />
      <GeneratedFiles kind={kind} />
    </Page>
  );
}
