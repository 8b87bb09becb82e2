import { ReportPage } from './ReportPage';

/** /reports/cohort_data_project/ (002 §2.9). */
export default function CohortProjectReportPage() {
  return <ReportPage kind="cohort_data_project" />;
}
