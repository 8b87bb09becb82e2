import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CALENDAR_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { feedAddress, feedCalendar, officers, resetFeed, sessions } from './service';
import { scheduleCourses } from './queries';
import { webinarRoutes } from './webinars/routes';
import { meetingRoutes } from './meetings/routes';
import { discussionRoutes } from './discussions/routes';

const tags = ['calendar'];

/**
 * The calendar's calls: its three kinds' spec paths (webinars, meetings, discussions: each a thin
 * route file over the shared event read and write path), then the personal feed and the Attendance
 * & Schedules page, whose rules are in service.ts.
 */
export const calendarRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  for (const kind of [webinarRoutes, meetingRoutes, discussionRoutes]) await base.register(kind, { services });
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(API.feedAddress.path, fromEndpoint(API.feedAddress, { tags, summary: 'The caller’s private calendar feed address (made on first call)' }), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return feedAddress(services, requireUser(request).id);
  });

  app.post(API.resetFeed.path, fromEndpoint(API.resetFeed, { tags, summary: 'A new feed address; the old one stops working' }), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return resetFeed(services, requireUser(request).id);
  });

  app.get(API.feed.path, fromEndpoint(API.feed, { tags, summary: 'A user’s calendar feed (iCalendar), by its secret address' }), async (request, reply) => {
    const ics = await feedCalendar(services, request.params.token);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="fetp.ics"')
      .header('cache-control', 'private, max-age=300')
      .send(ics);
  });

  app.get(API.scheduleCourses.path, fromEndpoint(API.scheduleCourses, { tags, summary: 'Attendance & Schedules: the caller’s courses and cohorts' }), async (request) =>
    ({ data: await scheduleCourses(services.db, requireUser(request).id) }));

  app.get(API.scheduleSessions.path, fromEndpoint(API.scheduleSessions, { tags, summary: 'Attendance & Schedules: past sessions with attendance, paged' }), async (request) =>
    sessions(services.db, requireUser(request).id, request.query.page));

  app.get(API.scheduleOfficers.path, fromEndpoint(API.scheduleOfficers, { tags, summary: 'Attendance & Schedules: each officer’s attendance across sessions, paged' }), async (request) =>
    officers(services.db, requireUser(request).id, request.query.page));
};
