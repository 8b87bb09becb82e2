import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOGIN_PATH, RECOMMENDATIONS_API, REGISTRATION_API as API, REGISTRATION_MESSAGES } from '@fetp/contract';
import type { Services } from '../../services';
import { districtOptions, optionList, stateOptions } from '../option-lists';
import { fromEndpoint } from '../../plugins/endpoints';
import { recommendedCourses } from './recommendations';
import { createAccount } from './service';

export const registrationRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['registration'];

  app.get(API.fields.path, fromEndpoint(API.fields, { tags, summary: 'District, state, gender and goals options' }), async () => {
    const [district, state, gender, goals] = await Promise.all([
      districtOptions(services.db), stateOptions(services.db), optionList(services.db, 'gender'), optionList(services.db, 'goals'),
    ]);
    return { data: { district, state, gender, goals } };
  });

  app.post(API.createAccount.path, fromEndpoint(API.createAccount, {
    tags, summary: 'Create an account (multipart: email, name, encrypted password, phone_number, dob, state, district, gender, goals, key_id)',
  }), async (request) => {
    await services.limiter.hit(`register:ip:${request.ip}`, services.config.rateLimit.perAddress);
    const next = await createAccount(services, request.body);
    return { success: true, redirect_url: LOGIN_PATH, authenticated_user: false, message: REGISTRATION_MESSAGES.created, ...next };
  });

  app.get(RECOMMENDATIONS_API.courses.path, fromEndpoint(RECOMMENDATIONS_API.courses, {
    tags, summary: 'Courses open for admission that serve a goal of the Registration form, best first (every open course without a goal)',
  }), async (request) => {
    const { goal, page, page_size: pageSize } = request.query;
    return recommendedCourses(services.db, { goal, page, pageSize });
  });
};
