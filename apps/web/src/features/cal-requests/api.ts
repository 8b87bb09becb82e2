import { CAL_API as API } from '@fetp/contract';
import { call } from '../../app/http';

/** GET /cal/api/cal_requests/: sub-CALs waiting for the caller's review, one page. */
export const calRequestsApi = {
  list: (page: number) => call(API.calRequests, { query: { page } }),
};
