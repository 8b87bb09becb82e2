/**
 * Progress (course, CAL, module): one definition, read by every feature that shows it (docs/architecture.md
 * "Progress: one definition"). Its kept answers are keyed on progress_version (db/versioned-cache.ts).
 */
export { jsRound, meanPercent, percent, percentOf, roundedMean, subCalProgress } from './rules';
export { completedUnitCount, courseProgressByCourse, moduleHasCompletions, progressFor, progressOf, progressRows, type Progress, type ProgressOf } from './queries';
