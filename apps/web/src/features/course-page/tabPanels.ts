import type { CourseTab } from '@fetp/contract';
import type { CourseTabDeclaration } from './types';

/** Every feature's `courseTab.tsx` (a module's kinds: one folder down, as the calendar's), found by the build: adding a tab is a file in the owning feature. */
const declared = import.meta.glob<CourseTabDeclaration>(['../*/courseTab.tsx', '../*/*/courseTab.tsx'], { eager: true, import: 'courseTab' });

/** The panel of each tab some feature declares; the course page shows a tab only with one. */
export const courseTabPanels: Partial<Record<CourseTab, CourseTabDeclaration['panel']>> = Object.fromEntries(
  Object.values(declared).map((tab) => [tab.key, tab.panel]),
);
