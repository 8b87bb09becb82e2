import nodemailer, { type Transporter } from 'nodemailer';
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** `outbox` keeps mail in the database (the embedded default); `smtp` sends it. */
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    async close() {
      transport.close();
    },
  };
}

export function outboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
    },
    async close() {},
  };
}

/** Sends nothing: for demo data, whose addresses are not real. */
export const silentMailer: Mailer = { kind: 'outbox', async send() {}, async close() {} };

export async function readOutbox(db: Db, limit = 100) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  return rows.map((m) => ({ to: m.to, subject: m.subject, text: m.text, html: m.html, sent_at: m.sentAt.toISOString() }));
}

/** Escapes text for the HTML part of a message. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
