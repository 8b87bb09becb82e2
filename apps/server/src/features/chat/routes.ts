import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMISSION_MESSAGES, CAL_FILE_MESSAGES, CAL_FILE_TYPES, CHAT_API as API, CHAT_LIMITS, CHAT_MESSAGES, calFileExtension, chatAttachmentPath,
  chatAttachmentProblem, fieldErrors, sendChatMessageFields, type ChatMessage,
} from '@fetp/contract';
import type { Services } from '../../services';
import { chatMessages } from '../../db/schema';
import { sendStoredFile } from '../../files/download';
import { fieldText, isStoredUpload, promotePending, streamedUpload } from '../../files/upload';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { badRequest, fieldError, forbidden, notFound } from '../../plugins/errors';
import { notInScope, trackerScope } from '../../db/mentee-scope';
import { contentFits, keptName, milestoneWithOwner } from '../cal-tracker';
import { announceMessage } from './service';
import { attachmentById, markRead, messageById, messagesOf, participantsOf, roomById, roomOfMilestone, type MessageRow } from './queries';

const tags = ['chat'];
/** Where chat attachments live in the file store. */
export const CHAT_FILES_FOLDER = 'chat';
const FILE_FIELD = 'attachment_file';

/**
 * The milestone chat (001 §2.8, §5 "Chat", §7 "Chat"): the officer, their mentors and their
 * course's coordinators read and write a milestone's messages, with files. The chat is editable
 * while the sub-CAL is not completed (docs/architecture.md "Milestone chat").
 */
export const chatRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  /** The milestone and the caller's standing to its officer: a 403 for anyone outside the chat. */
  const chatScope = async (callerId: number, milestoneId: number) => {
    const milestone = await milestoneWithOwner(db, milestoneId);
    if (!milestone) throw notInScope();
    const scope = await trackerScope(db, callerId, milestone.menteeId, milestone.courseId);
    return { milestone, scope, editable: milestone.subCalStatus !== 'completed' };
  };

  const messageItem = (row: MessageRow, callerId: number): ChatMessage => ({
    id: row.id,
    chat_room: row.room_id,
    message: row.message,
    sender: row.sender_id,
    attachment: row.attachment_key ? services.links.sign(chatAttachmentPath(row.id), callerId) : null,
    attachment_name: row.attachment_name,
    sender_name: row.sender_name,
    sender_profile_image_url: row.sender_image,
    date_time: new Date(row.created_at).toISOString(),
    is_own: row.sender_id === callerId,
  });

  app.get(API.messages.path, fromEndpoint(API.messages, { tags, summary: 'A milestone’s chat: messages, room, whether it is editable, and the names' }), async (request) => {
    const me = requireUser(request);
    const { milestone, editable } = await chatScope(me.id, request.params.id);
    const room = await roomOfMilestone(db, milestone.id);
    const { rows, hasMore } = await messagesOf(db, room, request.query.before);
    if (!request.query.before) await markRead(db, room, me.id);
    return {
      data: rows.map((row) => messageItem(row, me.id)),
      chat_room: room,
      is_editable: editable,
      cal_name: milestone.calName,
      milestone_name: milestone.title,
      has_more: hasMore,
    };
  });

  const uploads = streamedUpload({
    files: services.files, folder: CHAT_FILES_FOLDER, field: FILE_FIELD, maxBytes: CHAT_LIMITS.attachmentMaxBytes, tooLarge: CHAT_MESSAGES.attachmentTooLarge('file'),
    limits: { fields: 6, fieldSize: CHAT_LIMITS.messageMax * 4, parts: 7 },
  });
  const send = fromEndpoint(API.send, { tags, summary: 'Send a message, with an optional file (multipart: chat_room, message, attachment_file; sender is the caller)' });
  app.post(API.send.path, {
    config: { ...send.config, ...uploads.config },
    onRequest: uploads.onRequest,
    onError: uploads.onError,
    schema: { ...send.schema, consumes: ['multipart/form-data'] },
  }, async (request) => {
    const me = requireUser(request);
    const body = request.body as Record<string, unknown>;
    const fields = sendChatMessageFields.safeParse({ chat_room: fieldText(body.chat_room), message: fieldText(body.message) ?? '' });
    if (!fields.success) {
      const errors = fieldErrors(fields.error);
      throw badRequest(Object.values(errors)[0]![0]!, errors);
    }
    const room = await roomById(db, fields.data.chat_room);
    if (!room) throw notInScope();
    const { milestone, editable } = await chatScope(me.id, room.milestoneId);
    if (!editable) throw forbidden(CHAT_MESSAGES.notEditable);
    const text = fields.data.message.trim() ? fields.data.message : '';
    const file = isStoredUpload(body[FILE_FIELD]) ? body[FILE_FIELD] : null;
    if (!text && !file) throw fieldError('message', CHAT_MESSAGES.empty);
    if (file) {
      const problem = chatAttachmentProblem({ name: file.filename, size: file.truncated ? CHAT_LIMITS.attachmentMaxBytes + 1 : file.size });
      if (problem) throw fieldError(FILE_FIELD, problem);
      if (!contentFits(calFileExtension(file.filename)!, file)) throw fieldError(FILE_FIELD, CAL_FILE_MESSAGES.contentMismatch);
    }
    const participants = await participantsOf(db, milestone.menteeId, milestone.courseId);
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx.insert(chatMessages).values({
        roomId: room.id, senderId: me.id, message: text,
        ...(file ? {
          attachmentKey: file.key, attachmentName: keptName(file.filename), attachmentType: CAL_FILE_TYPES[calFileExtension(file.filename)!], attachmentSize: file.size,
        } : {}),
      }).returning({ id: chatMessages.id });
      await announceMessage(services, tx, { roomId: room.id, milestone, senderId: me.id, senderName: me.displayName, participants });
      if (file) await promotePending(services.files, [file.key]);
      return row!;
    });
    uploads.kept(request);
    // The sender has read their own message.
    await markRead(db, room.id, me.id);
    return { message: CHAT_MESSAGES.sent, data: messageItem((await messageById(db, saved.id))!, me.id) };
  });

  app.get(API.attachment.path, fromEndpoint(API.attachment, { tags, summary: 'A chat attachment (a signed link from the messages call)' }), async (request, reply) => {
    const { id } = request.params;
    const userId = services.links.verify(chatAttachmentPath(id), request.query);
    if (userId === null) throw forbidden(ADMISSION_MESSAGES.pageLinkExpired);
    const file = await attachmentById(db, id);
    if (!file) throw notFound();
    // Still one of the chat's people.
    await chatScope(userId, file.milestone_id);
    return sendStoredFile(reply, services.files, file);
  });
};
