import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema';

/** A user's newest notifications, newest first. */
export function latestNotifications(db: Queryable, userId: number, limit: number) {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
}

/** How many of a user's notifications they have not seen. */
export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.watchedAt)));
  return row?.n ?? 0;
}

/** Marks every unseen notification of a user as seen. */
export async function markWatched(db: Queryable, userId: number): Promise<void> {
  await db.update(notifications).set({ watchedAt: new Date() }).where(and(eq(notifications.userId, userId), isNull(notifications.watchedAt)));
}
