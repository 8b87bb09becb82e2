import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CAL_FILE_MESSAGES, CAL_FILE_TYPES, CHAT_LIMITS, CHAT_MESSAGES, calFileExtension, chatAttachmentPath, chatAttachmentProblem, milestoneChatHref, type ChatMessage,
} from '@fetp/contract';
import type { Services } from '../../services';
import { rowsOf, type Queryable } from '../../db/client';
import { peopleWhoSee } from '../../db/scopes';
import { promotePending, type StoredUpload } from '../../files/upload';
import { defineJob, sendMailJob } from '../../jobs';
import { publishLive } from '../../live/bus';
import { mailLocale, renderMail } from '../../mail/texts';
import type { CurrentUser } from '../../plugins/auth';
import { fieldError, forbidden, notFound } from '../../plugins/errors';
import { notInScope, trackerScope } from '../../plugins/officer-access';
import { contentFits, keptName, milestoneWithOwner, type MilestoneWithOwner } from '../cal-tracker';
import { englishOf, type NotificationText } from '../notifications';
import { attachmentById, insertMessage, markRead, messageById, messagesOf, roomById, roomOfMilestone, type MessageRow } from './queries';

/** Where chat attachments live in the file store. */
export const CHAT_FILES_FOLDER = 'chat';

/**
 * The milestone and the caller's standing to its officer (db/scopes.ts: the officer, their mentors
 * there, the course's coordinators): a 403 for anyone outside the chat. The chat is editable while
 * the sub-CAL is not completed (a completed sub-CAL is read-only until a reviewer reopens it).
 */
async function chatScope(db: Services['db'], callerId: number, milestoneId: number) {
  const milestone = await milestoneWithOwner(db, milestoneId);
  if (!milestone) throw notInScope();
  const scope = await trackerScope(db, callerId, milestone.menteeId, milestone.courseId);
  return { milestone, scope, editable: milestone.subCalStatus !== 'completed' };
}

/** A message as the caller reads it, its attachment behind a link signed for them. */
function messageItem(services: Pick<Services, 'links'>, row: MessageRow, callerId: number): ChatMessage {
  return {
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
  };
}

/** A milestone's messages (newest page, or the page before a message), marking the newest read. */
export async function chatMessagesFor(services: Services, callerId: number, milestoneId: number, before: number | undefined) {
  const { db } = services;
  const { milestone, editable } = await chatScope(db, callerId, milestoneId);
  const room = await roomOfMilestone(db, milestone.id);
  const { rows, hasMore } = await messagesOf(db, room, before);
  if (!before) await markRead(db, room, callerId);
  return {
    data: rows.map((row) => messageItem(services, row, callerId)),
    chat_room: room,
    is_editable: editable,
    cal_name: milestone.calName,
    milestone_name: milestone.title,
    has_more: hasMore,
  };
}

/** Sends a message (text, a file, or both) to a room the caller is one of the people of, while the chat is open. */
export async function sendMessage(services: Services, me: CurrentUser, opts: { room: number; message: string; file: StoredUpload | null; fileField: string }) {
  const { db } = services;
  const room = await roomById(db, opts.room);
  if (!room) throw notInScope();
  const { milestone, editable } = await chatScope(db, me.id, room.milestoneId);
  if (!editable) throw forbidden(CHAT_MESSAGES.notEditable);
  const text = opts.message.trim() ? opts.message : '';
  const { file } = opts;
  if (!text && !file) throw fieldError('message', CHAT_MESSAGES.empty);
  if (file) {
    const problem = chatAttachmentProblem({ name: file.filename, size: file.truncated ? CHAT_LIMITS.attachmentMaxBytes + 1 : file.size });
    if (problem) throw fieldError(opts.fileField, problem);
    if (!contentFits(calFileExtension(file.filename)!, file)) throw fieldError(opts.fileField, CAL_FILE_MESSAGES.contentMismatch);
  }
  const participants = await peopleWhoSee(db, milestone.menteeId, milestone.courseId);
  const saved = await db.transaction(async (tx) => {
    const id = await insertMessage(tx, {
      roomId: room.id, senderId: me.id, message: text,
      ...(file ? { attachmentKey: file.key, attachmentName: keptName(file.filename), attachmentType: CAL_FILE_TYPES[calFileExtension(file.filename)!], attachmentSize: file.size } : {}),
    });
    await announceMessage(services, tx, { roomId: room.id, milestone, senderId: me.id, senderName: me.displayName, participants });
    if (file) await promotePending(services.files, [file.key]);
    return id;
  });
  // The sender has read their own message.
  await markRead(db, room.id, me.id);
  return { message: CHAT_MESSAGES.sent, data: messageItem(services, (await messageById(db, saved))!, me.id) };
}

/** A chat attachment for a download, once the signed link's user is still one of the chat's people. */
export async function attachmentFor(services: Services, userId: number, messageId: number) {
  const file = await attachmentById(services.db, messageId);
  if (!file) throw notFound();
  await chatScope(services.db, userId, file.milestone_id);
  return file;
}

/** An unread message is mailed this long after it was sent, if still unread. */
export const DIGEST_DELAY_MS = 30 * 60 * 1000;
/** A participant gets one bell notification per chat until they open it or this long has passed. */
const NOTIFICATION_QUIET = sql`interval '30 minutes'`;

