import { REQUEST_MESSAGES } from '@fetp/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../services';
import { ping } from '../../db/client';

export const healthRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    try {
      await ping(services.db);
    } catch (err) {
      request.log.error({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable', message: REQUEST_MESSAGES.databaseUnreachable });
    }
    try {
      await services.files.ping();
    } catch (err) {
      request.log.error({ err }, 'file store not reachable');
      return reply.status(503).send({ status: 'unavailable', message: REQUEST_MESSAGES.fileStoreUnreachable });
    }
    return { status: 'ready' };
  });
};
