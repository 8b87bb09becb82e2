import { PROGRAMME_ANALYTICS_API as API } from '@fetp/contract';
import { call } from '../../app/http';

/** Programme Analytics' call: a cohort's charts and its course's TEPHINET-style counts. */
export const analyticsApi = {
  analytics: (cohortId: number) => call(API.analytics, { query: { cohort_id: cohortId } }),
};