/** What the bell says of a new message, as a key and values; its English text is what a repeated notification is matched by. */
export const chatNotificationText = (milestone: Pick<MilestoneWithOwner, 'title' | 'autoName'>, sender: string): NotificationText => ({
  key: 'chatMessage', params: { sender, milestone: milestone.title, item: milestone.autoName },
});

/**
 * After a message is stored (inside its transaction): the other participants get a bell
 * notification (one per chat while unwatched and recent), a digest e-mail job for 30 minutes later,
 * and every participant's open pages are told, so the message appears at once.
 */
export async function announceMessage(
  services: Pick<Services, 'jobs'>, tx: Queryable, opts: { roomId: number; milestone: MilestoneWithOwner; senderId: number; senderName: string; participants: number[] },
) {
  const others = opts.participants.filter((id) => id !== opts.senderId);
  if (others.length) {
    const keyed = chatNotificationText(opts.milestone, opts.senderName);
    const text = englishOf(keyed);
    // The other participants as an int[] literal (ids from the database, numbers only).
    const recipients = sql.raw(`ARRAY[${others.map(Number).join(',')}]::int[]`);
    await tx.execute(sql`
      insert into notifications (user_id, notification, text_key, params)
      select p.id, ${text}, ${keyed.key}, ${JSON.stringify(keyed.params)}::jsonb from unnest(${recipients}) as p(id)
      where not exists (
        select 1 from notifications n
        where n.user_id = p.id and n.notification = ${text} and n.watched_at is null and n.created_at > now() - ${NOTIFICATION_QUIET})`);
    const digests = rowsOf<{ user_id: number; last_digested_id: number }>(await tx.execute(sql`
      select p.id as user_id, coalesce(r.last_digested_id, 0) as last_digested_id
      from unnest(${recipients}) as p(id)
      left join chat_reads r on r.room_id = ${opts.roomId} and r.user_id = p.id`));
    for (const d of digests) {
      // One digest per reader for each run of unread messages: the key changes once a digest is sent.
      await services.jobs.enqueue(chatDigestJob, { room: opts.roomId, user: d.user_id }, {
        db: tx, key: `${opts.roomId}:${d.user_id}:${d.last_digested_id}`, runAt: new Date(Date.now() + DIGEST_DELAY_MS),
      });
    }
  }
  await publishLive(tx, { users: opts.participants, type: 'chat_message', data: { chat_room: opts.roomId, milestone_id: opts.milestone.id } });
}

/** The e-mail of a reader's unread messages in a room, if any are still unread; then marks them mailed. */
export const chatDigestJob = defineJob({
  name: 'chat-digest',
  payload: z.object({ room: z.number().int().positive(), user: z.number().int().positive() }),
  run: async ({ room, user }, { services }) => {
    await services.db.transaction(async (tx) => {
      const [unread] = rowsOf<{
        count: number; last_id: number | null; excerpt: string | null; sender: string | null; email: string; name: string; language: string | null;
        title: string; auto_name: string; milestone_id: number; sub_cal_status: string;
      }>(await tx.execute(sql`
        with place as (
          select greatest(coalesce(r.last_read_id, 0), coalesce(r.last_digested_id, 0)) as seen
          from (select 1) one left join chat_reads r on r.room_id = ${room} and r.user_id = ${user}
        ), unread as (
          select m.id, m.message, m.attachment_name, s.display_name as sender
          from chat_messages m join users s on s.id = m.sender_id, place
          where m.room_id = ${room} and m.sender_id <> ${user} and m.id > place.seen
        )
        select (select count(*)::int from unread) as count,
               (select max(id) from unread) as last_id,
               (select coalesce(nullif(message, ''), attachment_name) from unread order by id desc limit 1) as excerpt,
               (select sender from unread order by id desc limit 1) as sender,
               u.email, u.display_name as name, u.language, ms.title, sc.auto_name, ms.id as milestone_id, sc.status as sub_cal_status
        from users u, chat_rooms cr join milestones ms on ms.id = cr.milestone_id join sub_cals sc on sc.id = ms.sub_cal_id
        where u.id = ${user} and cr.id = ${room}`));
      if (!unread || !unread.count || unread.last_id === null) return;
      const excerpt = unread.excerpt ?? '';
      const mail = renderMail('chatDigest', mailLocale(unread.language, null), {
        name: unread.name, count: unread.count, item: unread.title, subCal: unread.auto_name, sender: unread.sender ?? '',
        excerpt: excerpt.length > 300 ? `${excerpt.slice(0, 300)}…` : excerpt,
        link: `${services.config.publicUrl}${milestoneChatHref(unread.milestone_id, unread.sub_cal_status !== 'completed')}`,
      });
      await services.jobs.enqueue(sendMailJob, { to: unread.email, ...mail }, { db: tx });
      await tx.execute(sql`
        insert into chat_reads (room_id, user_id, last_digested_id) values (${room}, ${user}, ${unread.last_id})
        on conflict (room_id, user_id) do update set last_digested_id = greatest(chat_reads.last_digested_id, excluded.last_digested_id)`);
    });
  },
});
