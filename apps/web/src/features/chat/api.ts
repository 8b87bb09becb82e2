import { CHAT_API } from '@fetp/contract';
import { call } from '../../app/http';

/** A message to send: the chat room, the text, the sender's user id (the server takes the caller) and an optional file. */
export interface ChatDraft {
  room: number;
  message: string;
  sender: string;
  file: File | null;
}

/**
 * The milestone chat's calls (001 §7 "Chat"). The load shows no toast (the page tells a failure in
 * place, and the spec only logs it); the send shows its refusals under the form.
 */
export const chatApi = {
  /** The newest messages of the milestone's chat, or those before the message `before`. */
  messages: (milestone: number, before?: number) =>
    call(CHAT_API.messages, { params: { id: milestone }, query: { before }, toast: false }),
  /** Multipart chat_room, message, sender and, when chosen, attachment_file (the CSRF token travels in the client's header). */
  send: ({ room, message, sender, file }: ChatDraft) => {
    const formData = new FormData();
    formData.append('chat_room', String(room));
    formData.append('message', message);
    formData.append('sender', sender);
    if (file) formData.append('attachment_file', file);
    return call(CHAT_API.send, { body: formData, toast: false });
  },
};
