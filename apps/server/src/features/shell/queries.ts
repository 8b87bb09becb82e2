import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@fetp/contract';
import type { Queryable } from '../../db/client';
import { hubs, users } from '../../db/schema';

/** The hubs the logged-out header links to: the first three. */
export function headerHubs(db: Queryable) {
  return db.select().from(hubs).orderBy(asc(hubs.id)).limit(3);
}

/** Keeps a user's chosen language on their account (used for their e-mails and next sign-in). */
export async function saveUserLanguage(db: Queryable, userId: number, language: Locale) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
