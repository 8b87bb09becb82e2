import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { publishLive } from '../src/live/bus';
import { deactivateUser, revokeTokens } from '../src/plugins/sessions';
import { Client, DEMO_ACCOUNTS, createSecondApp, createTestContext, latestMail, signIn, waitForMail, type TestContext } from './helpers';

/**
 * The live channel (docs/architecture.md "Live updates"): Server-Sent Events fed by LISTEN/NOTIFY,
 * so an event published through one app process reaches a stream held by another.
 */

let ctx: TestContext;
let second: Awaited<ReturnType<typeof createSecondApp>>;
let firstUrl: string;
let secondUrl: string;
let mentee: Client & { userId: number };
let mentor: Client & { userId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  second = await createSecondApp(ctx);
  firstUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
  mentee = await signIn(ctx, DEMO_ACCOUNTS.mentees[0]!);
  mentor = await signIn(ctx, DEMO_ACCOUNTS.mentors[0]!);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

interface Frame { event: string; data: string }

/** An open stream: its frames as they come, and a wait for the next one matching. */
async function openStream(base: string, token: string | null) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/live/`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal });
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  const state = { ended: false };
  if (res.ok) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event) frames.push({ event, data: data ?? '' });
            for (const wake of waiters.splice(0)) wake();
          }
        }
      } catch {
        // aborted
      }
      state.ended = true;
    })();
  }
  return {
    res,
    frames,
    get ended() {
      return state.ended;
    },
    async next(event: string, withinMs = 2000): Promise<Frame> {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const found = frames.find((f) => f.event === event);
        if (found) {
          frames.splice(frames.indexOf(found), 1);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${event} event within ${withinMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    close: () => controller.abort(),
  };
}

describe('live channel', () => {
  it('refuses a stream without a signed-in caller', async () => {
    const stream = await openStream(firstUrl, null);
    expect(stream.res.status).toBe(401);
    const forged = await openStream(firstUrl, 'not-a-token');
    expect(forged.res.status).toBe(401);
  });

  it('opens an uncompressed, uncached event stream', async () => {
    const stream = await openStream(firstUrl, mentee.token);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.res.headers.get('content-encoding')).toBeNull();
    stream.close();
  });

  it('tells a user at once of a new notification, through the other app process', async () => {
    const stream = await openStream(secondUrl, mentee.token);
    expect(stream.res.status).toBe(200);
    const started = Date.now();
    // The notification is written through the first process's database connection.
    await ctx.db.insert(notifications).values({ userId: mentee.userId, notification: 'A live test notification.' });
    const frame = await stream.next('notifications', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(frame.data)).toEqual({});
    stream.close();
  });

  it('gives each user only their own events, from either process', async () => {
    const menteeStream = await openStream(firstUrl, mentee.token);
    const mentorStream = await openStream(secondUrl, mentor.token);
    await publishLive(ctx.db, { users: [mentor.userId], type: 'chat_message', data: { chat_room: 7, milestone_id: 9 } });
    expect(JSON.parse((await mentorStream.next('chat_message')).data)).toEqual({ chat_room: 7, milestone_id: 9 });
    await ctx.db.insert(notifications).values({ userId: mentor.userId, notification: 'For the mentor only.' });
    await mentorStream.next('notifications');
    // Nothing reached the mentee.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(menteeStream.frames).toEqual([]);
    menteeStream.close();
    mentorStream.close();
  });

  it('ends a stream when its token is revoked (sign-out), not the same user’s other streams', async () => {
    const other = await signIn(ctx, DEMO_ACCOUNTS.mentees[0]!);
    const signingOut = await openStream(secondUrl, other.token);
    const staying = await openStream(firstUrl, mentee.token);
    expect((await other.get('/api/v1/custom/logout/')).statusCode).toBe(200);
    await expect.poll(() => signingOut.ended, { timeout: 2000 }).toBe(true);
    await ctx.db.insert(notifications).values({ userId: mentee.userId, notification: 'Still listening.' });
    await staying.next('notifications');
    expect(staying.ended).toBe(false);
    staying.close();
  });

  it('ends every stream of a user whose password is reset through the mailed link, in every process', async () => {
    const email = DEMO_ACCOUNTS.mentees[5]!;
    const [first, second] = [await signIn(ctx, email), await signIn(ctx, email)];
    const streams = [await openStream(firstUrl, first.token), await openStream(secondUrl, second.token)];
    expect(streams.map((s) => s.res.status)).toEqual([200, 200]);

    const client = new Client(ctx.app);
    const before = (await latestMail(ctx.db, email))?.id ?? 0;
    expect((await client.post('/account/password/custom', { email })).statusCode).toBe(200);
    const link = (await waitForMail(ctx.db, email, before))?.text.match(/password_reset_confirm\/([^/\s]+)\/custom\//)?.[1];
    const reset = await client.post(`/password/reset/${link}/custom/`, { new_password1: 'Better#2024x', new_password2: 'Better#2024x' });
    expect(reset.statusCode).toBe(200);

    await expect.poll(() => streams.every((s) => s.ended), { timeout: 2000 }).toBe(true);
    expect((await first.get('/api/user_dropdown/')).statusCode).toBe(401);
  });

  it('ends every stream of a deactivated user, who can no longer sign in', async () => {
    const email = DEMO_ACCOUNTS.mentees[6]!;
    const user = await signIn(ctx, email);
    const streams = [await openStream(firstUrl, user.token), await openStream(secondUrl, user.token)];
    const others = await openStream(firstUrl, mentee.token);
    await ctx.db.transaction((tx) => deactivateUser(tx, user.userId));
    await expect.poll(() => streams.every((s) => s.ended), { timeout: 2000 }).toBe(true);
    expect((await user.get('/api/user_dropdown/')).statusCode).toBe(401);
    await expect(signIn(ctx, email)).rejects.toThrow();
    expect(others.ended).toBe(false);
    others.close();
  });

  it('keeps a stream open when the revocation rolls back', async () => {
    const other = await signIn(ctx, DEMO_ACCOUNTS.mentees[7]!);
    const stream = await openStream(firstUrl, other.token);
    await ctx.db.transaction(async (tx) => {
      expect(await revokeTokens(tx, { userId: other.userId })).toBe(1);
      tx.rollback();
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.ended).toBe(false);
    expect((await other.get('/api/user_dropdown/')).statusCode).toBe(200);
    stream.close();
  });

  it('sends nothing for a write that rolls back', async () => {
    const stream = await openStream(firstUrl, mentee.token);
    await ctx.db.transaction(async (tx) => {
      await tx.insert(notifications).values({ userId: mentee.userId, notification: 'Never committed.' });
      tx.rollback();
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.frames).toEqual([]);
    stream.close();
  });
});
