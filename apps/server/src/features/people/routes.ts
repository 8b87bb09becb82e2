import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PEOPLE_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import {
  assignMentorTo, createPerson, deactivatePerson, enrolPerson, getPerson, grant, invite, listCohorts, listPeople, movePerson, reactivatePerson,
  revoke, setSupervisorOf, unassignMentorOf, unenrolPerson,
} from './service';

const tags = ['people'];

/** People (issue 32): search, one person's standing, create, roles, enrolments, mentors, deactivation, invitations. */
export const peopleRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(API.people.path, fromEndpoint(API.people, { tags, summary: 'Search the people the caller manages, a page at a time' }),
    async (request) => listPeople(services, requireUser(request), request.query));
  app.get(API.cohorts.path, fromEndpoint(API.cohorts, { tags, summary: 'The cohorts the caller may enrol people in' }),
    async (request) => listCohorts(services, requireUser(request)));
  app.post(API.create.path, fromEndpoint(API.create, { tags, summary: 'Create one person and send their invitation (administrators)' }),
    async (request) => createPerson(services, requireUser(request), request.body));
  app.get(API.person.path, fromEndpoint(API.person, { tags, summary: 'One person’s standing' }),
    async (request) => getPerson(services, requireUser(request), request.params.user));
  app.post(API.grant.path, fromEndpoint(API.grant, { tags, summary: 'Grant a role (administrators)' }),
    async (request) => grant(services, requireUser(request), request.params.user, request.body));
  app.post(API.revoke.path, fromEndpoint(API.revoke, { tags, summary: 'Take a role away (administrators)' }),
    async (request) => revoke(services, requireUser(request), request.params.user, request.body));
  app.post(API.enrol.path, fromEndpoint(API.enrol, { tags, summary: 'Enrol the person in a cohort' }),
    async (request) => enrolPerson(services, requireUser(request), request.params.user, request.body));
  app.post(API.move.path, fromEndpoint(API.move, { tags, summary: 'Move the person to another cohort of the course' }),
    async (request) => movePerson(services, requireUser(request), request.params.user, request.body));
  app.post(API.unenrol.path, fromEndpoint(API.unenrol, { tags, summary: 'End the person’s enrolment in a cohort' }),
    async (request) => unenrolPerson(services, requireUser(request), request.params.user, request.body));
  app.post(API.assignMentor.path, fromEndpoint(API.assignMentor, { tags, summary: 'Assign mentor 1 or 2' }),
    async (request) => assignMentorTo(services, requireUser(request), request.params.user, request.body));
  app.post(API.unassignMentor.path, fromEndpoint(API.unassignMentor, { tags, summary: 'Remove mentor 1 or 2' }),
    async (request) => unassignMentorOf(services, requireUser(request), request.params.user, request.body));
  app.post(API.supervisor.path, fromEndpoint(API.supervisor, { tags, summary: 'Set the supervisor' }),
    async (request) => setSupervisorOf(services, requireUser(request), request.params.user, request.body));
  app.post(API.deactivate.path, fromEndpoint(API.deactivate, { tags, summary: 'Deactivate the account (administrators)' }),
    async (request) => deactivatePerson(services, requireUser(request), request.params.user));
  app.post(API.reactivate.path, fromEndpoint(API.reactivate, { tags, summary: 'Reactivate the account (administrators)' }),
    async (request) => reactivatePerson(services, requireUser(request), request.params.user));
  app.post(API.invite.path, fromEndpoint(API.invite, { tags, summary: 'Send the invitation again (administrators)' }),
    async (request) => invite(services, requireUser(request), request.params.user));
};
