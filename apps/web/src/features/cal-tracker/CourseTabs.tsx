import '../../ui/styles/tabs';
import { useState, type ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { COURSE_TABS, COURSE_TAB_LABELS, type CourseTab } from '@fetp/contract';
import { useT } from '../../app/i18n';
import type { TabsAnswer } from './api';
import { tabLabels } from './messages';

export interface CourseTabsProps {
  /** The server's tab list (001 §2.6): a tab shows only when marked visible. */
  tabs: TabsAnswer['data'];
  /** The content of each tab the web has built; a tab without content is not shown. */
  panels: Partial<Record<CourseTab, () => ReactNode>>;
}

/**
 * The course page's tabs (001 §2.6), in the spec's order (CAL TRACKER first). Each tab's content
 * is rendered once the tab is first opened and stays mounted afterwards, so it loads once.
 */
export function CourseTabs({ tabs, panels }: CourseTabsProps) {
  const t = useT();
  const shown = COURSE_TABS.flatMap((key) => {
    const tab = tabs.find((item) => item.key === key);
    const render = panels[key];
    if (!tab?.visible || !render) return [];
    // The server's label, in the reader's language when it is the spec's own.
    const label = tab.name === COURSE_TAB_LABELS[key] ? t(tabLabels[key]) : tab.name;
    return [{ key, label, render }];
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
      {shown.map((tab) => (
        <Tabs.Panel key={tab.key} value={tab.key}>
          {tab.key === current || opened.has(tab.key) ? tab.render() : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
