import { ReportPage } from './ReportPage';

/** /reports/abstract_data/ (002 §2.9). */
export default function AbstractDataReportPage() {
  return <ReportPage kind="abstract_data" />;
}
