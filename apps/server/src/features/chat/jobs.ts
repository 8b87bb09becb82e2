import type { Services } from '../../services';
import { chatMessages } from '../../db/schema';
import { orphanSweepJob, referencedIn, sweepUnreferencedFiles } from '../../files/orphan-sweep';
import { CHAT_FILES_FOLDER, chatDigestJob } from './service';

/** Removes chat attachments no message refers to (a send whose process died between the file and its row). */
export function sweepOrphanChatFiles(services: Pick<Services, 'db' | 'files'>, now = new Date()): Promise<number> {
  return sweepUnreferencedFiles(services, CHAT_FILES_FOLDER, referencedIn(chatMessages, chatMessages.attachmentKey), now);
}

/** Every six hours, once for all processes: chat attachments no message refers to. */
export const chatOrphanFilesJob = orphanSweepJob('chat-orphan-files', 'chat attachments no message refers to', sweepOrphanChatFiles);

/** The chat's job kinds (the unread-message digest, the sweep), registered through features/index.ts `featureJobKinds`. */
export const chatJobKinds = [chatDigestJob, chatOrphanFilesJob];
