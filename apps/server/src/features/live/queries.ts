import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accessTokens } from '../../db/schema';

/** When a token expires (null for an unknown one): its live stream ends then. */
export async function tokenExpiry(db: Queryable, tokenId: number): Promise<Date | null> {
  const [token] = await db.select({ expiresAt: accessTokens.expiresAt }).from(accessTokens).where(eq(accessTokens.id, tokenId));
  return token?.expiresAt ?? null;
}
