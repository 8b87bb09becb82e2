import { renderMail, mailLocale } from '../../mail/texts';
import type { MailAttachment } from '../../mail/mailer';
import type { Services } from '../../services';
import { attachmentsOfMail, bulkMailForDelivery, claimDue, failStale, markFailed, markRetry, markSent, pendingOf } from './queries';

/**
 * Delivers one bulk mail (docs/architecture.md "Bulk e-mail: delivery"). Each recipient row goes
 * waiting → sending (committed before the SMTP server is asked) → sent, or back to waiting after a
 * temporary failure (a 4xx reply or no answer: tried again later, up to BULK_MAIL_MAX_ATTEMPTS), or
 * failed after a permanent one (5xx). A row a dead worker left `sending` is given up, not sent
 * again: at most once per recipient, a rare lost mail rather than a duplicate.
 *
 * Each lane claims a few rows in one statement and records the accepted ones `sent` in one
 * statement once it has handed them all over (claimSize): two statements per claim rather than two
 * per message, which is what lets a worker send hundreds a second. A crash leaves a lane's claim in
 * doubt, so a claim holds at most half a second's messages at the rate (one at the default 10 a
 * second and 4 lanes).
 */

/** Why a recipient left `sending` by a stopped worker is not tried again. */
export const INTERRUPTED = 'interrupted: the worker stopped before the SMTP server answered; not sent again, to avoid a duplicate';

export interface DeliveryOptions {
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

/** The most rows a lane claims at once. */
export const MAX_CLAIM = 20;

/** How many rows a lane claims at once: what it sends in about half a second at the rate, 1 to MAX_CLAIM. */
export function claimSize(settings: { perSecond: number; concurrency: number }): number {
  return Math.max(1, Math.min(MAX_CLAIM, Math.floor(settings.perSecond / Math.max(1, settings.concurrency) / 2)));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The SMTP reply code of a failed send (nodemailer's `responseCode`), if the server answered. */
function replyCode(error: unknown): number | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : null;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends the due waiting recipients of a mail, at most `perSecond` a second; answers when the mail
 * needs its job again (a retry due later, or a claim of another worker to give up if it never ends),
 * or null when every recipient is settled.
 */
export async function deliverBulkMail(
  services: Pick<Services, 'db' | 'mailer' | 'files' | 'config'>, bulkMailId: number, opts: DeliveryOptions = {},
): Promise<Date | null> {
  const now = opts.now ?? (() => new Date());
  const sleep = opts.sleep ?? wait;
  const { db, config } = services;
  const settings = config.bulkMail;
  const staleMs = settings.staleMinutes * 60_000;
  const mail = await bulkMailForDelivery(db, bulkMailId);
  if (!mail) return null;
  await failStale(db, bulkMailId, new Date(now().getTime() - staleMs), INTERRUPTED);
  const attachments: MailAttachment[] = [];
  for (const file of await attachmentsOfMail(db, bulkMailId)) {
    attachments.push({ filename: file.name, contentType: file.contentType, content: await services.files.read(file.key) });
  }
  const interval = 1000 / settings.perSecond;
  let nextAt = Date.now();
  /** Waits for this send's turn: one every `interval` across the lanes (a lane that fell behind may catch up by one, never burst past the rate). */
  const turn = async () => {
    const now = Date.now();
    const slot = Math.max(nextAt, now - interval);
    nextAt = slot + interval;
    if (slot > now) await sleep(slot - now);
  };
  // Several sends in flight at once (BULK_MAIL_CONCURRENCY): an SMTP exchange is mostly waiting on the network.
  const size = claimSize(settings);
  const lane = async () => {
    for (;;) {
      const claimed = await claimDue(db, bulkMailId, now(), size);
      if (!claimed.length) return;
      const sent: number[] = [];
      for (const recipient of claimed) {
        await turn();
        const framed = renderMail('bulkMail', mailLocale(recipient.language, null), {
          name: recipient.name || recipient.email, sender: mail.sender, subject: mail.subject, body: mail.text, bodyHtml: mail.html,
        });
        try {
          await services.mailer.send({ to: recipient.email, ...framed, ...(attachments.length ? { attachments } : {}) });
          sent.push(recipient.id);
        } catch (error) {
          const code = replyCode(error);
          const message = describe(error);
          if ((code !== null && code >= 500) || recipient.attempts >= settings.maxAttempts) await markFailed(db, recipient.id, message);
          else await markRetry(db, recipient.id, message, new Date(now().getTime() + settings.retrySeconds * 1000 * 2 ** (recipient.attempts - 1)));
        }
      }
      await markSent(db, sent, now());
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, lane));
  const pending = await pendingOf(db, bulkMailId);
  if (pending.nextWaiting) return pending.nextWaiting;
  if (pending.oldestSending) return new Date(pending.oldestSending.getTime() + staleMs + 1000);
  return null;
}
