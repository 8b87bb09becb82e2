import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROGRAMME_SETUP_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import {
  createCohort, createCourse, createHub, getCourse, listCohorts, listCourses, listHubs, updateCohort, updateCourse, updateHub,
} from './service';

const tags = ['programme setup'];

/** Programme setup (issue 32): hubs, courses and cohorts from Content Management. */
export const programmeSetupRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(API.hubs.path, fromEndpoint(API.hubs, { tags, summary: 'The hubs, by name, a page at a time (administrators)' }),
    async (request) => listHubs(services, request.query.page, request.query.page_size));
  app.post(API.createHub.path, fromEndpoint(API.createHub, { tags, summary: 'Create a hub (administrators)' }),
    async (request) => createHub(services, requireUser(request).id, request.body));
  app.patch(API.updateHub.path, fromEndpoint(API.updateHub, { tags, summary: 'Change a hub (administrators)' }),
    async (request) => updateHub(services, requireUser(request).id, request.params.hub, request.body));

  app.get(API.courses.path, fromEndpoint(API.courses, { tags, summary: 'The courses the caller manages (all for an administrator), by title' }),
    async (request) => listCourses(services, requireUser(request), request.query));
  app.post(API.createCourse.path, fromEndpoint(API.createCourse, { tags, summary: 'Create a course (administrators)' }),
    async (request) => createCourse(services, requireUser(request), request.body));
  app.get(API.course.path, fromEndpoint(API.course, { tags, summary: 'One course the caller manages' }),
    async (request) => getCourse(services, requireUser(request), request.params.course));
  app.patch(API.updateCourse.path, fromEndpoint(API.updateCourse, { tags, summary: 'Change a course (a coordinator: its description, dates, admission, image and link)' }),
    async (request) => updateCourse(services, requireUser(request), request.params.course, request.body));

  app.get(API.cohorts.path, fromEndpoint(API.cohorts, { tags, summary: 'The cohorts of a course the caller manages' }),
    async (request) => listCohorts(services, requireUser(request), request.params.course));
  app.post(API.createCohort.path, fromEndpoint(API.createCohort, { tags, summary: 'Add a cohort to a course the caller manages' }),
    async (request) => createCohort(services, requireUser(request), request.params.course, request.body));
  app.patch(API.updateCohort.path, fromEndpoint(API.updateCohort, { tags, summary: 'Change a cohort of a course the caller manages' }),
    async (request) => updateCohort(services, requireUser(request), request.params.cohort, request.body));
};
