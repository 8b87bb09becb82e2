import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_SETTINGS_API as API, ACCOUNT_SETTINGS_MESSAGES, AUTH_RULES, MESSAGES, PROFILE_LIMITS, PROFILE_MESSAGES, REQUEST_MESSAGES, ROLES, type RoleName,
} from '@fetp/contract';
import { accessTokens, passwordResets, users } from '../src/db/schema';
import { encryptForKey } from '../src/plugins/encryption-keys';
import { isFileGone } from '../src/files/store';
import { ORPHAN_AGE_MS } from '../src/files/orphan-sweep';
import { sweepOrphanProfilePhotos } from '../src/features/account-settings/service';
import { PROFILE_PHOTOS_FOLDER } from '../src/features/account-settings';
import { createUser } from './factories';
import {
  Client, DEMO_PASSWORD, encryptionKey, latestCode, sessionOf, signIn, useTestContext, type TestContext, type UploadFile,
} from './helpers';

/**
 * Account Settings (issue 24): the password change (wrong current password, the 000 §5.2 rules,
 * every other session signed out), the caller's sessions (only their own, another's refused), and
 * the profile photo (checked by content, resized, stored, served without a session, replaced and
 * removed), on the disk and on an S3-compatible store.
 */

type Caller = Client & { userId: number };

/** A fresh account of its own per test, so password changes and sign-outs touch nobody else. */
async function newAccount(ctx: TestContext, roles: RoleName[] = [ROLES.mentee]) {
  return createUser(ctx.db, roles);
}

/** The whole sign-in with the browser's User-Agent set (the helper's signIn sends light-my-request's). */
async function signInAs(ctx: TestContext, email: string, userAgent: string, password = DEMO_PASSWORD): Promise<Caller> {
  const client = new Client(ctx.app);
  const key = await encryptionKey(ctx.app);
  const enc = { password: encryptForKey(key.public_key, password), key_id: key.public_key_id };
  const otp = await client.post('/request-otp/', { email, ...enc });
  expect(otp.statusCode, otp.body).toBe(200);
  const userId = otp.json().user_id as number;
  await client.post('/validate-otp/', { otp: await latestCode(ctx.db, email), user_id: userId, email, ...enc });
  const token = await client.post('/oauth2/access_token', {
    username: email, ...enc, client_id: AUTH_RULES.oauthClientId, grant_type: 'password', token_type: 'Bearer',
  }, { 'user-agent': userAgent });
  expect(token.statusCode, token.body).toBe(200);
  client.token = token.json().access_token;
  return Object.assign(client, { userId });
}

async function changePassword(ctx: TestContext, client: Client, values: { current_password?: string; new_password1?: string; new_password2?: string }) {
  const key = await encryptionKey(ctx.app);
  const form: Record<string, string> = { key_id: key.public_key_id };
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form[name] = encryptForKey(key.public_key, value);
  return client.post(API.changePassword.path, form);
}

async function del(ctx: TestContext, client: Client, url: string) {
  const csrf = await client.ensureCsrf();
  return ctx.app.inject({
    method: 'DELETE', url, headers: { 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, ...(client.token ? { authorization: `Bearer ${client.token}` } : {}) },
  });
}

const hashOf = async (ctx: TestContext, userId: number) =>
  (await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]!.hash;

