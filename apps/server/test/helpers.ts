import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, inject } from 'vitest';
import { desc, sql } from 'drizzle-orm';
import { AUTH_RULES } from '@fetp/contract';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { accessTokens, jobs, mailOutbox, users } from '../src/db/schema';
import { outboxMailer, type Mailer } from '../src/mail/mailer';
import { openFileStore } from '../src/files/open';
import type { FileStore } from '../src/files/store';
import { startS3Server } from './s3-server';
import { adminQuery, createTestDatabase, databaseUrlFor, templateDump, type TestTemplate } from './template';
import { seedDemo } from '../src/seed/demo';
import { encryptForKey } from '../src/plugins/encryption-keys';
import { randomToken, sha256 } from '../src/plugins/tokens';

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export interface TestContext {
  app: App;
  db: Db;
  database: Database;
  config: Config;
  /** The app's file store (the same directory or bucket), for what a test puts, reads or sweeps itself. */
  files: FileStore;
  /** Every stored object's name, pending ones included (under `.pending/`), on either driver: what a refusal must not change. */
  storedObjects(): Promise<string[]>;
  close(): Promise<void>;
}

/** The run's migrated and seeded template (made by global-setup.ts), if this file runs under it. */
function templateOfRun(): TestTemplate | undefined {
  const template = inject('serverTestTemplate');
  // The template's kind follows DATABASE_URL in the main process; a worker told otherwise does not use it.
  if (!template || (template.kind === 'postgres') !== Boolean(process.env.DATABASE_URL)) return undefined;
  return template;
}

/**
 * A migrated database with the demo programme and an app on it: PGlite in memory, or a fresh
 * database on the PostgreSQL server of DATABASE_URL when that is set — each a clone of the run's
 * template (template.ts), so a file does not migrate and seed again.
 */
export async function createTestContext(
  opts: {
    mailer?: (db: Db) => Mailer;
    env?: Record<string, string>;
    onRoute?: BuildAppOptions['onRoute'];
    /** On PostgreSQL: the address the app connects through (e.g. a proxy a test can cut). */
    connectVia?: (databaseUrl: string) => string;
    /** Where files go: a temporary directory (the default), or a bucket of a real S3-compatible server started for the context. */
    fileStore?: 'disk' | 's3';
  } = {},
): Promise<TestContext> {
  const template = templateOfRun();
  const adminUrl = process.env.DATABASE_URL || undefined;
  let databaseUrl: string | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (adminUrl) {
    const name = await createTestDatabase(adminUrl, template?.kind === 'postgres' ? template : undefined);
    databaseUrl = databaseUrlFor(adminUrl, name);
    dropDatabase = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const loadDataDir = template?.kind === 'pglite' ? templateDump(template) : undefined;
  // Dropping the database with (force) may reach a pooled connection that is still closing.
  const connectUrl = databaseUrl && opts.connectVia ? opts.connectVia(databaseUrl) : databaseUrl;
  const database = await openDatabase({ databaseUrl: connectUrl, dataDir: 'memory://', loadDataDir, onIdleConnectionError: () => undefined });
  // A clone of the run's template is migrated and seeded already; without one (a file run outside the server project) do it here.
  if (!template) {
    await database.migrate();
    await seedDemo(database.db);
  }
  // A test may share another context's files directory (a restart); only a directory made here is removed.
  const ownFilesDir = opts.env?.FILES_DIR === undefined;
  const filesDir = opts.env?.FILES_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fetp-test-files-'));
  const s3 = opts.fileStore === 's3' ? await startS3Server() : null;
  const bucket = s3 ? await s3.newBucket() : null;
  // The rate limits count in fixed windows aligned to the clock (15 min by default): a test that
  // counts up to a limit failed when its requests straddled a boundary (13:30:00). A test's window is a
  // year unless it sets its own.
  const config = {
    ...loadConfig({ PORT: '8080', FILES_DIR: filesDir, RATE_LIMIT_WINDOW_SECONDS: String(365 * 24 * 3600), ...(s3 ? s3.env(bucket!) : {}), ...opts.env }),
    databaseUrl,
  };
  const mailer = opts.mailer ? opts.mailer(database.db) : outboxMailer(database.db);
  const app = await buildApp({ config, db: database.db, mailer, listen: database.listen, logger: false, onRoute: opts.onRoute });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    files: await openFileStore(config),
    async storedObjects() {
      if (s3) return s3.keys(bucket!);
      if (!fs.existsSync(filesDir)) return [];
      return fs.readdirSync(filesDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(filesDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .sort();
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
      await s3?.close();
      if (ownFilesDir) fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}


/**
 * A second app process on a context's database, as behind a load balancer: on PostgreSQL its own
 * pool and LISTEN connection; on PGlite (one process only) a second app on the same database.
 */
export async function createSecondApp(ctx: TestContext): Promise<{ app: App; close(): Promise<void> }> {
  const database = ctx.config.databaseUrl
    ? await openDatabase({ databaseUrl: ctx.config.databaseUrl, onIdleConnectionError: () => undefined })
    : ctx.database;
  const app = await buildApp({ config: ctx.config, db: database.db, mailer: outboxMailer(database.db), listen: database.listen, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== ctx.database) await database.close();
    },
  };
}

/**
 * The file's test context, built before its tests and closed after them: `const ctx = useTestContext()`
 * at the top of a test file, then `ctx()` inside the tests.
 */
export function useTestContext(opts: Parameters<typeof createTestContext>[0] = {}): () => TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext(opts);
  });
  afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!context) throw new Error('the test context is used before it is ready (outside a test or hook)');
    return context;
  };
}

