import type { Services } from '../../services';
import { chatMessages } from '../../db/schema';
import { referencedIn, sweepUnreferencedFiles } from '../../files/orphan-sweep';
import { MINUTE_MS, type Job } from '../../plugins/housekeeping';
import { CHAT_FILES_FOLDER } from './routes';
import { chatDigestJob } from './service';

/** The chat's queued jobs: the unread-message digest. */
export const chatJobKinds = [chatDigestJob];

/** Removes chat attachments no message refers to (a send whose process died between the file and its row). */
export function sweepOrphanChatFiles(services: Pick<Services, 'db' | 'files'>, now = new Date()): Promise<number> {
  return sweepUnreferencedFiles(services, CHAT_FILES_FOLDER, referencedIn(chatMessages, chatMessages.attachmentKey), now);
}

export const chatHousekeeping: Job[] = [
  { what: 'removed chat attachments no message refers to', when: { everyMs: 6 * 60 * MINUTE_MS, firstAfterMs: 3 * MINUTE_MS }, run: (services) => sweepOrphanChatFiles(services) },
];
