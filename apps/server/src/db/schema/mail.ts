import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The local mail outbox. */

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
