import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/** A named secret shared by every process: created on first use, then read back. */
export async function serverSecret(db: Db, name: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: crypto.randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be created`);
  return row.value;
}
