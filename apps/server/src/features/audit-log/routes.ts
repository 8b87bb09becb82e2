import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_LOG_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { auditLogPage } from './service';

/** The audit log (issue 32): read and filtered by administrators, and by coordinators for their courses. */
export const auditLogRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(API.entries.path, fromEndpoint(API.entries, {
    tags: ['audit log'], summary: 'The audit log, newest first, filtered; `after` continues from the previous page (its `next`)',
  }), async (request) => auditLogPage(services.db, requireUser(request), request.query));
};
