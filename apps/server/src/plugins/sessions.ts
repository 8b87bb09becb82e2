import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { accessTokens, calendarFeedTokens, users } from '../db/schema';
import { SESSION_ENDED, publishLive } from '../live/bus';

/**
 * Which tokens to revoke: one (sign-out), or every token of a user (password reset, deactivation),
 * or every one but the caller's own (password change, "sign out all other sessions").
 */
export type TokensToRevoke = { tokenId: number } | { userId: number; exceptTokenId?: number };

/**
 * The one way a session ends before its time: revokes the tokens (they answer 401 from then on) and
 * publishes SESSION_ENDED for each, so the live streams opened with them end in every process.
 * Takes the caller's transaction: the events leave with its commit, and not at all if it rolls back.
 * Answers how many tokens it revoked.
 */
export async function revokeTokens(tx: Tx, which: TokensToRevoke): Promise<number> {
  const whose = 'tokenId' in which
    ? eq(accessTokens.id, which.tokenId)
    : and(eq(accessTokens.userId, which.userId), which.exceptTokenId === undefined ? undefined : ne(accessTokens.id, which.exceptTokenId));
  const revoked = await tx
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(whose, isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id, userId: accessTokens.userId, expiresAt: accessTokens.expiresAt });
  // The signed links issued before (plugins/signed-links.ts) end with the sessions: a link does not
  // name the session that asked for it, so a sign-out ends every link of its user.
  const owners = [...new Set(revoked.map((t) => t.userId))];
  if (owners.length) await tx.update(users).set({ linksValidFrom: new Date() }).where(inArray(users.id, owners));
  // An expired token's stream has ended by itself already (features/live).
  const now = Date.now();
  for (const token of revoked) {
    if (token.expiresAt.getTime() > now) await publishLive(tx, { users: [token.userId], type: SESSION_ENDED, data: { token: token.id } });
  }
  return revoked.length;
}

/**
 * What a password change, a password reset or a deactivation ends besides sessions: every signed
 * link issued to the user before (file, join and CSV links), and their calendar feed address (the
 * old one answers 404; the next request for the address makes a new one).
 */
export async function endLinksOf(tx: Tx, userId: number): Promise<void> {
  await tx.update(users).set({ linksValidFrom: new Date() }).where(eq(users.id, userId));
  await tx.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
}

/**
 * Deactivates an account: it can no longer sign in, and every session it has ends at once, live
 * streams included, with its signed links and feed address. For programme administration; answers
 * whether such a user was active.
 */
export async function deactivateUser(tx: Tx, userId: number): Promise<boolean> {
  const changed = await tx.update(users).set({ isActive: false }).where(and(eq(users.id, userId), eq(users.isActive, true))).returning({ id: users.id });
  await revokeTokens(tx, { userId });
  await endLinksOf(tx, userId);
  return changed.length > 0;
}
