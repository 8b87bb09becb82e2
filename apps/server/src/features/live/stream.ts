import type { ServerResponse } from 'node:http';
import { LIVE_LIMITS } from '@fetp/contract';
import type { Services } from '../../services';
import { SESSION_ENDED } from '../../live/bus';
import { tokenExpiry } from './queries';

/** setTimeout's longest wait (about 24.8 days); a longer-lived token's stream is ended then and reopened by the client. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * This process's open event streams (docs/architecture.md "Live updates"): each one the caller's
 * events from the LiveBus, a heartbeat, and its end when its token is revoked or expires.
 */
export class LiveStreams {
  private readonly open = new Set<ServerResponse>();

  constructor(private readonly services: Pick<Services, 'db' | 'live'>) {}

  /** The time a stream may stay open: until its token expires (the client then finds itself signed out). */
  async lifetimeOf(tokenId: number): Promise<number> {
    const expiresAt = await tokenExpiry(this.services.db, tokenId);
    return Math.min(Math.max(0, (expiresAt?.getTime() ?? 0) - Date.now()), MAX_TIMER_MS);
  }

  /** Streams `userId`'s events on a response the route has taken over, until it closes. */
  serve(response: ServerResponse, opts: { userId: number; tokenId: number; lifetimeMs: number; requestId: string }): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and other proxies would otherwise hold the events back.
      'x-accel-buffering': 'no',
      'x-request-id': opts.requestId,
    });
    response.write(`retry: ${LIVE_LIMITS.retryMs}\n: connected\n\n`);
    this.open.add(response);
    const unsubscribe = this.services.live.subscribe(opts.userId, (event) => {
      if (event.type === SESSION_ENDED) {
        // This token revoked (sign-out, password reset or change, deactivation: plugins/sessions.ts):
        // the stream ends; another tab's token is not affected unless it was revoked too.
        if (event.data.token === opts.tokenId) response.end();
        return;
      }
      response.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    });
    const expiry = setTimeout(() => response.end(), opts.lifetimeMs);
    expiry.unref();
    const heartbeat = setInterval(() => response.write(': ping\n\n'), LIVE_LIMITS.heartbeatMs);
    heartbeat.unref();
    response.on('close', () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      this.open.delete(response);
    });
  }

  /** Ends every open stream: they never end by themselves, and closing the server would wait for them. */
  endAll(): void {
    for (const response of this.open) response.end();
  }
}