/** The app listening on a port (once), for the live channel's streams. */
const addresses = new WeakMap<TestContext, string>();
async function listening(ctx: TestContext): Promise<string> {
  if (!addresses.has(ctx)) addresses.set(ctx, await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
  return addresses.get(ctx)!;
}

/** A live stream held open (as the browser's EventSource), and whether the server has ended it. */
async function openStream(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/live/`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  expect(res.status).toBe(200);
  const state = { ended: false };
  void (async () => {
    const reader = res.body!.getReader();
    try {
      for (;;) if ((await reader.read()).done) break;
    } catch {
      // aborted
    }
    state.ended = true;
  })();
  return {
    get ended() {
      return state.ended;
    },
    close: () => controller.abort(),
  };
}

const stillSignedIn = async (client: Client) => (await client.get('/api/user_dropdown/')).statusCode;

describe('Account Settings', () => {
  const ctx = useTestContext();

  describe('change password', () => {
    it('refuses a wrong current password on current_password, and changes nothing', async () => {
      const user = await newAccount(ctx());
      const me = await signIn(ctx(), user.email);
      const other = await sessionOf(ctx(), user.email);
      const before = await hashOf(ctx(), user.id);
      const res = await changePassword(ctx(), me, { current_password: 'Not#the123right', new_password1: 'Better#2024x', new_password2: 'Better#2024x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ current_password: [ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword] });
      expect(await hashOf(ctx(), user.id)).toBe(before);
      expect(await stillSignedIn(other)).toBe(200);
    });

    it('checks the new password with the 000 §5.2 rules and the reset’s confirmation messages, each with its own message', async () => {
      const user = await newAccount(ctx());
      const me = await signIn(ctx(), user.email);
      const before = await hashOf(ctx(), user.id);
      const cases: Array<[Record<string, string | undefined>, string, string]> = [
        [{ new_password1: 'Ab1!', new_password2: 'Ab1!' }, 'new_password1', MESSAGES.passwordMin],
        [{ new_password1: 'Abcdefg1!', new_password2: 'Abcdefg1!' }, 'new_password1', MESSAGES.passwordDigits],
        [{ new_password1: 'abcdef123!', new_password2: 'abcdef123!' }, 'new_password1', MESSAGES.passwordUpper],
        [{ new_password1: 'ABCDEF123!', new_password2: 'ABCDEF123!' }, 'new_password1', MESSAGES.passwordLower],
        [{ new_password1: 'Abcdef1234', new_password2: 'Abcdef1234' }, 'new_password1', MESSAGES.passwordSpecial],
        [{ new_password1: 'Abcdef123!', new_password2: undefined }, 'new_password2', MESSAGES.confirmRequired],
        [{ new_password1: 'Abcdef123!', new_password2: 'Abcdef123?' }, 'new_password2', MESSAGES.confirmMatch],
        [{ new_password1: DEMO_PASSWORD, new_password2: DEMO_PASSWORD }, 'new_password1', ACCOUNT_SETTINGS_MESSAGES.samePassword],
      ];
      for (const [values, field, message] of cases) {
        const res = await changePassword(ctx(), me, { current_password: DEMO_PASSWORD, ...values });
        expect(res.statusCode, message).toBe(400);
        expect(res.json().errors[field], message).toContain(message);
      }
      const missing = await changePassword(ctx(), me, { new_password1: 'Better#2024x', new_password2: 'Better#2024x' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ current_password: [ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired] });
      expect(await hashOf(ctx(), user.id)).toBe(before);
    });

    it('refuses passwords sent in the clear or with an unknown key (they travel encrypted, as at sign-in)', async () => {
      const user = await newAccount(ctx());
      const me = await signIn(ctx(), user.email);
      const key = await encryptionKey(ctx().app);
      const clear = await me.post(API.changePassword.path, { current_password: DEMO_PASSWORD, new_password1: 'Better#2024x', new_password2: 'Better#2024x', key_id: key.public_key_id });
      expect(clear.statusCode).toBe(400);
      expect(Object.keys(clear.json().errors)).toEqual(['current_password']);
      const unknownKey = await me.post(API.changePassword.path, {
        current_password: encryptForKey(key.public_key, DEMO_PASSWORD), new_password1: encryptForKey(key.public_key, 'Better#2024x'),
        new_password2: encryptForKey(key.public_key, 'Better#2024x'), key_id: 'made-up',
      });
      expect(unknownKey.statusCode).toBe(400);
      expect(Object.keys(unknownKey.json().errors)).toEqual(['key_id']);
    });

    it('sets the new password and signs out every other session, live streams included; this one keeps working', async () => {
      const user = await newAccount(ctx());
      const me = await signIn(ctx(), user.email);
      const laptop = await signIn(ctx(), user.email);
      const phone = await sessionOf(ctx(), user.email);
      const stranger = await sessionOf(ctx(), (await newAccount(ctx())).email);
      const base = await listening(ctx());
      const [laptopStream, myStream] = [await openStream(base, laptop.token!), await openStream(base, me.token!)];
      const res = await changePassword(ctx(), me, { current_password: DEMO_PASSWORD, new_password1: 'Better#2024x', new_password2: 'Better#2024x' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: ACCOUNT_SETTINGS_MESSAGES.passwordChanged });
      await expect.poll(() => laptopStream.ended, { timeout: 2000 }).toBe(true);
      expect(myStream.ended).toBe(false);
      myStream.close();

      expect(await stillSignedIn(me)).toBe(200);
      expect(await stillSignedIn(laptop)).toBe(401);
      expect(await stillSignedIn(phone)).toBe(401);
      expect(await stillSignedIn(stranger)).toBe(200);
      const tokens = await ctx().db.select({ revoked: accessTokens.revokedAt }).from(accessTokens).where(eq(accessTokens.userId, user.id));
      expect(tokens.filter((t) => t.revoked === null)).toHaveLength(1);

      await expect(signIn(ctx(), user.email, DEMO_PASSWORD)).rejects.toThrow(/request-otp 400/);
      expect((await signIn(ctx(), user.email, 'Better#2024x')).token).toBeTruthy();
    });

    it('spends reset links mailed before the change', async () => {
      const user = await newAccount(ctx());
      const me = await signIn(ctx(), user.email);
      expect((await new Client(ctx().app).post('/account/password/custom', { email: user.email })).statusCode).toBe(200);
      const res = await changePassword(ctx(), me, { current_password: DEMO_PASSWORD, new_password1: 'Better#2024x', new_password2: 'Better#2024x' });
      expect(res.statusCode).toBe(200);
      const links = await ctx().db.select({ used: passwordResets.usedAt }).from(passwordResets).where(eq(passwordResets.userId, user.id));
      expect(links.length).toBeGreaterThan(0);
      expect(links.every((l) => l.used !== null)).toBe(true);
    });

    it('needs a session', async () => {
      const res = await changePassword(ctx(), new Client(ctx().app), { current_password: DEMO_PASSWORD, new_password1: 'Better#2024x', new_password2: 'Better#2024x' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('sessions', () => {
    it('lists only the caller’s live sessions, newest first, with the browser kept at sign-in (cut to 300) and this one marked', async () => {
      const user = await newAccount(ctx());
      const first = await signInAs(ctx(), user.email, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0');
      const second = await signInAs(ctx(), user.email, `Mozilla/5.0 ${'x'.repeat(400)}`);
      const ended = await sessionOf(ctx(), user.email);
      await del(ctx(), ended, API.revokeSession.path.replace(':id', String(await tokenIdOf(ctx(), ended))));
      await ctx().db.insert(accessTokens).values({ tokenHash: 'expired-'.padEnd(64, '0'), userId: user.id, expiresAt: new Date(Date.now() - 1000) });
      await sessionOf(ctx(), (await newAccount(ctx())).email);

      const res = await second.get(API.sessions.path);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as Array<{ id: number; user_agent: string | null; is_current: boolean; created_at: string; expires_at: string }>;
      expect(rows.map((r) => r.id)).toEqual([await tokenIdOf(ctx(), second), await tokenIdOf(ctx(), first)]);
      expect(rows.map((r) => r.is_current)).toEqual([true, false]);
      expect(rows[0]!.user_agent).toBe(`Mozilla/5.0 ${'x'.repeat(400)}`.slice(0, 300));
      expect(rows[1]!.user_agent).toBe('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0');
      expect(new Date(rows[0]!.expires_at).getTime()).toBeGreaterThan(new Date(rows[0]!.created_at).getTime());
      // The first session sees the same two, itself marked.
      expect(((await first.get(API.sessions.path)).json().data as Array<{ is_current: boolean }>).map((r) => r.is_current)).toEqual([false, true]);
    });

    it('signs out one of the caller’s sessions', async () => {
      const user = await newAccount(ctx());
      const me = await sessionOf(ctx(), user.email);
      const other = await sessionOf(ctx(), user.email);
      const res = await del(ctx(), me, API.revokeSession.path.replace(':id', String(await tokenIdOf(ctx(), other))));
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(ACCOUNT_SETTINGS_MESSAGES.sessionEnded);
      expect(await stillSignedIn(other)).toBe(401);
      expect(await stillSignedIn(me)).toBe(200);
    });

    it('refuses another user’s session id (403), an unknown one and an ended one alike, and changes nothing', async () => {
      const mine = await sessionOf(ctx(), (await newAccount(ctx())).email);
      const theirs = await sessionOf(ctx(), (await newAccount(ctx(), [ROLES.mentor])).email);
      const theirId = await tokenIdOf(ctx(), theirs);
      const ended = await sessionOf(ctx(), (await ctx().db.select({ email: users.email }).from(users).where(eq(users.id, mine.userId)))[0]!.email);
      const endedId = await tokenIdOf(ctx(), ended);
      expect((await del(ctx(), ended, API.revokeSession.path.replace(':id', String(endedId)))).statusCode).toBe(200);
      for (const id of [theirId, 999_999_999, endedId]) {
        const res = await del(ctx(), mine, API.revokeSession.path.replace(':id', String(id)));
        expect(res.statusCode, String(id)).toBe(403);
        expect(res.json().message).toBe(ACCOUNT_SETTINGS_MESSAGES.sessionNotYours);
      }
      const bad = await del(ctx(), mine, API.revokeSession.path.replace(':id', 'abc'));
      expect(bad.statusCode).toBe(400);
      expect(await stillSignedIn(theirs)).toBe(200);
      const [row] = await ctx().db.select({ revoked: accessTokens.revokedAt }).from(accessTokens).where(eq(accessTokens.id, theirId));
      expect(row!.revoked).toBeNull();
    });

    it('signs out every other session of the caller, and nobody else’s', async () => {
      const user = await newAccount(ctx());
      const me = await sessionOf(ctx(), user.email);
      const others = [await sessionOf(ctx(), user.email), await sessionOf(ctx(), user.email)];
      const stranger = await sessionOf(ctx(), (await newAccount(ctx())).email);
      const res = await me.post(API.signOutOthers.path, {});
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(ACCOUNT_SETTINGS_MESSAGES.othersSignedOut);
      for (const other of others) expect(await stillSignedIn(other)).toBe(401);
      expect(await stillSignedIn(me)).toBe(200);
      expect(await stillSignedIn(stranger)).toBe(200);
      expect((await me.get(API.sessions.path)).json().data).toHaveLength(1);
    });

    it('needs a session, for every role', async () => {
      expect((await ctx().app.inject({ method: 'GET', url: API.sessions.path })).statusCode).toBe(401);
      for (const role of Object.values(ROLES)) {
        const caller = await sessionOf(ctx(), (await newAccount(ctx(), [role])).email);
        expect((await caller.get(API.sessions.path)).statusCode, role).toBe(200);
      }
    });
  });
});

async function tokenIdOf(ctx: TestContext, client: Client): Promise<number> {
  const { sha256 } = await import('../src/plugins/tokens');
  const [row] = await ctx.db.select({ id: accessTokens.id }).from(accessTokens).where(eq(accessTokens.tokenHash, sha256(client.token!)));
  return row!.id;
}

// ---- The profile photo, on both file stores ----

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } }).png().toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Camera owner', Artist: 'Somebody' } })
    .toBuffer();

const upload = (client: Client, file: UploadFile | undefined) => client.multipart(API.uploadPhoto.path, {}, { photo: file });
const photoUrlOf = async (ctx: TestContext, userId: number) =>
  (await ctx.db.select({ url: users.profileImageUrl, key: users.profileImageKey }).from(users).where(eq(users.id, userId)))[0]!;

for (const fileStore of ['disk', 's3'] as const) {
  describe(`the profile photo (${fileStore})`, () => {
    const ctx = useTestContext({ fileStore });

    it('takes a PNG and a JPEG, keeps each as a 256-pixel square without metadata, and serves it without a session', async () => {
      const user = await newAccount(ctx());
      const me = await sessionOf(ctx(), user.email);
      for (const [name, type, data, format] of [
        ['wide.png', 'image/png', await png(600, 400), 'png'],
        ['tall.jpg', 'image/jpeg', await jpeg(400, 900), 'jpeg'],
      ] as const) {
        const res = await upload(me, { name, type, data });
        expect(res.statusCode, res.body).toBe(200);
        const answer = res.json();
        expect(answer).toMatchObject({ success: true, message: PROFILE_MESSAGES.photoSaved });
        expect(answer.profile_image_url).toMatch(new RegExp(`^/api/v1/profile/photo/${user.id}/[0-9a-f]{32}/$`));
        expect((await photoUrlOf(ctx(), user.id)).url).toBe(answer.profile_image_url);

        const served = await ctx().app.inject({ method: 'GET', url: answer.profile_image_url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
        const meta = await sharp(served.rawPayload).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format, width: PROFILE_LIMITS.photoSize, height: PROFILE_LIMITS.photoSize });
        expect(meta.exif).toBeUndefined();
        // The header shows it.
        expect((await me.get('/api/user_dropdown/')).json().header_data.profile_image_url).toBe(answer.profile_image_url);
      }
    });

    it('removes the previous photo’s file when a new one replaces it; its address is gone', async () => {
      const user = await newAccount(ctx());
      const me = await sessionOf(ctx(), user.email);
      const first = (await upload(me, { name: 'a.png', type: 'image/png', data: await png(300, 300) })).json().profile_image_url as string;
      const { key: firstKey } = await photoUrlOf(ctx(), user.id);
      const second = (await upload(me, { name: 'b.jpg', type: 'image/jpeg', data: await jpeg(300, 300) })).json().profile_image_url as string;
      expect(second).not.toBe(first);
      await expect(ctx().files.read(firstKey!)).rejects.toSatisfy(isFileGone);
      expect((await ctx().app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect((await ctx().app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
      // Every photo the store holds is some user's current one.
      const photos = (await ctx().storedObjects()).filter((name) => name.startsWith(`${PROFILE_PHOTOS_FOLDER}/`));
      const current = (await ctx().db.select({ key: users.profileImageKey }).from(users)).map((r) => r.key);
      expect(photos.filter((key) => !current.includes(key))).toEqual([]);
      expect(photos).toContain((await photoUrlOf(ctx(), user.id)).key);
    });

    it('removes the photo: the header shows initials again and the file and its address are gone', async () => {
      const user = await newAccount(ctx());
      const me = await sessionOf(ctx(), user.email);
      const url = (await upload(me, { name: 'a.png', type: 'image/png', data: await png(64, 64) })).json().profile_image_url as string;
      const { key } = await photoUrlOf(ctx(), user.id);
      const res = await del(ctx(), me, API.removePhoto.path);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: PROFILE_MESSAGES.photoRemoved, profile_image_url: null });
      expect(await photoUrlOf(ctx(), user.id)).toEqual({ url: null, key: null });
      expect((await me.get('/api/user_dropdown/')).json().header_data.profile_image_url).toBeNull();
      await expect(ctx().files.read(key!)).rejects.toSatisfy(isFileGone);
      const gone = await ctx().app.inject({ method: 'GET', url });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(PROFILE_MESSAGES.photoNotFound);
      // Removing again is no error.
      expect((await del(ctx(), me, API.removePhoto.path)).statusCode).toBe(200);
    });

    it('refuses what is not a JPEG or PNG by content, a file over 5 MB, and no file, and changes nothing', async () => {
      const user = await newAccount(ctx());
      const me = await sessionOf(ctx(), user.email);
      const kept = (await upload(me, { name: 'a.png', type: 'image/png', data: await png(50, 50) })).json().profile_image_url as string;
      const before = await ctx().storedObjects();
      const pngHeader = (await png(50, 50)).subarray(0, 40);
      // Refused from its announced length, before it is read; and one just over, cut while it is read.
      const large = Buffer.concat([await png(50, 50), Buffer.alloc(PROFILE_LIMITS.photoMaxBytes + 1024 * 1024, 0x41)]);
      const slightlyLarge = Buffer.concat([await png(50, 50), Buffer.alloc(PROFILE_LIMITS.photoMaxBytes, 0x41)]);
      const cases: Array<[string, UploadFile | undefined, string]> = [
        ['a text file named .png', { name: 'notes.png', type: 'image/png', data: Buffer.from('just some text, not an image at all\n'.repeat(20)) }, PROFILE_MESSAGES.photoType],
        ['a PNG signature over garbage', { name: 'broken.png', type: 'image/png', data: Buffer.concat([pngHeader, Buffer.alloc(500, 7)]) }, PROFILE_MESSAGES.photoType],
        ['a PDF', { name: 'cv.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\nstartxref\n0\n%%EOF') }, PROFILE_MESSAGES.photoType],
        ['a GIF', { name: 'a.gif', type: 'image/gif', data: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toBuffer() }, PROFILE_MESSAGES.photoType],
        ['a file over 5 MB', { name: 'huge.png', type: 'image/png', data: large }, PROFILE_MESSAGES.photoTooLarge],
        ['a file just over 5 MB', { name: 'big.png', type: 'image/png', data: slightlyLarge }, PROFILE_MESSAGES.photoTooLarge],
        ['an empty file', { name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }, PROFILE_MESSAGES.photoRequired],
        ['no file', undefined, PROFILE_MESSAGES.photoRequired],
      ];
      for (const [what, file, message] of cases) {
        const res = await upload(me, file);
        expect(res.statusCode, what).toBe(400);
        expect(res.json().errors, what).toEqual({ photo: [message] });
      }
      const asText = await me.multipart(API.uploadPhoto.path, { photo: 'not a file' });
      expect(asText.statusCode).toBe(400);
      expect(asText.json().errors).toEqual({ photo: [PROFILE_MESSAGES.photoRequired] });
      const json = await ctx().app.inject({
        method: 'POST', url: API.uploadPhoto.path, payload: { photo: 'x' },
        headers: { authorization: `Bearer ${me.token}`, 'x-csrftoken': await me.ensureCsrf(), cookie: `csrftoken=${await me.ensureCsrf()}` },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe(REQUEST_MESSAGES.multipartOnly);

      expect((await photoUrlOf(ctx(), user.id)).url).toBe(kept);
      expect(await ctx().storedObjects()).toEqual(before);
    });

    it('needs a session to upload or remove; serves only a user’s current photo at its own address', async () => {
      const user = await newAccount(ctx());
      const me = await sessionOf(ctx(), user.email);
      const anonymous = new Client(ctx().app);
      expect((await upload(anonymous, { name: 'a.png', type: 'image/png', data: await png(20, 20) })).statusCode).toBe(401);
      expect((await del(ctx(), anonymous, API.removePhoto.path)).statusCode).toBe(401);

      const url = (await upload(me, { name: 'a.png', type: 'image/png', data: await png(20, 20) })).json().profile_image_url as string;
      const name = url.split('/').at(-2)!;
      const other = await newAccount(ctx());
      for (const wrong of [
        `/api/v1/profile/photo/${other.id}/${name}/`,
        `/api/v1/profile/photo/${user.id}/${'0'.repeat(32)}/`,
        `/api/v1/profile/photo/${user.id}/..%2F..%2Fetc/`,
        `/api/v1/profile/photo/abc/${name}/`,
      ]) {
        const res = await ctx().app.inject({ method: 'GET', url: wrong });
        expect(res.statusCode, wrong).toBe(404);
      }
    });

    it('the orphan sweep removes photos no user refers to, an hour later, and keeps every user’s photo', async () => {
      const user = await newAccount(ctx());
      const me = await sessionOf(ctx(), user.email);
      await upload(me, { name: 'a.png', type: 'image/png', data: await png(20, 20) });
      const { key } = await photoUrlOf(ctx(), user.id);
      const orphan = await ctx().files.put(PROFILE_PHOTOS_FOLDER, await png(20, 20));
      const services = { db: ctx().db, files: ctx().files };
      expect(await sweepOrphanProfilePhotos(services)).toBe(0);
      expect(await sweepOrphanProfilePhotos(services, new Date(Date.now() + 2 * ORPHAN_AGE_MS))).toBe(1);
      await expect(ctx().files.read(orphan)).rejects.toSatisfy(isFileGone);
      expect((await ctx().files.read(key!)).length).toBeGreaterThan(0);
    });
  });
}
