import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMISSION_MESSAGES, CAL_FILE_API as API, CAL_MESSAGES, CAL_FILE_LIMITS, CAL_FILE_MESSAGES, fieldErrors, milestoneFilePath, uploadMilestoneFileFields,
  type MilestoneFileVersion, type MilestoneStatus, type MilestoneTakes,
} from '@fetp/contract';
import type { Services } from '../../services';
import { sendStoredFile } from '../../files/download';
import { fieldText, isStoredUpload, streamedUpload } from '../../files/upload';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { badRequest, fieldError, forbidden, notFound } from '../../plugins/errors';
import { notInScope, trackerScope } from '../../plugins/officer-access';
import { fileWithOwner, milestoneWithOwner, versionById, versionsOf, type VersionRow } from './file-queries';
import { MILESTONE_FILES_FOLDER, recordUpload, uploadProblem } from './file-service';

const tags = ['cal-tracker'];
const FILE_FIELD = 'milestone_file';

/** A version as the calls answer it, with a download link signed for the caller. */
function versionItem(services: Pick<Services, 'links'>, row: VersionRow, callerId: number): MilestoneFileVersion {
  return {
    id: row.id,
    version: row.version,
    file_name: row.originalName,
    size: row.size,
    content_type: row.contentType,
    tag_type: row.tagType,
    uploaded_by: row.uploaderName,
    uploaded_by_id: row.uploaderId,
    uploaded_at: row.uploadedAt.toISOString(),
    download: services.links.sign(milestoneFilePath(row.id), callerId),
  };
}

/** A signed link to a version's file for a user: what the tracker's latest_file.file should hold. */
export const milestoneFileLink = (services: Pick<Services, 'links'>, fileId: number, userId: number) => services.links.sign(milestoneFilePath(fileId), userId);

/**
 * Milestone files (001 §5 "Milestone file upload", §7): the mentee uploads versions; the mentee,
 * their mentors and their course's coordinators list and download them.
 */
export const calFileRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  const uploads = streamedUpload({
    files: services.files, folder: MILESTONE_FILES_FOLDER, field: FILE_FIELD, maxBytes: CAL_FILE_LIMITS.maxBytes, tooLarge: CAL_FILE_MESSAGES.tooLarge,
    limits: { fields: 4, fieldSize: 4096, parts: 5 },
  });
  const upload = fromEndpoint(API.upload, { tags, summary: 'The mentee uploads a new version of a milestone’s file (multipart: milestone_file, milestone_id)' });
  app.post(API.upload.path, {
    config: { ...upload.config, ...uploads.config },
    onRequest: uploads.onRequest,
    onError: uploads.onError,
    schema: { ...upload.schema, consumes: ['multipart/form-data'] },
  }, async (request) => {
    const me = requireUser(request);
    const body = request.body as Record<string, unknown>;
    const fields = uploadMilestoneFileFields.safeParse({ milestone_id: fieldText(body.milestone_id) });
    if (!fields.success) {
      const errors = fieldErrors(fields.error);
      throw badRequest(Object.values(errors)[0]![0]!, errors);
    }
    const milestone = await milestoneWithOwner(db, fields.data.milestone_id);
    // Only the mentee uploads, to their own milestones: a mentor or coordinator is refused too.
    if (!milestone || milestone.menteeId !== me.id) throw forbidden(CAL_FILE_MESSAGES.notYourMilestone);
    await trackerScope(db, me.id, me.id, milestone.courseId);
    if (milestone.takes !== 'file') throw fieldError('milestone_id', CAL_FILE_MESSAGES.takesForm);
    if (milestone.subCalStatus === 'completed') throw forbidden(CAL_MESSAGES.subCalCompleted);
    if (milestone.status === 'completed') throw fieldError('milestone_id', CAL_FILE_MESSAGES.completed);
    const file = body[FILE_FIELD];
    if (!isStoredUpload(file)) throw fieldError(FILE_FIELD, CAL_FILE_MESSAGES.fileRequired);
    const problem = uploadProblem(file);
    if (problem) throw fieldError(FILE_FIELD, problem);

    const saved = await recordUpload(services, me.id, milestone.id, file);
    uploads.kept(request); // committed: the file is the version's now
    const row = await versionById(db, saved.id);
    return { message: CAL_FILE_MESSAGES.uploaded, data: versionItem(services, row!, me.id) };
  });

  app.get(API.versions.path, fromEndpoint(API.versions, { tags, summary: 'Every version of a milestone’s file, with the names for the page’s heading' }), async (request) => {
    const me = requireUser(request);
    const milestone = await milestoneWithOwner(db, request.params.id);
    if (!milestone) throw notInScope();
    const scope = await trackerScope(db, me.id, milestone.menteeId, milestone.courseId);
    const status = milestone.status as MilestoneStatus;
    const takes = milestone.takes as MilestoneTakes;
    const rows = await versionsOf(db, milestone.id);
    return {
      milestone: {
        id: milestone.id, sequence: milestone.sequence, title: milestone.title, takes, status, due_date: milestone.dueDate,
        submitted: milestone.submittedAt?.toISOString() ?? null, sub_cal_id: milestone.subCalId, auto_name: milestone.autoName,
        short_title: milestone.shortTitle, cal_name: milestone.calName, cal_short_name: milestone.calShortName,
        mentee_id: milestone.menteeId, mentee_name: milestone.menteeName, course_id: milestone.courseId,
      },
      // The officer uploads until the milestone, or its whole sub-CAL, is completed.
      can_upload: scope.viewer === 'self' && takes === 'file' && status !== 'completed' && milestone.subCalStatus !== 'completed',
      data: rows.map((row) => versionItem(services, row, me.id)),
    };
  });

  app.get(API.download.path, fromEndpoint(API.download, { tags, summary: 'A version’s file (a signed link from the versions or milestones call)' }),
    async (request, reply) => {
      const { id } = request.params;
      const userId = await services.links.verify(services.db, milestoneFilePath(id), request.query);
      if (userId === null) throw forbidden(ADMISSION_MESSAGES.pageLinkExpired);
      const file = await fileWithOwner(db, id);
      if (!file) throw notFound();
      await trackerScope(db, userId, file.menteeId, file.courseId);
      return sendStoredFile(reply, services.files, { key: file.storageKey, type: file.contentType, size: file.size, name: file.originalName });
    });
};
