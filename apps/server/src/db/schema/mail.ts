import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The local mail outbox. */

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Files sent with the mail, as text (a calendar invite's .ics), so the outbox shows what SMTP would send; a binary file by name and size. */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string; size?: number }[]>(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
