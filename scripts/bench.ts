/**
 * `npm run bench`: throughput and latency of a signed-in API call next to a trivial route.
 *
 * Starts its own portal on 127.0.0.1 (a free port; embedded PGlite in a temporary DATA_DIR, or a
 * `fetp_bench` database when DATABASE_URL is set) seeded with the demo programme plus a large
 * number of officers, signs in as coordinator@example.org through the HTTP calls of the login
 * page, then runs autocannon against GET /healthz and GET /api/user_dropdown/ and prints
 * requests/s and p95 latency of each and their ratio.
 *
 * Environment: BENCH_DURATION (seconds per route, default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_OFFICERS (default 2000), LOG_LEVEL for the server (default info).
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, repoRoot, startPortal, type Portal } from '../e2e/portal';
import { encryptForKey } from '../apps/server/src/features/sign-in/encryption-keys';

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const DURATION = int(process.env.BENCH_DURATION, 10);
const CONNECTIONS = int(process.env.BENCH_CONNECTIONS, 10);
const OFFICERS = int(process.env.BENCH_OFFICERS, 2000);
const EMAIL = 'coordinator@example.org';
const PASSWORD = 'Demo@12345';
// Seeding, start-up, sign-in and two runs: never more than this.
const OVERALL_LIMIT_MS = (300 + 3 * DURATION) * 1000;

let portal: Portal | undefined;
const watchdog = setTimeout(() => {
  console.error(`bench: gave up after ${OVERALL_LIMIT_MS / 1000} s`);
  void portal?.stop().finally(() => process.exit(1));
}, OVERALL_LIMIT_MS);
watchdog.unref();

/** A tiny HTTP session against the portal: keeps the CSRF cookie and sends the token back. */
class Session {
  private cookie = '';
  private csrf = '';
  constructor(private readonly base: string) {}

  async get<T>(pathname: string, headers: Record<string, string> = {}): Promise<T> {
    const res = await fetch(this.base + pathname, { headers: { cookie: this.cookie, ...headers } });
    this.keepCookie(res);
    if (!res.ok) throw new Error(`GET ${pathname} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  async post<T>(pathname: string, form: Record<string, string | number>): Promise<T> {
    const body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)]));
    const res = await fetch(this.base + pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: this.cookie, 'x-csrftoken': this.csrf },
      body,
    });
    this.keepCookie(res);
    if (!res.ok) throw new Error(`POST ${pathname} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  async startCsrf() {
    const { csrfToken } = await this.get<{ csrfToken: string }>('/csrf/api/v1/token');
    this.csrf = csrfToken;
    if (!this.cookie.includes('csrftoken=')) this.cookie = `csrftoken=${csrfToken}`;
  }

  private keepCookie(res: Response) {
    const set = res.headers.getSetCookie?.() ?? [];
    const csrf = set.map((c) => c.split(';')[0]!).find((c) => c.startsWith('csrftoken='));
    if (csrf) this.cookie = csrf;
  }
}

async function readCode(base: string, email: string, since: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${base}/dev/mail.json`)).json()) as { to: string; subject: string; text: string; sent_at: string }[];
    const mail = mails.find((m) => m.to === email && m.subject === 'Your sign-in code' && Date.parse(m.sent_at) >= since - 1000);
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the sign-in code did not arrive in the outbox');
}

/** The whole sign-in of the login page over HTTP: key, credentials, code, token. */
async function signIn(base: string): Promise<string> {
  const session = new Session(base);
  await session.startCsrf();
  const key = await session.get<{ public_key: string; public_key_id: string }>('/login-register-encryption-keys');
  const password = encryptForKey(key.public_key, PASSWORD);
  const since = Date.now();
  const started = await session.post<{ user_id: number }>('/request-otp/', { email: EMAIL, password, key_id: key.public_key_id });
  const otp = await readCode(base, EMAIL, since);
  await session.post('/validate-otp/', { otp, password, user_id: started.user_id, key_id: key.public_key_id, email: EMAIL });
  const token = await session.post<{ access_token: string }>('/oauth2/access_token', {
    username: EMAIL,
    password,
    key_id: key.public_key_id,
    client_id: 'login-service-client-id',
    grant_type: 'password',
    token_type: 'Bearer',
  });
  return token.access_token;
}

interface Figures {
  route: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** One autocannon run; p95 is computed from every response's latency (autocannon reports p97.5, not p95). */
async function measure(url: string, route: string, headers: Record<string, string> = {}): Promise<Figures> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, done) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    route,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

async function main() {
  const started = Date.now();
  console.log(`bench: starting a portal with the demo programme and ${OFFICERS} extra officers…`);
  portal = await startPortal({
    port: await freePort(),
    databaseName: 'fetp_bench',
    logFile: path.join(repoRoot, 'test-results', 'bench-server.log'),
    officers: OFFICERS,
  });
  console.log(`bench: portal at ${portal.baseUrl} on ${portal.databaseKind}, ready after ${fmt((Date.now() - started) / 1000)} s`);

  const token = await signIn(portal.baseUrl);
  console.log(`bench: signed in as ${EMAIL}`);

  // A short warm-up so neither route pays for first-use costs.
  await fetch(`${portal.baseUrl}/api/user_dropdown/`, { headers: { authorization: `Bearer ${token}` } });

  console.log(`bench: ${DURATION} s per route, ${CONNECTIONS} connections`);
  const health = await measure(`${portal.baseUrl}/healthz`, 'GET /healthz');
  const dropdown = await measure(`${portal.baseUrl}/api/user_dropdown/`, 'GET /api/user_dropdown/', { authorization: `Bearer ${token}` });

  console.log('');
  console.log('route                      requests     req/s   p50 ms   p95 ms   p99 ms   non-2xx  errors');
  for (const f of [health, dropdown]) {
    console.log(
      `${f.route.padEnd(26)} ${String(f.requests).padStart(8)} ${fmt(f.rps).padStart(9)} ${fmt(f.p50, 2).padStart(8)} ${fmt(f.p95, 2).padStart(8)} ${fmt(f.p99, 2).padStart(8)} ${String(f.non2xx).padStart(9)} ${String(f.errors).padStart(7)}`,
    );
  }
  console.log('');
  console.log(`ratio user_dropdown / healthz: throughput ${fmt(dropdown.rps / health.rps, 3)}, p95 latency ${fmt(dropdown.p95 / health.p95, 2)}×`);
  console.log('(p95 is computed from every response time; autocannon itself reports p97.5 and p99.)');

  if (dropdown.non2xx > 0 || health.non2xx > 0 || dropdown.errors > 0 || health.errors > 0) {
    console.error('bench: some requests failed (see non-2xx and errors above)');
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error('bench failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await portal?.stop();
  clearTimeout(watchdog);
}
