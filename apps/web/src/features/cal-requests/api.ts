import { CAL_API as API, type AnswerOf } from '@fetp/contract';
import { http } from '../../app/http';

/** GET /cal/api/cal_requests/: sub-CALs waiting for the caller's review, one page. */
export const calRequestsApi = {
  list: (page: number) => http.get<AnswerOf<typeof API.calRequests>>(API.calRequests.path, { query: { page } }),
};
