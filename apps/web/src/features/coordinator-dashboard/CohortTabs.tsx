import '../../ui/styles/common';
import '../../ui/styles/tabs';
import { Suspense, useState, type ComponentType } from 'react';
import { Tabs, Text } from '@mantine/core';
import { COORDINATOR_TAB_LABELS, type CoordinatorTab } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { PageLoader } from '../../ui/PageStates';
import messages, { tabLabels } from './messages';
import type { CoordinatorPaneProps } from './types';

export interface CohortTabsProps extends CoordinatorPaneProps {
  /** The pane of each tab (COORDINATOR_PANES; a test may give its own). */
  panes: Record<CoordinatorTab, ComponentType<CoordinatorPaneProps>>;
}

/**
 * The chosen cohort's tabs (002 §2.2): those the server marks to_be_shown, in its order, the first
 * one open. A pane is rendered (its code fetched) when its tab is first opened and stays mounted
 * while the cohort stays the same; the page keys this component by cohort, so another cohort
 * starts again at its first tab (002 §4).
 */
export function CohortTabs({ panes, ...paneProps }: CohortTabsProps) {
  const t = useT();
  const shown = paneProps.cohort.tabs.filter((tab) => tab.to_be_shown);
  const first = shown[0]?.tab_name ?? null;
  const [active, setActive] = useState<CoordinatorTab | null>(first);
  const [opened, setOpened] = useState<ReadonlySet<CoordinatorTab>>(() => new Set(first ? [first] : []));
  if (!first || !active) {
    return (
      <Text c="dimmed" data-testid="coordinator-no-tabs">
        {t(messages.noTabs)}
      </Text>
    );
  }
  const open = (value: string | null) => {
    const tab = shown.find((item) => item.tab_name === value);
    if (!tab) return;
    setActive(tab.tab_name);
    setOpened((before) => (before.has(tab.tab_name) ? before : new Set(before).add(tab.tab_name)));
  };
  return (
    <Tabs value={active} onChange={open} keepMounted data-testid="coordinator-tabs">
      <Tabs.List mb="lg" aria-label={t(messages.tabsLabel)}>
        {shown.map((tab) => (
          <Tabs.Tab key={tab.tab_name} value={tab.tab_name} fw={600} data-testid={`coordinator-tab-${tab.tab_name}`}>
            {/* The server's label, in the reader's language when it is the spec's own. */}
            {tab.label === COORDINATOR_TAB_LABELS[tab.tab_name] || !tab.label ? t(tabLabels[tab.tab_name]) : tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.map((tab) => {
        const Pane = panes[tab.tab_name];
        return (
          <Tabs.Panel key={tab.tab_name} value={tab.tab_name} data-testid={`coordinator-pane-${tab.tab_name}`}>
            {opened.has(tab.tab_name) && (
              <Suspense fallback={<PageLoader />}>
                <Pane {...paneProps} />
              </Suspense>
            )}
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
