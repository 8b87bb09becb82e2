import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DISCUSSION_MESSAGES, MEETING_MESSAGES, REQUEST_MESSAGES, WEBINAR_MESSAGES } from '@fetp/contract';
import { calendarEvents } from '../src/db/schema';
import { DEMO_ACCOUNTS, createTestContext, multipartBody, sessionOf, type Client, type TestContext, day } from './helpers';
import { createCohort, createCoordinator, createCourse } from './factories';

/**
 * Links with control characters and the error format (issue 30 §1.4): a meeting's `meeting_url`, a
 * discussion's `meeting_link` and a webinar's `join_link` holding CR, LF, TAB or another control
 * character are refused with the field's message (the contract's rule, shared with the web forms);
 * a link stored before still redirects; and every answer of the server is the app's error format
 * `{ message }`, Fastify's own refusals included (unknown route, over-long path parameter, bad URL,
 * malformed JSON, body too large, unsupported media type, a header Node cannot parse).
 */

type Caller = Client & { userId: number };
let ctx: TestContext;
let coordinator: Caller;
let mentor: Caller;
let menteeId: number;
let course: number;
let cohort: number;
let port: number;

const CONTROL = ['https://meet.example.org/a\r\nSet-Cookie: x=1', 'https://meet.example.org/a\tb', 'https://meet.example.org/a\nb', 'https://meet.example.org/\u0001b', 'https://meet.example.org/\u007fb', 'https://meet.example.org/\u0085b'];

const meeting = (over: Record<string, string>) => coordinator.multipart('/v1/meeting/create/new/', {
  course_id: String(course), meeting_mode: 'online', event_type: 'Webinar', cohorts: String(cohort), title: 'Line list review', presenter: 'Dr. Rao',
  start_date: day(3), end_date: day(3), time: '10:00', end_time: '11:00', meeting_url: 'https://meet.example.org/abc', time_zone: 'UTC', ...over,
});
const webinar = (over: Record<string, string>) => coordinator.multipart('/v1/webinar/create/new/', {
  title: 'Case definitions', description: 'Once', start_date: day(3), end_date: day(3), from_time: '10:00', to_time: '11:00', interval: 'none',
  cohorts: String(cohort), time_zone: 'UTC', join_link: 'https://meet.example.org/w', ...over,
});
async function discussion(link: string) {
  const csrf = await mentor.ensureCsrf();
  const body = new URLSearchParams({
    title: 'Abstract review', start_date: day(4), from_time: '15:00', to_time: '16:00', description: 'Abstract', discussion_mode: 'Online',
    meeting_link: link, scheduler: 'Mentor', time_zone: 'UTC', mentee_id: String(menteeId),
  });
  return ctx.app.inject({
    method: 'POST', url: '/v1/event/mentor/create/new/', payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, authorization: `Bearer ${mentor.token}` },
  });
}
const eventCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(calendarEvents))[0]!.n;

