import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { tooManyRequests } from './errors';

/** A counted hit, which can be taken back when the attempt turns out to have succeeded. */
export interface CountedHit {
  takeBack(): Promise<void>;
}

/**
 * Fixed-window counters kept in the database, so every server process behind a load balancer
 * shares them. One upsert per hit.
 */
export class RateLimiter {
  constructor(private readonly db: Db, private readonly windowSeconds: number) {}

  /**
   * Counts a hit on `key`; throws 429 once more than `limit` hits fall in the current window. Keys
   * are stored hashed: they hold e-mail and client addresses, and any length fits the column. The
   * answer takes the hit back, for counters that keep only failed attempts.
   */
  async hit(key: string, limit: number): Promise<CountedHit> {
    const storedKey = crypto.createHash('sha256').update(key).digest('base64url');
    const windowMs = this.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs).toISOString();
    const result = await this.db.execute(sql`
      insert into rate_limits (key, window_start, count) values (${storedKey}, ${windowStart}, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count`);
    const count = Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
    if (count > limit) throw tooManyRequests();
    return {
      takeBack: async () => {
        await this.db.execute(sql`
          update rate_limits set count = count - 1 where key = ${storedKey} and window_start = ${windowStart} and count > 0`);
      },
    };
  }

  /** Drops windows that ended long ago; called now and then. */
  async prune(): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${this.windowSeconds * 2})`);
  }
}
