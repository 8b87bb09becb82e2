import net from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
// The file, not its folder: node's own ESM loader, which runs the built server (dist/), takes no folder.
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** A file sent with a mail: text (a calendar invite's .ics) or bytes (a bulk e-mail's attachment). */
export interface MailAttachment {
  filename: string;
  /** e.g. `text/calendar; method=REQUEST`. */
  contentType: string;
  content: string | Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** `outbox` keeps mail in the database (the embedded default); `smtp` sends it. */
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/**
 * The SMTP transport of a `smtp://` or `smtps://` URL, its connections opened with Nagle's algorithm
 * off. nodemailer writes a command in pieces and then waits for the reply; with Nagle on, the last
 * piece waits for the server's delayed acknowledgement (about 40 ms on Linux) at every message, which
 * held one connection to about 22 messages a second against a local server (over 700 without).
 * nodemailer takes the connected socket as a proxy's (`getSocket`), and still upgrades it to TLS
 * itself (`smtps://` at once, STARTTLS when offered).
 */
function smtpTransport(url: string): Transporter {
  const options = parseConnectionUrl(url);
  const getSocket = (_options: unknown, callback: (error: Error | null, socket: { connection: net.Socket } | false) => void) => {
    const socket = net.connect({
      host: options.host ?? 'localhost', port: options.port ?? (options.secure ? 465 : 587), noDelay: true,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    const fail = (error: Error) => {
      socket.destroy();
      callback(error, false);
    };
    socket.setTimeout(options.connectionTimeout ?? 120_000, () => fail(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })));
    socket.once('error', fail);
    socket.once('connect', () => {
      socket.setTimeout(0);
      socket.removeListener('error', fail);
      callback(null, { connection: socket });
    });
  };
  return nodemailer.createTransport({ ...options, getSocket } as typeof options);
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = smtpTransport(url);
  return {
    kind: 'smtp',
    async send({ attachments, ...mail }) {
      // A calendar invite goes both as the `invite.ics` attachment and as a text/calendar
      // alternative part, which is what Outlook and Gmail read to show the invitation.
      const calendar = attachments?.find((a) => a.contentType.startsWith('text/calendar'));
      await transport.sendMail({
        from,
        ...mail,
        ...(attachments?.length ? { attachments: attachments.map((a) => (typeof a.content === 'string' ? { ...a, contentType: `${a.contentType}; charset=UTF-8` } : a)) } : {}),
        ...(calendar ? { alternatives: [{ contentType: `${calendar.contentType}; charset=UTF-8`, content: calendar.content }] } : {}),
      });
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
      await db.insert(mailOutbox).values({
        to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, attachments: mail.attachments?.length ? mail.attachments.map(outboxAttachment) : null,
      });
    },
    async close() {},
  };
}

/** An attachment as the outbox keeps it: text whole; bytes by name and size only (the outbox is for reading mail, not for files). */
function outboxAttachment(a: MailAttachment) {
  return typeof a.content === 'string' ? { filename: a.filename, contentType: a.contentType, content: a.content } : { filename: a.filename, contentType: a.contentType, content: '', size: a.content.length };
}

/** Sends nothing: for demo data, whose addresses are not real. */
export const silentMailer: Mailer = { kind: 'outbox', async send() {}, async close() {} };

export async function readOutbox(db: Db, limit = 100) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  return rows.map((m) => ({ to: m.to, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments ?? [], sent_at: m.sentAt.toISOString() }));
}

/** Escapes text for the HTML part of a message. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
