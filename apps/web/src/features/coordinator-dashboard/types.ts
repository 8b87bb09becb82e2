import type { CoordinatorDashboardAnswer, DashboardCohort } from '@fetp/contract';

/** What every pane of the coordinator dashboard receives: the chosen course and cohort. */
export interface CoordinatorPaneProps {
  course: CoordinatorDashboardAnswer['course'];
  cohort: DashboardCohort;
  /** A Course Coordinator may schedule webinars and meetings here (002 §6). */
  canCreate: boolean;
}
