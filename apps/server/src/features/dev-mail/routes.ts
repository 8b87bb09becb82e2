import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Services } from '../../services';
import { escapeHtml, readOutbox } from '../../mail/mailer';
import { notFound } from '../../plugins/errors';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The local outbox, for the embedded default only (no SMTP_URL). It holds sign-in codes and reset
 * links, so it answers only requests made on this machine itself, unless DEV_MAIL_PUBLIC=true:
 * the socket's own address decides (never X-Forwarded-For, which a caller can write), and a
 * request that came through a proxy (one carrying forwarding headers) is refused, since a proxy on
 * this machine makes every visitor look local.
 */
export const devMailRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const open = process.env.DEV_MAIL_PUBLIC === 'true';
  const guard = (request: FastifyRequest) => {
    if (open) return;
    const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined || request.headers['x-real-ip'] !== undefined;
    if (proxied || !LOOPBACK.test(request.socket.remoteAddress ?? '')) throw notFound();
  };

  app.get('/dev/mail.json', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    guard(request);
    reply.header('cache-control', 'no-store');
    return readOutbox(services.db);
  });

  app.get('/dev/mail', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    guard(request);
    const mails = await readOutbox(services.db);
    const items = mails
      .map((m) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.sent_at)}</p><pre>${escapeHtml(m.text)}</pre>${
        m.attachments.map((a) => `<details><summary>${escapeHtml(a.filename)} (${escapeHtml(a.contentType)})</summary><pre>${escapeHtml(a.content)}</pre></details>`).join('')
      }</article>`)
      .join('\n');
    reply.header('cache-control', 'no-store').type('text/html');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local mail outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}article{border:1px solid #dee2e6;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}.meta{color:#666;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Local mail outbox</h1><p>Mail the portal sent while no SMTP server is configured, newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
  });
};
