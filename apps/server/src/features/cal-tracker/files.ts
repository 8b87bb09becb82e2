import { finished } from 'node:stream/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMISSION_MESSAGES, CAL_FILE_API as API, CAL_FILE_LIMITS, CAL_FILE_MESSAGES, fieldErrors, milestoneFilePath, uploadMilestoneFileFields,
  type MilestoneFileVersion, type MilestoneStatus, type MilestoneTakes,
} from '@fetp/contract';
import type { Services } from '../../services';
import { fieldText, isStoredUpload, storeUpload } from '../../files/upload';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { badRequest, fieldError, forbidden, notFound } from '../../plugins/errors';
import { notInScope, trackerScope } from '../../db/mentee-scope';
import { fileWithOwner, milestoneWithOwner, versionById, versionsOf, type VersionRow } from './file-queries';
import { MILESTONE_FILES_FOLDER, recordUpload, uploadProblem } from './file-service';

const tags = ['cal-tracker'];
const FILE_FIELD = 'milestone_file';
/** Room for the multipart framing and the text fields around the file. */
const FRAMING_BYTES = 64 * 1024;

/** A Content-Disposition naming the original file: an ASCII fallback, and the exact name in UTF-8 (RFC 6266). */
export function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

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

  /** Pending files a request stored, removed when it fails, whatever the stage (body, checks, transaction). */
  const pending = new WeakMap<FastifyRequest, string[]>();
  const removePending = async (request: FastifyRequest) => {
    const keys = pending.get(request) ?? [];
    pending.delete(request);
    await Promise.all(keys.map((key) => services.files.remove(key).catch(() => undefined)));
  };

  const upload = fromEndpoint(API.upload, { tags, summary: 'The mentee uploads a new version of a milestone’s file (multipart: milestone_file, milestone_id)' });
  app.post(API.upload.path, {
    config: {
      ...upload.config,
      multipartOptions: { limits: { fileSize: CAL_FILE_LIMITS.maxBytes, files: 1, fields: 4, fieldSize: 4096, parts: 5 } },
      // The file goes to the store as it arrives, never whole in memory; other file fields are drained unread.
      onUploadPart: async (part, request) => {
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          await finished(part.file);
          return undefined;
        }
        const stored = await storeUpload(services.files, MILESTONE_FILES_FOLDER, part);
        pending.set(request, [...(pending.get(request) ?? []), stored.key]);
        return stored;
      },
    },
    // A body announced far over the limit is refused before it is received.
    onRequest: async (request) => {
      if (Number(request.headers['content-length']) > CAL_FILE_LIMITS.maxBytes + FRAMING_BYTES) throw fieldError(FILE_FIELD, CAL_FILE_MESSAGES.tooLarge);
    },
    onError: async (request) => removePending(request),
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
    if (milestone.status === 'completed') throw fieldError('milestone_id', CAL_FILE_MESSAGES.completed);
    const file = body[FILE_FIELD];
    if (!isStoredUpload(file)) throw fieldError(FILE_FIELD, CAL_FILE_MESSAGES.fileRequired);
    const problem = uploadProblem(file);
    if (problem) throw fieldError(FILE_FIELD, problem);

    const saved = await recordUpload(services, me.id, milestone.id, file);
    pending.delete(request); // committed: the file is the version's now
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
      can_upload: scope.viewer === 'self' && takes === 'file' && status !== 'completed',
      data: rows.map((row) => versionItem(services, row, me.id)),
    };
  });

  app.get(API.download.path, fromEndpoint(API.download, { tags, summary: 'A version’s file (a signed link from the versions or milestones call)' }),
    async (request, reply) => {
      const { id } = request.params;
      const userId = services.links.verify(milestoneFilePath(id), request.query);
      if (userId === null) throw forbidden(ADMISSION_MESSAGES.pageLinkExpired);
      const file = await fileWithOwner(db, id);
      if (!file) throw notFound();
      await trackerScope(db, userId, file.menteeId, file.courseId);
      const stream = await services.files.readStream(file.storageKey).catch((err: { code?: string }) => {
        throw err.code === 'ENOENT' ? notFound() : err;
      });
      const text = file.contentType.startsWith('text/') || file.contentType === 'application/json';
      return reply
        .header('content-type', text ? `${file.contentType}; charset=utf-8` : file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', attachment(file.originalName))
        .header('cache-control', 'private, no-store')
        .send(stream);
    });
};
