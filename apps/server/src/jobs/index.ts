/** The durable job queue (docs/architecture.md, "Jobs"): what features use to define and enqueue jobs. */
export { JobQueue, PermanentJobError, defineDailyJob, defineJob } from './queue';
export type { AnyJobKind, DailyPayload, EnqueueOptions, JobContext, JobInfo, JobKind, JobQueueOptions } from './queue';
export { coreJobKinds, pruneJobsJob, sendMailJob } from './kinds';
export { registerJobQueue } from './plugin';
