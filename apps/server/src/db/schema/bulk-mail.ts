import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './people';

/**
 * Bulk e-mail (002 §2.10): one row per mail a coordinator or advisor sends, its attachments, and
 * one row per recipient, which the delivery job moves waiting → sending → sent / failed
 * (features/bulk-mail, docs/architecture.md "Bulk e-mail").
 */

export const bulkMails = pgTable('bulk_mails', {
  id: serial('id').primaryKey(),
  senderId: integer('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  subject: varchar('subject', { length: 128 }).notNull(),
  /** The message as sent: sanitised HTML, and its plain-text part. */
  html: text('html').notNull(),
  text: text('text').notNull(),
  /** What the sender chose (all, myself, mentors, mentees, the cohorts, external addresses), as sent. */
  choices: text('choices').notNull(),
  createdAt: createdAt(),
}, (t) => [index('bulk_mails_sender_idx').on(t.senderId, t.id)]);

export const bulkMailAttachments = pgTable('bulk_mail_attachments', {
  id: serial('id').primaryKey(),
  bulkMailId: integer('bulk_mail_id').notNull().references(() => bulkMails.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  contentType: varchar('content_type', { length: 128 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull().unique(),
}, (t) => [index('bulk_mail_attachments_mail_idx').on(t.bulkMailId)]);

/** Where a recipient's mail stands: `sending` is claimed by a worker, before the SMTP server has answered. */
export type BulkMailRecipientStatus = 'waiting' | 'sending' | 'sent' | 'failed';

export const bulkMailRecipients = pgTable('bulk_mail_recipients', {
  id: serial('id').primaryKey(),
  bulkMailId: integer('bulk_mail_id').notNull().references(() => bulkMails.id, { onDelete: 'cascade' }),
  /** Lower-cased: one mail per address. */
  email: varchar('email', { length: 254 }).notNull(),
  /** Null for an external address. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Frozen when queued: the greeting's name and the frame's language. */
  name: varchar('name', { length: 200 }).notNull().default(''),
  language: varchar('language', { length: 8 }),
  status: varchar('status', { length: 8 }).$type<BulkMailRecipientStatus>().notNull().default('waiting'),
  attempts: smallint('attempts').notNull().default(0),
  lastError: text('last_error'),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('bulk_mail_recipients_mail_email_idx').on(t.bulkMailId, t.email),
  // The delivery job's claim: the next waiting recipient of a mail that is due.
  index('bulk_mail_recipients_waiting_idx').on(t.bulkMailId, t.nextAttemptAt, t.id).where(sql`${t.status} = 'waiting'`),
  index('bulk_mail_recipients_status_idx').on(t.bulkMailId, t.status),
]);
