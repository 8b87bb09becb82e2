import '../styles/common';
import '../styles/tabs';
import type { ReactNode } from 'react';
import { Group, Tabs } from '@mantine/core';
import { PanelLoadState } from '../PageStates';

export type UpcomingOrPast = 'upcoming' | 'past';

interface UpcomingPastTabsProps {
  /** The test ids' prefix: `webinars` gives `webinars-tab-upcoming` and `webinars-tab-past`. */
  testId: string;
  type: UpcomingOrPast;
  onTypeChange: (type: UpcomingOrPast) => void;
  labels: { upcoming: string; past: string };
  /** Beside the tabs: the create button of those who may schedule. */
  action?: ReactNode;
  /** The list's failure (its error, when known: a 403 says access is denied), its title and retry, shown instead of the table. */
  failure: { failed: boolean; error?: unknown; title: string; retry: string; onRetry: () => void };
  children: ReactNode;
}

/** The Upcoming / Past tabs of the calendar's lists (webinars, meetings, discussions), the table in the active tab's panel. */
export function UpcomingPastTabs({ testId, type, onTypeChange, labels, action, failure, children }: UpcomingPastTabsProps) {
  const switchTo = (next: string | null) => {
    if (next === 'upcoming' || next === 'past') onTypeChange(next);
  };
  return (
    // The table sits in the active tab's panel, so the tab's aria-controls names an element.
    <Tabs value={type} onChange={switchTo} keepMounted={false} style={{ minWidth: 0 }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Tabs.List>
          <Tabs.Tab value="upcoming" data-testid={`${testId}-tab-upcoming`}>{labels.upcoming}</Tabs.Tab>
          <Tabs.Tab value="past" data-testid={`${testId}-tab-past`}>{labels.past}</Tabs.Tab>
        </Tabs.List>
        {action}
      </Group>
      <Tabs.Panel value={type} pt="md">
        {failure.failed ? (
          <PanelLoadState error={failure.error ?? failure.title} failed={failure.title} retry={failure.retry} onRetry={failure.onRetry} />
        ) : (
          children
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
