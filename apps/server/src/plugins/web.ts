import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REQUEST_MESSAGES, WEB_BASE } from '@fetp/contract';

/** Hashed build assets never change under their name; a release brings new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files are checked with the server on every visit (cheap with ETag). */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (filePath: string) => filePath.split(path.sep).includes('assets');

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
