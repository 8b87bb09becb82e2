import { sql } from 'drizzle-orm';
import type { Listen, Queryable } from '../db/client';

/** The PostgreSQL channel every app process listens on. */
export const LIVE_CHANNEL = 'fetp_live';

/** Internal: a token was revoked (`data.token`; published by plugins/sessions.ts `revokeTokens` only); the streams opened with it end. Never sent to a browser. */
export const SESSION_ENDED = 'session_ended';

/** What happened, and for whom: each user's open streams get `type` with `data`. */
export interface LiveEvent {
  users: number[];
  type: string;
  data?: Record<string, unknown>;
}

type Handler = (event: { type: string; data: Record<string, unknown> }) => void;

/**
 * Sends an event to the live streams of its users, in every process: a NOTIFY, so it leaves with
 * the transaction that wrote what it tells of (nothing is sent when that rolls back). The payload
 * stays small (ids only; PostgreSQL's limit is 8000 bytes): readers reload through their calls.
 */
export async function publishLive(db: Queryable, event: LiveEvent): Promise<void> {
  if (!event.users.length) return;
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * This process's side of the live channel: one LISTEN connection, and the open streams by user.
 * docs/architecture.md "Live updates".
 */
export class LiveBus {
  private readonly streams = new Map<number, Set<Handler>>();
  private stopListening: (() => Promise<void>) | null = null;
  private count = 0;

  constructor(private readonly listen: Listen) {}

  async start(): Promise<void> {
    this.stopListening = await this.listen(LIVE_CHANNEL, (payload) => this.dispatch(payload));
  }

  /** Open streams in this process (for /healthz and the benchmark). */
  get connections(): number {
    return this.count;
  }

  /** A stream of `userId`'s events; answers how to close it. */
  subscribe(userId: number, handler: Handler): () => void {
    let handlers = this.streams.get(userId);
    if (!handlers) this.streams.set(userId, (handlers = new Set()));
    handlers.add(handler);
    this.count++;
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.count--;
      handlers.delete(handler);
      if (!handlers.size) this.streams.delete(userId);
    };
  }

  private dispatch(payload: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    if (!Array.isArray(event.users) || typeof event.type !== 'string') return;
    for (const user of new Set(event.users)) {
      for (const handler of this.streams.get(user) ?? []) handler({ type: event.type, data: event.data ?? {} });
    }
  }

  async close(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }
}
