import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer, smtpMailer } from '../src/mail/mailer';
import { redactUrl } from '../src/plugins/logging';
import { Client, createTestContext, DEMO, DEMO_PASSWORD, encrypted, type TestContext } from './helpers';
import { startSmtpServer } from './smtp-server';

let ctx: TestContext;
let webDist: string;
const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i % 50}`))};`;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fetp-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
  // A built chunk with the .br and .gz the build writes beside it.
  fs.writeFileSync(path.join(webDist, 'assets', 'chunk-abc123.js'), BIG_SCRIPT);
  fs.writeFileSync(path.join(webDist, 'assets', 'chunk-abc123.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
  fs.writeFileSync(path.join(webDist, 'assets', 'chunk-abc123.js.gz'), zlib.gzipSync(BIG_SCRIPT));
  ctx = await createTestContext({ env: { WEB_DIST: webDist, RATE_LIMIT_PER_EMAIL: '3', RATE_LIMIT_PER_ADDRESS: '6' } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

describe('web and API plumbing', () => {
  it('serves the SPA under /learn/ with deep links falling back to index.html', async () => {
    for (const url of ['/learn/', '/learn/dashboard', '/learn/password_reset_confirm/abc/custom/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/learn/assets/app.js' })).body).toBe('console.log(1)');
    expect((await ctx.app.inject({ method: 'GET', url: '/learn/assets/missing.js' })).statusCode).toBe(404);
    const root = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/learn/');
  });

  it('sends the build\'s precompressed files as the browser accepts them, hashed assets cached for a year', async () => {
    const url = '/learn/assets/chunk-abc123.js';
    const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('keeps the build\'s own files (the chunk manifest) to itself', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/learn/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('asks the browser to check the page itself on every visit', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/learn/login' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API answers larger than a kilobyte', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const big = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(big.rawPayload).toString()).paths).toBeTruthy();
    const small = await ctx.app.inject({ method: 'GET', url: '/healthz', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404 and a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here/', headers: { 'x-request-id': 'abc-123' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/request-otp/', '/oauth2/access_token', '/api/user_dropdown/', '/create_account_custom']));
  });

  it('keeps reset-link secrets out of logged URLs', () => {
    expect(redactUrl('/password/reset/SECRET123/custom/')).toBe('/password/reset/[redacted]/custom/');
    expect(redactUrl('/learn/password_reset_confirm/SECRET123/custom/')).toBe('/learn/password_reset_confirm/[redacted]/custom/');
  });
});

describe('local mail outbox', () => {
  it('shows sent mail newest first at /dev/mail.json and /dev/mail, to this machine only', async () => {
    const client = new Client(ctx.app);
    await client.post('/account/password/custom', { email: DEMO.mentor });
    // The reset answers before its mail is written (its timing must not tell whether the account exists), so wait for the mail.
    type Mail = { to: string; subject: string; sent_at: string };
    const outbox = async () => (await ctx.app.inject({ method: 'GET', url: '/dev/mail.json' })).json() as Mail[];
    await expect.poll(async () => (await outbox()).some((m) => m.to === DEMO.mentor && m.subject === 'Reset your password'), { timeout: 10_000 }).toBe(true);
    const list = await outbox();
    const sentAt = list.map((m) => Date.parse(m.sent_at));
    expect(sentAt).toEqual([...sentAt].sort((a, b) => b - a));
    const reset = list.find((m) => m.to === DEMO.mentor)!;
    expect(reset).toMatchObject({ to: DEMO.mentor, subject: 'Reset your password' });
    expect(Object.keys(reset).sort()).toEqual(['attachments', 'html', 'sent_at', 'subject', 'text', 'to']);
    expect((reset as unknown as { attachments: unknown[] }).attachments).toEqual([]);
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Reset your password');
    const remote = await ctx.app.inject({ method: 'GET', url: '/dev/mail.json', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });

  it('keeps a calendar invite sent with a mail, as SMTP would send it', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await outboxMailer(ctx.db).send({ to: DEMO.mentor, subject: 'Invitation: Grand Rounds', text: 'You are invited.', attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: ics }] });
    const list = (await ctx.app.inject({ method: 'GET', url: '/dev/mail.json' })).json();
    expect(list[0].attachments).toEqual([{ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: ics }]);
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/mail' })).body).toContain('invite.ics');
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per e-mail and per address with a 429 and a message', async () => {
    const client = new Client(ctx.app, '198.51.100.7');
    const enc = await encrypted(ctx.app, 'Wrong@12345');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/request-otp/', { email: 'mentee5@example.org', ...enc })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const other = new Client(ctx.app, '198.51.100.8');
    const byAddress: number[] = [];
    for (let i = 0; i < 7; i++) byAddress.push((await other.post('/account/password/custom', { email: `x${i}@example.org` })).statusCode);
    expect(byAddress.slice(0, 6).every((s) => s === 200)).toBe(true);
    const last = await other.post('/account/password/custom', { email: 'y@example.org' });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });
});

describe('SMTP', () => {
  it('sends mail through a real SMTP server when SMTP_URL is set, and has no outbox routes', async () => {
    const { received, url: smtpUrl, close } = await startSmtpServer();
    const smtp = await createTestContext({ mailer: () => smtpMailer(smtpUrl, 'Portal <no-reply@example.org>') });
    try {
      const client = new Client(smtp.app);
      const enc = await encrypted(smtp.app, DEMO_PASSWORD);
      const res = await client.post('/request-otp/', { email: DEMO.mentee, ...enc });
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toBe(DEMO.mentee);
      expect(received[0]!.data).toContain('Subject: Your sign-in code');
      expect(received[0]!.data).toMatch(/sign-in code is \d{6}/);
      expect((await smtp.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
    } finally {
      await smtp.close();
      await close();
    }
  });
});
