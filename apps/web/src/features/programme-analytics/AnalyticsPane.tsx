import '../../ui/styles/common';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BarChart } from '@mantine/charts';
import { Card, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ProgrammeAnalyticsAnswer } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { PageLoader, RetryAlert } from '../../ui/PageStates';
import { useProgrammeAnalytics } from './hooks';
import messages from './messages';
import { PatternLegend, SeriesPatterns, patternFill, type PatternSeries } from './SeriesPatterns';
import '../../ui/styles/charts';
import '../../ui/styles/content';
import '../../ui/styles/table';
import '../../ui/styles/progress';

/** Colours of the chart series, in order (Mantine theme colours, readable on white). */
const SERIES_COLOURS = ['blue.7', 'teal.7', 'orange.7', 'grape.7', 'red.7', 'indigo.7', 'lime.8', 'cyan.8'];

type TephinetRow = ProgrammeAnalyticsAnswer['tephinet'][number];

/**
 * Programme Analytics (the coordinator dashboard's last tab): the cohort's investigations per month
 * and type, the diseases they are about, milestones completed against due, the officers behind
 * schedule, and the TEPHINET-style output of every cohort of the course. Its chart library is in
 * this chunk only, fetched when the tab is first opened.
 */
export default function AnalyticsPane({ cohortId }: { courseId: number; cohortId: number }) {
  const t = useT();
  const intl = useIntl();
  const analytics = useProgrammeAnalytics(cohortId);
  const chartId = useId().replace(/:/g, '');
  if (analytics.isError) {
    return <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void analytics.refetch()} />;
  }
  if (analytics.isPending) return <PageLoader />;
  const data = analytics.data;
  const monthLabel = (month: string) => intl.formatDate(`${month}-01T00:00:00Z`, { month: 'short', year: '2-digit', timeZone: 'UTC' });

  const investigations = data.investigations_by_month.map((row) => ({ month: monthLabel(row.month), ...row.counts }));
  const anyInvestigation = data.investigations_by_month.some((row) => Object.values(row.counts).some((n) => n > 0));
  const milestones = data.milestones_by_month.map((row) => ({ month: monthLabel(row.month), due: row.due, completed: row.completed }));
  // Series told apart by colour and pattern; each chart's legend shows both beside the name.
  const investigationSeries: PatternSeries[] = data.series.map((s, i) => ({ label: s.label, colour: SERIES_COLOURS[i % SERIES_COLOURS.length]! }));
  const milestoneSeries: PatternSeries[] = [{ label: t(messages.due), colour: 'gray.6' }, { label: t(messages.completed), colour: 'green.8' }];
  const investigationsId = `${chartId}-investigations`;
  const milestonesId = `${chartId}-milestones`;

  const columns: DataColumn<TephinetRow>[] = [
    { key: 'cohort', header: t(messages.colCohort), minWidth: 140, render: (row) => row.cohort },
    { key: 'outbreaks', header: t(messages.colOutbreaks), align: 'right', render: (row) => row.outbreak_investigation },
    { key: 'surveillance', header: t(messages.colSurveillance), align: 'right', render: (row) => row.surveillance_evaluation },
    { key: 'presentations', header: t(messages.colPresentations), align: 'right', render: (row) => row.presentation },
    { key: 'manuscripts', header: t(messages.colManuscripts), align: 'right', render: (row) => row.manuscript },
  ];

  return (
    <Stack gap="lg" data-testid="programme-analytics">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartCard title={t(messages.investigationsTitle)} testId="chart-investigations">
          {anyInvestigation ? (
            <>
              <SeriesPatterns chartId={investigationsId} series={investigationSeries} />
              <BarChart
                h={260}
                data={investigations}
                dataKey="month"
                type="stacked"
                series={data.series.map((s, i) => ({ name: s.key, label: s.label, color: investigationSeries[i]!.colour }))}
                barProps={(series) => ({ fill: patternFill(investigationsId, data.series.findIndex((s) => s.key === series.name)) })}
              />
              <PatternLegend chartId={investigationsId} series={investigationSeries} label={t(messages.legendOf, { chart: t(messages.investigationsTitle) })} />
            </>
          ) : (
            <Text c="dimmed">{t(messages.noInvestigations)}</Text>
          )}
        </ChartCard>
        <ChartCard title={t(messages.diseasesTitle)} testId="chart-diseases">
          {data.diseases.length ? (
            <BarChart
              h={Math.max(160, data.diseases.length * 30)}
              data={data.diseases}
              dataKey="disease"
              orientation="vertical"
              yAxisProps={{ width: 140 }}
              series={[{ name: 'count', label: t(messages.investigations), color: 'teal.7' }]}
              withBarValueLabel
            />
          ) : (
            <Text c="dimmed">{t(messages.noDiseases)}</Text>
          )}
        </ChartCard>
        <ChartCard title={t(messages.milestonesTitle)} testId="chart-milestones">
          <SeriesPatterns chartId={milestonesId} series={milestoneSeries} />
          <BarChart
            h={260}
            data={milestones}
            dataKey="month"
            series={[
              { name: 'due', label: t(messages.due), color: 'gray.6' },
              { name: 'completed', label: t(messages.completed), color: 'green.8' },
            ]}
            barProps={(series) => ({ fill: patternFill(milestonesId, series.name === 'due' ? 0 : 1) })}
          />
          <PatternLegend chartId={milestonesId} series={milestoneSeries} label={t(messages.legendOf, { chart: t(messages.milestonesTitle) })} />
        </ChartCard>
        <ChartCard title={t(messages.behindTitle)} testId="chart-behind">
          <Stack gap="xs">
            <Text fz={36} fw={700} lh={1}>{`${data.behind_schedule.behind}/${data.behind_schedule.officers}`}</Text>
            <Progress
              value={data.behind_schedule.officers ? (data.behind_schedule.behind / data.behind_schedule.officers) * 100 : 0}
              color="red.7"
              size="lg"
              aria-label={t(messages.behindTitle)}
            />
            <Text>{t(messages.behindValue, { behind: data.behind_schedule.behind, officers: data.behind_schedule.officers })}</Text>
          </Stack>
        </ChartCard>
      </SimpleGrid>
      <section aria-labelledby="tephinet-heading">
        <Title order={3} fz="lg" mb="sm" id="tephinet-heading">{t(messages.tephinetTitle)}</Title>
        <DataTable columns={columns} rows={data.tephinet} rowKey={(row) => row.cohort_id} label={t(messages.tephinetTitle)} minWidth={640} data-testid="tephinet-table" />
      </section>
    </Stack>
  );
}

/** A chart with its heading, as a labelled figure. */
function ChartCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="figure" m={0} aria-label={title} data-testid={testId}>
      <Text component="figcaption" fw={700} mb="sm">{title}</Text>
      {children}
    </Card>
  );
}
