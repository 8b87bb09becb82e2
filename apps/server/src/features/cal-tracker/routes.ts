import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAL_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import {
  calRequests, milestoneListFor, registerSubCal, registrationForm, setMilestoneStatus, setSubCalStatus, trackerFor,
} from './service';
import { calTrackerTab } from './course-tab';

const tags = ['cal-tracker'];

/** The CAL tracker's calls (001 §7 "CAL and milestones"); the rules are in service.ts. */
export const calTrackerRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  services.courseTabs.declare(calTrackerTab);

  app.get(API.courseTracker.path, fromEndpoint(API.courseTracker, { tags, summary: 'The learner’s CAL tracker' }), async (request) => {
    const me = requireUser(request);
    return trackerFor(services, me, me.id, request.params.course);
  });

  app.get(API.menteeTracker.path, fromEndpoint(API.menteeTracker, { tags, summary: 'A mentee’s CAL tracker' }), async (request) =>
    trackerFor(services, requireUser(request), request.params.mentee, request.params.course));

  app.post(API.courseMilestones.path, fromEndpoint(API.courseMilestones, { tags, summary: 'The milestones of one of the learner’s sub-CALs' }), async (request) => {
    const me = requireUser(request);
    return milestoneListFor(services, me, me.id, request.body.course_id, request.body.cal_id);
  });

  app.post(API.menteeMilestones.path, fromEndpoint(API.menteeMilestones, { tags, summary: 'The milestones of one of a mentee’s sub-CALs' }), async (request) =>
    milestoneListFor(services, requireUser(request), request.params.id, request.body.course_id, request.body.cal_id));

  app.post(API.registrationForm.path, fromEndpoint(API.registrationForm, { tags, summary: 'A CAL’s registration form' }), async (request) =>
    registrationForm(services, requireUser(request), request.body.cal_id, request.body.course_id));

  app.post(API.submitRegistration.path, fromEndpoint(API.submitRegistration, { tags, summary: 'Register a new sub-CAL through its CAL’s form' }), async (request) => {
    const { cal_id: calId, course_id: courseId, ...values } = request.body;
    return registerSubCal(services, requireUser(request), calId, courseId, values);
  });

  app.get(API.calRequests.path, fromEndpoint(API.calRequests, { tags, summary: 'Sub-CALs of the caller’s mentees or courses waiting for review' }), async (request) =>
    calRequests(services, requireUser(request), request.query.page));

  app.post(API.milestoneStatus.path, fromEndpoint(API.milestoneStatus, { tags, summary: 'A mentor or coordinator sets a milestone’s status' }), async (request) =>
    setMilestoneStatus(services, requireUser(request), request.params.id, request.body));

  app.post(API.subCalStatus.path, fromEndpoint(API.subCalStatus, { tags, summary: 'A mentor or coordinator sets a sub-CAL’s status' }), async (request) =>
    setSubCalStatus(services, requireUser(request), request.params.id, request.body));
};
