import { adminQuery, quoteIdent } from '../../e2e/portal';
import { openDatabase, type Database } from '../../apps/server/src/db/client';

/**
 * A database for a part that runs the server's code in the bench's own process (bulk-mail,
 * report-files): the embedded PGlite in memory, or, when DATABASE_URL is set, `<name>` created
 * afresh on that server (dropped again by `close`), migrated.
 */
export async function openPartDatabase(name: string): Promise<{ database: Database; close: () => Promise<void> }> {
  const sourceUrl = process.env.DATABASE_URL?.trim();
  if (!sourceUrl) {
    const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    await database.migrate();
    return { database, close: () => database.close() };
  }
  const target = new URL(sourceUrl);
  target.pathname = `/${name}`;
  const quoted = quoteIdent(name);
  await adminQuery(sourceUrl, [`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`, `CREATE DATABASE ${quoted}`]);
  // Its connections end as the database is dropped (WITH FORCE) after the part: nothing to warn about.
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir: 'memory://', onIdleConnectionError: () => undefined });
  await database.migrate();
  return {
    database,
    close: async () => {
      await database.close();
      await adminQuery(sourceUrl, [`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`]).catch(() => undefined);
    },
  };
}
