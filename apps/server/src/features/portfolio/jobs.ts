import { z } from 'zod';
import { defineJob } from '../../jobs';
import { loggableError } from '../../plugins/errors';
import { failReportFile } from '../reports';
import { writeCohortZip } from './service';

/**
 * Generates one cohort's portfolio ZIP (service.ts `writeCohortZip`). Asked for by a coordinator
 * who can ask again, so, like a report's file, it is not retried: a failure marks the file failed
 * at once, and the list shows it.
 */
export const generatePortfolioZipJob = defineJob({
  name: 'generate-portfolio-zip',
  payload: z.object({ fileId: z.number().int() }),
  maxAttempts: 1,
  run: async ({ fileId }, { services, job, log }) => {
    try {
      const { officers } = await writeCohortZip(services, fileId);
      log.info({ fileId, officers }, 'portfolio ZIP generated');
    } catch (error) {
      log.error({ err: loggableError(error), fileId }, 'portfolio ZIP generation failed');
      if (job.attempt >= job.maxAttempts) await failReportFile(services.db, fileId, error instanceof Error ? error.message : String(error));
      throw error;
    }
  },
});

export const portfolioJobKinds = [generatePortfolioZipJob];
