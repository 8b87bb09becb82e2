import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FORM_TEMPLATES_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { courseForms, formVersions, saveForm } from './service';

const tags = ['form templates'];

/** The form editor (issue 32): a course's form definitions, their versions, a new version saved. */
export const formTemplateRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(API.forms.path, fromEndpoint(API.forms, { tags, summary: 'A course’s form definitions, the latest version of each' }),
    async (request) => courseForms(services, requireUser(request), request.params.course));
  app.get(API.versions.path, fromEndpoint(API.versions, { tags, summary: 'Every version of one of a course’s forms, newest first' }),
    async (request) => formVersions(services, requireUser(request), request.params));
  app.post(API.save.path, fromEndpoint(API.save, { tags, summary: 'Save a changed form definition as its next version' }),
    async (request) => saveForm(services, requireUser(request), request.params, request.body));
};
