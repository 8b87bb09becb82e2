import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FIELD_ASSIGNMENT_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { fieldAssignmentsTab } from './course-tab';
import {
  createProject, editProject, graduationList, myProjects, projectForm, projectFormOf, projectForms, projectsCounts, projectsList, setGraduated,
} from './service';

const tags = ['field-assignment'];

/**
 * The Field Assignment pane (002 §2.7, §7 "Field assignment and graduation"): a Frontline cohort's
 * projects, their counts and form, and its graduation table; the rules are in service.ts.
 */
export const fieldAssignmentRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  services.courseTabs.declare(fieldAssignmentsTab);

  app.get(API.myProjects.path, fromEndpoint(API.myProjects, { tags, summary: 'The projects the signed-in officer investigates in a course' }), async (request) =>
    myProjects(db, requireUser(request).id, request.query.course_id));

  app.get(API.projectsList.path, fromEndpoint(API.projectsList, { tags, summary: 'A Frontline cohort’s projects, newest first, 10 a page' }), async (request) =>
    projectsList(db, requireUser(request).id, request.query));

  app.get(API.projectsCounts.path, fromEndpoint(API.projectsCounts, { tags, summary: 'A cohort’s projects, data quality audits, case investigations, database analyses and outbreak investigations' }), async (request) =>
    projectsCounts(db, requireUser(request).id, request.query.cohort_id));

  app.get(API.projectForms.path, fromEndpoint(API.projectForms, { tags, summary: 'The project forms offered to a cohort (latest version of each)' }), async (request) =>
    projectForms(db, requireUser(request).id, request.query.cohort_id));

  app.get(API.projectForm.path, fromEndpoint(API.projectForm, { tags, summary: 'The empty project form with the cohort’s choices' }), async (request) =>
    projectForm(db, requireUser(request).id, request.query.cohort_id));

  app.post(API.projectFormOf.path, fromEndpoint(API.projectFormOf, { tags, summary: 'A project’s form with its values (projectform_id: the project)' }), async (request) =>
    projectFormOf(db, requireUser(request).id, request.body));

  app.post(API.createProject.path, fromEndpoint(API.createProject, { tags, summary: 'Add a project to a cohort (the form’s answers)' }), async (request) =>
    createProject(db, requireUser(request).id, request.body));

  app.post(API.editProject.path, fromEndpoint(API.editProject, { tags, summary: 'Change a project of a cohort (id, the form’s answers)' }), async (request) =>
    editProject(db, requireUser(request).id, request.body));

  app.get(API.graduationList.path, fromEndpoint(API.graduationList, { tags, summary: 'A cohort’s officers with mentors, district, FIELD Assignment flags and graduated, 50 a page' }), async (request) =>
    graduationList(services, requireUser(request).id, request.query));

  app.post(API.graduated.path, fromEndpoint(API.graduated, { tags, summary: 'An officer of the cohort graduated (yes) or not (no), kept with who changed it' }), async (request) =>
    setGraduated(db, requireUser(request).id, request.body));
};
