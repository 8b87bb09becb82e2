import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMISSION_MESSAGES, CHAT_API as API, CHAT_LIMITS, CHAT_MESSAGES, chatAttachmentPath, sendChatMessageFields } from '@fetp/contract';
import type { Services } from '../../services';
import { sendStoredFile } from '../../files/download';
import { fieldText, isStoredUpload, streamedUpload } from '../../files/upload';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { fieldsRefused, forbidden } from '../../plugins/errors';
import { CHAT_FILES_FOLDER, attachmentFor, chatMessagesFor, sendMessage } from './service';

const tags = ['chat'];
const FILE_FIELD = 'attachment_file';

/**
 * The milestone chat (001 §2.8, §5 "Chat", §7 "Chat"): the officer, their mentors and their
 * course's coordinators read and write a milestone's messages, with files. The chat is editable
 * while the sub-CAL is not completed (docs/architecture.md "Milestone chat").
 */
export const chatRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(API.messages.path, fromEndpoint(API.messages, { tags, summary: 'A milestone’s chat: messages, room, whether it is editable, and the names' }), async (request) =>
    chatMessagesFor(services, requireUser(request).id, request.params.id, request.query.before));

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
    if (!fields.success) throw fieldsRefused(fields.error);
    const file = isStoredUpload(body[FILE_FIELD]) ? body[FILE_FIELD] : null;
    const answer = await sendMessage(services, me, { room: fields.data.chat_room, message: fields.data.message, file, fileField: FILE_FIELD });
    uploads.kept(request);
    return answer;
  });

  app.get(API.attachment.path, fromEndpoint(API.attachment, { tags, summary: 'A chat attachment (a signed link from the messages call)' }), async (request, reply) => {
    const { id } = request.params;
    const userId = await services.links.verify(services.db, chatAttachmentPath(id), request.query);
    if (userId === null) throw forbidden(ADMISSION_MESSAGES.pageLinkExpired);
    return sendStoredFile(reply, services.files, await attachmentFor(services, userId, id));
  });
};
