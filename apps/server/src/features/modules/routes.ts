import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MODULES_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { modulesTab } from './course-tab';
import { courseModuleProgress, menteeModules, openUnit, setUnitStatus, unitContent } from './service';

const tags = ['modules'];

/**
 * Modules and units (001 §2.3, §3.5; 002 §2.4): an officer's modules, opening a unit, marking it
 * done or pending, and a course's module progress; the rules are in service.ts.
 */
export const moduleRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  services.courseTabs.declare(modulesTab);

  app.post(API.menteeModules.path, fromEndpoint(API.menteeModules, { tags, summary: 'An officer’s modules and units in a course' }), async (request) =>
    menteeModules(db, requireUser(request).id, request.params.id, request.body.course_id));

  app.post(API.openUnit.path, fromEndpoint(API.openUnit, { tags, summary: 'The officer opens a unit (recorded once)' }), async (request) =>
    openUnit(db, requireUser(request).id, request.params.id, request.body.course_id, request.params.unit));

  app.get(API.unitContent.path, fromEndpoint(API.unitContent, { tags, summary: 'A unit’s page on the portal: its text and link (the officer reading it has opened it)' }), async (request) =>
    unitContent(db, requireUser(request).id, request.params.id, request.query.course_id, request.params.unit));

  app.post(API.unitStatus.path, fromEndpoint(API.unitStatus, { tags, summary: 'Mark a unit done (officer after opening it, coordinator) or pending (coordinator)' }), async (request) =>
    setUnitStatus(db, requireUser(request).id, request.params.id, request.body.course_id, request.params.unit, request.body.done));

  app.post(API.courseModuleProgress.path, fromEndpoint(API.courseModuleProgress, { tags, summary: 'A coordinated course’s officers (of one cohort when cohort_id is given) with their module progress, paged' }), async (request) =>
    courseModuleProgress(services, requireUser(request).id, request.body.course_id, request.body.page, request.body.cohort_id));
};
