import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEETINGS_API as API, MEETING_FILE_FIELD } from '@fetp/contract';
import type { Services } from '../../../services';
import { requireUser } from '../../../plugins/auth';
import { fromEndpoint } from '../../../plugins/endpoints';
import { eventUploads } from '..';
import { meetingsTab } from './course-tab';
import {
  cancelMeetingById, changeMeeting, createMeeting, meetingList, meetingPreData, meetingUpdatePreData, populateMeetingAttendance,
} from './service';

const tags = ['meetings'];

/**
 * Meetings (001 §2.5, §7 "Meetings"): the form's data, create, update, cancel and the lists; the
 * rules are in service.ts. Attachments stream into the file store (calendar/attachments.ts).
 */
export const meetingRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  services.courseTabs.declare(meetingsTab(services));

  app.get(API.preData.path, fromEndpoint(API.preData, { tags, summary: 'The new-meeting form (field_data): coordinated courses, their cohorts, members' }), async (request) =>
    meetingPreData(services, requireUser(request), request.query.course_id));

  app.get(API.updatePreData.path, fromEndpoint(API.updatePreData, { tags, summary: 'The update-meeting form (field_data) with the meeting’s values and attachments' }), async (request) =>
    meetingUpdatePreData(services, requireUser(request), request.query.meeting_id));

  /** The form's multipart routes: files stream in as pending files, kept once the meeting commits. */
  const uploads = eventUploads(services.files, MEETING_FILE_FIELD, 20);

  app.post(API.create.path, uploads.route(fromEndpoint(API.create, { tags, summary: 'Schedule a meeting (multipart: the form’s fields, attachments)' })), async (request) => {
    const body = request.body as Record<string, unknown>;
    const answer = await createMeeting(services, requireUser(request), body, uploads.uploaded(body));
    uploads.kept(request);
    return answer;
  });

  app.post(API.update.path, uploads.route(fromEndpoint(API.update, { tags, summary: 'Change a meeting (multipart: meeting_id, the form’s fields, old_attachment, attachments)' })), async (request) => {
    const body = request.body as Record<string, unknown>;
    const answer = await changeMeeting(services, requireUser(request), body, uploads.uploaded(body));
    uploads.kept(request);
    return answer;
  });

  app.post(API.cancel.path, fromEndpoint(API.cancel, { tags, summary: 'Cancel a meeting with a note (query meeting_id, cancellation_note)' }), async (request) =>
    cancelMeetingById(services, requireUser(request), request.query.meeting_id, request.query.cancellation_note));

  app.post(API.attendance.path, fromEndpoint(API.attendance, { tags, summary: 'Populate Attendance of an ended meeting, once (as webinars’)' }), async (request) =>
    populateMeetingAttendance(services, requireUser(request), request.body.meeting_id));

  app.get(API.list.path, fromEndpoint(API.list, { tags, summary: 'A course’s upcoming or past meetings by page type, 10 a page' }), async (request) =>
    meetingList(services, requireUser(request), request.params.id, request.query));
};
