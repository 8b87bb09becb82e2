import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { tooManyRequests } from './errors';

/**
 * Fixed-window counters kept in the database, so every server process behind a load balancer
 * shares them. One upsert per hit.
 */
export class RateLimiter {
  constructor(private readonly db: Db, private readonly windowSeconds: number) {}

  /**
   * Counts a hit on `key`; throws 429 once more than `limit` hits fall in the current window. Keys
   * are stored hashed: they hold e-mail and client addresses, and any length fits the column.
   */
  async hit(key: string, limit: number): Promise<void> {
    const storedKey = crypto.createHash('sha256').update(key).digest('base64url');
    const windowMs = this.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    const result = await this.db.execute(sql`
      insert into rate_limits (key, window_start, count) values (${storedKey}, ${windowStart.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count`);
    const count = Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
    if (count > limit) throw tooManyRequests();
  }

  /** Drops windows that ended long ago; called now and then. */
  async prune(): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${this.windowSeconds * 2})`);
  }
}
