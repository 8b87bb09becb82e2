import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@fetp/contract';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../src/plugins/errors';
import { DEMO, createTestContext, signIn, type TestContext } from './helpers';

describe('telling a database outage from a bug', () => {
  it('recognises lost and refused connections, also when the ORM wraps them', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { query: 'select 1', params: [], cause });
    const outages = [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const error of outages) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped ${error.message}`).toBe(true);
    }
    const bugs = [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
      wrapped(Object.assign(new Error('syntax error'), { code: '42601' })),
      new TypeError('x is undefined'),
      null,
      'text',
    ];
    for (const error of bugs) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});

/** A TCP proxy in front of PostgreSQL that a test can cut (like a restart) and restore. */
class CuttableProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Every open connection drops and new ones are refused, as while PostgreSQL restarts. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const pgUrl = process.env.DATABASE_URL;

describe.runIf(pgUrl)('a PostgreSQL outage under load', () => {
  let ctx: TestContext;
  let proxy: CuttableProxy;
  beforeAll(async () => {
    const target = new URL(pgUrl!);
    proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.open();
    ctx = await createTestContext({
      connectVia: (url) => {
        const via = new URL(url);
        via.hostname = '127.0.0.1';
        via.port = String(proxy.port);
        return via.toString();
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await proxy?.cut();
  });

  it('answers 503 with Retry-After while the database is away, never 500, and recovers by itself', async () => {
    const coordinator = await signIn(ctx, DEMO.coordinator);
    const statuses = new Map<number, number>();
    let unavailableWithoutRetry = 0;
    let running = true;
    const worker = async () => {
      while (running) {
        const res = await coordinator.get('/api/user_dropdown/');
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 503 && (res.headers['retry-after'] !== String(RETRY_AFTER_SECONDS) || res.json().message !== REQUEST_MESSAGES.serviceUnavailable)) {
          unavailableWithoutRetry++;
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await new Promise((r) => setTimeout(r, 300));
    await proxy.cut();
    await new Promise((r) => setTimeout(r, 800));
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    await proxy.open();
    await new Promise((r) => setTimeout(r, 800));
    running = false;
    await Promise.all(workers);

    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    expect(unavailableWithoutRetry).toBe(0);
    const after = await coordinator.get('/api/user_dropdown/');
    expect(after.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  }, 60_000);
});
