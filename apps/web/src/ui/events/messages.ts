import { defineMessages } from 'react-intl';

/**
 * The webinar and meeting forms' attachment texts (ui/events), kept under their first ids so the
 * translations stay; apart from ui/messages.ts so the entry chunk does not carry them.
 */
export default defineMessages({
  attachmentsHint: {
    id: 'calendar.attachments.hint',
    defaultMessage: 'Each file at most 20 MB',
    description: 'Hint under the file input of the webinar and meeting forms.',
  },
  attachmentTooLarge: {
    id: 'calendar.attachments.tooLarge',
    defaultMessage: 'File {name} exceeds 20MB and has been removed.',
    description: 'Alert when a chosen webinar or meeting attachment is over 20 MB (001 §8). {name} is the file\'s name.',
  },
  keptAttachments: {
    id: 'calendar.attachments.kept',
    defaultMessage: 'Current attachments',
    description: 'Heading of the files already attached to a webinar or meeting, in the update form.',
  },
  removeAttachment: {
    id: 'calendar.attachments.remove',
    defaultMessage: 'Remove {name}',
    description: 'Accessible name of the button removing a file already attached to a webinar or meeting. {name} is the file\'s name.',
  },
});
