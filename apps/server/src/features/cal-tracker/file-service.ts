import {
  CAL_FILE_LIMITS, CAL_FILE_MESSAGES, CAL_FILE_TYPES, calFileExtension, calFileProblem, type CalFileExtension,
} from '@fetp/contract';
import type { Services } from '../../services';
import { sniffContentType } from '../../files/content-type';
import { promotePending, type StoredUpload } from '../../files/upload';
import { fieldError } from '../../plugins/errors';
import { insertVersion } from './file-queries';
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
export async function recordUpload(services: Pick<Services, 'db' | 'files' | 'jobs' | 'config'>, uploaderId: number, milestoneId: number, upload: StoredUpload) {
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
