import { PROGRAMME_ANALYTICS_API as API, type AnswerOf } from '@fetp/contract';
import { http } from '../../app/http';

/** Programme Analytics' call: a cohort's charts and its course's TEPHINET-style counts. */
export const analyticsApi = {
  analytics: (cohortId: number) => http.get<AnswerOf<typeof API.analytics>>(API.analytics.path, { query: { cohort_id: cohortId } }),
};
