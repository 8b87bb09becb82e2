/** What other features may use of the CAL tracker: the caller's standing to a mentee in a course. */
export { isReviewer, notInScope, trackerScope, type TrackerScope, type Viewer } from './access';
