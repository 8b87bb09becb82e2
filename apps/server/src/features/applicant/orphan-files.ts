import type { Services } from '../../services';
import { applicationDocuments } from '../../db/schema';
import { ORPHAN_AGE_MS, referencedIn, sweepUnreferencedFiles } from '../../files/orphan-sweep';

export { ORPHAN_AGE_MS };

/**
 * Removes application files no document refers to, and pending files an hour old (pending files
 * normally go at start; an hour-old one was left by a process that stopped since). Returns how many it removed.
 */
export async function sweepOrphanFiles(services: Pick<Services, 'db' | 'files'>, now = new Date()): Promise<number> {
  const removed = await sweepUnreferencedFiles(services, 'applications', referencedIn(applicationDocuments, applicationDocuments.storageKey), now);
  return removed + (await services.files.clearPending(new Date(now.getTime() - ORPHAN_AGE_MS)));
}
