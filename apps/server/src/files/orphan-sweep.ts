import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Services } from '../services';
import { definePeriodicJob } from '../jobs';

/** Files younger than this may belong to an upload or a submission still being written. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

/** Which of these keys a record still refers to. */
export type KnownKeys = (db: Services['db'], keys: string[]) => Promise<Set<string>>;

/** The keys that `column` of `table` (its storage key, indexed) holds. */
export const referencedIn = (table: PgTable, column: PgColumn): KnownKeys => async (db, keys) =>
  new Set((await db.select({ key: column }).from(table).where(inArray(column, keys))).map((row) => String(row.key)));

/**
 * Removes the files of `folder` that no record refers to. Writers put a file before their
 * transaction and remove it when the transaction fails, but a process that dies in between (or a
 * write cut short) leaves files behind; this sweep finds them, an hour later. Returns how many it removed.
 */
export async function sweepUnreferencedFiles(
  services: Pick<Services, 'db' | 'files'>, folder: string, knownKeys: KnownKeys, now = new Date(),
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const finished = batch.filter((key) => !key.endsWith('.partial'));
    const known = finished.length ? await knownKeys(services.db, finished) : new Set<string>();
    for (const key of batch) {
      if (known.has(key)) continue;
      await services.files.remove(key);
      removed++;
    }
    batch = [];
  };
  for await (const key of services.files.listOlder(folder, new Date(now.getTime() - ORPHAN_AGE_MS))) {
    batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return removed;
}

/** How often the sweeps run: every six hours, once for all processes. */
const SWEEP_EVERY_MINUTES = 6 * 60;

/** The periodic job of one feature's sweep, which logs what it removed (`what`: "removed <what>"). */
export function orphanSweepJob(name: string, what: string, sweep: (services: Pick<Services, 'db' | 'files'>) => Promise<number>) {
  return definePeriodicJob({
    name,
    everyMinutes: SWEEP_EVERY_MINUTES,
    run: async (_payload, { services, log }) => {
      const removed = await sweep(services);
      if (removed) log.info({ count: removed }, `removed ${what}`);
    },
  });
}
