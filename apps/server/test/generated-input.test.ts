import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, eq, sql } from 'drizzle-orm';
import { LIVE_API } from '@fetp/contract';
import { rowsOf } from '../src/db/client';
import { accessTokens, mailOutbox, milestones, subCals } from '../src/db/schema';
import { userForToken } from '../src/plugins/auth';
import { randomToken, sha256 } from '../src/plugins/tokens';
import { Client, createTestContext, DEMO, DEMO_PASSWORD, encrypted, signIn, type TestContext } from './helpers';
import { validApplication } from './application-fixtures';
import { scaledLimit } from './time-limits';
import {
  CATEGORIES, UNSAFE_METHODS, changedLink, documentedOperations, fileFieldsOf, linkTo, preview, seedOf, urlOf,
  type DocumentedOperation, type Example, type HostileRequest, type Link, type OpenApiDocument, type UploadPart,
} from './generated-input-support';

/**
 * Generated bad input for every documented call. The test reads the server's own OpenAPI
 * document and, for every operation in it (a call added later is covered the day it is
 * documented), sends requests built by fast-check from the operation's documented path, query and
 * body fields: wrong types, missing and extra fields, huge and deeply nested values, NUL and odd
 * Unicode, out-of-range and malformed ids, malformed multipart and JSON, wrong content types, odd
 * headers, with and without the CSRF token; as no one and as each role.
 *
 * It fails on any 5xx, on any answer slower than two seconds (times the machine's load, time-limits.ts), and on any row written (or file
 * stored) by a request that was refused (4xx). Every failure is collected and listed at the end.
 *
 * Not covered: routes hidden from the document (the web app under /learn/, the API docs
 * themselves, /healthz and /readyz, and the local outbox /dev/mail, which exists only with the
 * outbox mailer and answers only the machine itself), and the live stream /api/live/, whose answer
 * never ends (live.test.ts checks it); the document is the list of calls.
 *
 * GENERATED_INPUT_SEED and GENERATED_INPUT_RUNS change the seed and the number of requests per
 * operation, caller and kind of input (to search longer by hand); `npm test` uses the defaults.
 */

const SEED = Number(process.env.GENERATED_INPUT_SEED ?? 20_261_123);
const RUNS = Number(process.env.GENERATED_INPUT_RUNS ?? 3);
/** The longest an answer may take on an idle machine; each request's limit is this scaled by the load when it is sent. */
const SLOW_MS = 2_000;
/**
 * What one generated request may cost on average, all told: its answer (each within SLOW_MS) and
 * the row counts read around a refusal. A role's run is limited by the requests it sends times this
 * (checked as it goes), not by one fixed time for the whole run, which fitted one machine only.
 */
const PER_REQUEST_MS = SLOW_MS + 1_000;
/** The sign-ins and examples before the runs: a handful of requests each, the same budget per request. */
const SETUP_REQUESTS = 60;

/**
 * Tables a refused request may write to by design, left out of the comparison. Every other table
 * of the public schema is compared; in particular encryption_keys (written only when
 * GET /login-register-encryption-keys hands out a new key pair, an answer, never a refusal) and
 * server_secrets (written once, at start) stay in.
 */
const WRITTEN_BY_REFUSALS = new Set([
  // Counters of attempts per address and e-mail: refused attempts (a wrong password, an unreadable
  // upload) are counted on purpose, or the limit could be probed for free.
  'rate_limits',
]);

interface Caller {
  name: string;
  /** null: no one (no token). */
  userId: number | null;
  client: Client;
  ip: string;
  /** A second valid CSRF token, for requests whose header and cookie disagree. */
  spareCsrf: string;
  /** Sessions opened again after a call ended one. */
  renewed: number;
}

interface Failure {
  problem: string;
  caller: string;
  method: string;
  path: string;
  url: string;
  request: HostileRequest;
  headers: Record<string, string>;
  status: number | null;
  ms: number;
  detail: string;
}

let ctx: TestContext;
let operations: DocumentedOperation[];
/**
 * Requests some calls accept, built as the other tests build them. Changing one field or file of
 * an accepted request reaches code (checking files, storing them, writing rows) that a request
 * refused at its first field never reaches. Optional: a call without one still gets every other
 * kind of generated input, so this is no list to keep complete.
 */
const examples = new Map<string, Example>();
let comparedTables: string[] = [];
const callers: Caller[] = [];
const totals = { requests: 0, ms: 0 };
/** Answers by kind of input and status class, printed at the end: how often generated input got past the checks. */
const answers = new Map<string, Record<string, number>>();

