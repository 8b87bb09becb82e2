import { MINUTE_MS, type Job } from '../../plugins/housekeeping';
import { sweepOrphanFiles } from './orphan-files';

/** Files of applications: what a stopped process left pending, and files no record refers to. */
export const applicantJobs: Job[] = [
  // One directory read before serving: writes a stopped process never committed.
  { what: 'removed pending files of submissions that never committed', when: 'start', run: (services) => services.files.clearPending() },
  { what: 'removed application files no record refers to', when: { everyMs: 6 * 60 * MINUTE_MS, firstAfterMs: MINUTE_MS }, run: (services) => sweepOrphanFiles(services) },
];
