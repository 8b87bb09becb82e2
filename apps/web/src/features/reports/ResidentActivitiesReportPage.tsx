import { ReportPage } from './ReportPage';

/** /reports/resident_activities/ (002 §2.9). */
export default function ResidentActivitiesReportPage() {
  return <ReportPage kind="resident_activities" />;
}
