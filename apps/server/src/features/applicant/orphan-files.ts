import { inArray } from 'drizzle-orm';
import type { Services } from '../../services';
import { applicationDocuments } from '../../db/schema';

/** Files younger than this may belong to a submission still being written. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes application files no document refers to. A submission writes its files before its
 * transaction and removes them when the transaction fails, but a process that dies in between
 * (or a write cut short) leaves files behind; this sweep finds them. Returns how many it removed.
 */
export async function sweepOrphanFiles(services: Pick<Services, 'db' | 'files'>, now = new Date()): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const finished = batch.filter((key) => !key.endsWith('.partial'));
    const known = finished.length
      ? new Set((await services.db.select({ key: applicationDocuments.storageKey }).from(applicationDocuments).where(inArray(applicationDocuments.storageKey, finished))).map((r) => r.key))
      : new Set<string>();
    for (const key of batch) {
      if (known.has(key)) continue;
      await services.files.remove(key);
      removed++;
    }
    batch = [];
  };
  for await (const key of services.files.listOlder('applications', new Date(now.getTime() - ORPHAN_AGE_MS))) {
    batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  // Pending files normally go at start; an hour-old one was left by a process that stopped since.
  return removed + (await services.files.clearPending(new Date(now.getTime() - ORPHAN_AGE_MS)));
}
