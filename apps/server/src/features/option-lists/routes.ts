import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMISSION_MESSAGES, optionListAnswer, stateLookupBody } from '@fetp/contract';
import type { Services } from '../../services';
import { badRequest } from '../../plugins/errors';
import { districtOptions, optionList, stateOfDistrict } from './queries';

/** The public option lists of the applicant wizard (000 §7.3): `{ data: [{ key, value, selected }] }`. */
const LISTS = {
  '/api/prefix/': 'prefix',
  '/api/gender/': 'gender',
  '/api/community/': 'community',
  '/api/degree/': 'degree',
  '/api/equivalent_degree/': 'equivalent_degree',
  '/api/computer_skills/': 'computer_skills',
  '/api/employment/': 'employment',
  '/api/organization/': 'organization',
} as const;

export const optionListRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['option lists'];

  for (const [url, list] of Object.entries(LISTS)) {
    app.get(url, {
      config: { access: 'public' },
      schema: { tags, summary: `Options of the ${list} list`, response: { 200: optionListAnswer } },
    }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await optionList(services.db, list) };
    });
  }

  app.get('/api/district/', {
    config: { access: 'public' },
    schema: { tags, summary: 'Every district (key: district id)', response: { 200: optionListAnswer } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const rows = await districtOptions(services.db);
    return { data: rows.map(({ key, value, selected }) => ({ key, value, selected })) };
  });

  app.post('/api/state/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The state of a district (form or JSON: district_id); the first entry is the one to select',
      body: stateLookupBody,
      response: { 200: optionListAnswer },
    },
  }, async (request) => {
    const rows = await stateOfDistrict(services.db, request.body.district_id);
    if (!rows.length) throw badRequest(ADMISSION_MESSAGES.unknownDistrict, { district_id: [ADMISSION_MESSAGES.unknownDistrict] });
    return { data: rows.map((s, i) => ({ key: String(s.id), value: s.name, selected: i === 0 })) };
  });
};
