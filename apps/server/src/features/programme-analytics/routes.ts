import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROGRAMME_ANALYTICS_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { programmeAnalytics } from './service';

/** Programme Analytics (the coordinator dashboard's charts; beyond the spec). */
export const programmeAnalyticsRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(API.analytics.path, fromEndpoint(API.analytics, { tags: ['programme-analytics'], summary: 'Charts of a cohort’s output and the TEPHINET-style counts of the course’s cohorts' }), async (request) =>
    programmeAnalytics(services.db, requireUser(request).id, request.query.cohort_id));
};
