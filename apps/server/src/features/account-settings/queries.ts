import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accessTokens, passwordResets, users } from '../../db/schema';

/** Account Settings' reads and writes (Drizzle only; rules are in service.ts). */

// ---- Password ----

/** The stored password hash of an active user (undefined: no such active user). */
export async function passwordHashOf(db: Queryable, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(and(eq(users.id, userId), eq(users.isActive, true)));
  return row?.hash;
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Spends the user's reset links still unused: a link mailed before the change does not set another password after it. */
export async function spendResetLinks(db: Queryable, userId: number): Promise<void> {
  await db.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

// ---- Sessions ----

const live = (userId: number) => and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, sql`now()`));

/** The user's live sessions (not revoked, not expired), newest first. */
export async function liveSessions(db: Queryable, userId: number) {
  return db
    .select({ id: accessTokens.id, createdAt: accessTokens.createdAt, expiresAt: accessTokens.expiresAt, userAgent: accessTokens.userAgent })
    .from(accessTokens)
    .where(live(userId))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
}

/** Whether `tokenId` is one of the user's live sessions, locked until the caller's transaction ends. */
export async function lockLiveSession(db: Queryable, userId: number, tokenId: number): Promise<boolean> {
  const rows = await db.select({ id: accessTokens.id }).from(accessTokens).where(and(eq(accessTokens.id, tokenId), live(userId))).for('update');
  return rows.length > 0;
}

// ---- Photo ----

/** The user's photo key, locked until the caller's transaction ends (two uploads at once: the second replaces the first). */
export async function lockPhotoKey(db: Queryable, userId: number): Promise<{ key: string | null } | undefined> {
  const [row] = await db.select({ key: users.profileImageKey }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Sets (or, with nulls, clears) the user's photo: its file store key and the address the portal shows. */
export async function setPhoto(db: Queryable, userId: number, key: string | null, url: string | null): Promise<void> {
  await db.update(users).set({ profileImageKey: key, profileImageUrl: url }).where(eq(users.id, userId));
}

/** Whether `key` is the user's current photo (by primary key: no scan of users). */
export async function isCurrentPhoto(db: Queryable, userId: number, key: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.profileImageKey, key)));
  return rows.length > 0;
}
