import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DASHBOARD_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint, sendSerialised } from '../../plugins/endpoints';
import { mentorDashboardJson } from './service';

/** The mentor dashboard (002 §2.5, §7): the caller's header and mentee list. */
export const mentorDashboardRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Checked against the answer's schema and serialised when the figures were kept (service.ts).
  app.get(API.mentorDashboard.path, fromEndpoint(API.mentorDashboard, { tags: ['mentor-dashboard'], summary: 'The caller’s header and their mentees in every course, with progress' }),
    async (request, reply) => sendSerialised(reply, await mentorDashboardJson(services, requireUser(request))));
};
