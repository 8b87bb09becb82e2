import {
  ADMISSION_MESSAGES, CAL_FILE_LIMITS, CAL_FILE_MESSAGES, CAL_FILE_TYPES, CAL_MESSAGES, calFileExtension, calFileProblem, milestoneFilePath,
  uploadMilestoneFileFields, type CalFileExtension, type MilestoneFileVersion, type MilestoneStatus, type MilestoneTakes,
} from '@fetp/contract';
import type { Services } from '../../services';
import { sniffContentType } from '../../files/content-type';
import { fieldText, isStoredUpload, promotePending, type StoredUpload } from '../../files/upload';
import { fieldError, fieldsRefused, forbidden, notFound } from '../../plugins/errors';
import { notInScope, trackerScope } from '../../plugins/officer-access';
import { fileWithOwner, insertVersion, milestoneWithOwner, versionById, versionsOf, type VersionRow } from './file-queries';
import { changeStatus } from './status-service';

/** Where milestone files live in the file store. */
export const MILESTONE_FILES_FOLDER = 'milestones';

const ZIP = Buffer.from('PK\u0003\u0004', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ICO = Buffer.from([0x00, 0x00, 0x01, 0x00]);

/** Whether the content is what the extension says: by signature where the type has one, as text for the text types. */
export function contentFits(extension: CalFileExtension, upload: StoredUpload): boolean {
  const { head } = upload;
  // The sniffer reads a PDF's end marker from the last bytes: head and tail stand for the whole file.
  const sample = upload.size <= head.length ? head : Buffer.concat([head, upload.tail]);
  switch (extension) {
    case 'pdf': return sniffContentType(sample) === 'application/pdf';
    case 'png': return sniffContentType(sample) === 'image/png';
    case 'jpg': case 'jpeg': return sniffContentType(sample) === 'image/jpeg';
    case 'ico': return head.length >= 6 && head.subarray(0, 4).equals(ICO) && head.readUInt16LE(4) > 0;
    case 'docx': case 'pptx': return head.subarray(0, 4).equals(ZIP);
    case 'doc': case 'ppt': return head.subarray(0, 8).equals(OLE);
    case 'csv': case 'json': case 'txt': return upload.text;
  }
}

/** The message refusing an upload (001 §5: one extension, at most 100 MB, an allowed type), content included; null when it is fine. */
export function uploadProblem(upload: StoredUpload): string | null {
  const size = upload.truncated ? CAL_FILE_LIMITS.maxBytes + 1 : upload.size;
  const problem = calFileProblem({ name: upload.filename, size });
  if (problem) return problem;
  return contentFits(calFileExtension(upload.filename)!, upload) ? null : CAL_FILE_MESSAGES.contentMismatch;
}

/** The name kept for the file: the column's length at most, the extension kept. */
export function keptName(filename: string): string {
  if (filename.length <= CAL_FILE_LIMITS.nameMax) return filename;
  const extension = filename.slice(filename.lastIndexOf('.'));
  return filename.slice(0, CAL_FILE_LIMITS.nameMax - extension.length) + extension;
}

/**
 * Records a checked upload as the milestone's next version, in one transaction with the milestone
 * locked: its submitted time, a not started or revoked milestone moved to pending (and a sub-CAL
 * not started to Ongoing), each change in the audit log by the uploader. The pending file is
 * promoted last, before the commit.
 */
async function recordUpload(services: Pick<Services, 'db' | 'files' | 'jobs' | 'config'>, uploaderId: number, milestoneId: number, upload: StoredUpload) {
  const extension = calFileExtension(upload.filename)!;
  return services.db.transaction(async (tx) => {
    const now = new Date();
    // Checked again under the lock: a reviewer may have completed the milestone or its sub-CAL while the file was arriving.
    await changeStatus(services, tx, {
      subject: 'submission', milestoneId, at: now, actor: { kind: 'officer', userId: uploaderId }, closed: () => fieldError('milestone_id', CAL_FILE_MESSAGES.completed),
    });
    const saved = await insertVersion(tx, {
      milestoneId, uploaderId, size: upload.size, contentType: CAL_FILE_TYPES[extension], originalName: keptName(upload.filename), storageKey: upload.key, uploadedAt: now,
    });
    await promotePending(services.files, [upload.key]);
    return saved;
  });
}

/** The multipart field holding the file. */
export const FILE_FIELD = 'milestone_file';

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
 * The mentee uploads a new version of a milestone's file (001 §5): only to their own milestones
 * that take a file and are not completed. `kept` is called once the version is committed (the
 * upload is no longer the request's to remove).
 */
export async function uploadMilestoneFile(services: Services, uploaderId: number, body: Record<string, unknown>, kept: () => void) {
  const { db } = services;
  const fields = uploadMilestoneFileFields.safeParse({ milestone_id: fieldText(body.milestone_id) });
  if (!fields.success) throw fieldsRefused(fields.error);
  const milestone = await milestoneWithOwner(db, fields.data.milestone_id);
  // Only the mentee uploads, to their own milestones: a mentor or coordinator is refused too.
  if (!milestone || milestone.menteeId !== uploaderId) throw forbidden(CAL_FILE_MESSAGES.notYourMilestone);
  await trackerScope(db, uploaderId, uploaderId, milestone.courseId);
  if (milestone.takes !== 'file') throw fieldError('milestone_id', CAL_FILE_MESSAGES.takesForm);
  if (milestone.subCalStatus === 'completed') throw forbidden(CAL_MESSAGES.subCalCompleted);
  if (milestone.status === 'completed') throw fieldError('milestone_id', CAL_FILE_MESSAGES.completed);
  const file = body[FILE_FIELD];
  if (!isStoredUpload(file)) throw fieldError(FILE_FIELD, CAL_FILE_MESSAGES.fileRequired);
  const problem = uploadProblem(file);
  if (problem) throw fieldError(FILE_FIELD, problem);

  const saved = await recordUpload(services, uploaderId, milestone.id, file);
  kept();
  const row = await versionById(db, saved.id);
  return { message: CAL_FILE_MESSAGES.uploaded, data: versionItem(services, row!, uploaderId) };
}

/** Every version of a milestone's file, with the names for the page's heading, for those who may see the officer's tracker. */
export async function milestoneVersions(services: Services, callerId: number, milestoneId: number) {
  const { db } = services;
  const milestone = await milestoneWithOwner(db, milestoneId);
  if (!milestone) throw notInScope();
  const scope = await trackerScope(db, callerId, milestone.menteeId, milestone.courseId);
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
    data: rows.map((row) => versionItem(services, row, callerId)),
  };
}

/** A version's stored file, for the holder of a signed link who may still see the officer's tracker. */
export async function fileToDownload(services: Services, fileId: number, link: Record<string, unknown>) {
  const userId = await services.links.verify(services.db, milestoneFilePath(fileId), link);
  if (userId === null) throw forbidden(ADMISSION_MESSAGES.pageLinkExpired);
  const file = await fileWithOwner(services.db, fileId);
  if (!file) throw notFound();
  await trackerScope(services.db, userId, file.menteeId, file.courseId);
  return { key: file.storageKey, type: file.contentType, size: file.size, name: file.originalName };
}
