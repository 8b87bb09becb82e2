import type { ComponentType } from 'react';
import type { CourseTab, MenteeBanner } from '@fetp/contract';

/** What every tab panel of the course page and the mentee details page receives. */
export interface CourseTabPanelProps {
  /** The officer's user id (the banner's `menteeID`). */
  mentee: number;
  course: number;
  /** The learner's own course page (`/courses/:id/cal/`), or a mentee's details page. */
  page: 'course' | 'mentee';
  /**
   * The signed-in user is the officer (their course page, or their own details page); otherwise a
   * reviewer (one of their mentors or their course's coordinator) is looking.
   */
  learner: boolean;
  /** The page's banner (the officer, the course, its progress figures). */
  banner: MenteeBanner;
}

/**
 * A feature's tab on the course page, exported as `courseTab` from `features/<feature>/courseTab.tsx`
 * (found by the course page, no list to edit): its key in the contract's COURSE_TABS and its panel,
 * lazily loaded (`lazy(() => import('./XPanel'))`) so that its code loads when the tab is first opened.
 */
export interface CourseTabDeclaration {
  key: CourseTab;
  panel: ComponentType<CourseTabPanelProps>;
}
