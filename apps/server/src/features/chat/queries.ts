import { sql } from 'drizzle-orm';
import { CHAT_LIMITS } from '@fetp/contract';
import { rowsOf, type Queryable } from '../../db/client';
import { chatMessages } from '../../db/schema';

/** The room of a milestone's chat, made at its first use (a read finds it without writing). */
export async function roomOfMilestone(db: Queryable, milestoneId: number): Promise<number> {
  const [found] = rowsOf<{ id: number }>(await db.execute(sql`select id from chat_rooms where milestone_id = ${milestoneId}`));
  if (found) return found.id;
  const [row] = rowsOf<{ id: number }>(await db.execute(sql`
    with made as (insert into chat_rooms (milestone_id) values (${milestoneId}) on conflict (milestone_id) do nothing returning id)
    select id from made union all select id from chat_rooms where milestone_id = ${milestoneId} limit 1`));
  // Nothing when another read made the room after this statement's snapshot began: a new statement sees it.
  return row?.id ?? roomOfMilestone(db, milestoneId);
}

/** A room with the milestone it belongs to, or null. */
export async function roomById(db: Queryable, roomId: number): Promise<{ id: number; milestoneId: number } | null> {
  const [row] = rowsOf<{ id: number; milestone_id: number }>(await db.execute(sql`select id, milestone_id from chat_rooms where id = ${roomId}`));
  return row ? { id: row.id, milestoneId: row.milestone_id } : null;
}

export interface MessageRow {
  id: number;
  room_id: number;
  sender_id: number;
  message: string;
  attachment_key: string | null;
  attachment_name: string | null;
  sender_name: string;
  sender_image: string | null;
  created_at: Date | string;
}

const MESSAGE_COLUMNS = sql`m.id, m.room_id, m.sender_id, m.message, m.attachment_key, m.attachment_name, u.display_name as sender_name, u.profile_image_url as sender_image, m.created_at`;

/** The newest messages of a room (before a message id when given), oldest first, and whether older ones exist. */
export async function messagesOf(db: Queryable, roomId: number, before?: number): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const rows = rowsOf<MessageRow>(await db.execute(sql`
    select ${MESSAGE_COLUMNS}
    from chat_messages m join users u on u.id = m.sender_id
    where m.room_id = ${roomId} ${before ? sql`and m.id < ${before}` : sql``}
    order by m.id desc
    limit ${CHAT_LIMITS.pageSize + 1}`));
  const hasMore = rows.length > CHAT_LIMITS.pageSize;
  return { rows: rows.slice(0, CHAT_LIMITS.pageSize).reverse(), hasMore };
}

export async function messageById(db: Queryable, id: number): Promise<MessageRow | null> {
  const [row] = rowsOf<MessageRow>(await db.execute(sql`select ${MESSAGE_COLUMNS} from chat_messages m join users u on u.id = m.sender_id where m.id = ${id}`));
  return row ?? null;
}

/** An attachment with its room's milestone, for a download. */
export async function attachmentById(db: Queryable, messageId: number) {
  const [row] = rowsOf<{ key: string; name: string; type: string; size: number; milestone_id: number }>(await db.execute(sql`
    select m.attachment_key as key, m.attachment_name as name, m.attachment_type as type, m.attachment_size as size, r.milestone_id
    from chat_messages m join chat_rooms r on r.id = m.room_id
    where m.id = ${messageId} and m.attachment_key is not null`));
  return row ? { ...row, size: Number(row.size) } : null;
}

/** The caller has seen the room up to its newest message. */
export async function markRead(db: Queryable, roomId: number, userId: number): Promise<void> {
  await db.execute(sql`
    insert into chat_reads (room_id, user_id, last_read_id, read_at)
    select ${roomId}, ${userId}, coalesce(max(id), 0), now() from chat_messages where room_id = ${roomId}
    on conflict (room_id, user_id) do update set last_read_id = greatest(chat_reads.last_read_id, excluded.last_read_id), read_at = now()`);
}

/** Stores a message (inside the send's transaction); answers its id. */
export async function insertMessage(tx: Queryable, message: typeof chatMessages.$inferInsert): Promise<number> {
  const [row] = await tx.insert(chatMessages).values(message).returning({ id: chatMessages.id });
  return row!.id;
}
