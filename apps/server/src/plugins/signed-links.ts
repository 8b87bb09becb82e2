import crypto from 'node:crypto';

/**
 * Short-lived links to files for a given user: a browser opens them in a new tab, where no bearer
 * token travels. The signature covers the path, the user and the expiry; the route still checks
 * that the user may see the record when the link is used.
 */
export class SignedLinks {
  constructor(private readonly secret: string, private readonly ttlSeconds = 60 * 60) {}

  private signature(pathname: string, params: URLSearchParams): string {
    return crypto.createHmac('sha256', this.secret).update(`${pathname}?${params.toString()}`).digest('base64url');
  }

  /** `pathname` with the given parameters plus uid, exp and sig. */
  sign(pathname: string, userId: number, params: Record<string, string | number | undefined> = {}): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params).sort(([a], [b]) => a.localeCompare(b))) {
      if (value !== undefined) query.set(key, String(value));
    }
    query.set('uid', String(userId));
    query.set('exp', String(Math.floor(Date.now() / 1000) + this.ttlSeconds));
    query.set('sig', this.signature(pathname, query));
    return `${pathname}?${query.toString()}`;
  }

  /** The user a link was made for, or null when it was altered or has expired. */
  verify(pathname: string, query: Record<string, unknown>): number | null {
    const params = new URLSearchParams();
    const given = typeof query.sig === 'string' ? query.sig : '';
    for (const key of Object.keys(query).filter((k) => k !== 'sig' && k !== 'uid' && k !== 'exp').sort()) {
      const value = query[key];
      if (typeof value !== 'string') return null;
      params.set(key, value);
    }
    const uid = Number(query.uid);
    const exp = Number(query.exp);
    if (!Number.isInteger(uid) || !Number.isInteger(exp) || exp < Date.now() / 1000) return null;
    params.set('uid', String(uid));
    params.set('exp', String(exp));
    const expected = Buffer.from(this.signature(pathname, params));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
    return uid;
  }
}
