import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DISCUSSIONS_API as API, MEETINGS_API } from '@fetp/contract';
import type { Services } from '../../../services';
import { requireUser } from '../../../plugins/auth';
import { fromEndpoint } from '../../../plugins/endpoints';
import { discussionsTab } from './course-tab';
import {
  cancel, coordinatorCreate, coordinatorPreData, coordinatorUpdate, coordinatorUpdatePreData, courseDiscussionList, discussionDetail, discussionList, discussionMeetingList,
  menteeCreate, menteePreData, menteeUpdate, mentorCreate, mentorPreData, mentorUpdate,
} from './service';

const tags = ['discussions'];

/**
 * Mentor-mentee discussion events (001 §2.7, §3.8, §7; 002 §2.5, §7): pre-data, create, update,
 * read, cancel and the two lists; the rules are in service.ts. Every refusal of these calls also
 * carries `errorMsg` (the spec's modal shows it).
 */
export const discussionRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  services.courseTabs.declare(discussionsTab);

  // 001 §8: "Create-event failure shows the server's errorMsg": every 4xx here says it as errorMsg too.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || reply.statusCode >= 500 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as Record<string, unknown>;
      if (typeof body.message !== 'string' || 'errorMsg' in body) return payload;
      return JSON.stringify({ ...body, errorMsg: body.message });
    } catch {
      return payload;
    }
  });

  app.get(API.menteePreData.path, fromEndpoint(API.menteePreData, { tags, summary: 'The learner form’s choices: own mentors and CALs in the course, modes, internal members' }), async (request) =>
    menteePreData(db, requireUser(request).id, request.params.courseKey));

  app.post(API.menteeCreate.path, fromEndpoint(API.menteeCreate, { tags, summary: 'A mentee schedules a discussion with their mentors on one of their CALs' }), async (request) =>
    menteeCreate(services, requireUser(request).id, request.body));

  app.patch(API.menteeUpdate.path, fromEndpoint(API.menteeUpdate, { tags, summary: 'The mentee changes their discussion (description, CAL and mode kept)' }), async (request) =>
    menteeUpdate(services, requireUser(request).id, request.body));

  app.get(API.mentorPreData.path, fromEndpoint(API.mentorPreData, { tags, summary: 'The mentor form’s choices: own officers, modes, internal members' }), async (request) =>
    mentorPreData(db, requireUser(request).id));

  app.post(API.mentorCreate.path, fromEndpoint(API.mentorCreate, { tags, summary: 'A mentor schedules a discussion with their officers' }), async (request) =>
    mentorCreate(services, requireUser(request).id, request.body));

  app.post(API.mentorUpdate.path, fromEndpoint(API.mentorUpdate, { tags, summary: 'The mentor changes their discussion (description and mode kept)' }), async (request) =>
    mentorUpdate(services, requireUser(request).id, request.body));

  app.get(API.coordinatorPreData.path, fromEndpoint(API.coordinatorPreData, { tags, summary: 'The coordinator form (field_data) for a cohort of a coordinated course' }), async (request) =>
    coordinatorPreData(db, requireUser(request).id, request.query.cohort_id));

  app.post(API.coordinatorCreate.path, fromEndpoint(API.coordinatorCreate, { tags, summary: 'A coordinator schedules a discussion with people of a cohort' }), async (request) =>
    coordinatorCreate(services, requireUser(request).id, request.body));

  app.get(API.coordinatorUpdatePreData.path, fromEndpoint(API.coordinatorUpdatePreData, { tags, summary: 'The coordinator form with an event’s values' }), async (request) =>
    coordinatorUpdatePreData(db, requireUser(request).id, request.query.event_id, request.query.time_zone));

  app.post(API.coordinatorUpdate.path, fromEndpoint(API.coordinatorUpdate, { tags, summary: 'The coordinator changes their discussion (description and mode kept)' }), async (request) =>
    coordinatorUpdate(services, requireUser(request).id, request.body));

  app.post(API.event.path, fromEndpoint(API.event, { tags, summary: 'A discussion as its form shows it (for those who may read it)' }), async (request) =>
    discussionDetail(db, requireUser(request).id, request.body.event_id, request.body.time_zone));

  app.route({
    method: 'DELETE', url: API.cancel.path, ...fromEndpoint(API.cancel, { tags, summary: 'The scheduler cancels a discussion' }),
    handler: async (request) => cancel(services, requireUser(request).id, request.query.event_id),
  });

  app.get(API.list.path, fromEndpoint(API.list, { tags, summary: 'Discussions, upcoming or past, 10 a page: the caller’s, an officer’s, or a cohort’s' }), async (request) =>
    discussionList(services, requireUser(request), request.query));

  app.get(API.courseList.path, fromEndpoint(API.courseList, { tags, summary: 'An officer’s discussions in a course (the course page’s tab)' }), async (request) =>
    courseDiscussionList(services, requireUser(request), request.query));

  app.get(MEETINGS_API.discussionMeetings.path, fromEndpoint(MEETINGS_API.discussionMeetings, { tags, summary: 'A cohort’s coordinator discussion meetings, upcoming or past, 10 a page' }), async (request) =>
    discussionMeetingList(services, requireUser(request), request.query));
};
