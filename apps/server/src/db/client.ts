import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type Queryable = Db | Tx;

/** Calls `onPayload` with each NOTIFY on `channel` (any process, once committed); answers how to stop. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  listen: Listen;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory for `memory://`). */
export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  dataDir?: string;
  /**
   * An idle pooled connection failed (the server restarted, or a database was dropped while the
   * pool was closing). The pool replaces it; without a listener, pg would crash the process.
   */
  onIdleConnectionError?: (err: Error) => void;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`), e.g. the tests' migrated and seeded template. */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A request waits at most five seconds for a connection, so an outage answers 503 instead of hanging.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), connectionTimeoutMillis: 5000 });
    pool.on('error', opts.onIdleConnectionError ?? ((err) => console.warn(`database: idle connection lost: ${err.message}`)));
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      listen: (channel, onPayload) => listenOnPostgres(opts.databaseUrl!, channel, onPayload),
      async migrate() {
        // Several processes may start at once: one migrates, the others wait for it.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(727274)');
          await migrate(drizzle(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (opts.dataDir && opts.dataDir !== 'memory://') {
    dataDir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = opts.loadDataDir ? new PGlite({ dataDir, loadDataDir: opts.loadDataDir }) : dataDir ? new PGlite(dataDir) : new PGlite();
  const pgliteDb = drizzle(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    // One process holds an embedded database, so its notifications reach all its listeners.
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    migrate: () => migrate(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others). A lost connection
 * is opened again after a second, as long as the listener is not stopped; notifications sent in
 * between are lost, which the live channel's readers make up for by reloading on reconnect.
 */
async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => {
      next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '')}"`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
    client = null;
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw `db.execute` result; both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Whether a failed write broke a unique index (SQLSTATE 23505), also when the ORM wraps the driver's error. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const preparedStatements = new WeakMap<object, Map<string, unknown>>();

/**
 * A prepared statement of `db` (or of a transaction), built once and kept: PostgreSQL caches its
 * plan per connection, and the query is not rebuilt on every call. `build` must end in `.prepare(name)`.
 */
export function prepared<T>(db: Queryable, name: string, build: (db: Queryable) => T): T {
  let byName = preparedStatements.get(db);
  if (!byName) preparedStatements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(db)));
  return statement;
}

/**
 * A raw SQL statement (values as `sql.placeholder`) prepared once per connection, like `prepared`
 * for a query builder: its text is rendered once and PostgreSQL plans it once per connection.
 * `execute` answers its rows.
 */
export function preparedSql<T>(db: Queryable, name: string, build: () => SQL): { execute(values: Record<string, unknown>): Promise<T[]> } {
  return prepared(db, name, (d) => {
    // The ORM's own path for a prepared statement without a result shape (it answers the driver's result).
    const { dialect, session } = d as unknown as { dialect: PgDialect; session: PgSession };
    const statement = session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    return { execute: async (values) => rowsOf<T>(await statement.execute(values)) };
  });
}
