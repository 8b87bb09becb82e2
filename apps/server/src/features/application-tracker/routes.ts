import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMISSION_MESSAGES, APPLICATION_TRACKER_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { EXTENSION_OF, type SniffedType } from '../../files/content-type';
import { sendStoredFile } from '../../files/download';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { forbidden, notFound } from '../../plugins/errors';
import { applicationsCsv } from './csv';
import { documentFor, trackerCourses } from './queries';
import { applicationsFor, applicationsInCsv, checkCourse } from './service';

/** The address of a document, as the signed link names it. */
const documentPath = (id: number, field: string) => API.document.path.replace(':id', String(id)).replace(':field', field);

/** The applications tracker (002 §2.11): coordinators see the applications to their own courses, administrators every course's. */
export const applicationTrackerRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['application tracker'];

  app.get(API.courses.path, fromEndpoint(API.courses, { tags, summary: "The caller's courses as filter options (value, label)" }),
    async (request) => ({ data: await trackerCourses(services.db, requireUser(request).id) }));

  app.get(API.applications.path, fromEndpoint(API.applications, {
    tags, summary: 'Applications to the caller\'s courses, newest first; pk narrows to one course',
  }), async (request) => {
    const user = requireUser(request);
    const { pk, page, page_size: pageSize } = request.query;
    return applicationsFor(services, user.id, { courseId: pk, page, pageSize, link: (id, field) => services.links.sign(documentPath(id, field), user.id) });
  });

  app.get(API.downloadLink.path, fromEndpoint(API.downloadLink, { tags, summary: 'A short-lived link to the CSV of the filtered applications' }),
    async (request) => {
      const user = requireUser(request);
      await checkCourse(services, user.id, request.query.pk);
      return { data: { data: { csv_url: services.links.sign(API.csv.path, user.id, { pk: request.query.pk }) } } };
    });

  app.get(API.csv.path, fromEndpoint(API.csv, { tags, summary: 'The CSV itself (a signed link from /api/download_applications/)' }),
    async (request, reply) => {
      const userId = await services.links.verify(services.db, API.csv.path, request.query);
      if (userId === null) throw forbidden(ADMISSION_MESSAGES.downloadLinkExpired);
      const pk = request.query.pk === undefined ? undefined : Number(request.query.pk);
      const rows = await applicationsInCsv(services, userId, pk);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="applications.csv"')
        .header('cache-control', 'private, no-store')
        .send(applicationsCsv(rows));
    });

  app.get(API.document.path, fromEndpoint(API.document, { tags, summary: 'A document of an application (a signed link from the tracker)' }),
    async (request, reply) => {
      const { id, field } = request.params;
      const userId = await services.links.verify(services.db, documentPath(id, field), request.query);
      if (userId === null) throw forbidden(ADMISSION_MESSAGES.pageLinkExpired);
      const doc = await documentFor(services.db, userId, id, field);
      if (!doc) throw notFound();
      const extension = EXTENSION_OF[doc.contentType as SniffedType] ?? 'bin';
      return sendStoredFile(reply, services.files, { key: doc.storageKey, type: doc.contentType, size: doc.size, name: `${field}-${id}.${extension}` }, { inline: true });
    });
};
