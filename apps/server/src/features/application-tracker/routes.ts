import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_ACCESS, APPLICATION_FILE_FIELDS, appTrackerCourseAnswer, applicationsAnswer, applicationsQuery, downloadApplicationsAnswer,
  downloadApplicationsQuery, recordId, applicationsCsvQuery, signedLinkQuery,
} from '@fetp/contract';
import type { Services } from '../../services';
import { EXTENSION_OF, type SniffedType } from '../../files/content-type';
import { requireUser } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/errors';
import { applicationsCsv } from './csv';
import { allApplications, applicationsPage, documentFor, trackerCourses, trackerScope } from './queries';

const FILE_PATH = '/api/application_files';
const CSV_PATH = '/api/download_applications/applications.csv';
const DOCUMENT_FIELDS = [...APPLICATION_FILE_FIELDS, 'application_form'] as const;

const fileParams = z.object({
  id: recordId('Not found.'),
  field: z.enum(DOCUMENT_FIELDS, { error: 'Not found.' }),
});

/** The applications tracker (002 §2.11): coordinators see the applications to their own courses. */
export const applicationTrackerRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['application tracker'];
  const security = [{ bearer: [] }];
  const access = API_ACCESS.applicationTracker;

  app.get('/api/app_tracker_course/', {
    config: { access },
    schema: { tags, security, summary: "The caller's courses as filter options (value, label)", response: { 200: appTrackerCourseAnswer } },
  }, async (request) => ({ data: await trackerCourses(services.db, requireUser(request).id) }));

  app.get('/api/applications/', {
    config: { access },
    schema: {
      tags, security, summary: 'Applications to the caller\'s courses, newest first; pk narrows to one course', querystring: applicationsQuery,
      response: { 200: applicationsAnswer },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { pk, page, page_size: pageSize } = request.query;
    const result = await applicationsPage(services.db, user.id, {
      courseId: pk, page, pageSize, link: (id, field) => services.links.sign(`${FILE_PATH}/${id}/${field}`, user.id),
    });
    return { ...result, page, page_size: pageSize };
  });

  app.get('/api/download_applications/', {
    config: { access },
    schema: {
      tags, security, summary: 'A short-lived link to the CSV of the filtered applications', querystring: downloadApplicationsQuery,
      response: { 200: downloadApplicationsAnswer },
    },
  }, async (request) => {
    const user = requireUser(request);
    await trackerScope(services.db, user.id, request.query.pk);
    return { data: { data: { csv_url: services.links.sign(CSV_PATH, user.id, { pk: request.query.pk }) } } };
  });

  app.get(CSV_PATH, {
    config: { access: 'public' },
    schema: { tags, summary: 'The CSV itself (a signed link from /api/download_applications/)', querystring: applicationsCsvQuery },
  }, async (request, reply) => {
    const userId = services.links.verify(CSV_PATH, request.query);
    if (userId === null) throw forbidden('This link has expired. Download the file again.');
    const pk = request.query.pk === undefined ? undefined : Number(request.query.pk);
    const scope = await trackerScope(services.db, userId, pk);
    const rows = await allApplications(services.db, scope);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="applications.csv"')
      .header('cache-control', 'private, no-store')
      .send(applicationsCsv(rows));
  });

  app.get(`${FILE_PATH}/:id/:field`, {
    config: { access: 'public' },
    schema: { tags, summary: 'A document of an application (a signed link from the tracker)', params: fileParams, querystring: signedLinkQuery },
  }, async (request, reply) => {
    const { id, field } = request.params;
    const userId = services.links.verify(`${FILE_PATH}/${id}/${field}`, request.query);
    if (userId === null) throw forbidden('This link has expired. Reload the page and open it again.');
    const doc = await documentFor(services.db, userId, id, field);
    if (!doc) throw notFound();
    const data = await services.files.read(doc.storageKey);
    const extension = EXTENSION_OF[doc.contentType as SniffedType] ?? 'bin';
    return reply
      .header('content-type', doc.contentType)
      .header('content-disposition', `inline; filename="${field}-${id}.${extension}"`)
      .header('cache-control', 'private, no-store')
      .send(data);
  });
};
