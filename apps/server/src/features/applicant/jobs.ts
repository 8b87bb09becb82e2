import { definePeriodicJob } from '../../jobs';
import { sweepOrphanFiles } from './orphan-files';

/** Every six hours, once for all processes: application files no record refers to, and hour-old pending files. */
export const applicantOrphanFilesJob = definePeriodicJob({
  name: 'applicant-orphan-files',
  everyMinutes: 6 * 60,
  run: async (_payload, { services, log }) => {
    const removed = await sweepOrphanFiles(services);
    if (removed) log.info({ count: removed }, 'removed application files no record refers to');
  },
});

/** The applicant's job kinds, registered through features/index.ts `featureJobKinds`. */
export const applicantJobKinds = [applicantOrphanFilesJob];
