import { z } from 'zod';
import { signedLinkQuery } from './admission';
import { CAL_FILE_EXTENSIONS, calFileExtension } from './cal-files';
import { CHAT_MESSAGES } from './cal-messages';
import { CHAT_LIMITS } from './constants';
import { endpoint } from './endpoints';
import { REQUEST_MESSAGES } from './messages';
import { PAGE_ROUTES, WEB_BASE } from './routes';
import { encodeCucFlag } from './cal';
import { multipartFormBody, recordId } from './validation';

/**
 * The milestone chat (001 §2.8, §3.9, §4, §5 "Chat", §7 "Chat"): the officer, their mentors and
 * their course's coordinators talk about a milestone, with files. New messages are pushed over the
 * live channel (live.ts); the page also reloads every 240000 ms as the spec's fallback.
 */

/** The check of a chosen attachment by its name and size, in the browser and on the server (which also checks the content). */
export function chatAttachmentProblem(file: { name: string; size: number }): string | null {
  if (file.name.split('.').length > 2) return CHAT_MESSAGES.multipleExtensions;
  if (file.size > CHAT_LIMITS.attachmentMaxBytes) return CHAT_MESSAGES.attachmentTooLarge(file.name);
  if (!calFileExtension(file.name) || file.size === 0) return CHAT_MESSAGES.badType;
  return null;
}
export const CHAT_ATTACHMENT_ACCEPT = CAL_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

// ---- Answers ----

/** 001 §3.9: one message. `attachment` is a short-lived signed link for the caller, or null. */
export const chatMessage = z.object({
  id: z.number(),
  chat_room: z.number(),
  message: z.string(),
  /** The sender's user id. */
  sender: z.number(),
  attachment: z.string().nullable(),
  attachment_name: z.string().nullable(),
  sender_name: z.string(),
  sender_profile_image_url: z.string().nullable(),
  /** ISO 8601. */
  date_time: z.string(),
  /** The caller sent it (styled apart). */
  is_own: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const milestoneChatAnswer = z.object({
  /** Oldest first, the newest CHAT_LIMITS.pageSize (or those before `before`). */
  data: z.array(chatMessage),
  chat_room: z.number(),
  is_editable: z.boolean(),
  cal_name: z.string(),
  milestone_name: z.string(),
  /** There are older messages than the first of `data`. */
  has_more: z.boolean(),
});
export type MilestoneChatAnswer = z.infer<typeof milestoneChatAnswer>;

export const sendChatMessageAnswer = z.object({ message: z.string(), data: chatMessage });
export type SendChatMessageAnswer = z.infer<typeof sendChatMessageAnswer>;

// ---- Requests ----

export const milestoneChatParams = z.object({ id: recordId(CHAT_MESSAGES.badMilestone) });
export const milestoneChatQuery = z.object({ before: recordId(REQUEST_MESSAGES.notFound).optional() });
/** POST /chat/api/send/milestone/message/ (multipart); `sender` is read and ignored: the server takes the caller. */
export const sendChatMessageBody = multipartFormBody(['chat_room', 'message', 'sender', 'csrfmiddlewaretoken'], ['attachment_file']);
/** The send's text fields, checked. */
export const sendChatMessageFields = z.object({
  chat_room: recordId(CHAT_MESSAGES.badRoom),
  // A browser sends a textarea's line breaks as CRLF in form data: kept as \n.
  message: z.string().default('').transform((text) => text.replace(/\r\n?/g, '\n')).pipe(z.string().max(CHAT_LIMITS.messageMax, CHAT_MESSAGES.tooLong)),
});
export const chatAttachmentParams = z.object({ id: recordId(REQUEST_MESSAGES.notFound) });

const access = PAGE_ROUTES.milestoneChat.access;

/** The chat's calls; each checks that the caller is one of the chat's people (the officer, their mentors, their course's coordinators). */
export const CHAT_API = {
  messages: endpoint({ method: 'GET', path: '/chat/api/milestone/:id/message/', access, params: milestoneChatParams, query: milestoneChatQuery, answer: milestoneChatAnswer }),
  send: endpoint({ method: 'POST', path: '/chat/api/send/milestone/message/', access, body: sendChatMessageBody, answer: sendChatMessageAnswer }),
  /** An attachment: a signed link, so public; the signature names the user, who must still be in the chat. */
  attachment: endpoint({ method: 'GET', path: '/chat/api/attachment/:id/download/', access: 'public', params: chatAttachmentParams, query: signedLinkQuery }),
} as const;

export const chatAttachmentPath = (id: number) => CHAT_API.attachment.path.replace(':id', String(id));

/**
 * The chat page of a milestone (its route is ours, 001 §2.8). Its `cuc` flag says whether the
 * caller may write there — the sub-CAL is not completed — and the server's is_editable decides.
 */
export function milestoneChatHref(milestoneId: number, open: boolean): string {
  const path = PAGE_ROUTES.milestoneChat.path.replace(':id', String(milestoneId));
  return `${WEB_BASE}${path}?${new URLSearchParams({ cuc: encodeCucFlag(open) })}`;
}
