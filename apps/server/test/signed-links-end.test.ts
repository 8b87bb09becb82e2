import { describe, expect, it } from 'vitest';
import { ACCOUNT_SETTINGS_API, SHELL_CALL_PATHS, eventAttachmentPath, eventJoinPath } from '@fetp/contract';
import { calendarEventAttachments, calendarEvents } from '../src/db/schema';
import { encryptForKey } from '../src/plugins/encryption-keys';
import { SignedLinks } from '../src/plugins/signed-links';
import { serverSecret } from '../src/plugins/secrets';
import { deactivateUser } from '../src/plugins/sessions';
import { createCoordinator, createCourse } from './factories';
import { Client, DEMO_PASSWORD, encryptionKey, sessionOf, useTestContext, waitForMail, latestMail } from './helpers';

/**
 * Issue 30 §1.5: a password change (Account Settings), a password reset or a deactivation gives the
 * user a new calendar feed address (the old one answers 404) and ends every signed link issued to
 * them before (the CSV and document links of the applications tracker, file and attachment links,
 * join links: one signer, plugins/signed-links.ts); a sign-out ends the links issued before it.
 */
const ctx = useTestContext({ env: { PUBLIC_URL: 'https://fetp.example.org' } });

const open = (url: string) => ctx().app.inject({ method: 'GET', url: url.replace('https://fetp.example.org', '') });

/** A coordinator of a new course, signed in, with a webinar of theirs going on now (a join link and an attachment). */
async function holder() {
  const { db, files } = ctx();
  const course = await createCourse(db);
  const user = await createCoordinator(db, [course.id]);
  const client = await sessionOf(ctx(), user.email);
  const startsAt = new Date(Date.now() - 10 * 60_000);
  const [event] = await db.insert(calendarEvents).values({
    kind: 'webinar', title: 'Links check', startsAt, endsAt: new Date(startsAt.getTime() + 60 * 60_000), timeZone: 'UTC',
    joinUrl: 'https://meet.example.org/links-check', createdBy: user.id, schedulerRole: 'coordinator', courseId: course.id,
  }).returning();
  const key = await files.put('calendar', Buffer.from('Notes\n'));
  const [attachment] = await db.insert(calendarEventAttachments).values({ eventId: event!.id, name: 'notes.txt', contentType: 'text/plain', size: 6, storageKey: key }).returning();
  return { user, client, course, event: event!, attachment: attachment! };
}

/** Every kind of signed link the user holds now, and their feed address. */
async function linksOf(h: Awaited<ReturnType<typeof holder>>) {
  const csv = await h.client.get(`/api/download_applications/?pk=${h.course.id}`);
  expect(csv.statusCode, csv.body).toBe(200);
  const fileLinks = new SignedLinks(await serverSecret(ctx().db, 'file-links'));
  const joinLinks = new SignedLinks(await serverSecret(ctx().db, 'calendar-join-links'), 24 * 60 * 60);
  const feed = await h.client.get('/api/calendar/feed/');
  expect(feed.statusCode).toBe(200);
  return {
    links: {
      csv: csv.json().data.data.csv_url as string,
      attachment: fileLinks.sign(eventAttachmentPath(h.attachment.id), h.user.id),
      join: joinLinks.sign(eventJoinPath(h.event.id), h.user.id, { occurrence: h.event.startsAt.toISOString() }),
    },
    feed: feed.json().feed_url as string,
  };
}

async function statuses(links: Record<string, string>) {
  const out: Record<string, number> = {};
  for (const [kind, url] of Object.entries(links)) out[kind] = (await open(url)).statusCode;
  return out;
}

const WORKING = { csv: 200, attachment: 200, join: 302 };
const ENDED = { csv: 403, attachment: 403, join: 403 };

/** The links and feed work before the event; after it the old ones are refused and the feed is a new address. */
async function expectEndedBy(event: (h: Awaited<ReturnType<typeof holder>>) => Promise<void>, opts: { newFeed: boolean }) {
  const h = await holder();
  const before = await linksOf(h);
  expect(await statuses(before.links)).toEqual(WORKING);
  expect((await open(before.feed)).statusCode).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 5)); // the links above were issued a few milliseconds before the event
  await event(h);
  expect(await statuses(before.links)).toEqual(ENDED);
  expect((await open(before.feed)).statusCode).toBe(opts.newFeed ? 404 : 200);
  return { h, before };
}

describe('signed links and the feed end with the sessions (issue 30 §1.5)', () => {
  it('a password change through Account Settings: old links refused, a new feed address; links issued since work', async () => {
    const { h, before } = await expectEndedBy(async (h) => {
      const key = await encryptionKey(ctx().app);
      const form: Record<string, string> = { key_id: key.public_key_id };
      for (const [name, value] of Object.entries({ current_password: DEMO_PASSWORD, new_password1: 'Better#2024x', new_password2: 'Better#2024x' })) {
        form[name] = encryptForKey(key.public_key, value);
      }
      const res = await h.client.post(ACCOUNT_SETTINGS_API.changePassword.path, form);
      expect(res.statusCode, res.body).toBe(200);
    }, { newFeed: true });
    // The session that changed the password goes on: the links and feed address it gets now work.
    const after = await linksOf(h);
    expect(after.feed).not.toBe(before.feed);
    expect((await open(after.feed)).statusCode).toBe(200);
    expect(await statuses(after.links)).toEqual(WORKING);
  }, 60_000);

  it('a password reset', async () => {
    await expectEndedBy(async (h) => {
      const client = new Client(ctx().app);
      const last = (await latestMail(ctx().db, h.user.email))?.id ?? 0;
      expect((await client.post('/account/password/custom', { email: h.user.email })).statusCode).toBe(200);
      const mail = await waitForMail(ctx().db, h.user.email, last);
      const id = mail?.text.match(/password_reset_confirm\/([^/\s]+)\/custom\//)?.[1];
      const res = await client.post(`/password/reset/${id}/custom/`, { new_password1: 'Better#2024x', new_password2: 'Better#2024x' });
      expect(res.statusCode, res.body).toBe(200);
    }, { newFeed: true });
  }, 60_000);

  it('a deactivation', async () => {
    await expectEndedBy(async (h) => {
      await ctx().db.transaction((tx) => deactivateUser(tx, h.user.id));
    }, { newFeed: true });
  }, 60_000);

  it('a sign-out ends the links issued before it (the feed address stays)', async () => {
    await expectEndedBy(async (h) => {
      const res = await h.client.get(SHELL_CALL_PATHS.logout);
      expect(res.statusCode, res.body).toBe(200);
    }, { newFeed: false });
  }, 60_000);
});
