import { ReportPage } from './ReportPage';

/** /reports/project_data/ (002 §2.9). */
export default function FieldAssignmentReportPage() {
  return <ReportPage kind="project_data" />;
}
