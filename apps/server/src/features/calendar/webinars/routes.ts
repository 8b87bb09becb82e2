import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMISSION_MESSAGES, WEBINARS_API as API, WEBINAR_FILE_FIELD, WEBINAR_TEXT_FIELDS, eventAttachmentPath } from '@fetp/contract';
import type { Services } from '../../../services';
import { sendStoredFile } from '../../../files/download';
import { fieldText } from '../../../files/upload';
import { requireUser } from '../../../plugins/auth';
import { fromEndpoint } from '../../../plugins/endpoints';
import { forbidden } from '../../../plugins/errors';
import { attachmentForDownload, eventUploads, joinLinkUser, recordJoin } from '..';
import { webinarsTab } from './course-tab';
import {
  cancelWebinar, createWebinar, updateWebinarDetails, uploadAttendance, webinarDetails, webinarList, webinarPreData, type FormRequest,
} from './service';

const tags = ['webinars'];

/**
 * Webinars (001 §2.4, §3.6, §4, §5, §7 "Webinars"): the lists, the form's data, create, update
 * (one occurrence or the series), cancel, attendance, the portal's join address and the calendar
 * attachments' downloads. Rules are in service.ts; the shared pieces in ../calendar.
 */
export const webinarRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  services.courseTabs.declare(webinarsTab(db));

  app.get(API.upcoming.path, fromEndpoint(API.upcoming, { tags, summary: 'Upcoming Webinars: occurrences not yet ended, soonest first, 10 a page' }), async (request) => {
    const q = request.query;
    return webinarList(services, requireUser(request), { type: 'upcoming', page: q.page, cohort: q.selected_cohort_id, course: q.course_id, user: q.user_id, tz: q.tz });
  });

  app.get(API.past.path, fromEndpoint(API.past, { tags, summary: 'Past Webinars: occurrences ended, latest first, 10 a page, with attendance' }), async (request) => {
    const q = request.query;
    return webinarList(services, requireUser(request), { type: 'past', page: q.page, cohort: q.selected_cohort_id, course: q.course_id, user: q.user_id, tz: q.tz });
  });

  app.post(API.mine.path, fromEndpoint(API.mine, { tags, summary: 'The learner calendar: invited webinars, upcoming or past' }), async (request) => {
    const me = requireUser(request);
    const { page, tz, course_id } = request.query;
    return webinarList(services, me, { type: request.body.type, page, tz, course: course_id, user: request.body.user_id ?? me.id });
  });

  app.get(API.preData.path, fromEndpoint(API.preData, { tags, summary: 'The webinar form’s option lists' }), async (request) =>
    webinarPreData(db, requireUser(request), request.query.webinar_id));

  app.get(API.details.path, fromEndpoint(API.details, { tags, summary: 'A webinar as its form shows it (or one occurrence of it)' }), async (request) =>
    webinarDetails(services, requireUser(request).id, request.query.webinar_id, request.query.occurrence));

  const uploads = eventUploads(services.files, WEBINAR_FILE_FIELD, WEBINAR_TEXT_FIELDS.length + 6);
  const formRequest = (body: unknown): FormRequest => {
    const fields = body as Record<string, unknown>;
    // A list sent as the key repeated (FormData.append per item) reads as the comma-separated list.
    const value = (name: string) => {
      const v = fields[name];
      return Array.isArray(v) ? v.map(fieldText).filter(Boolean).join(',') : fieldText(v);
    };
    return { fields: value, uploads: uploads.uploaded(fields) };
  };
  app.post(API.create.path, uploads.route(fromEndpoint(API.create, { tags, summary: 'Schedule a webinar (multipart, attachments)' })), async (request) => {
    const answer = await createWebinar(services, requireUser(request), formRequest(request.body));
    uploads.kept(request);
    return answer;
  });

  app.post(API.update.path, uploads.route(fromEndpoint(API.update, { tags, summary: 'Update one occurrence or the whole series (multipart: webinar_id, change_type, occurrence, old_attachment)' })), async (request) => {
    const answer = await updateWebinarDetails(services, requireUser(request), formRequest(request.body));
    uploads.kept(request);
    return answer;
  });

  app.post(API.cancel.path, fromEndpoint(API.cancel, { tags, summary: 'Cancel one occurrence or the whole webinar (query: webinar_id, change_type, cancellation_note, occurrence)' }), async (request) =>
    cancelWebinar(services, requireUser(request).id, request.query));

  app.post(API.attendance.path, fromEndpoint(API.attendance, { tags, summary: 'Populate Attendance of an ended occurrence, once' }), async (request) =>
    uploadAttendance(services, requireUser(request).id, request.body));

  app.get(API.join.path, fromEndpoint(API.join, { tags, summary: 'The portal’s join address: records the invitee’s join, then 302 to the real link' }), async (request, reply) => {
    const { eventId } = request.params;
    const userId = await joinLinkUser(db, eventId, request.query);
    if (userId === null) throw forbidden(ADMISSION_MESSAGES.pageLinkExpired);
    return reply.redirect(await recordJoin(db, userId, eventId, request.query.occurrence), 302);
  });

  app.get(API.attachment.path, fromEndpoint(API.attachment, { tags, summary: 'A webinar or meeting attachment (a signed link from the lists)' }), async (request, reply) => {
    const { id } = request.params;
    const userId = await services.links.verify(services.db, eventAttachmentPath(id), request.query);
    if (userId === null) throw forbidden(ADMISSION_MESSAGES.pageLinkExpired);
    return sendStoredFile(reply, services.files, await attachmentForDownload(db, userId, id));
  });
};
