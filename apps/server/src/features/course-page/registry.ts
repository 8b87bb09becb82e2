import { COURSE_TABS, COURSE_TAB_LABELS, type CourseTab, type TabsAnswer } from '@fetp/contract';
import type { TrackerScope } from '../../plugins/officer-access';

/**
 * Who is looking at a course page: the caller's standing to the officer in the course (viewer
 * 'self' | 'mentor' | 'coordinator', the cohort, the course type, hasCal), already checked.
 */
export interface CourseTabViewer extends TrackerScope {
  callerId: number;
}

/** A tab a feature adds to the course page and the mentee details page (001 §2.6). */
export interface CourseTabDeclaration {
  key: CourseTab;
  /** The name the tab list answers (a text of the contract, as COURSE_TAB_LABELS[key]). */
  label: string;
  /** Whether this viewer sees the tab on this officer's page in this course. */
  visible: (viewer: CourseTabViewer) => boolean | Promise<boolean>;
}

/**
 * The course page's tabs, as the features that own them declare them (each from its own route
 * plugin: `services.courseTabs.declare({...})`), so adding a tab never touches the course page.
 */
export class CourseTabRegistry {
  private readonly tabs = new Map<CourseTab, CourseTabDeclaration>();

  /** Adds a feature's tab; a key is declared once per process. */
  declare(tab: CourseTabDeclaration): void {
    if (this.tabs.has(tab.key)) throw new Error(`The course tab "${tab.key}" is declared twice.`);
    this.tabs.set(tab.key, tab);
  }

  /** Every tab of the spec's list, in its order; a tab no feature declares is not visible. */
  async tabsFor(viewer: CourseTabViewer): Promise<TabsAnswer> {
    const data = await Promise.all(
      COURSE_TABS.map(async (key) => {
        const tab = this.tabs.get(key);
        return { key, name: tab?.label ?? COURSE_TAB_LABELS[key], visible: tab ? await tab.visible(viewer) : false };
      }),
    );
    return { data };
  }
}
