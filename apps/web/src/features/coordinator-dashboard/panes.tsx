import { lazy, type ComponentType } from 'react';
import type { CoordinatorTab } from '@fetp/contract';
import type { CoordinatorPaneProps } from './types';

/**
 * Each tab's pane of the coordinator dashboard, its code fetched when the tab is first opened. The
 * lists of other features (meetings, webinars, discussions, field assignment, modules) are mounted
 * with the chosen course and cohort.
 */
export const COORDINATOR_PANES: Record<CoordinatorTab, ComponentType<CoordinatorPaneProps>> = {
  officer: lazy(() => import('./OfficerPane')),
  officer_based: lazy(() => import('./OfficerBasedPane')),
  cal_based: lazy(() => import('./CalBasedPane')),
  modules_progress: lazy(() =>
    import('../modules/ModuleProgressTable').then(({ ModuleProgressTable }) => ({
      default: ({ course, cohort }: CoordinatorPaneProps) => <ModuleProgressTable course_id={course.id} cohortId={cohort.id} />,
    }))),
  meetings: lazy(() =>
    import('../meetings/MeetingsScreen').then(({ default: MeetingsScreen }) => ({
      default: ({ course, cohort, canCreate }: CoordinatorPaneProps) => (
        <MeetingsScreen courseId={course.id} cohortId={cohort.id} pageType="coordinator_dashboard" canCreate={canCreate} />
      ),
    }))),
  webinars: lazy(() =>
    import('../webinars/WebinarsScreen').then(({ default: WebinarsScreen }) => ({
      default: ({ course, cohort, canCreate }: CoordinatorPaneProps) => <WebinarsScreen courseId={course.id} cohortId={cohort.id} canCreate={canCreate} />,
    }))),
  discussion: lazy(() =>
    import('../discussions/DiscussionEventList').then(({ default: DiscussionEventList }) => ({
      default: ({ cohort }: CoordinatorPaneProps) => <DiscussionEventList viewer="coordinator" cohortId={cohort.id} />,
    }))),
  field_assignment: lazy(() =>
    import('../field-assignment/FieldAssignmentPane').then(({ default: FieldAssignmentPane }) => ({
      default: ({ course, cohort }: CoordinatorPaneProps) => <FieldAssignmentPane courseId={course.id} cohortId={cohort.id} />,
    }))),
  analytics: lazy(() =>
    import('../programme-analytics/AnalyticsPane').then(({ default: AnalyticsPane }) => ({
      default: ({ course, cohort }: CoordinatorPaneProps) => <AnalyticsPane courseId={course.id} cohortId={cohort.id} />,
    }))),
};
