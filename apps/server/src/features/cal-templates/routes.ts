import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAL_TEMPLATES_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { changeCal, createCal, listCals, removeCal, reorderCals } from './service';

const tags = ['cal templates'];

/** A course's CAL templates in Content Management (issue 32): its CALs with their forms and milestones. */
export const calTemplateRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(API.cals.path, fromEndpoint(API.cals, { tags, summary: 'A course’s CALs with their forms and milestones, and the forms the caller may give them' }),
    async (request) => listCals(services, requireUser(request), request.params.course));
  app.post(API.createCal.path, fromEndpoint(API.createCal, { tags, summary: 'Add a CAL to a course' }),
    async (request) => createCal(services, requireUser(request), request.params.course, request.body));
  app.post(API.reorderCals.path, fromEndpoint(API.reorderCals, { tags, summary: 'Order a course’s CALs' }),
    async (request) => reorderCals(services, requireUser(request), request.params.course, request.body));
  app.patch(API.updateCal.path, fromEndpoint(API.updateCal, { tags, summary: 'Change a CAL: names, group, forms, milestones' }),
    async (request) => changeCal(services, requireUser(request), request.params.cal, request.body));
  app.delete(API.deleteCal.path, fromEndpoint(API.deleteCal, { tags, summary: 'Delete a CAL no officer has registered work under' }),
    async (request) => removeCal(services, requireUser(request), request.params.cal));
};
