import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { applications, districts, users } from '../../db/schema';

/** The district when it lies in the state, or none. */
export async function districtInState(db: Queryable, stateId: number, districtId: number) {
  const [district] = await db.select({ id: districts.id }).from(districts).where(and(eq(districts.id, districtId), eq(districts.stateId, stateId)));
  return district;
}

/** Whether an account already uses this address (`email` lower-cased), whatever its case. */
export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return Boolean(row);
}

export async function insertAccount(db: Queryable, values: typeof users.$inferInsert) {
  await db.insert(users).values(values);
}

/** Whether an application to any course was submitted from this address (`email` lower-cased), whatever its case. */
export async function hasApplication(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db.select({ id: applications.id }).from(applications).where(sql`lower(${applications.email}) = ${email}`).limit(1);
  return Boolean(row);
}
