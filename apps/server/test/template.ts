/**
 * The server tests' template database: the schema migrated and the demo programme seeded once per
 * run (by `global-setup.ts`), then cloned for each test file (by `helpers.ts` `createTestContext`).
 * Migrating and seeding took most of a test file's set-up, once per file; a clone takes a fraction.
 *
 * - PostgreSQL (DATABASE_URL): a database `fetp_template_<run>`, cloned with `CREATE DATABASE … TEMPLATE`.
 * - PGlite: a dump of the migrated, seeded data directory (`dumpDataDir`) in a temporary file, loaded
 *   into each file's in-memory PGlite (`loadDataDir`), which skips PGlite's initdb as well.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../src/db/client';
import { seedDemo } from '../src/seed/demo';

export type TestTemplate = { kind: 'postgres'; database: string } | { kind: 'pglite'; dumpFile: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Made by the server project's global setup; absent when a file runs without it. */
    serverTestTemplate?: TestTemplate;
  }
}

/** The URL of database `name` on the server of `databaseUrl`. */
export function databaseUrlFor(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the maintenance database of `databaseUrl` (CREATE and DROP DATABASE cannot run inside the test's own). */
export async function adminQuery(databaseUrl: string, query: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds the run's template; answers it and how to remove it. */
export async function createTemplate(databaseUrl: string | undefined): Promise<{ template: TestTemplate; drop(): Promise<void> }> {
  if (databaseUrl) {
    // Unique per run: engineers and CI runs share one PostgreSQL server.
    const name = `fetp_template_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(databaseUrl, `create database ${name}`);
    const drop = () => adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
    try {
      const database = await openDatabase({ databaseUrl: databaseUrlFor(databaseUrl, name), onIdleConnectionError: () => undefined });
      await migrateAndSeed(database);
    } catch (err) {
      await drop().catch(() => undefined);
      throw err;
    }
    return { template: { kind: 'postgres', database: name }, drop };
  }
  const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dumpFile = path.join(os.tmpdir(), `fetp-template-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`);
  try {
    await database.migrate();
    await seedDemo(database.db);
    // Uncompressed: loading it is what every test file pays, and gzip made that slower.
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return { template: { kind: 'pglite', dumpFile }, drop: async () => fs.rmSync(dumpFile, { force: true }) };
}

async function migrateAndSeed(database: Database) {
  try {
    await database.migrate();
    await seedDemo(database.db);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template that still has a connection.
    await database.close();
  }
}

/** The dump to load into a test file's PGlite. */
export function templateDump(template: Extract<TestTemplate, { kind: 'pglite' }>): Blob {
  return new Blob([fs.readFileSync(template.dumpFile)]);
}

/**
 * A new database for one test file on the server of `databaseUrl` (its name): a clone of the
 * template, or empty without one. Workers clone at the same time; PostgreSQL refuses a clone while
 * another session is connected to the template (SQLSTATE 55006), which only a closing set-up
 * connection could be, so that is retried for a while.
 */
export async function createTestDatabase(databaseUrl: string, template: Extract<TestTemplate, { kind: 'postgres' }> | undefined): Promise<string> {
  const name = `fetp_test_${crypto.randomBytes(6).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(databaseUrl, template ? `create database ${name} template ${template.database}` : `create database ${name}`);
      return name;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * Math.min(attempt, 10)));
    }
  }
}
