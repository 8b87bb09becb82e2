import { DASHBOARD_API as API } from '@fetp/contract';
import { call } from '../../app/http';

/** The mentor dashboard's call (002 §7); a failure is told in place (no toast). */
export const mentorDashboardApi = {
  dashboard: () => call(API.mentorDashboard, { toast: false }),
};
