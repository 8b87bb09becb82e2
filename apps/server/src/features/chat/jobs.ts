import type { Services } from '../../services';
import { chatMessages } from '../../db/schema';
import { referencedIn, sweepUnreferencedFiles } from '../../files/orphan-sweep';
import { definePeriodicJob } from '../../jobs';
import { CHAT_FILES_FOLDER } from './service';
import { chatDigestJob } from './service';

/** Removes chat attachments no message refers to (a send whose process died between the file and its row). */
export function sweepOrphanChatFiles(services: Pick<Services, 'db' | 'files'>, now = new Date()): Promise<number> {
  return sweepUnreferencedFiles(services, CHAT_FILES_FOLDER, referencedIn(chatMessages, chatMessages.attachmentKey), now);
}

/** Every six hours, once for all processes: chat attachments no message refers to. */
export const chatOrphanFilesJob = definePeriodicJob({
  name: 'chat-orphan-files',
  everyMinutes: 6 * 60,
  run: async (_payload, { services, log }) => {
    const removed = await sweepOrphanChatFiles(services);
    if (removed) log.info({ count: removed }, 'removed chat attachments no message refers to');
  },
});

/** The chat's job kinds (the unread-message digest, the sweep), registered through features/index.ts `featureJobKinds`. */
export const chatJobKinds = [chatDigestJob, chatOrphanFilesJob];
