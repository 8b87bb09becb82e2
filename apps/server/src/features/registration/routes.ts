import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOGIN_PATH, createAccountAnswer, createAccountBody, registerFieldsAnswer } from '@fetp/contract';
import type { Services } from '../../services';
import { districtOptions, optionList, stateOptions } from '../option-lists';
import { REGISTRATION_MESSAGES, createAccount } from './service';

export const registrationRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['registration'];

  app.get('/register-fields-value/', {
    config: { access: 'public' },
    schema: { tags, summary: 'District, state, gender and goals options', response: { 200: registerFieldsAnswer } },
  }, async () => {
    const [district, state, gender, goals] = await Promise.all([
      districtOptions(services.db), stateOptions(services.db), optionList(services.db, 'gender'), optionList(services.db, 'goals'),
    ]);
    return { data: { district, state, gender, goals } };
  });

  app.post('/create_account_custom', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Create an account (multipart: email, name, encrypted password, phone_number, dob, state, district, gender, goals, key_id)',
      body: createAccountBody,
      response: { 200: createAccountAnswer },
    },
  }, async (request) => {
    await services.limiter.hit(`register:ip:${request.ip}`, services.config.rateLimit.perAddress);
    await createAccount(services, request.body);
    return { success: true, redirect_url: LOGIN_PATH, authenticated_user: false, message: REGISTRATION_MESSAGES.created };
  });
};
