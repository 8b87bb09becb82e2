import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { milestones } from './cal';
import { users } from './people';

/** The milestone chat (001 §2.8, §3.9): one room per milestone, its messages, and each reader's place. */

export const chatRooms = pgTable('chat_rooms', {
  id: serial('id').primaryKey(),
  milestoneId: integer('milestone_id').notNull().unique().references(() => milestones.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const chatMessages = pgTable('chat_messages', {
  id: serial('id').primaryKey(),
  roomId: integer('room_id').notNull().references(() => chatRooms.id, { onDelete: 'cascade' }),
  senderId: integer('sender_id').notNull().references(() => users.id),
  message: text('message').notNull().default(''),
  attachmentKey: varchar('attachment_key', { length: 128 }).unique(),
  attachmentName: varchar('attachment_name', { length: 255 }),
  attachmentType: varchar('attachment_type', { length: 128 }),
  attachmentSize: bigint('attachment_size', { mode: 'number' }),
  createdAt: createdAt(),
}, (t) => [index('chat_messages_room_idx').on(t.roomId, t.id)]);

/**
 * Where each person stands in a room: the last message they have seen (opening the chat), and
 * the last one an unread-message digest told them about (so each message is mailed at most once).
 */
export const chatReads = pgTable('chat_reads', {
  roomId: integer('room_id').notNull().references(() => chatRooms.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  lastReadId: integer('last_read_id').notNull().default(0),
  lastDigestedId: integer('last_digested_id').notNull().default(0),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_reads_user_idx').on(t.userId)]);
