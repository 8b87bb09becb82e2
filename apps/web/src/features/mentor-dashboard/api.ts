import { DASHBOARD_API as API, type AnswerOf } from '@fetp/contract';
import { http } from '../../app/http';

/** The mentor dashboard's call (002 §7); a failure is told in place (no toast). */
export const mentorDashboardApi = {
  dashboard: () => http.get<AnswerOf<typeof API.mentorDashboard>>(API.mentorDashboard.path, { toast: false }),
};
