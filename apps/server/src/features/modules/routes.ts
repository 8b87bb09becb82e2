import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COURSE_MODULES_API as ADMIN, MODULES_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint, sendSerialised } from '../../plugins/endpoints';
import { modulesTab } from './course-tab';
import {
  courseModuleProgress, createModule, createUnit, listCourseModules, menteeModulesJson, openUnit, removeModule, removeUnit, reorderModules, reorderUnits,
  setUnitStatus, unitContent, updateModule, updateUnit,
} from './service';

const tags = ['modules'];

/**
 * Modules and units (001 §2.3, §3.5; 002 §2.4): an officer's modules, opening a unit, marking it
 * done or pending, and a course's module progress; the rules are in service.ts.
 */
export const moduleRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  services.courseTabs.declare(modulesTab);

  // Checked against the answer's schema and encoded when kept (service.ts).
  app.post(API.menteeModules.path, fromEndpoint(API.menteeModules, { tags, summary: 'An officer’s modules and units in a course' }), async (request, reply) =>
    sendSerialised(reply, await menteeModulesJson(services, requireUser(request), request.params.id, request.body.course_id)));

  app.post(API.openUnit.path, fromEndpoint(API.openUnit, { tags, summary: 'The officer opens a unit (recorded once)' }), async (request) =>
    openUnit(db, requireUser(request).id, request.params.id, request.body.course_id, request.params.unit));

  app.get(API.unitContent.path, fromEndpoint(API.unitContent, { tags, summary: 'A unit’s page on the portal: its text and link (the officer reading it has opened it)' }), async (request) =>
    unitContent(db, requireUser(request).id, request.params.id, request.query.course_id, request.params.unit));

  app.post(API.unitStatus.path, fromEndpoint(API.unitStatus, { tags, summary: 'Mark a unit done (officer after opening it, coordinator) or pending (coordinator)' }), async (request) =>
    setUnitStatus(db, requireUser(request).id, request.params.id, request.body.course_id, request.params.unit, request.body.done));

  app.post(API.courseModuleProgress.path, fromEndpoint(API.courseModuleProgress, { tags, summary: 'A coordinated course’s officers (of one cohort when cohort_id is given) with their module progress, paged' }), async (request) =>
    courseModuleProgress(services, requireUser(request).id, request.body.course_id, request.body.page, request.body.cohort_id));

  // Content Management (issue 32): a course's modules and units, an administrator's or its coordinator's.
  const adminTags = ['modules', 'content management'];
  app.get(ADMIN.modules.path, fromEndpoint(ADMIN.modules, { tags: adminTags, summary: 'A managed course’s modules and units, in order' }),
    async (request) => listCourseModules(services, requireUser(request), request.params.course));
  app.post(ADMIN.createModule.path, fromEndpoint(ADMIN.createModule, { tags: adminTags, summary: 'Add a module at the end of a managed course' }),
    async (request) => createModule(services, requireUser(request), request.params.course, request.body));
  app.post(ADMIN.reorderModules.path, fromEndpoint(ADMIN.reorderModules, { tags: adminTags, summary: 'Put a managed course’s modules in a new order' }),
    async (request) => reorderModules(services, requireUser(request), request.params.course, request.body));
  app.patch(ADMIN.updateModule.path, fromEndpoint(ADMIN.updateModule, { tags: adminTags, summary: 'Rename a module of a managed course' }),
    async (request) => updateModule(services, requireUser(request), request.params.module, request.body));
  app.delete(ADMIN.deleteModule.path, fromEndpoint(ADMIN.deleteModule, { tags: adminTags, summary: 'Delete a module (refused when an officer has completed one of its units)' }),
    async (request) => removeModule(services, requireUser(request), request.params.module));
  app.post(ADMIN.createUnit.path, fromEndpoint(ADMIN.createUnit, { tags: adminTags, summary: 'Add a unit at the end of a module' }),
    async (request) => createUnit(services, requireUser(request), request.params.module, request.body));
  app.post(ADMIN.reorderUnits.path, fromEndpoint(ADMIN.reorderUnits, { tags: adminTags, summary: 'Put a module’s units in a new order' }),
    async (request) => reorderUnits(services, requireUser(request), request.params.module, request.body));
  app.patch(ADMIN.updateUnit.path, fromEndpoint(ADMIN.updateUnit, { tags: adminTags, summary: 'Change a unit (title, link, facilitator, date, time, duration)' }),
    async (request) => updateUnit(services, requireUser(request), request.params.unit, request.body));
  app.delete(ADMIN.deleteUnit.path, fromEndpoint(ADMIN.deleteUnit, { tags: adminTags, summary: 'Delete a unit (refused when an officer has completed it)' }),
    async (request) => removeUnit(services, requireUser(request), request.params.unit));
};
