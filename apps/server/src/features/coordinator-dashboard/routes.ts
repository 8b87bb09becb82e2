import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DASHBOARD_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { calBased, calDetails, coordinatorDashboard, dropdownCourses, individualCal, officerTable, officersAnalytics, quickOverview } from './service';

const tags = ['coordinator-dashboard'];

/**
 * The coordinator dashboard (002 §2.2, §2.3, §7 "Dashboards and discussions"): the course
 * dropdown, the banner with the cohorts and their tabs, and the panes' calls; the rules are in service.ts.
 */
export const coordinatorDashboardRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  app.get(API.dropdownCourses.path, fromEndpoint(API.dropdownCourses, { tags, summary: 'The courses the caller coordinates (Course Name), the first selected' }), async (request) =>
    dropdownCourses(db, requireUser(request).id));

  app.get(API.coordinatorDashboard.path, fromEndpoint(API.coordinatorDashboard, { tags, summary: 'The banner, the course and its cohorts with their tabs' }), async (request) =>
    coordinatorDashboard(services, requireUser(request), request.query.fetp_course_id));

  app.get(API.officersAnalytics.path, fromEndpoint(API.officersAnalytics, { tags, summary: 'A cohort’s officers and mentors, by gender' }), async (request) =>
    officersAnalytics(services, requireUser(request).id, request.query.cohort_id));

  app.get(API.quickOverview.path, fromEndpoint(API.quickOverview, { tags, summary: 'Officer based: the Quick Overview of a cohort' }), async (request) =>
    quickOverview(services, requireUser(request).id, request.query.cohort_id));

  app.get(API.officerTable.path, fromEndpoint(API.officerTable, { tags, summary: 'Officer based: a page of the cohort’s officers with their progress' }), async (request) =>
    officerTable(services, requireUser(request).id, request.query.cohort_id, request.query.page));

  app.get(API.calBased.path, fromEndpoint(API.calBased, { tags, summary: 'CAL BASED: each CAL of the course for a cohort' }), async (request) =>
    calBased(services, requireUser(request).id, request.query.cohort_id));

  app.get(API.calDetails.path, fromEndpoint(API.calDetails, { tags, summary: 'Coordinator CAL details: the sub-CALs of one CAL in a cohort, paged' }), async (request) =>
    calDetails(services, requireUser(request).id, request.params.course, request.params.cal, request.query.cohort_id, request.query.page));

  app.get(API.individualCal.path, fromEndpoint(API.individualCal, { tags, summary: 'CAL BASED individual: the cohort’s officers and one officer’s CAL rows' }), async (request) =>
    individualCal(services, requireUser(request).id, request.params.course, request.query.cohort_id, request.query.mentee_id));
};
