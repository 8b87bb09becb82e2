import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BULK_MAIL_API as API, BULK_MAIL_FILE_FIELD, BULK_MAIL_TEXT_FIELDS } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { eventUploads } from '../calendar';
import { BULK_MAIL_FILES_FOLDER } from './jobs';
import { bulkMailHistory, courseData, sendBulkMail } from './service';

const tags = ['bulk e-mail'];

/**
 * Bulk e-mail (002 §2.10, §7 "Bulk e-mail"): the courses and choices offered, the send (multipart,
 * attachments streamed into the file store as calendar attachments are), and the sender's history.
 */
export const bulkMailRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(API.courseData.path, fromEndpoint(API.courseData, { tags, summary: 'The courses and cohorts the caller may mail, and the recipient choices offered' }),
    async (request) => courseData(services, requireUser(request)));

  const uploads = eventUploads(services.files, BULK_MAIL_FILE_FIELD, BULK_MAIL_TEXT_FIELDS.length, BULK_MAIL_FILES_FOLDER);
  const route = fromEndpoint(API.send, { tags, summary: 'Queue a bulk e-mail (multipart: choices, cohorts, external members, subject, message, files)' });
  app.post(API.send.path, uploads.route(route), async (request) => {
    const body = request.body as Record<string, unknown>;
    const answer = await sendBulkMail(services, requireUser(request), body, uploads.uploaded(body));
    uploads.kept(request);
    return answer;
  });

  app.get(API.history.path, fromEndpoint(API.history, { tags, summary: 'The caller’s bulk e-mails, newest first, with recipients sent, waiting and failed' }),
    async (request) => bulkMailHistory(services, requireUser(request), request.query.page));
};
