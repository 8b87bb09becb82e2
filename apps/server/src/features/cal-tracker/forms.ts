import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAL_FORM_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { loadForm, saveForm } from './form-service';
import { calLookupRoutes } from './lookups';

/** The start, end and abstract forms of a sub-CAL (001 §2.2, §4, §7); the rules are in form-service.ts. */
export const calFormRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['cal-forms'];
  await base.register(calLookupRoutes, { services });

  app.post(API.startForm.path, fromEndpoint(API.startForm, { tags, summary: 'A sub-CAL’s start form with its saved answers' }), async (request) =>
    loadForm(services, requireUser(request), 'start', request.body));
  app.post(API.submitStartForm.path, fromEndpoint(API.submitStartForm, { tags, summary: 'The mentee saves their start form' }), async (request) =>
    saveForm(services, requireUser(request), 'start', request.body));
  app.post(API.endForm.path, fromEndpoint(API.endForm, { tags, summary: 'A sub-CAL’s end form with its saved answers' }), async (request) =>
    loadForm(services, requireUser(request), 'end', request.body));
  app.post(API.submitEndForm.path, fromEndpoint(API.submitEndForm, { tags, summary: 'The mentee saves their end form' }), async (request) =>
    saveForm(services, requireUser(request), 'end', request.body));
  app.post(API.abstractForm.path, fromEndpoint(API.abstractForm, { tags, summary: 'A sub-CAL’s abstract form with its saved answers' }), async (request) =>
    loadForm(services, requireUser(request), 'abstract', request.body));
  app.post(API.submitAbstractForm.path, fromEndpoint(API.submitAbstractForm, { tags, summary: 'The mentee saves their abstract form' }), async (request) =>
    saveForm(services, requireUser(request), 'abstract', request.body));
};
