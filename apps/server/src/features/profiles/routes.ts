import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_API as API, PROFILE_TEMPLATES as T } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint, sendSerialised } from '../../plugins/endpoints';
import { menteeProfileJson, myProfileJson, saveProfile, saveVariantB, stateOf } from './service';

const tags = ['profiles'];

/**
 * Profiles (002 §2.8, §7 "Profiles"): the caller's profile in their template's form, its four
 * saves (each refused with 403 when it is not the caller's form), the district-to-state lookup and
 * another user's profile, read-only; the rules are in service.ts.
 */
export const profileRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  // The two reads answer JSON checked and serialised in service.ts (the option lists once per version).
  app.get(API.myProfile.path, fromEndpoint(API.myProfile, {
    tags, summary: 'The caller’s profile: template_name (by the Mentor role, else the hub), the flat values of that form, district and state, every option list',
  }), async (request, reply) => sendSerialised(reply, await myProfileJson(services, requireUser(request))));

  app.post(API.saveMentorProfile.path, fromEndpoint(API.saveMentorProfile, {
    tags, summary: 'Save the mentor profile form (JSON; lists as ordered lists or row objects)',
  }), async (request) => saveProfile(db, requireUser(request).id, T.mentor, request.body));

  app.post(API.saveVariantA.path, fromEndpoint(API.saveVariantA, {
    tags, summary: 'Save profile variant A (mentee-profile-details, JSON)',
  }), async (request) => saveProfile(db, requireUser(request).id, T.fieldEpidemiology, request.body));

  app.post(API.saveVariantB.path, fromEndpoint(API.saveVariantB, {
    tags, summary: 'Save profile variant B (who-mentee-profile; multipart: arrays as JSON text, null as None)',
  }), async (request) => saveVariantB(db, requireUser(request).id, request.body));

  app.post(API.saveVariantC.path, fromEndpoint(API.saveVariantC, {
    tags, summary: 'Save profile variant C (frontline-profile-page, JSON; lists as ordered lists or row objects)',
  }), async (request) => saveProfile(db, requireUser(request).id, T.frontline, request.body));

  app.get(API.stateOfDistrict.path, fromEndpoint(API.stateOfDistrict, {
    tags, summary: 'The state of a district as [{ value, label }] (the form takes the first; empty for an unknown district)',
  }), async (request) => stateOf(db, request.query.district_id));

  app.get(API.menteeProfile.path, fromEndpoint(API.menteeProfile, {
    tags, summary: 'Another user’s profile, read-only: for the user, their mentors and the coordinators of their courses',
  }), async (request, reply) => sendSerialised(reply, await menteeProfileJson(services, requireUser(request), request.query.user_id)));
};
