import type { AdminOverviewAnswer } from '@fetp/contract';
import type { Services } from '../../services';
import { overviewCounts } from './queries';

/** The Content Management page's counts: the route has checked the role, the scope narrows a coordinator to their courses. */
export function adminOverview(services: Services, userId: number): Promise<AdminOverviewAnswer> {
  return overviewCounts(services.db, userId);
}
