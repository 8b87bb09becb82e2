import { REQUEST_MESSAGES } from '@fetp/contract';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { WEB_BASE } from '@fetp/contract';

/** Serves the built SPA under /learn/; deep links fall back to its index.html; other unknown paths are a JSON 404. */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, prefix: `${WEB_BASE}/`, wildcard: false, index: false });
  }
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) => reply.redirect(`${WEB_BASE}/`));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && (url === WEB_BASE || url.startsWith(`${WEB_BASE}/`));
    if (wantsPage && hasWeb && !path.extname(url)) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(indexFile));
    }
    return reply.status(404).send({ message: REQUEST_MESSAGES.notFound });
  });
}
