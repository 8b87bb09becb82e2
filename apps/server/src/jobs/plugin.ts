import type { FastifyInstance } from 'fastify';
import type { AnyJobKind, JobServices } from './queue';

/**
 * Registers the job kinds with the process's queue and, unless JOBS_WORKER=false, runs its worker
 * from `onReady` until `onClose` (which waits for a running job to finish). The worker also
 * schedules the daily and periodic kinds (housekeeping included), once across processes.
 */
export function registerJobQueue(app: FastifyInstance, services: JobServices, kinds: readonly AnyJobKind[]) {
  services.jobs.register(...kinds);
  if (!services.config.jobs.worker) return;
  app.addHook('onReady', async () => {
    services.jobs.start({ services, log: app.log });
  });
  app.addHook('onClose', async () => {
    await services.jobs.stop();
  });
}
