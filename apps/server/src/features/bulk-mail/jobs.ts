import { z } from 'zod';
import { defineJob } from '../../jobs';
import { orphanSweepJob, referencedIn, sweepUnreferencedFiles } from '../../files/orphan-sweep';
import { bulkMailAttachments } from '../../db/schema';
import type { Services } from '../../services';
import { deliverBulkMail } from './delivery';

/** Where bulk e-mail attachments live in the file store. */
export const BULK_MAIL_FILES_FOLDER = 'bulk-mail';

/**
 * Delivers a bulk mail's due recipients (delivery.ts); when some wait for a retry, or for another
 * worker's claim to end, it enqueues its next run for then, keyed by the time so one run is kept per moment.
 */
export const bulkMailJob = defineJob({
  name: 'bulk-mail',
  payload: z.object({ bulkMailId: z.number().int().positive() }),
  // A database outage during delivery: the rows stay as they were, and the run is tried again.
  maxAttempts: 10,
  backoffMs: 60_000,
  run: async ({ bulkMailId }, { services }) => {
    const next = await deliverBulkMail(services, bulkMailId);
    if (next) await services.jobs.enqueue(bulkMailJob, { bulkMailId }, { key: `${bulkMailId}:${next.toISOString()}`, runAt: next });
  },
});

/** Removes bulk-mail attachments no row refers to (an upload whose process died between the file and its row). */
export function sweepOrphanBulkMailFiles(services: Pick<Services, 'db' | 'files'>, now = new Date()) {
  return sweepUnreferencedFiles(services, BULK_MAIL_FILES_FOLDER, referencedIn(bulkMailAttachments, bulkMailAttachments.storageKey), now);
}

export const bulkMailOrphanFilesJob = orphanSweepJob('bulk-mail-orphan-files', 'bulk e-mail attachments no mail refers to', sweepOrphanBulkMailFiles);

export const bulkMailJobKinds = [bulkMailJob, bulkMailOrphanFilesJob];