/** Form fields as a test sends them: a list is the key repeated; undefined is left out. */
export type FormFields = Record<string, string | number | readonly (string | number)[] | undefined>;
/** Multipart text fields: a list is the field repeated; undefined is left out. */
export type MultipartFields = Record<string, string | readonly string[] | undefined>;

/** A caller that keeps its CSRF cookie and sends the token on unsafe requests, like the browser. */
export class Client {
  csrf: string | null = null;
  token: string | null = null;
  constructor(private readonly app: App, private readonly ip = '127.0.0.1') {}

  async ensureCsrf() {
    if (this.csrf) return this.csrf;
    const res = await this.app.inject({ method: 'GET', url: '/csrf/api/v1/token' });
    this.csrf = res.json().csrfToken as string;
    return this.csrf;
  }

  async get(url: string, headers: Record<string, string> = {}) {
    return this.app.inject({ method: 'GET', url, remoteAddress: this.ip, headers: { ...this.auth(), ...headers } });
  }

  /** POSTs a form body (urlencoded). */
  async post(url: string, form: FormFields, headers: Record<string, string> = {}) {
    return this.form('POST', url, form, headers);
  }

  /** Sends a form body (urlencoded) with any method; a list is sent as its key repeated, as the browser does. */
  async form(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, form: FormFields, headers: Record<string, string> = {}) {
    const csrf = await this.ensureCsrf();
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(form)) for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) body.append(k, String(one));
    return this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      payload: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, ...this.auth(), ...headers },
    });
  }

  /** POSTs JSON as the web does (CSRF token and bearer token). */
  async postJson(url: string, body: unknown) {
    return this.json('POST', url, body);
  }

  /** Sends JSON with any method as the web does (CSRF token and bearer token); without a body, none is sent. */
  async json(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) {
    const csrf = await this.ensureCsrf();
    return this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, ...this.auth() },
    });
  }

  /** POSTs multipart/form-data: text fields and files, like the browser's FormData. */
  async multipart(url: string, fields: MultipartFields, files: Record<string, UploadFile | undefined> = {}, headers: Record<string, string> = {}) {
    const csrf = await this.ensureCsrf();
    const { payload, contentType } = multipartBody(fields, files);
    return this.app.inject({
      method: 'POST',
      url,
      remoteAddress: this.ip,
      payload,
      headers: { ...headers, 'content-type': contentType, 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, ...this.auth() },
    });
  }

  private auth(): Record<string, string> {
    return this.token ? { authorization: `Bearer ${this.token}` } : {};
  }
}

export async function encryptionKey(app: App) {
  const res = await app.inject({ method: 'GET', url: '/login-register-encryption-keys' });
  return res.json() as { public_key: string; public_key_id: string };
}

export async function encrypted(app: App, password: string) {
  const key = await encryptionKey(app);
  return { password: encryptForKey(key.public_key, password), key_id: key.public_key_id };
}

export async function latestMail(db: Db, to: string) {
  const [mail] = await db.select().from(mailOutbox).where(sql`${mailOutbox.to} = ${to}`).orderBy(desc(mailOutbox.id)).limit(1);
  return mail ?? null;
}