beforeAll(async () => {
  // No job worker: it schedules periodic housekeeping jobs by the clock, rows no request wrote.
  ctx = await createTestContext({ env: { RATE_LIMIT_PER_ADDRESS: '1000000', RATE_LIMIT_PER_EMAIL: '1000000', JOBS_WORKER: 'false' } });
  // The live stream never ends by design (an open request is its answer); live.test.ts covers it.
  operations = documentedOperations(ctx.app.swagger() as unknown as OpenApiDocument).filter((op) => op.path !== LIVE_API.stream.path);

  comparedTables = rowsOf<{ tablename: string }>(await ctx.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`))
    .map((t) => t.tablename)
    .filter((t) => !WRITTEN_BY_REFUSALS.has(t));
  await watchRowCounts(comparedTables);

  await collectExamples();

  const accounts: Array<[string, string | null]> = [
    ['no one', null], ['coordinator', DEMO.coordinator], ['advisor', DEMO.advisor], ['mentor', DEMO.mentor], ['mentee', DEMO.mentee],
  ];
  for (const [i, [name, email]] of accounts.entries()) {
    const ip = `198.51.100.${i + 10}`;
    const signedIn = email ? await signIn(ctx, email, undefined, ip) : null;
    const client = signedIn ?? new Client(ctx.app, ip);
    await client.ensureCsrf();
    const spareCsrf = await new Client(ctx.app).ensureCsrf();
    callers.push({ name, userId: signedIn?.userId ?? null, client, ip, spareCsrf, renewed: 0 });
  }
  await collectUploadExamples();
}, SETUP_REQUESTS * scaledLimit(PER_REQUEST_MS));

afterAll(async () => {
  const byKind = [...answers].map(([kind, tally]) => `  ${kind}: ${Object.entries(tally).sort().map(([c, n]) => `${n}× ${c}`).join(', ')}`);
  const renewed = callers.reduce((n, c) => n + c.renewed, 0);
  console.log([
    `generated input: ${totals.requests} requests to ${operations?.length} operations in ${(totals.ms / 1000).toFixed(1)} s (seed ${SEED}, ${RUNS} per kind; ${renewed} sessions renewed after a call ended one)`,
    ...byKind,
  ].join('\n'));
  await ctx?.close();
});

async function collectExamples() {
  let n = 0;
  const unique = () => `generated.${++n}@example.net`;
  const defined = (fields: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));

  const application = await validApplication(ctx.db);
  const files: Record<string, UploadPart> = {};
  for (const [name, file] of Object.entries(application.files)) if (file) files[name] = { filename: file.name, type: file.type, data: file.data };
  examples.set('POST /api/submit_application/', () => ({ fields: { ...defined(application.fields), email: unique() }, files }));

  const options = (await ctx.app.inject({ method: 'GET', url: '/register-fields-value/' })).json().data as Record<string, Array<{ key: string; state?: string }>>;
  const state = options.state![0]!.key;
  const registration = {
    name: 'Generated Person', phone_number: '9876543210', dob: '1990-01-01', state, district: options.district!.find((d) => d.state === state)!.key,
    gender: options.gender![0]!.key, goals: options.goals![0]!.key, ...(await encrypted(ctx.app, 'Strong@123pass')),
  };
  examples.set('POST /create_account_custom', () => ({ fields: { ...registration, email: unique() } }));

  const signInFields = { email: DEMO.mentee, ...(await encrypted(ctx.app, DEMO_PASSWORD)) };
  examples.set('POST /request-otp/', () => ({ fields: signInFields }));
}

/**
 * The mentee's own upload calls, accepted: a file for one of their milestones, and a message with
 * a file in its chat. Forged file objects beside these fields get as far as a real upload would.
 */
async function collectUploadExamples() {
  const mentee = callers.find((c) => c.name === 'mentee')!;
  const [milestone] = await ctx.db.select({ id: milestones.id }).from(milestones).innerJoin(subCals, eq(subCals.id, milestones.subCalId))
    .where(and(eq(subCals.menteeId, mentee.userId!), eq(milestones.takes, 'file'), eq(milestones.status, 'not_started'))).orderBy(asc(milestones.id)).limit(1);
  const room = (await mentee.client.get(`/chat/api/milestone/${milestone!.id}/message/`)).json().chat_room as number;
  const notes: UploadPart = { filename: 'notes.txt', type: 'text/plain', data: Buffer.from('generated notes\n') };
  examples.set('POST /cal/api/upload_milestone_file/', () => ({ fields: { milestone_id: String(milestone!.id) }, files: { milestone_file: notes } }));
  examples.set('POST /chat/api/send/milestone/message/', () => ({ fields: { chat_room: String(room), message: 'generated' }, files: { attachment_file: notes } }));
}

/**
 * Counts rows added and removed in every compared table as they happen: a row trigger on each adds
 * +1 or -1 to the table's counter in a schema of the test's own (rolled back with the statement's
 * transaction, as the rows are). Reading a dozen counters after each of ~18,000 requests costs a
 * fraction of counting every table's rows, which took most of this file's time.
 */
async function watchRowCounts(tables: string[]) {
  await ctx.db.execute(sql.raw('create schema if not exists test_watch'));
  await ctx.db.execute(sql.raw('create table if not exists test_watch.row_counts (t text primary key, n bigint not null)'));
  await ctx.db.execute(sql.raw(`create or replace function test_watch.count_row() returns trigger language plpgsql as $$
    begin
      insert into test_watch.row_counts (t, n) values (tg_table_name, case when tg_op = 'INSERT' then 1 else -1 end)
        on conflict (t) do update set n = test_watch.row_counts.n + excluded.n;
      return null;
    end $$`));
  for (const table of tables) {
    await ctx.db.execute(sql.raw(`create trigger test_watch_rows after insert or delete on "${table}" for each row execute function test_watch.count_row()`));
  }
}

/** Rows added minus rows removed in every compared table since the watch began, and the number of stored files. */
async function snapshot(): Promise<Map<string, number>> {
  const counts = new Map(comparedTables.map((t) => [t, 0]));
  for (const row of rowsOf<{ t: string; n: number }>(await ctx.db.execute(sql`select t, n from test_watch.row_counts`))) counts.set(row.t, Number(row.n));
  const files = fs.readdirSync(ctx.config.filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  counts.set('(stored files)', files);
  return counts;
}

const differences = (before: Map<string, number>, after: Map<string, number>) =>
  [...after].filter(([t, n]) => before.get(t) !== n).map(([t, n]) => `${t}: ${before.get(t)} → ${n}`);

/** Waits until nothing more is written (mail sent after an answer, and the like), for at most a second. */
async function settle() {
  let last = await snapshot();
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const now = await snapshot();
    if (!differences(last, now).length) return;
    last = now;
  }
}

/**
 * A new session for a caller whose session a call ended: the row the sign-in's last step writes
 * (issueToken), written directly, since the whole sign-in costs about a second of password hashing.
 */
async function renewSession(caller: Caller) {
  const token = randomToken(32);
  await ctx.db.insert(accessTokens).values({ tokenHash: sha256(token), userId: caller.userId!, expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
  caller.client.token = token;
  caller.renewed++;
}

function headersFor(caller: Caller, req: HostileRequest): Record<string, string> {
  const headers: Record<string, string> = { ...req.headers };
  const token = caller.client.token;
  if (req.authorization !== undefined) headers.authorization = req.authorization;
  else if (token) headers.authorization = `Bearer ${token}`;
  const csrf = caller.client.csrf!;
  const cookie = (value: string) => {
    headers.cookie = headers.cookie ? `${headers.cookie}; csrftoken=${value}` : `csrftoken=${value}`;
  };
  switch (req.csrf) {
    case 'valid': headers['x-csrftoken'] = csrf; cookie(csrf); break;
    case 'header only': headers['x-csrftoken'] = csrf; break;
    case 'cookie only': cookie(csrf); break;
    case 'mismatched': headers['x-csrftoken'] = caller.spareCsrf; cookie(csrf); break;
    case 'forged': headers['x-csrftoken'] = 'forged.token'; cookie('forged.token'); break;
    case 'none': break;
  }
  if (req.body?.contentType !== undefined) headers['content-type'] = req.body.contentType;
  return headers;
}

/** Sends generated requests to every operation as one caller, then changed copies of the links answers held; returns what went wrong. */
async function exercise(caller: Caller): Promise<Failure[]> {
  const run: Run = { caller, failures: [], before: null, links: new Map(), started: performance.now(), sent: 0 };
  for (const op of operations) {
    const unsafe = UNSAFE_METHODS.has(op.method);
    const example = examples.get(`${op.method} ${op.path}`);
    for (const category of CATEGORIES) {
      const applies = {
        'every call': true,
        'calls that take a body': unsafe,
        'calls that take no body': !unsafe,
        'calls with an accepted example': example !== undefined,
        'calls that take files': fileFieldsOf(op.operation).length > 0,
      }[category.for];
      if (!applies) continue;
      const seed = seedOf(`${op.method} ${op.path} ${caller.name} ${category.name}`, SEED);
      for (const req of fc.sample(category.build(op, example), { seed, numRuns: RUNS * (category.runs ?? 1) })) await send(run, op, req);
    }
  }
  // Links to documented calls that answers held (signed file and CSV links, for instance): each
  // is followed as handed out and with one part changed, reaching code no made-up link reaches.
  // The calls that need no parameter are made once as the web app makes them, for their links.
  for (const op of operations.filter((o) => o.method === 'GET' && !(o.operation.parameters ?? []).some((p) => p.required))) {
    await send(run, op, { category: 'a plain call, for the links it answers with', pathValues: {}, query: '', headers: {}, csrf: 'valid' });
  }
  for (const [op, links] of run.links) {
    for (const [i, link] of [...links.values()].slice(0, LINKS_PER_OPERATION).entries()) {
      const seed = seedOf(`${op.method} ${op.path} ${caller.name} link ${i}`, SEED);
      for (const req of fc.sample(changedLink(op, link), { seed, numRuns: RUNS * 2 })) await send(run, op, req);
    }
  }
  return run.failures;
}

/** At most this many links per operation are followed (an answer may list many of one kind). */
const LINKS_PER_OPERATION = 3;

interface Run {
  caller: Caller;
  failures: Failure[];
  /** The row counts before the next request; null when they must be read again. */
  before: Map<string, number> | null;
  links: Map<DocumentedOperation, Map<string, Link>>;
  /** When the run began, and how many requests it has sent: its time limit grows with them. */
  started: number;
  sent: number;
}

/** Sends one request and judges its answer: status, time, and rows written if it was refused. */
async function send(run: Run, op: DocumentedOperation, req: HostileRequest) {
  const { caller } = run;
  run.sent++;
  const spent = performance.now() - run.started;
  const perRequest = scaledLimit(PER_REQUEST_MS);
  if (spent > run.sent * perRequest) {
    throw new Error(`${caller.name}: ${run.sent - 1} requests took ${(spent / 1000).toFixed(0)} s, more than ${perRequest} ms each on average`);
  }
  const url = urlOf(op, req);
  const headers = headersFor(caller, req);
  run.before ??= await snapshot();
  const fail = (problem: string, status: number | null, ms: number, detail: string) =>
    run.failures.push({ problem, caller: caller.name, method: op.method, path: op.path, url, request: req, headers, status, ms, detail });

  const started = performance.now();
  let res: Awaited<ReturnType<TestContext['app']['inject']>>;
  try {
    res = await ctx.app.inject({ method: op.method as 'GET', url, headers, payload: req.body?.payload, remoteAddress: caller.ip });
  } catch (error) {
    fail('the request threw', null, performance.now() - started, String(error));
    run.before = null;
    return;
  }
  const ms = performance.now() - started;
  const status = res.statusCode;
  totals.requests++;
  totals.ms += ms;
  const tally = answers.get(req.category) ?? {};
  tally[`${String(status)[0]}xx`] = (tally[`${String(status)[0]}xx`] ?? 0) + 1;
  answers.set(req.category, tally);

  if (status >= 500) fail(`answered ${status}`, status, ms, preview(res.body, 300));
  // A password hash or a generated file takes longer on a busy machine: the limit follows the load (time-limits.ts).
  const slowMs = scaledLimit(SLOW_MS);
  if (ms > slowMs) fail(`answered in more than ${slowMs} ms`, status, ms, '');
  if (status >= 400) {
    const after = await snapshot();
    const written = differences(run.before, after);
    if (written.length) fail('a refused request wrote rows', status, ms, written.join(', '));
    run.before = after;
    return;
  }
  collectLinks(run, res);
  // An answer: whatever it wrote (now or just after) is allowed; start afresh from a settled state.
  if (UNSAFE_METHODS.has(op.method)) await settle();
  run.before = null;
  // A call may end the caller's session (the logout call does): open another to go on as this role.
  if (caller.userId !== null && !(await userForToken(ctx.db, caller.client.token!))) await renewSession(caller);
}

/** An answer's text as a browser reads it: compressed answers (the caller accepted gzip) inflated. */
function decodedBody(res: { headers: Record<string, unknown>; body: string; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  return res.body;
}

/** Keeps the links to documented GET calls that a JSON answer holds. */
function collectLinks(run: Run, res: { headers: Record<string, unknown>; body: string; rawPayload: Buffer }) {
  if (!String(res.headers['content-type'] ?? '').includes('json') || res.rawPayload.length > 1_000_000) return;
  const texts: string[] = [];
  const stack: unknown[] = [JSON.parse(decodedBody(res))];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string' && value.includes('/')) texts.push(value);
    else if (value && typeof value === 'object') stack.push(...Object.values(value));
  }
  for (const text of texts) {
    for (const op of operations) {
      if (op.method !== 'GET') continue;
      const link = linkTo(op, text);
      if (!link) continue;
      const known = run.links.get(op) ?? new Map<string, Link>();
      // One link per path and set of parameters: links that differ only in their expiry or signature are one.
      known.set(`${JSON.stringify(link.pathValues)} ${link.query.map(([k]) => k).join('&')}`, link);
      run.links.set(op, known);
    }
  }
}

/** The failures grouped by call and problem, with up to three reproductions each. */
function report(failures: Failure[]): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.method} ${f.path}: ${f.problem}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const lines = [`${failures.length} failure(s) in ${groups.size} group(s):`];
  for (const [key, group] of groups) {
    lines.push('', `• ${key} (${group.length}×, as ${[...new Set(group.map((f) => f.caller))].join(', ')})`);
    for (const f of group.slice(0, 3)) {
      const shown = Object.entries(f.headers)
        .filter(([name]) => name !== 'authorization' || f.request.authorization !== undefined)
        .map(([name, value]) => `${name}: ${preview(value, 80)}`);
      lines.push(
        `    ${f.method} ${preview(f.url, 160)} as ${f.caller} → ${f.status ?? 'no answer'} in ${f.ms.toFixed(0)} ms`,
        `      kind: ${f.request.category}${f.request.body ? `; ${f.request.body.label}` : ''}${f.request.note ? `; ${f.request.note}` : ''}; CSRF ${f.request.csrf}`,
        `      headers: ${shown.join('; ') || '(none)'}${f.request.authorization === undefined && f.headers.authorization ? ' (+ the caller’s bearer token)' : ''}`,
        `      body: ${preview(f.request.body?.payload, 200)}`,
        ...(f.detail ? [`      ${f.detail}`] : []),
      );
    }
  }
  return lines.join('\n');
}

describe('generated bad input for every documented call', () => {
  it('finds the calls in the OpenAPI document, each path parameter documented', () => {
    expect(operations.length).toBeGreaterThan(15);
    const undocumented = operations.flatMap((op) => [...op.path.matchAll(/\{([^}]+)\}/g)]
      .map((m) => m[1]!)
      .filter((name) => !(op.operation.parameters ?? []).some((p) => p.in === 'path' && p.name === name))
      .map((name) => `${op.method} ${op.path}: {${name}}`));
    expect(undocumented).toEqual([]);
    const stale = [...examples.keys()].filter((key) => !operations.some((op) => `${op.method} ${op.path}` === key));
    expect(stale, 'accepted examples for calls the document no longer lists').toEqual([]);
    // The upload calls get forged file objects: the document must say which calls take files.
    const uploads = operations.filter((op) => fileFieldsOf(op.operation).length > 0).map((op) => `${op.method} ${op.path}`);
    expect(uploads).toEqual(expect.arrayContaining(['POST /api/submit_application/', 'POST /cal/api/upload_milestone_file/', 'POST /chat/api/send/milestone/message/']));
  });

  it('notices a row written, so that a write by a refusal would be seen', async () => {
    const before = await snapshot();
    await ctx.db.insert(mailOutbox).values({ to: 'check@example.org', subject: 'check', text: 'check' });
    expect(differences(before, await snapshot())).toEqual([`mail_outbox: ${before.get('mail_outbox')} → ${before.get('mail_outbox')! + 1}`]);
  });

  for (const name of ['no one', 'coordinator', 'advisor', 'mentor', 'mentee']) {
    it(`no 5xx, no answer over 2 s and no row written by a refusal, as ${name}`, async () => {
      const caller = callers.find((c) => c.name === name)!;
      const failures = await exercise(caller);
      expect(failures.length, report(failures)).toBe(0);
      // No fixed limit for the whole run (0: none): exercise() holds it to PER_REQUEST_MS per request sent.
    }, 0);
  }
});
