import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COURSE_PAGE_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { currentTrackerScope, trackerScope } from '../../plugins/officer-access';
import { bannerFor } from './service';

const tags = ['course-page'];

/**
 * The course page's calls (001 §2.6): the banner, and the tab list answered from the tabs the
 * features declare (`services.courseTabs`); each checks the caller's standing to the officer.
 */
export const coursePageRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db, courseTabs } = services;

  const tabs = async (callerId: number, menteeId: number, courseId: number) =>
    courseTabs.tabsFor({ ...(await trackerScope(db, callerId, menteeId, courseId)), callerId });

  app.get(API.courseTabs.path, fromEndpoint(API.courseTabs, { tags, summary: 'The learner’s course page tabs' }), async (request) => {
    const me = requireUser(request);
    return tabs(me.id, me.id, request.query.course_id);
  });

  app.get(API.menteeTabs.path, fromEndpoint(API.menteeTabs, { tags, summary: 'A mentee’s details page tabs' }), async (request) => {
    const me = requireUser(request);
    return tabs(me.id, request.query.mentee_id, request.query.course_id);
  });

  app.get(API.courseBanner.path, fromEndpoint(API.courseBanner, { tags, summary: 'The learner’s banner on the course page' }), async (request) => {
    const me = requireUser(request);
    return { data: await bannerFor(db, await trackerScope(db, me.id, me.id, request.params.course)) };
  });

  app.get(API.menteeBanner.path, fromEndpoint(API.menteeBanner, { tags, summary: 'A mentee’s banner on the details page' }), async (request) => {
    const me = requireUser(request);
    const { course_id: courseId } = request.query;
    // Without course_id (the spec's call): the officer's current course the caller stands in.
    const scope = courseId === undefined ? await currentTrackerScope(db, me.id, request.params.id) : await trackerScope(db, me.id, request.params.id, courseId);
    return { data: await bannerFor(db, scope) };
  });
};
