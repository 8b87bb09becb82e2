import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REQUEST_MESSAGES, SHELL_CALL_PATHS, WEB_BASE } from '@fetp/contract';

/** Hashed build assets never change under their name; a release brings new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files are checked with the server on every visit (cheap with ETag). */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (filePath: string) => filePath.split(path.sep).includes('assets');

/** The home page as the web build prerendered it (apps/web/build/prerender.mjs), and the marks it left. */
const HOME_TEMPLATE = path.join('.prerender', 'home.html');
const SITE_MARK = '%FETP_SITE_NAME%';
const DATA_MARK = '<!--fetp:public-header-->';
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * /learn/ is the prerendered home page made whole (issue 33 §5): the programme's name where the
 * build left its mark, and the public header's answer (the call the page would make first) in a
 * `<script type="application/json">` the page reads for its first render. Without that answer,
 * the SPA's index.html.
 */
function serveHome(app: FastifyInstance, template: string, indexFile: string) {
  app.get(`${WEB_BASE}/`, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/html').header('cache-control', REVALIDATE);
    const answer = await app.inject({ method: 'GET', url: SHELL_CALL_PATHS.publicHeader });
    if (answer.statusCode !== 200) return reply.send(fs.createReadStream(indexFile));
    const { site } = answer.json<{ site: { name: string } }>();
    const data = `<script type="application/json" id="fetp-public-header">${answer.body.replace(/</g, '\\u003c')}</script>`;
    return reply.send(template.split(SITE_MARK).join(escapeHtml(site.name)).replace(DATA_MARK, data));
  });
}

/**
 * Serves the built SPA under /learn/; deep links fall back to its index.html; other unknown
 * paths are a JSON 404. The build writes .br and .gz beside each text asset, sent as the
 * browser accepts them, so nothing is compressed per request.
 */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: `${WEB_BASE}/`,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The build's own files (.vite/manifest.json) are not the portal's to serve.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', isHashedAsset(filePath) ? IMMUTABLE : REVALIDATE),
    });
    const home = path.join(webDist, HOME_TEMPLATE);
    if (fs.existsSync(home)) serveHome(app, fs.readFileSync(home, 'utf8'), indexFile);
  }
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) => reply.redirect(`${WEB_BASE}/`));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && (url === WEB_BASE || url.startsWith(`${WEB_BASE}/`));
    if (wantsPage && hasWeb && !path.extname(url)) {
      return reply.type('text/html').header('cache-control', REVALIDATE).send(fs.createReadStream(indexFile));
    }
    return reply.status(404).send({ message: REQUEST_MESSAGES.notFound });
  });
}
