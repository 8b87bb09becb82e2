import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  CAL_FILE_TYPES, WEBINAR_LIMITS, WEBINAR_MESSAGES, calFileExtension, eventAttachmentPath, eventAttachmentProblem, type AttachmentItem,
} from '@fetp/contract';
import type { Services } from '../../services';
import type { Queryable } from '../../db/client';
import { calendarEventAttachments, calendarEvents } from '../../db/schema';
import { calendarEventsSeenBy } from '../../db/scopes';
import { orphanSweepJob, referencedIn, sweepUnreferencedFiles } from '../../files/orphan-sweep';
import { isStoredUpload, promotePending, streamedUpload, type StoredUpload } from '../../files/upload';
import { fieldError, notFound } from '../../plugins/errors';
import { contentFits, keptName } from '../cal-tracker';

/**
 * A calendar event's attachments (webinars, meetings; 001 §5, §8, §9): each at most 20 MB, of the
 * CAL file types and checked by content, streamed into the file store as pending files and
 * promoted inside the event's transaction; read through links signed for the reader, who must
 * still see the event; files no row refers to are swept.
 */

/** Where calendar attachments live in the file store. */
export const CALENDAR_FILES_FOLDER = 'calendar';

/**
 * The route options of a call taking an event's form with attachments in `field` (several files;
 * files/upload.ts streamedUpload): each streams into the store as a pending file, a body announced
 * far over the limits is refused before it is received, and the pending files are removed when the
 * request fails at any stage. Once the event's transaction has committed, `kept(request)` hands the
 * files over to it. Bulk e-mail takes its attachments the same way, into its own `folder`.
 */
export function eventUploads(files: Services['files'], field: string, textFields: number, folder = CALENDAR_FILES_FOLDER) {
  const maxFiles = WEBINAR_LIMITS.attachmentsMax;
  const streamed = streamedUpload({
    files, folder, field, maxFiles, maxBytes: WEBINAR_LIMITS.attachmentMaxBytes, framingBytes: 256 * 1024, tooLarge: WEBINAR_MESSAGES.attachmentTooLarge('file'),
    limits: { fields: textFields + 4, fieldSize: 64 * 1024, parts: textFields + maxFiles + 4 },
  });
  return {
    ...streamed,
    /** The files of the request: the pending ones streamed in, in order. */
    uploaded: (body: Record<string, unknown>): StoredUpload[] => {
      const value = body[field];
      const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
      return list.filter(isStoredUpload);
    },
    /** A multipart route's options (fromEndpoint's) with these uploads: files stream in as pending files, kept once the write commits. */
    route: <D extends { config: object; schema: object }>(doc: D) => ({
      ...doc,
      config: { ...doc.config, ...streamed.config },
      onRequest: streamed.onRequest,
      onError: streamed.onError,
      schema: { ...doc.schema, consumes: ['multipart/form-data'] },
    }),
  };
}

/** Refuses the first attachment that is too large, of a type not allowed, or whose content is not what its name says (400 under `field`). */
export function checkAttachments(uploads: readonly StoredUpload[], field: string): void {
  for (const file of uploads) {
    const problem = eventAttachmentProblem({ name: file.filename, size: file.truncated ? WEBINAR_LIMITS.attachmentMaxBytes + 1 : file.size });
    if (problem) throw fieldError(field, problem);
    if (!contentFits(calFileExtension(file.filename)!, file)) throw fieldError(field, WEBINAR_MESSAGES.attachmentContent);
  }
}

/** Records checked uploads as the event's attachments and promotes their files (the last step of the caller's transaction). */
export async function storeAttachments(files: Services['files'], tx: Queryable, eventId: number, uploads: readonly StoredUpload[]): Promise<void> {
  if (!uploads.length) return;
  await tx.insert(calendarEventAttachments).values(uploads.map((file) => ({
    eventId, name: keptName(file.filename), contentType: CAL_FILE_TYPES[calFileExtension(file.filename)!], size: file.size, storageKey: file.key,
  })));
  await promotePending(files, uploads.map((file) => file.key));
}

/**
 * Keeps the attachments of `keep` (ids of this event's; another id is refused under `field`) and
 * removes the others' rows; answers the removed files' keys, to remove once the transaction commits.
 */
export async function keepAttachments(tx: Queryable, eventId: number, keep: readonly number[], field: string, adding: number): Promise<string[]> {
  const current = await tx.select({ id: calendarEventAttachments.id }).from(calendarEventAttachments).where(eq(calendarEventAttachments.eventId, eventId));
  const ids = new Set(current.map((row) => row.id));
  if (keep.some((id) => !ids.has(id))) throw fieldError(field, WEBINAR_MESSAGES.badAttachment);
  if (new Set(keep).size + adding > WEBINAR_LIMITS.attachmentsMax) throw fieldError(field, WEBINAR_MESSAGES.tooManyAttachments);
  const removed = await tx.delete(calendarEventAttachments)
    .where(and(eq(calendarEventAttachments.eventId, eventId), keep.length ? notInArray(calendarEventAttachments.id, [...keep]) : undefined))
    .returning({ key: calendarEventAttachments.storageKey });
  return removed.map((row) => row.key);
}

/** Removes files whose rows are gone (after the commit; a failure leaves them to the orphan sweep). */
export async function removeFiles(files: Services['files'], keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => files.remove(key).catch(() => undefined)));
}

/** The attachments of some events, in the order they were added. */
export async function attachmentsOf(db: Queryable, eventIds: readonly number[]) {
  if (!eventIds.length) return [];
  return db.select({ id: calendarEventAttachments.id, eventId: calendarEventAttachments.eventId, name: calendarEventAttachments.name })
    .from(calendarEventAttachments).where(inArray(calendarEventAttachments.eventId, [...eventIds])).orderBy(asc(calendarEventAttachments.id));
}

/** Attachments as a list shows them, each behind a link signed for the reader. */
export function attachmentItems(links: Services['links'], rows: readonly { id: number; name: string }[], readerId: number): AttachmentItem[] {
  return rows.map((row) => ({ id: row.id, name: row.name, url: links.sign(eventAttachmentPath(row.id), readerId) }));
}

/** An attachment for its download, once the signed link's user still sees its event (404 otherwise: no hint that it exists). */
export async function attachmentForDownload(db: Queryable, userId: number, id: number) {
  const [row] = await db.select({
    key: calendarEventAttachments.storageKey, name: calendarEventAttachments.name, type: calendarEventAttachments.contentType, size: calendarEventAttachments.size,
  })
    .from(calendarEventAttachments)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarEventAttachments.eventId))
    .where(and(eq(calendarEventAttachments.id, id), calendarEventsSeenBy(db, userId)));
  if (!row) throw notFound();
  return row;
}

/** Removes calendar attachments no row refers to (an upload whose process died between the file and its row). */
export function sweepOrphanCalendarFiles(services: Pick<Services, 'db' | 'files'>, now = new Date()): Promise<number> {
  return sweepUnreferencedFiles(services, CALENDAR_FILES_FOLDER, referencedIn(calendarEventAttachments, calendarEventAttachments.storageKey), now);
}

/** Every six hours, once for all processes: calendar attachments no event refers to. */
export const calendarOrphanFilesJob = orphanSweepJob('calendar-orphan-files', 'calendar attachments no event refers to', sweepOrphanCalendarFiles);
