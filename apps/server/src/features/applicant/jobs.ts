import { MINUTE_MS, type Job } from '../../plugins/housekeeping';
import { ORPHAN_AGE_MS } from '../../files/orphan-sweep';
import { sweepOrphanFiles } from './orphan-files';

/** Files of applications: what a stopped process left pending, and files no record refers to. */
export const applicantJobs: Job[] = [
  // One directory read before serving: writes a stopped process never committed. Only hour-old
  // ones: another process sharing the store may be writing an upload right now.
  {
    what: 'removed pending files of uploads that never committed', when: 'start',
    run: (services) => services.files.clearPending(new Date(Date.now() - ORPHAN_AGE_MS)),
  },
  { what: 'removed application files no record refers to', when: { everyMs: 6 * 60 * MINUTE_MS, firstAfterMs: MINUTE_MS }, run: (services) => sweepOrphanFiles(services) },
];
