import '../../ui/styles/tabs';
import { Suspense, useState } from 'react';
import { Tabs } from '@mantine/core';
import { COURSE_TABS, COURSE_TAB_LABELS, type CourseTab } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { PageLoader } from '../../ui/PageStates';
import type { TabsAnswer } from './api';
import { tabLabels } from './messages';
import type { CourseTabDeclaration, CourseTabPanelProps } from './types';

export interface CourseTabsProps {
  /** The server's tab list (001 §2.6): a tab shows only when marked visible. */
  tabs: TabsAnswer['data'];
  /** The panel of each tab a feature declares (`courseTabPanels`); a tab without one is not shown. */
  panels: Partial<Record<CourseTab, CourseTabDeclaration['panel']>>;
  /** What every panel receives. */
  panelProps: CourseTabPanelProps;
}

/**
 * The course page's tabs (001 §2.6), in the spec's order (CAL TRACKER first). Each tab's panel is
 * rendered (and its code fetched) once the tab is first opened, and stays mounted afterwards.
 */
export function CourseTabs({ tabs, panels, panelProps }: CourseTabsProps) {
  const t = useT();
  const shown = COURSE_TABS.flatMap((key) => {
    const tab = tabs.find((item) => item.key === key);
    const Panel = panels[key];
    if (!tab?.visible || !Panel) return [];
    // The server's label, in the reader's language when it is the spec's own.
    const label = tab.name === COURSE_TAB_LABELS[key] ? t(tabLabels[key]) : tab.name;
    return [{ key, label, Panel }];
  });
  const first = shown[0]?.key ?? null;
  const [active, setActive] = useState<CourseTab | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<CourseTab>>(() => new Set());
  const current = active && shown.some((tab) => tab.key === active) ? active : first;
  if (!current) return null;

  const open = (value: string | null) => {
    if (!value) return;
    const key = value as CourseTab;
    setActive(key);
    // The tab being left stays mounted too (the first one was shown without being opened).
    setOpened((before) => (before.has(key) && before.has(current) ? before : new Set(before).add(current).add(key)));
  };

  return (
    <Tabs value={current} onChange={open} keepMounted data-testid="course-tabs">
      <Tabs.List mb="lg">
        {shown.map((tab) => (
          <Tabs.Tab key={tab.key} value={tab.key} fw={600}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.map(({ key, Panel }) => (
        <Tabs.Panel key={key} value={key}>
          {key === current || opened.has(key) ? (
            <Suspense fallback={<PageLoader />}>
              <Panel {...panelProps} />
            </Suspense>
          ) : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
