import { lazy } from 'react';
import { useLocation } from 'react-router';

/** The report page itself, fetched after this stub: the first load's import of the five routes stays one short entry. */
const ReportPage = lazy(() => import('./ReportPage'));

/** The report kinds as their pages' last path segment (/reports/<kind>/, 002 §2.9). */
const KINDS = ['abstract_data', 'cohort_data', 'resident_activities', 'project_data', 'cohort_data_project'] as const;

/**
 * The five report pages as one lazy route: the kind is the address's last segment, so the
 * first load carries one import for all five.
 */
export default function ReportsPage() {
  const { pathname } = useLocation();
  const kind = KINDS.find((k) => pathname.replace(/\/$/, '').endsWith(`/reports/${k}`)) ?? 'cohort_data';
  return <ReportPage key={kind} kind={kind} />;
}
