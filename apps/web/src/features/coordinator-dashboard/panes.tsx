import { lazy, type ComponentType } from 'react';
import type { CoordinatorTab } from '@fetp/contract';
import { AnalyticsPane } from '../programme-analytics';
import { FieldAssignmentPane } from '../field-assignment';
import { ModuleProgressTable } from '../modules';
import type { CoordinatorPaneProps } from './types';
import { DiscussionEventList, MeetingsScreen, WebinarsScreen } from '../calendar';

/**
 * Each tab's pane of the coordinator dashboard, its code fetched when the tab is first opened (the
 * other features' lists are lazy in their index.ts). The lists of other features (meetings,
 * webinars, discussions, field assignment, modules) are mounted with the chosen course and cohort.
 */
export const COORDINATOR_PANES: Record<CoordinatorTab, ComponentType<CoordinatorPaneProps>> = {
  officer: lazy(() => import('./OfficerPane')),
  officer_based: lazy(() => import('./OfficerBasedPane')),
  cal_based: lazy(() => import('./CalBasedPane')),
  modules_progress: ({ course, cohort }) => <ModuleProgressTable course_id={course.id} cohortId={cohort.id} />,
  meetings: ({ course, cohort, canCreate }) => (
    <MeetingsScreen courseId={course.id} cohortId={cohort.id} pageType="coordinator_dashboard" canCreate={canCreate} />
  ),
  webinars: ({ course, cohort, canCreate }) => <WebinarsScreen courseId={course.id} cohortId={cohort.id} canCreate={canCreate} />,
  discussion: ({ cohort }) => <DiscussionEventList viewer="coordinator" cohortId={cohort.id} />,
  field_assignment: ({ course, cohort }) => <FieldAssignmentPane courseId={course.id} cohortId={cohort.id} />,
  analytics: ({ course, cohort }) => <AnalyticsPane courseId={course.id} cohortId={cohort.id} />,
};
