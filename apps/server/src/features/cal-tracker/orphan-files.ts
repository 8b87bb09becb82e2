import type { Services } from '../../services';
import { milestoneFiles } from '../../db/schema';
import { orphanSweepJob, referencedIn, sweepUnreferencedFiles } from '../../files/orphan-sweep';
import { MILESTONE_FILES_FOLDER } from './file-service';

/** Removes milestone files no version refers to (an upload whose process died between the file and its row). */
export function sweepOrphanMilestoneFiles(services: Pick<Services, 'db' | 'files'>, now = new Date()): Promise<number> {
  return sweepUnreferencedFiles(services, MILESTONE_FILES_FOLDER, referencedIn(milestoneFiles, milestoneFiles.storageKey), now);
}

/** Every six hours, once for all processes: milestone files no version refers to (pending ones go with the applicant's sweep). */
export const milestoneOrphanFilesJob = orphanSweepJob('milestone-orphan-files', 'milestone files no version refers to', sweepOrphanMilestoneFiles);
