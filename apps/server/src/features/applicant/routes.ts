import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APPLICANT_API as API, LIMITS } from '@fetp/contract';
import type { Services } from '../../services';
import { requestedLocale } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { admissionCourses } from './catalogue';
import { submitApplication } from './submit';

export const applicantRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admission'];

  app.get(API.courses.path, fromEndpoint(API.courses, {
    tags, summary: 'Courses open for admission (DISCOVER NEW); course_id narrows to one course',
  }), async (request) => {
    const { page, page_size: pageSize, course_id: courseKey } = request.query;
    return admissionCourses(services.db, { page, pageSize, courseKey });
  });

  const submit = fromEndpoint(API.submit, { tags, summary: 'Submit an application (multipart: the wizard fields, extra and prev as JSON, six files)' });
  app.post(API.submit.path, {
    config: {
      ...submit.config,
      multipartOptions: {
        limits: { fileSize: LIMITS.maxUploadBytes, files: 6, fields: 60, fieldSize: 64 * 1024, parts: 66 },
      },
    },
    // Counted before the body is read, so refused and malformed uploads count too.
    onRequest: async (request) => {
      await services.limiter.hit(`apply:ip:${request.ip}`, services.config.rateLimit.perAddress);
    },
    schema: { ...submit.schema, consumes: ['multipart/form-data'] },
  }, async (request) => submitApplication(services, request.body, requestedLocale(request), request.log));
};
