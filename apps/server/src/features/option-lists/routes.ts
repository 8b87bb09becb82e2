import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMISSION_MESSAGES, OPTION_LISTS_ADMIN_API as ADMIN, OPTION_LISTS_API as API, OPTION_LIST_PATHS } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { badRequest } from '../../plugins/errors';
import { districtOptions, optionList, stateOfDistrict } from './queries';
import { changeItem, createItem, listItems, listLists, reorderItems } from './service';

export const optionListRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['option lists'];

  // The public option lists of the applicant wizard (000 §7.3): `{ data: [{ key, value, selected }] }`.
  for (const [path, list] of Object.entries(OPTION_LIST_PATHS) as Array<[keyof typeof OPTION_LIST_PATHS, string]>) {
    const listEndpoint = API.list(path);
    app.get(listEndpoint.path, fromEndpoint(listEndpoint, { tags, summary: `Options of the ${list} list` }), async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await optionList(services.db, list) };
    });
  }

  app.get(API.districts.path, fromEndpoint(API.districts, { tags, summary: 'Every district (key: district id)' }), async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const rows = await districtOptions(services.db);
    return { data: rows.map(({ key, value, selected }) => ({ key, value, selected })) };
  });

  app.post(API.stateOfDistrict.path, fromEndpoint(API.stateOfDistrict, {
    tags, summary: 'The state of a district (form or JSON: district_id); the first entry is the one to select',
  }), async (request) => {
    const rows = await stateOfDistrict(services.db, request.body.district_id);
    if (!rows.length) throw badRequest(ADMISSION_MESSAGES.unknownDistrict, { district_id: [ADMISSION_MESSAGES.unknownDistrict] });
    return { data: rows.map((s, i) => ({ key: String(s.id), value: s.name, selected: i === 0 })) };
  });

  // Content Management (issue 32): the lists and their items, administrators only.
  app.get(ADMIN.lists.path, fromEndpoint(ADMIN.lists, { tags, summary: 'Every option list with its item counts (administrators)' }),
    async () => listLists(services));
  app.get(ADMIN.items.path, fromEndpoint(ADMIN.items, { tags, summary: 'The items of an option list, retired ones too (administrators)' }),
    async (request) => listItems(services, request.params.list));
  app.post(ADMIN.createItem.path, fromEndpoint(ADMIN.createItem, { tags, summary: 'Add an item at the end of an option list (administrators)' }),
    async (request) => createItem(services, requireUser(request).id, request.params.list, request.body));
  app.post(ADMIN.reorder.path, fromEndpoint(ADMIN.reorder, { tags, summary: 'Put an option list’s items in a new order (administrators)' }),
    async (request) => reorderItems(services, requireUser(request).id, request.params.list, request.body));
  app.patch(ADMIN.updateItem.path, fromEndpoint(ADMIN.updateItem, { tags, summary: 'Rename, retire or restore an option (administrators)' }),
    async (request) => changeItem(services, requireUser(request).id, request.params.item, request.body));
};
