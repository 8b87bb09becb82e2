import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, like } from 'drizzle-orm';
import { CAL_FILE_MESSAGES, CHAT_LIMITS, CHAT_MESSAGES, chatAttachmentPath } from '@fetp/contract';
import { chatMessages, chatReads, chatRooms, jobs, mailOutbox, milestones, notifications, subCals } from '../src/db/schema';
import { diskFileStore } from '../src/files/store';
import { JobQueue } from '../src/jobs';
import { chatDigestJob } from '../src/features/chat/service';
import { seedDemoFiles } from '../src/seed/demo-files';
import type { Services } from '../src/services';
import { DEMO_ACCOUNTS, createTestContext, signIn, type Client, type TestContext } from './helpers';
import { createCoordinator } from './factories';
import { PNG, samplePdf } from './application-fixtures';
import { courses } from '../src/db/schema';
import { SignedLinks } from '../src/plugins/signed-links';
import { serverSecret } from '../src/plugins/secrets';
import { sql } from 'drizzle-orm';

/** The milestone chat (001 §2.8, §3.9, §5 "Chat", §7 "Chat"): who reads and writes, the message rules, files, notifications and the digest. */

const SEND = '/chat/api/send/milestone/message/';
const chatOf = (client: Client, milestoneId: number | string, query = '') => client.get(`/chat/api/milestone/${milestoneId}/message/${query}`);

let ctx: TestContext;
let pdf: Buffer;
const as = {} as Record<'mentee1' | 'mentee2' | 'mentee3' | 'mentor1' | 'mentor2' | 'mentor3' | 'coordinator' | 'otherCoordinator', Client & { userId: number }>;
/** Mentee 1's OI-1 milestones by sequence; mentee 2's SSE-1 milestone 1. */
const oi: Record<number, number> = {};
let theirs: number;

const send = (client: Client & { userId: number }, room: number | string, message: string | undefined, file?: { name: string; data: Buffer; type?: string }) =>
  client.multipart(SEND, { chat_room: String(room), message, sender: '999999' }, file ? { attachment_file: { name: file.name, type: file.type ?? 'application/octet-stream', data: file.data } } : {});

async function messageCount() {
  const [row] = await ctx.db.select({ n: count() }).from(chatMessages);
  return row!.n;
}
function storedChatFiles(): string[] {
  const dir = path.join(ctx.config.filesDir, 'chat');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort();
}

beforeAll(async () => {
  ctx = await createTestContext();
  pdf = await samplePdf();
  await seedDemoFiles({ db: ctx.db, files: diskFileStore(ctx.config.filesDir) });
  const [fetp] = await ctx.db.select().from(courses).where(eq(courses.type, 'FETP Course'));
  const [shortCourse] = await ctx.db.select().from(courses).where(eq(courses.type, 'Short Courses'));
  const other = await createCoordinator(ctx.db, [shortCourse!.id]);
  for (const [name, email] of Object.entries({
    mentee1: DEMO_ACCOUNTS.mentees[0]!, mentee2: DEMO_ACCOUNTS.mentees[1]!, mentee3: DEMO_ACCOUNTS.mentees[2]!,
    mentor1: DEMO_ACCOUNTS.mentors[0]!, mentor2: DEMO_ACCOUNTS.mentors[1]!, mentor3: DEMO_ACCOUNTS.mentors[2]!,
    coordinator: DEMO_ACCOUNTS.coordinator, otherCoordinator: other.email,
  })) {
    as[name as keyof typeof as] = await signIn(ctx, email);
  }
  const mine = await ctx.db.select({ id: milestones.id, sequence: milestones.sequence }).from(milestones).innerJoin(subCals, eq(subCals.id, milestones.subCalId))
    .where(and(eq(subCals.menteeId, as.mentee1.userId), eq(subCals.autoName, 'OI-1'), eq(subCals.courseId, fetp!.id))).orderBy(asc(milestones.sequence));
  for (const m of mine) oi[m.sequence] = m.id;
  const [other2] = await ctx.db.select({ id: milestones.id }).from(milestones).innerJoin(subCals, eq(subCals.id, milestones.subCalId))
    .where(eq(subCals.menteeId, as.mentee2.userId)).orderBy(asc(milestones.id)).limit(1);
  theirs = other2!.id;
}, 120_000);
afterAll(() => ctx.close());

