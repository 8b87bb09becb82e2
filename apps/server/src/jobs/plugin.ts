import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import type { AnyJobKind } from './queue';

/**
 * Registers the job kinds with the process's queue and, unless JOBS_WORKER=false, runs its worker
 * from `onReady` until `onClose` (which waits for a running job to finish).
 */
export function registerJobQueue(app: FastifyInstance, services: Services, kinds: readonly AnyJobKind[]) {
  services.jobs.register(...kinds);
  if (!services.config.jobs.worker) return;
  app.addHook('onReady', async () => {
    services.jobs.start({ services, log: app.log });
  });
  app.addHook('onClose', async () => {
    await services.jobs.stop();
  });
}
