import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { hubs } from '../../db/schema';

/** The hubs the logged-out header links to: the first three. */
export function headerHubs(db: Queryable) {
  return db.select().from(hubs).orderBy(asc(hubs.id)).limit(3);
}