describe('chat: reading a milestone’s chat', () => {
  it('gives the officer the messages oldest first with the spec’s fields, the room, and the names', async () => {
    const res = await chatOf(as.mentee1, oi[2]!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ is_editable: true, cal_name: 'Outbreak Investigation', milestone_name: 'Line list and epidemic curve', has_more: false });
    expect(body.chat_room).toEqual(expect.any(Number));
    expect(body.data).toHaveLength(4);
    const [first, second] = body.data;
    expect(Object.keys(first).sort()).toEqual(['attachment', 'attachment_name', 'chat_room', 'date_time', 'id', 'is_own', 'message', 'sender', 'sender_name', 'sender_profile_image_url']);
    expect(first).toMatchObject({ sender_name: 'Arjun Rao', is_own: true, attachment: null, sender: as.mentee1.userId });
    expect(second).toMatchObject({ sender_name: 'Priya Nair', is_own: false, attachment_name: 'measles-case-definition.pdf' });
    // The attachment downloads through its signed link, the same bytes that were stored.
    const file = await ctx.app.inject({ method: 'GET', url: second.attachment });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lets the officer’s mentors and the course’s coordinators in, and makes an empty room for a milestone without messages', async () => {
    expect((await chatOf(as.mentor1, oi[2]!)).statusCode).toBe(200);
    expect((await chatOf(as.mentor2, oi[2]!)).statusCode).toBe(200);
    expect((await chatOf(as.coordinator, oi[2]!)).statusCode).toBe(200);
    const empty = (await chatOf(as.mentee1, oi[5]!)).json();
    expect(empty).toMatchObject({ data: [], is_editable: true, milestone_name: 'Seminar presentation' });
    expect((await chatOf(as.mentee1, oi[5]!)).json().chat_room).toBe(empty.chat_room);
  });

  it('makes a milestone’s room once when its first reads arrive together, and answers each of them (on PostgreSQL the reads race)', async () => {
    const fresh = await ctx.db.select({ id: milestones.id }).from(milestones).innerJoin(subCals, eq(subCals.id, milestones.subCalId))
      .where(and(eq(subCals.menteeId, as.mentee1.userId), sql`not exists (select 1 from ${chatRooms} r where r.milestone_id = ${milestones.id})`))
      .orderBy(asc(milestones.id)).limit(6);
    expect(fresh.length).toBeGreaterThan(3);
    const readers = [as.mentee1, as.mentor1, as.mentor2, as.coordinator];
    for (const { id } of fresh) {
      const reads = await Promise.all([...readers, ...readers, ...readers].map((client) => chatOf(client, id)));
      expect(reads.map((r) => r.statusCode)).toEqual(reads.map(() => 200));
      expect(new Set(reads.map((r) => r.json().chat_room)).size).toBe(1);
      expect(await ctx.db.select().from(chatRooms).where(eq(chatRooms.milestoneId, id))).toHaveLength(1);
    }
  });

  it('refuses another mentee, a mentor not theirs, a coordinator of another course (403); bad ids 400', async () => {
    for (const client of [as.mentee2, as.mentor3, as.otherCoordinator]) expect((await chatOf(client, oi[2]!)).statusCode).toBe(403);
    expect((await chatOf(as.mentee1, theirs)).statusCode).toBe(403);
    expect((await chatOf(as.mentee1, 999_999)).statusCode).toBe(403);
    expect((await chatOf(as.mentee1, 'abc')).statusCode).toBe(400);
    expect((await chatOf(as.mentee1, oi[2]!, '?before=x')).statusCode).toBe(400);
  });

  it('refuses an attachment link signed for someone outside the chat, altered, or moved to another message', async () => {
    const body = (await chatOf(as.mentee1, oi[2]!)).json();
    const link = body.data[1].attachment as string;
    const url = new URL(link, 'http://x');
    const altered = new URLSearchParams(url.searchParams);
    altered.set('uid', String(as.mentee2.userId));
    expect((await ctx.app.inject({ method: 'GET', url: `${url.pathname}?${altered}` })).statusCode).toBe(403);
    const moved = link.replace(chatAttachmentPath(body.data[1].id), chatAttachmentPath(body.data[0].id));
    expect((await ctx.app.inject({ method: 'GET', url: moved })).statusCode).toBe(403);
    // A valid signature for a user who is not one of the chat's people: refused when used.
    const links = new SignedLinks(await serverSecret(ctx.db, 'file-links'));
    const stranger = links.sign(chatAttachmentPath(body.data[1].id), as.mentee2.userId);
    expect((await ctx.app.inject({ method: 'GET', url: stranger })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: links.sign(chatAttachmentPath(body.data[1].id), as.mentor1.userId) })).statusCode).toBe(200);
  });
});

