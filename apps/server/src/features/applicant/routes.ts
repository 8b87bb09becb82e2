import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS, admissionCoursesAnswer, admissionCoursesQuery, applicationSubmissionBody, submitApplicationAnswer } from '@fetp/contract';
import type { Services } from '../../services';
import { admissionCourses } from './catalogue';
import { submitApplication } from './submit';

export const applicantRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admission'];

  app.get('/api/admission_courses/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Courses open for admission (DISCOVER NEW); course_id narrows to one course',
      querystring: admissionCoursesQuery,
      response: { 200: admissionCoursesAnswer },
    },
  }, async (request) => {
    const { page, page_size: pageSize, course_id: courseKey } = request.query;
    return admissionCourses(services.db, { page, pageSize, courseKey });
  });

  app.post('/api/submit_application/', {
    config: {
      access: 'public',
      multipartOptions: {
        limits: { fileSize: LIMITS.maxUploadBytes, files: 6, fields: 60, fieldSize: 64 * 1024, parts: 66 },
      },
    },
    // Counted before the body is read, so refused and malformed uploads count too.
    onRequest: async (request) => {
      await services.limiter.hit(`apply:ip:${request.ip}`, services.config.rateLimit.perAddress);
    },
    schema: {
      tags,
      summary: 'Submit an application (multipart: the wizard fields, extra and prev as JSON, six files)',
      consumes: ['multipart/form-data'],
      body: applicationSubmissionBody,
      response: { 200: submitApplicationAnswer },
    },
  }, async (request) => {
    return submitApplication(services, request.body, request.log);
  });
};
