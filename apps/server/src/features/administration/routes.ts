import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMINISTRATION_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { adminOverview } from './service';

/** Content Management (issue 32): the programme's administration, under /api/admin/. */
export const administrationRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['administration'];
  app.get(API.overview.path, fromEndpoint(API.overview, { tags, summary: 'The counts of what the caller manages: the whole programme for an administrator, their courses for a coordinator' }), async (request) =>
    adminOverview(services, requireUser(request).id));
};
