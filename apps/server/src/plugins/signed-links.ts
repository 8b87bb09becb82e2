import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';

/**
 * Short-lived links to files for a given user: a browser opens them in a new tab, where no bearer
 * token travels. The signature covers the path, the user, the moment of issue and the expiry; a
 * link stops working before its expiry once its user signs out, changes or resets their password,
 * or is deactivated (`users.links_valid_from`, set by plugins/sessions.ts). The route still checks
 * that the user may see the record when the link is used.
 */
export class SignedLinks {
  constructor(private readonly secret: string, private readonly ttlSeconds = 60 * 60) {}

  private signature(pathname: string, params: URLSearchParams): string {
    return crypto.createHmac('sha256', this.secret).update(`${pathname}?${params.toString()}`).digest('base64url');
  }

  /** `pathname` with the given parameters plus uid, iat (issued, in ms), exp and sig. */
  sign(pathname: string, userId: number, params: Record<string, string | number | undefined> = {}): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params).sort(([a], [b]) => a.localeCompare(b))) {
      if (value !== undefined) query.set(key, String(value));
    }
    query.set('uid', String(userId));
    query.set('iat', String(Date.now()));
    query.set('exp', String(Math.floor(Date.now() / 1000) + this.ttlSeconds));
    query.set('sig', this.signature(pathname, query));
    return `${pathname}?${query.toString()}`;
  }

  /**
   * The user a link was made for, or null when it was altered, has expired, or was issued before its
   * user's links were ended (or the user is inactive).
   */
  async verify(db: Queryable, pathname: string, query: Record<string, unknown>): Promise<number | null> {
    const params = new URLSearchParams();
    const given = typeof query.sig === 'string' ? query.sig : '';
    for (const key of Object.keys(query).filter((k) => !SIGNED_KEYS.has(k)).sort()) {
      const value = query[key];
      if (typeof value !== 'string') return null;
      params.set(key, value);
    }
    const uid = Number(query.uid);
    const iat = Number(query.iat);
    const exp = Number(query.exp);
    if (!Number.isInteger(uid) || !Number.isInteger(iat) || !Number.isInteger(exp) || exp < Date.now() / 1000) return null;
    params.set('uid', String(uid));
    params.set('iat', String(iat));
    params.set('exp', String(exp));
    const expected = Buffer.from(this.signature(pathname, params));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
    return (await linksLive(db, uid, iat)) ? uid : null;
  }
}

const SIGNED_KEYS = new Set(['sig', 'uid', 'iat', 'exp']);

/** Whether a link issued to `userId` at `issuedAt` (ms) still works: the user is active and their links were not ended since. */
async function linksLive(db: Queryable, userId: number, issuedAt: number): Promise<boolean> {
  const [user] = await db.select({ active: users.isActive, from: users.linksValidFrom }).from(users).where(eq(users.id, userId));
  // A link issued the very millisecond its user's links end is kept (both sides count milliseconds).
  return Boolean(user?.active) && (user!.from === null || issuedAt >= user!.from.getTime());
}