/** Waits for a mail to `to` newer than mail `afterId`: some mail is sent after the answer. */
export async function waitForMail(db: Db, to: string, afterId = 0, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await latestMail(db, to);
    if (mail && mail.id > afterId) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function latestCode(db: Db, to: string): Promise<string> {
  const mail = await latestMail(db, to);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sign-in code mailed to ${to}`);
  return code;
}

/** The whole sign-in through the HTTP calls; returns a client carrying the token. */
export async function signIn(ctx: TestContext, email: string, password = DEMO_PASSWORD, ip = '127.0.0.1'): Promise<Client & { userId: number }> {
  const client = new Client(ctx.app, ip);
  const enc = await encrypted(ctx.app, password);
  const otp = await client.post('/request-otp/', { email, ...enc });
  if (otp.statusCode !== 200) throw new Error(`request-otp ${otp.statusCode}: ${otp.body}`);
  const userId = otp.json().user_id as number;
  const code = await latestCode(ctx.db, email);
  const valid = await client.post('/validate-otp/', { otp: code, user_id: userId, email, ...enc });
  if (valid.statusCode !== 200) throw new Error(`validate-otp ${valid.statusCode}: ${valid.body}`);
  const token = await client.post('/oauth2/access_token', {
    username: email, ...enc, client_id: AUTH_RULES.oauthClientId, grant_type: 'password', token_type: 'Bearer',
  });
  if (token.statusCode !== 200) throw new Error(`access_token ${token.statusCode}: ${token.body}`);
  client.token = token.json().access_token;
  return Object.assign(client, { userId });
}

/**
 * A caller holding a session of a user without going through the sign-in: the row its last step
 * writes (issueToken), written directly. For tests of what many users may see, where a second of
 * password hashing per user is not what they test.
 */
export async function sessionOf(ctx: TestContext, email: string, ip = '127.0.0.1'): Promise<Client & { userId: number }> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(sql`${users.email} = ${email}`);
  if (!user) throw new Error(`no user ${email}`);
  const client = new Client(ctx.app, ip);
  client.token = randomToken(32);
  await ctx.db.insert(accessTokens).values({ tokenHash: sha256(client.token), userId: user.id, expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
  return Object.assign(client, { userId: user.id });
}

/**
 * Waits (at most 10 s) until the app's own worker has run a daily job that it runs once at start,
 * so that rows a test adds afterwards are seen by the test's own run of it, not by the worker's.
 */
export async function startRunDone(ctx: TestContext, kind: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [run] = await ctx.db.select({ id: jobs.id }).from(jobs).where(sql`${jobs.kind} = ${kind} and ${jobs.state} = 'done'`);
    if (run) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the app's ${kind} job did not run at start`);
}

/** A route's path with its `:name` parameters filled in: `fillPath('/api/admin/cals/:cal/', { cal: 3 })`. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, k: string) => String(params[k]));
}

/** One demo account of each role. */
/** The UTC calendar day (YYYY-MM-DD) `offset` days from now: the dates the tests send. */
export function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

export const DEMO = {
  coordinator: DEMO_ACCOUNTS.coordinator,
  advisor: DEMO_ACCOUNTS.advisor,
  mentor: DEMO_ACCOUNTS.mentors[0]!,
  mentee: DEMO_ACCOUNTS.mentees[0]!,
  administrator: DEMO_ACCOUNTS.administrator,
} as const;

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

/**
 * POSTs a multipart body with one file as a stream, the file's bytes made chunk by chunk (never
 * whole in memory); `cut` ends the body early (a dropped connection) after that many bytes of the file.
 */
export async function streamedMultipart(
  app: App, client: Client, url: string, fields: Record<string, string>, file: { field: string; name: string; bytes: number; cut?: number },
) {
  const csrf = await client.ensureCsrf();
  const boundary = `----fetp${crypto.randomBytes(8).toString('hex')}`;
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  async function* body() {
    for (const [name, value] of Object.entries(fields)) yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n`);
    const total = file.cut ?? file.bytes;
    for (let sent = 0; sent < total; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, total - sent));
    if (file.cut !== undefined) return;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return app.inject({
    method: 'POST',
    url,
    payload: Readable.from(body()),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`,
      ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
    },
  });
}

export function multipartBody(fields: MultipartFields, files: Record<string, UploadFile | undefined>) {
  const boundary = `----fetp${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`));
    }
  }
  for (const [name, file] of Object.entries(files)) {
    if (!file) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
