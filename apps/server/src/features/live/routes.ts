import type { FastifyPluginAsync } from 'fastify';
import { LIVE_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { LiveStreams } from './stream';

/**
 * The live channel (docs/architecture.md "Live updates"): a Server-Sent Events stream of the
 * caller's events (new notifications, messages in their chats, CAL status changes), fed by the
 * process's LiveBus; the stream's mechanics are in stream.ts.
 */
export const liveRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const streams = new LiveStreams(services);
  app.addHook('preClose', async () => streams.endAll());

  app.get(API.stream.path, fromEndpoint(API.stream, { tags: ['live'], summary: 'The caller’s live events (text/event-stream)' }), async (request, reply) => {
    const me = requireUser(request);
    const lifetimeMs = await streams.lifetimeOf(me.tokenId);
    reply.hijack();
    streams.serve(reply.raw, { userId: me.id, tokenId: me.tokenId, lifetimeMs, requestId: request.id });
  });
};