describe('chat: sending', () => {
  it('stores a message from the caller (never the sender field), tells the others on the bell, and queues their digest', async () => {
    const { chat_room: room } = (await chatOf(as.mentee1, oi[3]!)).json();
    const before = await ctx.db.select().from(notifications).where(eq(notifications.userId, as.mentor1.userId));
    const res = await send(as.mentee1, room, 'The analytic study is uploaded.\nOdds ratio 4.2 for unvaccinated children.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: CHAT_MESSAGES.sent, data: { sender: as.mentee1.userId, is_own: true, message: 'The analytic study is uploaded.\nOdds ratio 4.2 for unvaccinated children.' } });
    const after = await ctx.db.select().from(notifications).where(eq(notifications.userId, as.mentor1.userId));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.notification).toBe('Arjun Rao wrote in the chat about Analytic study and laboratory results (OI-1).');
    // Line breaks sent as CRLF (a browser's form data) are kept as \n.
    expect((await send(as.mentee1, room, 'Line one\r\nLine two')).json().data.message).toBe('Line one\nLine two');
    // A second message does not ring the bell again while the first notification is unread.
    expect((await send(as.mentee1, room, 'And the laboratory results.')).statusCode).toBe(200);
    expect(await ctx.db.select().from(notifications).where(eq(notifications.userId, as.mentor1.userId))).toHaveLength(after.length);
    // The officer is not notified of their own message; the mentor sees it in the chat.
    const mentorView = (await chatOf(as.mentor1, oi[3]!)).json();
    expect(mentorView.data.at(-1)).toMatchObject({ sender_name: 'Arjun Rao', is_own: false });
    const digests = await ctx.db.select().from(jobs).where(eq(jobs.kind, chatDigestJob.name));
    expect(digests.map((j) => (j.payload as { user: number }).user)).toEqual(expect.arrayContaining([as.mentor1.userId, as.mentor2.userId, as.coordinator.userId]));
    expect(digests.every((j) => j.runAt.getTime() > Date.now() + 25 * 60 * 1000)).toBe(true);
  });

  it('takes a file alone, and lists it with a link for the chat’s people', async () => {
    const { chat_room: room } = (await chatOf(as.mentor1, oi[3]!)).json();
    const res = await send(as.mentor1, room, '   ', { name: 'review-comments.pdf', data: pdf, type: 'application/pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ message: '', attachment_name: 'review-comments.pdf', sender_name: 'Priya Nair' });
    const menteeView = (await chatOf(as.mentee1, oi[3]!)).json();
    const item = menteeView.data.find((m: { attachment_name: string | null }) => m.attachment_name === 'review-comments.pdf');
    expect((await ctx.app.inject({ method: 'GET', url: item.attachment })).statusCode).toBe(200);
  });

  it('refuses a blank message without a file, a room outside the caller’s chats, and a closed chat; nothing is stored', async () => {
    const { chat_room: room } = (await chatOf(as.mentee1, oi[3]!)).json();
    const before = await messageCount();
    const blank = await send(as.mentee1, room, '  \n ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: CHAT_MESSAGES.empty, errors: { message: [CHAT_MESSAGES.empty] } });
    expect((await send(as.mentee2, room, 'Not my chat')).statusCode).toBe(403);
    expect((await send(as.mentor3, room, 'Not my mentee')).statusCode).toBe(403);
    expect((await send(as.otherCoordinator, room, 'Not my course')).statusCode).toBe(403);
    expect((await send(as.mentee1, 999_999, 'No such room')).statusCode).toBe(403);
    const bad = await send(as.mentee1, 'abc', 'Bad room');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CHAT_MESSAGES.badRoom);
    expect((await send(as.mentee1, room, 'x'.repeat(CHAT_LIMITS.messageMax + 1))).json().message).toBe(CHAT_MESSAGES.tooLong);

    // A completed sub-CAL closes its chats: readable, not editable, a send refused.
    const [sub] = await ctx.db.select({ id: subCals.id }).from(subCals).where(and(eq(subCals.menteeId, as.mentee1.userId), eq(subCals.autoName, 'OI-1')));
    await ctx.db.update(subCals).set({ status: 'completed' }).where(eq(subCals.id, sub!.id));
    try {
      expect((await chatOf(as.mentee1, oi[3]!)).json().is_editable).toBe(false);
      const closed = await send(as.mentor1, room, 'Too late');
      expect(closed.statusCode).toBe(403);
      expect(closed.json().message).toBe(CHAT_MESSAGES.notEditable);
    } finally {
      await ctx.db.update(subCals).set({ status: 'pending' }).where(eq(subCals.id, sub!.id));
    }
    expect(await messageCount()).toBe(before);
  });

  it('refuses an attachment over 20 MB, of a type outside the download types, with two extensions, or not what it says; no file is kept', async () => {
    const { chat_room: room } = (await chatOf(as.mentee1, oi[3]!)).json();
    const before = { messages: await messageCount(), files: storedChatFiles() };
    const big = await send(as.mentee1, room, 'big', { name: 'big.pdf', data: Buffer.concat([pdf, Buffer.alloc(CHAT_LIMITS.attachmentMaxBytes)]) });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(CHAT_MESSAGES.attachmentTooLarge('big.pdf'));
    const exe = await send(as.mentee1, room, 'exe', { name: 'tool.exe', data: Buffer.from('MZ...') });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe(CHAT_MESSAGES.badType);
    const twice = await send(as.mentee1, room, 'two', { name: 'report.pdf.exe', data: pdf });
    expect(twice.json().message).toBe(CHAT_MESSAGES.multipleExtensions);
    const renamed = await send(as.mentee1, room, 'png as pdf', { name: 'photo.pdf', data: PNG });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(CAL_FILE_MESSAGES.contentMismatch);
    expect(await messageCount()).toBe(before.messages);
    expect(storedChatFiles()).toEqual(before.files);
  });
});

describe('chat: the unread-message digest', () => {
  it('mails a reader their unread messages once, and nothing to one who has read them', async () => {
    const { chat_room: room } = (await chatOf(as.mentor2, oi[4]!)).json();
    expect((await send(as.mentor2, room, 'Please send the draft final report by Friday.')).statusCode).toBe(200);
    // The coordinator reads the chat; mentee 1 does not.
    await chatOf(as.coordinator, oi[4]!);
    const queue = new JobQueue({ db: ctx.db, now: () => new Date(Date.now() + 31 * 60 * 1000) }).register(chatDigestJob);
    const services = { db: ctx.db, config: ctx.config, jobs: queue } as unknown as Services;
    const outbox = async () => (await ctx.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%unread messages about%')));
    const before = (await outbox()).length;
    await queue.runDue({ services });
    const mails = (await ctx.db.select().from(jobs).where(and(eq(jobs.kind, 'send-mail'), sql`${jobs.payload}::text like ${'%unread messages about Final report%'}`)))
      .map((j) => j.payload as { to: string; text: string });
    // Mentee 1 and mentor 1 had not read it; the coordinator had, and the sender wrote it.
    expect(mails.map((m) => m.to).sort()).toEqual([DEMO_ACCOUNTS.mentees[0]!, DEMO_ACCOUNTS.mentors[0]!].sort());
    expect(mails[0]!.text).toContain('Please send the draft final report by Friday.');
    const [reads] = await ctx.db.select().from(chatReads).where(and(eq(chatReads.roomId, room), eq(chatReads.userId, as.mentee1.userId)));
    expect(reads!.lastDigestedId).toBeGreaterThan(0);
    // Run again: nothing new to mail.
    await ctx.db.delete(jobs).where(eq(jobs.kind, 'send-mail'));
    await queue.enqueue(chatDigestJob, { room, user: as.mentee1.userId }, { key: 'again' });
    await queue.runDue({ services });
    expect(await ctx.db.select().from(jobs).where(eq(jobs.kind, 'send-mail'))).toEqual([]);
    expect((await outbox()).length).toBe(before);
  });
});

describe('chat: the demo', () => {
  it('has conversations with files between mentees and their mentors', async () => {
    const rooms = await ctx.db.select().from(chatRooms);
    expect(rooms.length).toBeGreaterThanOrEqual(2);
    const withFiles = await ctx.db.select().from(chatMessages).where(like(chatMessages.attachmentName, '%.pdf'));
    expect(withFiles.length).toBeGreaterThan(0);
  });
});
