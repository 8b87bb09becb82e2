import { orphanSweepJob } from '../../files/orphan-sweep';
import { sweepOrphanFiles } from './orphan-files';

/** Every six hours, once for all processes: application files no record refers to, and hour-old pending files. */
export const applicantOrphanFilesJob = orphanSweepJob('applicant-orphan-files', 'application files no record refers to', sweepOrphanFiles);

/** The applicant's job kinds, registered through features/index.ts `featureJobKinds`. */
export const applicantJobKinds = [applicantOrphanFilesJob];
