import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMISSION_DECISION_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { admitApplication, rejectApplication } from './service';

const tags = ['admission decisions'];

/** Admission decisions (issue 32) on the applications tracker: admit into a cohort, or reject, with a note. */
export const admissionDecisionRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(API.admit.path, fromEndpoint(API.admit, {
    tags, summary: "Admit an application into a cohort of its course: the account, the enrolment and the invitation, in one transaction",
  }), async (request) => admitApplication(services, requireUser(request), request.params.application, request.body));

  app.post(API.reject.path, fromEndpoint(API.reject, { tags, summary: 'Reject an application and mail the applicant' }),
    async (request) => rejectApplication(services, requireUser(request), request.params.application, request.body));
};
