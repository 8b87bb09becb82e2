import type { FastifyPluginAsync } from 'fastify';
import type { ServerResponse } from 'node:http';
import { LIVE_API as API, LIVE_LIMITS } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { SESSION_ENDED } from '../../live/bus';
import { tokenExpiry } from './queries';

/**
 * The live channel (docs/architecture.md "Live updates"): a Server-Sent Events stream of the
 * caller's events (new notifications, messages in their chats), fed by the process's LiveBus.
 */
/** setTimeout's longest wait (about 24.8 days); a longer-lived token's stream is ended then and reopened by the client. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const liveRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const open = new Set<ServerResponse>();
  // Streams never end by themselves: closing the server ends them, or it would wait for them.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  app.get(API.stream.path, fromEndpoint(API.stream, { tags: ['live'], summary: 'The caller’s live events (text/event-stream)' }), async (request, reply) => {
    const me = requireUser(request);
    // A token that expires ends its stream too (the client then finds itself signed out).
    const expiresAt = await tokenExpiry(services.db, me.tokenId);
    const lifetimeMs = Math.min(Math.max(0, (expiresAt?.getTime() ?? 0) - Date.now()), MAX_TIMER_MS);
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and other proxies would otherwise hold the events back.
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    response.write(`retry: ${LIVE_LIMITS.retryMs}\n: connected\n\n`);
    open.add(response);
    const unsubscribe = services.live.subscribe(me.id, (event) => {
      if (event.type === SESSION_ENDED) {
        // This token revoked (sign-out, password reset or change, deactivation: plugins/sessions.ts):
        // the stream ends; another tab's token is not affected unless it was revoked too.
        if (event.data.token === me.tokenId) response.end();
        return;
      }
      response.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    });
    const expiry = setTimeout(() => response.end(), lifetimeMs);
    expiry.unref();
    const heartbeat = setInterval(() => response.write(': ping\n\n'), LIVE_LIMITS.heartbeatMs);
    heartbeat.unref();
    response.on('close', () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      open.delete(response);
    });
  });
};
