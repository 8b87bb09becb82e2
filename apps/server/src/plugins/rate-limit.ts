import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { tooManyRequests } from './errors';
import type { Config } from '../config';

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

  /** Drops windows that ended long ago (the `prune-rate-limits` job, every ten minutes); answers how many. */
  async prune(): Promise<number> {
    const result = await this.db.execute(sql`
      with dropped as (delete from rate_limits where window_start < now() - make_interval(secs => ${this.windowSeconds * 2}) returning 1)
      select count(*)::int as count from dropped`);
    return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
  }
}

/** What the limit policies below need: the counters and the configured limits. */
export interface Limits {
  limiter: RateLimiter;
  config: { rateLimit: Config['rateLimit'] };
}

/**
 * Rate limits a call that mails someone (a reset link): every request counts, per client address
 * and per e-mail, so a mailbox gets at most RATE_LIMIT_PER_EMAIL such mails a window.
 */
export async function limitMailings(services: Limits, step: string, ip: string, email: string) {
  const { perAddress, perEmail } = services.config.rateLimit;
  await services.limiter.hit(`${step}:ip:${ip}`, perAddress);
  await services.limiter.hit(`${step}:email:${email.trim().toLowerCase()}`, perEmail);
}

/** A sign-in step's counted attempt: `succeeded()` takes back what counts only failures. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Rate limits a sign-in step. Every attempt counts per client address. Per e-mail only failures
 * count: strictly per (e-mail, address) pair, and across all addresses at a much higher limit. So
 * a stranger's wrong passwords from elsewhere do not lock the owner out, while a guesser is
 * stopped at their own address and a spread-out guessing campaign at the e-mail's total.
 */
export async function limitSignIn(services: Limits, step: string, ip: string, email?: string): Promise<SignInAttempt> {
  const { perAddress, perEmail, perEmailAllAddresses } = services.config.rateLimit;
  await services.limiter.hit(`${step}:ip:${ip}`, perAddress);
  if (!email) return { succeeded: async () => undefined };
  const who = email.trim().toLowerCase();
  const fromHere = await services.limiter.hit(`${step}:email-at:${who}|${ip}`, perEmail);
  const fromAnywhere = await services.limiter.hit(`${step}:email:${who}`, perEmailAllAddresses);
  return {
    succeeded: async () => {
      await Promise.all([fromHere.takeBack(), fromAnywhere.takeBack()]);
    },
  };
}
