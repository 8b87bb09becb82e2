import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUTH_RULES, KEY_EXPIRED_MESSAGE, MESSAGES, SIGN_IN_CALL_PATHS, SIGN_IN_MESSAGES, checkLoginEmail, checkLoginPassword, checkOtpCode,
  checkRecoveryEmail, loginEmail, loginPassword, otpCode, recoveryEmail, type TextRule,
} from '@fetp/contract';
import { accessTokens, otpChallenges } from '../src/db/schema';
import { Client, createTestContext, DEMO, DEMO_PASSWORD, encrypted, latestCode, signIn, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const tokenForm = (email: string, enc: { password: string; key_id: string }) => ({
  username: email, ...enc, client_id: AUTH_RULES.oauthClientId, grant_type: 'password', token_type: 'Bearer',
});

describe('encryption keys', () => {
  it('hands out an RSA public key and its id, the same one until it rotates', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/login-register-encryption-keys' });
    const b = await ctx.app.inject({ method: 'GET', url: '/login-register-encryption-keys' });
    expect(a.statusCode).toBe(200);
    expect(a.json().public_key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(b.json().public_key_id).toBe(a.json().public_key_id);
  });
});

describe('sign-in with a one-time code', () => {
  it('signs in through request-otp, validate-otp and access_token, then the token works', async () => {
    const client = await signIn(ctx, DEMO.mentee);
    const me = await client.get('/api/user_dropdown/');
    expect(me.statusCode).toBe(200);
    expect(me.json().header_data.displayname).toBe('Arjun Rao');
  });

  it('mails a six-digit code valid ten minutes, stored only as a hash', async () => {
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const res = await client.post('/request-otp/', { email: 'mentee2@example.org', ...enc });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, authenticated_user: false, value: '' });
    const code = await latestCode(ctx.db, 'mentee2@example.org');
    expect(code).toMatch(/^\d{6}$/);
    const [challenge] = await ctx.db.select().from(otpChallenges).where(eq(otpChallenges.userId, res.json().user_id)).orderBy(sql`id desc`).limit(1);
    expect(challenge!.codeHash).not.toContain(code);
    const minutes = (challenge!.expiresAt.getTime() - challenge!.sentAt.getTime()) / 60000;
    expect(Math.round(minutes)).toBe(10);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const client = new Client(ctx.app);
    const wrong = await client.post('/request-otp/', { email: DEMO.mentee, ...(await encrypted(ctx.app, 'Wrong@12345')) });
    const unknown = await client.post('/request-otp/', { email: 'nobody@example.org', ...(await encrypted(ctx.app, DEMO_PASSWORD)) });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, value: SIGN_IN_MESSAGES.wrongCredentials, message: SIGN_IN_MESSAGES.wrongCredentials });
    }
  });

  it('checks the e-mail and password fields with the form messages', async () => {
    const client = new Client(ctx.app);
    const res = await client.post('/request-otp/', { email: 'ab', password: '', key_id: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual([MESSAGES.loginEmail]);
    expect(res.json().errors.password).toEqual([MESSAGES.loginPasswordRequired]);
    const missing = await client.post('/request-otp/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.password).toEqual([MESSAGES.loginPasswordRequired]);
  });

  it('refuses an unknown key id and an unreadable password with a clear 400', async () => {
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const badKey = await client.post('/request-otp/', { email: DEMO.mentee, password: enc.password, key_id: 'no-such-key' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toBe(KEY_EXPIRED_MESSAGE);
    const garbage = await client.post('/request-otp/', { email: DEMO.mentee, password: 'bm90IGVuY3J5cHRlZCBhdCBhbGw=', key_id: enc.key_id });
    expect(garbage.statusCode).toBe(400);
  });

  it('refuses an expired key id', async () => {
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 49 * 60 * 60 * 1000 });
    try {
      const res = await client.post('/request-otp/', { email: DEMO.mentee, ...enc });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(KEY_EXPIRED_MESSAGE);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts wrong codes and spends the code after five', async () => {
    const email = 'mentee3@example.org';
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const userId = (await client.post('/request-otp/', { email, ...enc })).json().user_id;
    const code = await latestCode(ctx.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await client.post('/validate-otp/', { otp: wrong, user_id: userId, email, ...enc });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(SIGN_IN_MESSAGES.wrongCode(4));
    for (let i = 0; i < 4; i++) await client.post('/validate-otp/', { otp: wrong, user_id: userId, email, ...enc });
    const right = await client.post('/validate-otp/', { otp: code, user_id: userId, email, ...enc });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(SIGN_IN_MESSAGES.codeSpent);
  });

  it('checks the code format with the form message', async () => {
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const res = await client.post('/validate-otp/', { otp: '12a45', user_id: 5, email: DEMO.mentee, ...enc });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.otp).toEqual([MESSAGES.otp]);
  });

  it('refuses an expired code', async () => {
    const email = 'mentee4@example.org';
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const userId = (await client.post('/request-otp/', { email, ...enc })).json().user_id;
    const code = await latestCode(ctx.db, email);
    await ctx.db.update(otpChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpChallenges.userId, userId));
    const res = await client.post('/validate-otp/', { otp: code, user_id: userId, email, ...enc });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SIGN_IN_MESSAGES.codeSpent);
  });

  it('issues no token without a validated code, and only one per code', async () => {
    const email = 'mentee5@example.org';
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const userId = (await client.post('/request-otp/', { email, ...enc })).json().user_id;
    const early = await client.post('/oauth2/access_token', tokenForm(email, enc));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(SIGN_IN_MESSAGES.notVerified);
    await client.post('/validate-otp/', { otp: await latestCode(ctx.db, email), user_id: userId, email, ...enc });
    const first = await client.post('/oauth2/access_token', tokenForm(email, enc));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'Bearer', expires_in: AUTH_RULES.accessTokenTtlSeconds, user_id: userId });
    const [stored] = await ctx.db.select().from(accessTokens).where(eq(accessTokens.userId, userId));
    expect(stored!.tokenHash).not.toBe(first.json().access_token);
    const second = await client.post('/oauth2/access_token', tokenForm(email, enc));
    expect(second.statusCode).toBe(400);
  });

  it('issues no token once the validated code is older than five minutes', async () => {
    const email = 'mentee6@example.org';
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const userId = (await client.post('/request-otp/', { email, ...enc })).json().user_id;
    await client.post('/validate-otp/', { otp: await latestCode(ctx.db, email), user_id: userId, email, ...enc });
    await ctx.db.update(otpChallenges).set({ validatedAt: new Date(Date.now() - 6 * 60 * 1000) }).where(eq(otpChallenges.userId, userId));
    const res = await client.post('/oauth2/access_token', tokenForm(email, enc));
    expect(res.statusCode).toBe(400);
  });

  it('refuses another client id or grant type', async () => {
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const res = await client.post('/oauth2/access_token', { ...tokenForm(DEMO.mentee, enc), client_id: 'someone-else' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SIGN_IN_MESSAGES.badClient);
  });

  it('refuses a resend within 30 seconds and sends a new code after', async () => {
    const email = 'mentee7@example.org';
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const userId = (await client.post('/request-otp/', { email, ...enc })).json().user_id;
    const first = await latestCode(ctx.db, email);
    const soon = await client.post('/resend-otp/', { email, user_id: userId });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(SIGN_IN_MESSAGES.resendTooSoon);
    await ctx.db.update(otpChallenges).set({ sentAt: new Date(Date.now() - 31_000) }).where(eq(otpChallenges.userId, userId));
    const later = await client.post('/resend-otp/', { email, user_id: userId });
    expect(later.statusCode).toBe(200);
    const mails = await ctx.db.execute(sql`select count(*)::int as n from mail_outbox where "to" = ${email}`);
    expect((mails as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(2);
    const second = await latestCode(ctx.db, email);
    const valid = await client.post('/validate-otp/', { otp: second, user_id: userId, email, ...enc });
    expect(valid.statusCode).toBe(200);
    if (first !== second) {
      const old = await client.post('/validate-otp/', { otp: first, user_id: userId, email, ...enc });
      expect(old.statusCode).toBe(400); // the resent code replaced it, even once validated
    }
  });

  it('refuses a wrong code after the right one was validated', async () => {
    const email = 'mentee6@example.org';
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const userId = (await client.post('/request-otp/', { email, ...enc })).json().user_id;
    const code = await latestCode(ctx.db, email);
    expect((await client.post('/validate-otp/', { otp: code, user_id: userId, email, ...enc })).statusCode).toBe(200);
    const wrong = code === '000000' ? '111111' : '000000';
    const guess = await client.post('/validate-otp/', { otp: wrong, user_id: userId, email, ...enc });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().errors.otp).toBeDefined();
    expect((await client.post('/validate-otp/', { otp: code, user_id: userId, email, ...enc })).statusCode).toBe(200);
  });

  it('refuses a wrong password on validate-otp as a wrong password', async () => {
    const email = 'mentee7@example.org';
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const userId = (await client.post('/request-otp/', { email, ...enc })).json().user_id;
    const code = await latestCode(ctx.db, email);
    const res = await client.post('/validate-otp/', { otp: code, user_id: userId, email, ...(await encrypted(ctx.app, 'Wrong@12345')) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SIGN_IN_MESSAGES.wrongCredentials);
  });

  it('sends no new code once the current one expired, nor past the sign-in’s resend window', async () => {
    const email = 'mentee5@example.org';
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const userId = (await client.post('/request-otp/', { email, ...enc })).json().user_id;
    await ctx.db.update(otpChallenges).set({ sentAt: new Date(Date.now() - 11 * 60_000), expiresAt: new Date(Date.now() - 60_000) }).where(eq(otpChallenges.userId, userId));
    const expired = await client.post('/resend-otp/', { email, user_id: userId });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(SIGN_IN_MESSAGES.noPendingSignIn);

    await client.post('/request-otp/', { email, ...enc });
    const window = AUTH_RULES.otpResendWindowMinutes * 60_000;
    await ctx.db.update(otpChallenges).set({ createdAt: new Date(Date.now() - window - 1000), sentAt: new Date(Date.now() - 60_000) }).where(eq(otpChallenges.userId, userId));
    const late = await client.post('/resend-otp/', { email, user_id: userId });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(SIGN_IN_MESSAGES.noPendingSignIn);
  });

  it('answers missing fields with the form messages', async () => {
    const client = new Client(ctx.app);
    const res = await client.post('/request-otp/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual([MESSAGES.loginEmail]);
    expect(res.json().errors.password).toEqual([MESSAGES.loginPasswordRequired]);
    const otp = await client.post('/validate-otp/', { email: DEMO.mentor });
    expect(otp.json().errors.otp).toEqual([MESSAGES.otp]);
  });

  it('refuses a resend with no sign-in in progress', async () => {
    const client = new Client(ctx.app);
    const res = await client.post('/resend-otp/', { email: 'mentee11@example.org', user_id: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SIGN_IN_MESSAGES.noPendingSignIn);
  });
});

describe('tokens', () => {
  it('logout revokes the token', async () => {
    const client = await signIn(ctx, DEMO.mentor);
    expect((await client.get('/api/user_dropdown/')).statusCode).toBe(200);
    expect((await client.get('/api/v1/custom/logout/')).statusCode).toBe(200);
    const after = await client.get('/api/user_dropdown/');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBeTruthy();
  });

  it('an expired or made-up token is a 401', async () => {
    const client = await signIn(ctx, DEMO.coordinator);
    await ctx.db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessTokens.userId, client.userId));
    expect((await client.get('/api/user_dropdown/')).statusCode).toBe(401);
    const made = await ctx.app.inject({ method: 'GET', url: '/api/user_dropdown/', headers: { authorization: 'Bearer made-up' } });
    expect(made.statusCode).toBe(401);
    const none = await ctx.app.inject({ method: 'GET', url: '/api/user_dropdown/' });
    expect(none.statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('hands out a token and sets its cookie', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/csrf/api/v1/token' });
    expect(res.statusCode).toBe(200);
    expect(res.json().csrfToken).toBeTruthy();
    expect(String(res.headers['set-cookie'])).toContain(`csrftoken=${res.json().csrfToken}`);
  });

  it('refuses unsafe calls without the token, with a wrong one, or without the cookie', async () => {
    const form = 'email=mentee1%40example.org';
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const token = (await ctx.app.inject({ method: 'GET', url: '/csrf/api/v1/token' })).json().csrfToken;
    const cases = [
      headers,
      { ...headers, 'x-csrftoken': token },
      { ...headers, 'x-csrftoken': `${token}x`, cookie: `csrftoken=${token}x` },
    ];
    for (const h of cases) {
      const res = await ctx.app.inject({ method: 'POST', url: '/account/password/custom', payload: form, headers: h });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('CSRF token missing or incorrect.');
    }
  });

  it('accepts the token as the csrfmiddlewaretoken form field', async () => {
    const token = (await ctx.app.inject({ method: 'GET', url: '/csrf/api/v1/token' })).json().csrfToken;
    const res = await ctx.app.inject({
      method: 'POST', url: '/account/password/custom',
      payload: `email=mentee1%40example.org&csrfmiddlewaretoken=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('malformed bodies never cause a 500', () => {
  it('answers bad JSON, wrong types and huge bodies with a 4xx', async () => {
    const client = new Client(ctx.app);
    const csrf = await client.ensureCsrf();
    const headers = { 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` };
    const bodies: Array<{ payload: string; type: string }> = [
      { payload: '{"email": ', type: 'application/json' },
      { payload: '{"email": 5, "password": [1], "key_id": {}}', type: 'application/json' },
      { payload: 'a'.repeat(2 * 1024 * 1024), type: 'application/x-www-form-urlencoded' },
      { payload: '<xml/>', type: 'application/xml' },
    ];
    for (const url of ['/request-otp/', '/validate-otp/', '/oauth2/access_token', '/resend-otp/', '/account/password/custom', '/create_account_custom', '/password/reset/abc/custom/']) {
      for (const b of bodies) {
        const res = await ctx.app.inject({ method: 'POST', url, payload: b.payload, headers: { ...headers, 'content-type': b.type } });
        expect(res.statusCode, `${url} ${b.type}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${b.type}`).toBeLessThan(500);
        expect(res.json().message, `${url}`).toBeTruthy();
      }
    }
  });
});

/**
 * The sign-in page checks its fields with the contract's plain rules (rules.ts) and loads no zod;
 * the server checks them with zod schemas built on the same rules. Both must refuse the same
 * values with the same message.
 */
describe('the sign-in forms and the server share each rule and its message', () => {
  const EMAILS = ['', ' ', 'ab', 'a@b', 'not-an-address', 'a@b.c', 'two@@example.org', ' officer@example.org ', `${'x'.repeat(250)}@example.org`];
  const CODES = ['', '12345', '1234567', '12a456', ' 123456', '١٢٣٤٥٦'];

  /** The first message a schema gives for a value, or undefined when it accepts it. */
  const schemaMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('each schema gives the message of its rule, for any text', () => {
    const pairs: [z.ZodType, TextRule][] = [
      [loginEmail, checkLoginEmail], [loginPassword, checkLoginPassword], [recoveryEmail, checkRecoveryEmail], [otpCode, checkOtpCode],
    ];
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom(...EMAILS, ...CODES),
      fc.tuple(fc.string(), fc.string(), fc.string()).map(([a, b, c]) => `${a}@${b}.${c}`),
      fc.stringMatching(/^\d{5,7}$/),
    );
    for (const [schema, rule] of pairs) {
      fc.assert(fc.property(text, (value) => schemaMessage(schema, value) === rule(value)));
      // An absent field gets the rule's message for an empty text.
      expect(schemaMessage(schema, undefined)).toBe(rule(''));
    }
  });

  it('request-otp and forgot-password refuse an e-mail with the message the form shows', async () => {
    const client = new Client(ctx.app, '10.20.30.40');
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    for (const email of EMAILS.filter((e) => checkLoginEmail(e))) {
      const res = await client.post(SIGN_IN_CALL_PATHS.requestOtp, { email, ...enc });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().errors.email, email).toEqual([checkLoginEmail(email)]);
    }
    for (const email of EMAILS.filter((e) => checkRecoveryEmail(e))) {
      const res = await client.post(SIGN_IN_CALL_PATHS.forgotPassword, { email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().errors.email, email).toEqual([checkRecoveryEmail(email)]);
    }
    expect(checkRecoveryEmail('not-an-address')).toBe(MESSAGES.recoveryEmailPattern);
  });

  it('request-otp refuses a missing password, and validate-otp a bad code, with the form messages', async () => {
    const client = new Client(ctx.app, '10.20.30.41');
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const noPassword = await client.post(SIGN_IN_CALL_PATHS.requestOtp, { email: DEMO.mentee, password: '', key_id: enc.key_id });
    expect(noPassword.json().errors.password).toEqual([checkLoginPassword('')]);
    for (const otp of CODES) {
      const res = await client.post(SIGN_IN_CALL_PATHS.validateOtp, { otp, user_id: 5, email: DEMO.mentee, ...enc });
      expect(res.statusCode, otp).toBe(400);
      expect(res.json().errors.otp, otp).toEqual([checkOtpCode(otp)]);
    }
  });
});
