import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAL_FORM_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { abstractCalData, calTypeOf, classificationsOf, districtsOfState, stateOfDistrictOption } from './lookup-service';

/**
 * The dependent-dropdown lookups (001 §7), POSTed as form data to a field's `url`: reference data
 * for any signed-in mentee, mentor or coordinator, and a CAL or sub-CAL only for those who may see it.
 */
export const calLookupRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const tags = ['cal-forms'];

  app.post(API.stateOfDistrict.path, fromEndpoint(API.stateOfDistrict, { tags, summary: 'The state of a district (district_id), selected' }), async (request) =>
    stateOfDistrictOption(db, request.body.district_id));

  app.post(API.districtsOfState.path, fromEndpoint(API.districtsOfState, { tags, summary: 'The districts of a state (state_id)' }), async (request) =>
    districtsOfState(db, request.body.state_id));

  app.post(API.projectClassifications.path, fromEndpoint(API.projectClassifications, {
    tags, summary: 'The classifications of a project type (project_type)',
  }), async (request) => classificationsOf(db, request.body.project_type));

  app.post(API.calType.path, fromEndpoint(API.calType, { tags, summary: 'The group (cal_type) of a CAL of one of the caller’s courses' }), async (request) =>
    calTypeOf(db, requireUser(request).id, request.body.cal_id));

  app.post(API.abstractCalData.path, fromEndpoint(API.abstractCalData, {
    tags, summary: 'What an abstract pre-fills from a sub-CAL’s registration (title, state, district, disease)',
  }), async (request) => abstractCalData(db, requireUser(request).id, request.body.cal_id));
};
