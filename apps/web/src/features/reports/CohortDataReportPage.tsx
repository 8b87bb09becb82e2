import { ReportPage } from './ReportPage';

/** /reports/cohort_data/ (002 §2.9). */
export default function CohortDataReportPage() {
  return <ReportPage kind="cohort_data" />;
}
