import { defineMessages } from 'react-intl';

export default defineMessages({
  title: {
    id: 'chat.title',
    defaultMessage: 'Milestone chat',
    description: 'Browser tab title of the milestone chat page while it loads or could not be loaded, and its heading then.',
  },
  heading: {
    id: 'chat.heading',
    defaultMessage: 'Chat: {milestone}',
    description: 'Heading (h1) and browser tab title of the milestone chat page. {milestone} is the milestone\'s name.',
  },
  cal: { id: 'chat.cal', defaultMessage: 'CAL', description: 'Label of the CAL\'s name on the milestone chat page.' },
  milestone: { id: 'chat.milestone', defaultMessage: 'Milestone', description: 'Label of the milestone\'s name on the milestone chat page.' },
  tabChat: { id: 'chat.tab.chat', defaultMessage: 'Chat', description: 'Tab of the milestone chat page that shows the messages.' },
  tabFiles: { id: 'chat.tab.files', defaultMessage: 'Files', description: 'Tab of the milestone chat page that lists the files sent in the chat.' },
  messagesLabel: {
    id: 'chat.messagesLabel',
    defaultMessage: 'Messages',
    description: 'Accessible name of the scrolling list of the chat\'s messages (new ones are read out as they arrive).',
  },
  noChat: { id: 'chat.noChat', defaultMessage: 'No Chat Found', description: 'Shown in the Chat tab when the chat has no message yet.' },
  noFiles: { id: 'chat.noFiles', defaultMessage: 'No files found.', description: 'Shown in the Files tab when no message of the chat has a file.' },
  attachment: {
    id: 'chat.attachment',
    defaultMessage: 'Download {name} (opens in a new tab)',
    description: 'Accessible name of the link to a file sent in the chat. {name} is the file\'s name.',
  },
  own: {
    id: 'chat.own',
    defaultMessage: 'Your message',
    description: 'Read by screen readers before a message the signed-in user sent (shown on the other side, in another colour).',
  },
  older: { id: 'chat.older', defaultMessage: 'Load earlier messages', description: 'Button above the chat\'s messages that loads the older ones.' },
  olderFailed: {
    id: 'chat.olderFailed',
    defaultMessage: 'The earlier messages could not be loaded.',
    description: 'Shown above the chat when its older messages could not be loaded.',
  },
  readOnly: {
    id: 'chat.readOnly',
    defaultMessage: 'You can read this chat but not write in it.',
    description: 'Shown below the messages instead of the send form when the chat is closed (the CAL is completed) or the reader may not write.',
  },
  messageLabel: { id: 'chat.form.message', defaultMessage: 'Message', description: 'Label of the text box in which a chat message is written.' },
  messageHint: {
    id: 'chat.form.messageHint',
    defaultMessage: 'Enter sends the message; Shift+Enter starts a new line.',
    description: 'Help under the chat\'s text box. Enter and Shift+Enter are keys of the keyboard.',
  },
  attachmentLabel: { id: 'chat.form.attachment', defaultMessage: 'Attachment', description: 'Label of the file box with which a file is sent in the chat (optional).' },
  attachmentHint: {
    id: 'chat.form.attachmentHint',
    defaultMessage: 'Optional. Allowed types: {types}. At most 20 MB.',
    description: 'Help under the chat\'s file box. {types} is the list of allowed file extensions (e.g. ".pdf, .docx").',
  },
  send: { id: 'chat.form.send', defaultMessage: 'Send', description: 'Button that sends the chat message.' },
  sendFailed: { id: 'chat.form.sendFailed', defaultMessage: 'The message could not be sent.', description: 'Shown under the chat\'s form when sending failed for an unknown reason.' },
  failed: { id: 'chat.failed', defaultMessage: 'The chat could not be loaded.', description: 'Title of the error alert when the milestone chat page could not load.' },
  retry: { id: 'chat.retry', defaultMessage: 'Try again', description: 'Button of the error alert that loads the milestone chat page again.' },
  filesLabel: { id: 'chat.files.label', defaultMessage: 'Files sent in this chat', description: 'Accessible name of the table of the Files tab of the milestone chat page.' },
  colFile: { id: 'chat.files.col.file', defaultMessage: 'File', description: 'Column of the chat\'s files table: the file\'s name, a download link.' },
  colSender: { id: 'chat.files.col.sender', defaultMessage: 'Sent by', description: 'Column of the chat\'s files table: who sent the file.' },
  colDate: { id: 'chat.files.col.date', defaultMessage: 'Date', description: 'Column of the chat\'s files table: when the file was sent (DD-MM-YYYY HH:mm).' },
});

/**
 * The one chat refusal built from a value (the contract's CHAT_MESSAGES.attachmentTooLarge, so not
 * among the server texts' catalog entries): its English text is the contract's, word for word (a
 * test checks it). The chat's fixed texts are translated as server texts (server.chat.*).
 */
export const chatTexts = defineMessages({
  attachmentTooLarge: {
    id: 'chat.validation.attachmentTooLarge',
    defaultMessage: 'File {name} exceeds 20MB and has been removed.',
    description: 'Shown under the chat\'s file box when the chosen file is larger than 20 MB; the file is not kept. {name} is the file\'s name.',
  },
});
