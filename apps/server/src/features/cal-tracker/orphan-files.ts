import type { Services } from '../../services';
import { milestoneFiles } from '../../db/schema';
import { referencedIn, sweepUnreferencedFiles } from '../../files/orphan-sweep';
import { MINUTE_MS, type Job } from '../../plugins/housekeeping';
import { MILESTONE_FILES_FOLDER } from './file-service';

/** Removes milestone files no version refers to (an upload whose process died between the file and its row). */
export function sweepOrphanMilestoneFiles(services: Pick<Services, 'db' | 'files'>, now = new Date()): Promise<number> {
  return sweepUnreferencedFiles(services, MILESTONE_FILES_FOLDER, referencedIn(milestoneFiles, milestoneFiles.storageKey), now);
}

/** The CAL tracker's housekeeping: milestone files no record refers to (pending ones go with the applicant's start job). */
export const calTrackerHousekeeping: Job[] = [
  { what: 'removed milestone files no version refers to', when: { everyMs: 6 * 60 * MINUTE_MS, firstAfterMs: 2 * MINUTE_MS }, run: (services) => sweepOrphanMilestoneFiles(services) },
];
