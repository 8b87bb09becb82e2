/** What other features may use of the CAL tracker: the caller's standing to a mentee, milestones and their files' checks. */
export { isReviewer, notInScope, trackerScope, type TrackerScope, type Viewer } from './access';
export { milestoneWithOwner, type MilestoneWithOwner } from './file-queries';
export { contentFits, keptName } from './file-service';
export { attachment } from './files';
