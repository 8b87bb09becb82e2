/** The durable job queue (docs/architecture.md, "Jobs"): what features use to define and enqueue jobs. */
export { JobQueue, PermanentJobError, defineDailyJob, defineJob, definePeriodicJob } from './queue';
export type { AnyJobKind, DailyPayload, EnqueueOptions, JobContext, JobInfo, JobKind, JobQueueOptions, JobServices, PeriodicPayload } from './queue';
export { coreJobKinds, pruneJobsJob, pruneRateLimitsJob, sendMailJob } from './kinds';
export { registerJobQueue } from './plugin';
