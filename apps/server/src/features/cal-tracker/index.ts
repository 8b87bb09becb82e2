/** What other features may use of the CAL tracker: a milestone with its owner, and the file checks. */
export { milestoneWithOwner, type MilestoneWithOwner } from './file-queries';
export { contentFits, keptName } from './file-service';
