import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, RESET_MESSAGES } from '@fetp/contract';
import { passwordResets, users } from '../src/db/schema';
import { Client, createTestContext, DEMO_PASSWORD, latestMail, signIn, waitForMail, type TestContext } from './helpers';
import type { Mailer } from '../src/mail/mailer';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://fetp.example.org' } });
});
afterAll(() => ctx.close());

async function resetLink(email: string) {
  const client = new Client(ctx.app);
  const before = (await latestMail(ctx.db, email))?.id ?? 0;
  const res = await client.post('/account/password/custom', { email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true });
  const mail = await waitForMail(ctx.db, email, before);
  const id = mail?.text.match(/password_reset_confirm\/([^/\s]+)\/custom\//)?.[1];
  if (!id) throw new Error('no reset link mailed');
  return { client, id, mail: mail! };
}

describe('forgot password', () => {
  it('mails a link to the reset page under PUBLIC_URL', async () => {
    const { mail } = await resetLink('mentee8@example.org');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toMatch(/https:\/\/fetp\.example\.org\/learn\/password_reset_confirm\/[A-Za-z0-9_-]+\/custom\//);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const client = new Client(ctx.app);
    const res = await client.post('/account/password/custom', { email: 'nobody@example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await latestMail(ctx.db, 'nobody@example.org')).toBeNull();
  });

  it('answers a known address the same when the mail server fails, and says so only in the log', async () => {
    const failing = await createTestContext({
      mailer: (): Mailer => ({ kind: 'smtp', send: () => Promise.reject(new Error('SMTP server unreachable')), close: async () => {} }) as unknown as Mailer,
    });
    try {
      const res = await new Client(failing.app).post('/account/password/custom', { email: 'mentee8@example.org' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    } finally {
      await failing.close();
    }
  });

  it('checks the address with the form messages', async () => {
    const client = new Client(ctx.app);
    const pattern = await client.post('/account/password/custom', { email: 'not-an-address' });
    expect(pattern.statusCode).toBe(400);
    expect(pattern.json().errors.email).toEqual([MESSAGES.recoveryEmailPattern]);
    const short = await client.post('/account/password/custom', { email: 'a' });
    expect(short.json().errors.email).toEqual([MESSAGES.loginEmail]);
    const missing = await client.post('/account/password/custom', {});
    expect(missing.json().errors.email).toEqual([MESSAGES.loginEmail]);
  });
});

describe('reset with the link', () => {
  it('sets the new password once, ends sessions, and the new password signs in', async () => {
    const email = 'mentee9@example.org';
    const session = await signIn(ctx, email);
    const { client, id } = await resetLink(email);
    const res = await client.post(`/password/reset/${id}/custom/`, { new_password1: 'Better#2024x', new_password2: 'Better#2024x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(RESET_MESSAGES.done);
    expect((await session.get('/api/user_dropdown/')).statusCode).toBe(401);
    const again = await client.post(`/password/reset/${id}/custom/`, { new_password1: 'Other#2024x', new_password2: 'Other#2024x' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_MESSAGES.invalidLink);
    await expect(signIn(ctx, email, DEMO_PASSWORD)).rejects.toThrow(/request-otp 400/);
    const fresh = await signIn(ctx, email, 'Better#2024x');
    expect(fresh.token).toBeTruthy();
  });

  it('checks each password rule with its own message, and changes nothing', async () => {
    const email = 'mentee10@example.org';
    const { client, id } = await resetLink(email);
    const [before] = await ctx.db.select({ h: users.passwordHash }).from(users).where(sql`${users.email} = ${email}`);
    const cases: Array<[string, string, string, string]> = [
      ['Ab1!', 'Ab1!', 'new_password1', MESSAGES.passwordMin],
      ['Abcdefg1!', 'Abcdefg1!', 'new_password1', MESSAGES.passwordDigits],
      ['abcdef123!', 'abcdef123!', 'new_password1', MESSAGES.passwordUpper],
      ['ABCDEF123!', 'ABCDEF123!', 'new_password1', MESSAGES.passwordLower],
      ['Abcdef1234', 'Abcdef1234', 'new_password1', MESSAGES.passwordSpecial],
      ['Abcdef123!', '', 'new_password2', MESSAGES.confirmRequired],
      ['Abcdef123!', 'Abcdef123?', 'new_password2', MESSAGES.confirmMatch],
    ];
    for (const [p1, p2, field, message] of cases) {
      const res = await client.post(`/password/reset/${id}/custom/`, { new_password1: p1, new_password2: p2 });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errors[field], message).toContain(message);
    }
    const withoutConfirmation = await client.post(`/password/reset/${id}/custom/`, { new_password1: 'Abcdef123!' });
    expect(withoutConfirmation.statusCode).toBe(400);
    expect(withoutConfirmation.json().errors).toEqual({ new_password2: [MESSAGES.confirmRequired] });
    const [after] = await ctx.db.select({ h: users.passwordHash }).from(users).where(sql`${users.email} = ${email}`);
    expect(after!.h).toBe(before!.h);
    const [link] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, (await userId(email))));
    expect(link!.usedAt).toBeNull();
  });

  it('refuses an expired link and a made-up one', async () => {
    const email = 'mentee11@example.org';
    const { client, id } = await resetLink(email);
    await ctx.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, await userId(email)));
    for (const link of [id, 'made-up']) {
      const res = await client.post(`/password/reset/${link}/custom/`, { new_password1: 'Better#2024x', new_password2: 'Better#2024x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(RESET_MESSAGES.invalidLink);
    }
  });
});

describe('checking a link when the page opens', () => {
  it('says whether a link may still be used, without using it: valid, then used, expired or made up', async () => {
    const email = 'mentee12@example.org';
    const { client, id } = await resetLink(email);
    const check = async (link: string) => {
      const res = await client.get(`/password/reset/${link}/custom/`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await check(id)).toEqual({ valid: true });
    // Asking does not use it: the link still sets a password, once.
    expect(await check(id)).toEqual({ valid: true });
    const [link] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, await userId(email)));
    expect(link!.usedAt).toBeNull();
    expect((await client.post(`/password/reset/${id}/custom/`, { new_password1: 'Better#2024x', new_password2: 'Better#2024x' })).statusCode).toBe(200);
    expect(await check(id)).toEqual({ valid: false });
    expect(await check('made-up')).toEqual({ valid: false });
    const second = await resetLink(email);
    await ctx.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, await userId(email)));
    expect(await check(second.id)).toEqual({ valid: false });
  });
});

async function userId(email: string) {
  const [u] = await ctx.db.select({ id: users.id }).from(users).where(sql`${users.email} = ${email}`);
  return u!.id;
}
