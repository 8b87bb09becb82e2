import '../styles/common';
import '../styles/tabs';
import { useState, type ReactNode } from 'react';
import { Group, Tabs } from '@mantine/core';
import { DataTable, type DataColumn } from '../DataTable';
import { PanelLoadState } from '../PageStates';
import { useT } from '../i18n';
import messages from './messages';

export type UpcomingOrPast = 'upcoming' | 'past';

/** A calendar list's tab and page: switching between Upcoming and Past goes back to page 1. */
export function useUpcomingPast() {
  const [type, setType] = useState<UpcomingOrPast>('upcoming');
  const [page, setPage] = useState(1);
  return { type, page, setPage, upcoming: type === 'upcoming', switchTo: (next: UpcomingOrPast) => { setType(next); setPage(1); } };
}

interface UpcomingPastTabsProps<Row> {
  /** The test ids' prefix: `webinars` gives `webinars-tab-upcoming`, `webinars-tab-past` and the table's `webinars-table`. */
  testId: string;
  /** The tab and page shown (useUpcomingPast). */
  tabs: ReturnType<typeof useUpcomingPast>;
  labels: { upcoming: string; past: string };
  /** Beside the tabs: the create button of those who may schedule. */
  action?: ReactNode;
  /** The page's query: its rows and their count across pages. */
  list: { data?: { results: Row[]; count: number }; isFetching: boolean; refetch: () => unknown };
  /** The list's failure (its error, when known: a 403 says access is denied) and its title, shown instead of the table. */
  failure: { failed: boolean; error?: unknown; title: string };
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  pageSize: number;
  /** The table's name (the active tab's label unless given), its width before it scrolls, and its test id when not `<testId>-table`. */
  label?: string;
  minWidth?: number;
  tableTestId?: string;
}

/** The Upcoming / Past tabs of the calendar's lists (webinars, meetings, discussions), the page's table in the active tab's panel. */
export function UpcomingPastTabs<Row>({
  testId, tabs, labels, action, list, failure, columns, rowKey, pageSize, label, minWidth, tableTestId,
}: UpcomingPastTabsProps<Row>) {
  const t = useT();
  const switchTo = (next: string | null) => {
    if (next === 'upcoming' || next === 'past') tabs.switchTo(next);
  };
  return (
    // The table sits in the active tab's panel, so the tab's aria-controls names an element.
    <Tabs value={tabs.type} onChange={switchTo} keepMounted={false} style={{ minWidth: 0 }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Tabs.List>
          <Tabs.Tab value="upcoming" data-testid={`${testId}-tab-upcoming`}>{labels.upcoming}</Tabs.Tab>
          <Tabs.Tab value="past" data-testid={`${testId}-tab-past`}>{labels.past}</Tabs.Tab>
        </Tabs.List>
        {action}
      </Group>
      <Tabs.Panel value={tabs.type} pt="md">
        {failure.failed ? (
          <PanelLoadState error={failure.error ?? failure.title} failed={failure.title} retry={t(messages.retry)} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            columns={columns}
            rows={list.data?.results ?? []}
            rowKey={rowKey}
            loading={list.isFetching}
            label={label ?? labels[tabs.type]}
            minWidth={minWidth}
            spacing="sm"
            data-testid={tableTestId ?? `${testId}-table`}
            pagination={{ page: tabs.page, pageSize, count: list.data?.count ?? 0, onPageChange: tabs.setPage }}
          />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