/** A request written on the socket as is (what fetch will not send), answered as text. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.on('data', (chunk) => { out += chunk.toString(); });
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}
const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;

beforeAll(async () => {
  ctx = await createTestContext({
    // A stand-in for any handler that redirects to stored data: /healthz with this header redirects to a link Node refuses.
    onRoute: (route) => {
      if (route.url !== '/healthz' || route.method !== 'GET') return;
      const handler = route.handler;
      route.handler = function (this: unknown, request, reply) {
        if (request.headers['x-test-bad-header']) return reply.redirect('https://meet.example.org/a\r\nb', 302);
        return handler.call(this as never, request, reply);
      };
    },
  });
  course = (await createCourse(ctx.db)).id;
  cohort = (await createCohort(ctx.db, { courseId: course })).id;
  coordinator = await sessionOf(ctx, (await createCoordinator(ctx.db, [course])).email);
  mentor = await sessionOf(ctx, DEMO_ACCOUNTS.mentors[0]!);
  menteeId = (await sessionOf(ctx, DEMO_ACCOUNTS.mentees[0]!)).userId;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
}, 120_000);
afterAll(() => ctx.close());

describe('links with control characters are refused (issue 30 §1.4)', () => {
  it('a meeting’s meeting_url, a discussion’s meeting_link and a webinar’s join_link: 400 with the field’s message, nothing written', async () => {
    const before = await eventCount();
    for (const link of CONTROL) {
      const m = await meeting({ meeting_url: link });
      expect(m.statusCode, JSON.stringify(link)).toBe(400);
      expect(m.json().errors.meeting_url).toEqual([MEETING_MESSAGES.badUrl]);
      const d = await discussion(link);
      expect(d.statusCode, JSON.stringify(link)).toBe(400);
      expect(d.json().errors.meeting_link).toEqual([DISCUSSION_MESSAGES.badMeetingLink]);
      const w = await webinar({ join_link: link });
      expect(w.statusCode, JSON.stringify(link)).toBe(400);
      expect(w.json().errors.join_link).toEqual([WEBINAR_MESSAGES.badJoinLink]);
    }
    expect(await eventCount()).toBe(before);
    // The same links without the control characters are taken.
    expect((await meeting({ meeting_url: 'https://meet.example.org/ab' })).statusCode).toBe(200);
    expect((await discussion('https://meet.example.org/ab')).statusCode).toBe(200);
  });

  it('a link stored with a line break before links were checked still redirects, cleaned, instead of a 500', async () => {
    const res = await meeting({ title: 'Stored before the check' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    await ctx.db.update(calendarEvents).set({ joinUrl: 'https://meet.example.org/old\r\nroom' }).where(eq(calendarEvents.id, id));
    const rows = (await coordinator.get(`/v1/frontline-meeting/${course}/`)).json();
    const row = rows.results.find((r: { id: number }) => r.id === id);
    const address = new URL(row.join_link, 'http://localhost');
    const join = await ctx.app.inject({ method: 'GET', url: address.pathname + address.search });
    expect(join.statusCode, join.body).toBe(302);
    expect(join.headers.location).toBe('https://meet.example.org/oldroom');
  });
});

describe('every answer is the app’s error format (issue 30 §1.4)', () => {
  const base = () => `http://127.0.0.1:${port}`;

  it('an unknown route: 404 { message }', async () => {
    const res = await fetch(`${base()}/v1/no-such-call/`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: REQUEST_MESSAGES.notFound });
  });

  it('an over-long path parameter: 414 { message }', async () => {
    const res = await fetch(`${base()}/v1/join/${'1'.repeat(500)}/`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({ message: REQUEST_MESSAGES.addressTooLong });
  });

  it('a path that is no valid URL component: 400 { message }', async () => {
    const raw = await rawRequest('GET /v1/join/%zz/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(raw)).toEqual({ message: REQUEST_MESSAGES.badRequest });
  });

  it('a header value with a control character (ERR_INVALID_CHAR) and headers too large: the app’s format', async () => {
    const bad = await rawRequest('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Note: a\u0001b\r\nConnection: close\r\n\r\n');
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(bad)).toEqual({ message: REQUEST_MESSAGES.badRequest });
    const large = await rawRequest(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Note: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`);
    expect(large).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(large)).toEqual({ message: REQUEST_MESSAGES.tooLarge });
  });

  it('a header value Node refuses to write (ERR_INVALID_CHAR): 500 { message } in the app’s format, the header dropped', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-test-bad-header': '1' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: REQUEST_MESSAGES.serverError });
    expect(res.headers.location).toBeUndefined();
  });

  it('malformed or empty JSON: 400 { message } in the contract’s words', async () => {
    const csrf = await coordinator.ensureCsrf();
    const headers = { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, authorization: `Bearer ${coordinator.token}` };
    for (const payload of ['{bad', '']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/v1/webiar/new/upload/attendance/', payload, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: REQUEST_MESSAGES.badJson });
    }
  });

  it('a body too large: 413, and an unsupported media type: 415, both { message }', async () => {
    const csrf = await coordinator.ensureCsrf();
    const headers = { 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, authorization: `Bearer ${coordinator.token}` };
    const large = await ctx.app.inject({
      method: 'POST', url: '/v1/webiar/new/upload/attendance/', payload: JSON.stringify({ webinar_id: 1, occurrence: 'x'.repeat(2_000_000) }),
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: REQUEST_MESSAGES.tooLarge });
    const csv = await ctx.app.inject({ method: 'POST', url: '/v1/webiar/new/upload/attendance/', payload: 'a,b', headers: { ...headers, 'content-type': 'text/csv' } });
    expect(csv.statusCode).toBe(415);
    expect(csv.json()).toEqual({ message: REQUEST_MESSAGES.unsupportedType });
  });

  it('a multipart body on a call taking JSON, and a form with files too large, keep the format', async () => {
    const { payload, contentType } = multipartBody({ webinar_id: '1' }, {});
    const csrf = await coordinator.ensureCsrf();
    const res = await ctx.app.inject({
      method: 'POST', url: '/v1/webiar/new/upload/attendance/', payload,
      headers: { 'content-type': contentType, 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, authorization: `Bearer ${coordinator.token}` },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(Object.keys(res.json())).toEqual(expect.arrayContaining(['message']));
    expect(res.json()).not.toHaveProperty('code');
    expect(res.json()).not.toHaveProperty('statusCode');
  });
});
