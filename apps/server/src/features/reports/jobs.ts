import { z } from 'zod';
import { defineJob } from '../../jobs';
import { loggableError } from '../../plugins/errors';
import { failReportFile, writeReportFile } from './service';

/**
 * Generates one report file (reports/service.ts `writeReportFile`). Asked for by a person who can
 * ask again, so it is not retried: a failure marks the file failed at once, and the list shows it.
 */
export const generateReportJob = defineJob({
  name: 'generate-report',
  payload: z.object({ fileId: z.number().int() }),
  maxAttempts: 1,
  run: async ({ fileId }, { services, job, log }) => {
    try {
      await writeReportFile(services, fileId);
    } catch (error) {
      log.error({ err: loggableError(error), fileId }, 'report generation failed');
      if (job.attempt >= job.maxAttempts) await failReportFile(services.db, fileId, error instanceof Error ? error.message : String(error));
      throw error;
    }
  },
});

export const reportsJobKinds = [generateReportJob];
