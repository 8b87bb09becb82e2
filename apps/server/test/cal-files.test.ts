import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { CAL_FILE_LIMITS, CAL_FILE_MESSAGES, milestoneFilePath } from '@fetp/contract';
import { calStatusChanges, courses, milestoneFiles, milestones, subCals } from '../src/db/schema';
import { SignedLinks } from '../src/plugins/signed-links';
import { serverSecret } from '../src/plugins/secrets';
import { DEMO_ACCOUNTS, createTestContext, multipartBody, signIn, type Client, type TestContext } from './helpers';
import { createCoordinator } from './factories';
import { PNG, samplePdf } from './application-fixtures';
import { diskFileStore } from '../src/files/store';
import { ORPHAN_AGE_MS } from '../src/files/orphan-sweep';
import { MILESTONE_FILES_FOLDER } from '../src/features/cal-tracker/file-service';
import { sweepOrphanMilestoneFiles } from '../src/features/cal-tracker/orphan-files';

const UPLOAD = '/cal/api/upload_milestone_file/';
const versionsUrl = (id: number) => `/cal/api/milestone/${id}/versions/`;

let ctx: TestContext;
let fetp: number;
let pdf: Buffer;
let links: SignedLinks;
const as = {} as Record<'mentee1' | 'mentee2' | 'mentor1' | 'mentor3' | 'coordinator' | 'otherCoordinator', Client & { userId: number }>;
/** Milestones of mentee 1's OI-1 by sequence (1 start form, 2 file completed, 3 file pending, 4 end form, 5 file not started), and mentee 2's SSE-1. */
const mine: Record<number, number> = {};
const theirs: Record<number, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  pdf = await samplePdf();
  links = new SignedLinks(await serverSecret(ctx.db, 'file-links'));
  const rows = await ctx.db.select({ id: courses.id, type: courses.type }).from(courses);
  fetp = rows.find((c) => c.type === 'FETP Course')!.id;
  const shortCourse = rows.find((c) => c.type === 'Short Courses')!.id;
  const other = await createCoordinator(ctx.db, [shortCourse]);
  for (const [name, email] of Object.entries({
    mentee1: DEMO_ACCOUNTS.mentees[0]!, mentee2: DEMO_ACCOUNTS.mentees[1]!, mentor1: DEMO_ACCOUNTS.mentors[0]!, mentor3: DEMO_ACCOUNTS.mentors[2]!,
    coordinator: DEMO_ACCOUNTS.coordinator, otherCoordinator: other.email,
  })) {
    as[name as keyof typeof as] = await signIn(ctx, email);
  }
  for (const [who, into] of [[as.mentee1.userId, mine], [as.mentee2.userId, theirs]] as const) {
    const [sub] = await ctx.db.select().from(subCals).where(and(eq(subCals.menteeId, who), eq(subCals.courseId, fetp))).orderBy(asc(subCals.id)).limit(1);
    for (const m of await ctx.db.select().from(milestones).where(eq(milestones.subCalId, sub!.id))) into[m.sequence] = m.id;
  }
}, 120_000);
afterAll(() => ctx.close());

const upload = (client: Client, milestoneId: number | string, name: string, data: Buffer, type = 'application/octet-stream') =>
  client.multipart(UPLOAD, { milestone_id: String(milestoneId) }, { milestone_file: { name, type, data } });

/** Every file under the store, pending ones included. */
function storedFiles(): string[] {
  const root = ctx.config.filesDir;
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function fileRows() {
  const [row] = await ctx.db.select({ n: count() }).from(milestoneFiles);
  return row!.n;
}

/** What a refused upload must not change: the version rows and the stored files. */
async function state() {
  return { rows: await fileRows(), files: storedFiles().sort() };
}

/** Waits (at most 10 s) until a condition holds. */
async function until(condition: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The body of a GET through a signed link (no bearer token: a new tab). */
const follow = (link: string) => ctx.app.inject({ method: 'GET', url: link });

/**
 * Sends a multipart upload as a stream, the file's bytes made chunk by chunk (never whole in
 * memory); `cut` ends the body early (a dropped connection) after that many bytes of the file.
 */
async function streamedUpload(client: Client, milestoneId: number, name: string, fileBytes: number, opts: { cut?: number } = {}) {
  const csrf = await client.ensureCsrf();
  const boundary = `----fetp${crypto.randomBytes(8).toString('hex')}`;
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  async function* body() {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="milestone_id"\r\n\r\n${milestoneId}\r\n`);
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="milestone_file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`);
    const total = opts.cut ?? fileBytes;
    for (let sent = 0; sent < total; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, total - sent));
    if (opts.cut !== undefined) return;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return ctx.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload: Readable.from(body()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, authorization: `Bearer ${client.token}` },
  });
}

describe('milestone files: upload, versions, download', () => {
  it('uploads a file, lists it as version 1 and downloads the same bytes', async () => {
    const milestone = mine[5]!;
    const res = await upload(as.mentee1, milestone, 'Seminar slides.pdf', pdf, 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: CAL_FILE_MESSAGES.uploaded,
      data: { version: 1, file_name: 'Seminar slides.pdf', size: pdf.length, content_type: 'application/pdf', tag_type: 'file', uploaded_by: 'Arjun Rao', uploaded_by_id: as.mentee1.userId },
    });

    // The milestone is submitted and moved to pending, the change logged as the mentee's; the sub-CAL was already Ongoing.
    const [row] = await ctx.db.select().from(milestones).where(eq(milestones.id, milestone));
    expect(row).toMatchObject({ status: 'pending', submittedAt: expect.any(Date) });
    const audit = await ctx.db.select().from(calStatusChanges).where(and(eq(calStatusChanges.subject, 'milestone'), eq(calStatusChanges.subjectId, milestone)));
    expect(audit).toEqual([expect.objectContaining({ changedBy: as.mentee1.userId, fromStatus: 'not_started', toStatus: 'pending' })]);

    const versions = await as.mentee1.get(versionsUrl(milestone));
    expect(versions.statusCode).toBe(200);
    expect(versions.json()).toMatchObject({
      milestone: { id: milestone, title: 'Seminar presentation', status: 'pending', auto_name: 'OI-1', cal_name: 'Outbreak Investigation', cal_short_name: 'OI', mentee_name: 'Arjun Rao', course_id: fetp },
      can_upload: true,
    });
    const [only] = versions.json().data;
    expect(only).toMatchObject({ version: 1, file_name: 'Seminar slides.pdf', size: pdf.length, uploaded_by: 'Arjun Rao' });

    const download = await follow(only.download);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Seminar slides.pdf"; filename*=UTF-8\'\'Seminar%20slides.pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
  });

  it('makes a second upload version 2, newest first, and the tracker shows it as the latest', async () => {
    const milestone = mine[5]!;
    const csv = Buffer.from('district,cases\nNuh,42\n');
    const res = await upload(as.mentee1, milestone, 'cases.csv', csv, 'text/csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version: 2, file_name: 'cases.csv', content_type: 'text/csv' });
    const list = (await as.mentee1.get(versionsUrl(milestone))).json().data;
    expect(list.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const download = await follow(list[0].download);
    expect(download.body).toBe(csv.toString());
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');

    const [sub] = await ctx.db.select().from(milestones).where(eq(milestones.id, milestone));
    const table = (await as.mentee1.post('/cal/api/courses/get/milestones/', { cal_id: sub!.subCalId, course_id: fetp })).json().data;
    const shown = table.find((m: { id: number }) => m.id === milestone);
    expect(shown.latest_file).toMatchObject({ text: 'cases.csv', file_name: 'cases.csv', disable: false });
    expect(shown.latest_file.file).toContain(`/cal/api/milestone_file/${list[0].id}/download/`);
    expect(shown.file.disable).toBe(false);
  });

  it('moves a revoked milestone back to pending and keeps a passed-due one as it is', async () => {
    const milestone = mine[3]!;
    await ctx.db.update(milestones).set({ status: 'revoke' }).where(eq(milestones.id, milestone));
    expect((await upload(as.mentee1, milestone, 'analysis.png', PNG, 'image/png')).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(milestones).where(eq(milestones.id, milestone));
    expect(row!.status).toBe('pending');
  });

  it('takes each allowed type by its content', async () => {
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(100)]);
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)]);
    const ico = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(100)]);
    for (const [name, data] of [['notes.docx', zip], ['deck.PPTX', zip], ['old.doc', ole], ['old.ppt', ole], ['icon.ico', ico], ['data.json', Buffer.from('{"a":"é"}')], ['readme.txt', Buffer.from('\ufeffline one\r\n\tline two\n')]] as const) {
      const res = await upload(as.mentee1, mine[5]!, name, data);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
  });
});

describe('milestone files: refused uploads leave no row and no file', () => {
  it.each([
    ['a name with two extensions', 'report.final.pdf', () => pdf, CAL_FILE_MESSAGES.multipleExtensions],
    ['a type not allowed', 'setup.exe', () => pdf, CAL_FILE_MESSAGES.badType],
    ['a name without extension', 'report', () => pdf, CAL_FILE_MESSAGES.badType],
    ['text named .pdf', 'report.pdf', () => Buffer.from('just some words, not a PDF at all'), CAL_FILE_MESSAGES.contentMismatch],
    ['a PDF named .png', 'photo.png', () => pdf, CAL_FILE_MESSAGES.contentMismatch],
    ['binary named .txt', 'notes.txt', () => PNG, CAL_FILE_MESSAGES.contentMismatch],
    ['invalid UTF-8 named .csv', 'data.csv', () => Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a]), CAL_FILE_MESSAGES.contentMismatch],
    ['text named .docx', 'essay.docx', () => Buffer.from('not a zip'), CAL_FILE_MESSAGES.contentMismatch],
    ['an empty file', 'empty.txt', () => Buffer.alloc(0), CAL_FILE_MESSAGES.empty],
  ])('%s', async (_what, name, data, message) => {
    const before = await state();
    const res = await upload(as.mentee1, mine[5]!, name, data());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { milestone_file: [message] } });
    expect(await state()).toEqual(before);
  });

  it('refuses an upload without a file', async () => {
    const res = await as.mentee1.multipart(UPLOAD, { milestone_id: String(mine[5]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CAL_FILE_MESSAGES.fileRequired);
  });

  it('refuses a file over 100 MB sent as a stream, keeping nothing of it', async () => {
    const before = await state();
    const res = await streamedUpload(as.mentee1, mine[5]!, 'huge.txt', CAL_FILE_LIMITS.maxBytes + 1);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(CAL_FILE_MESSAGES.tooLarge);
    expect(await state()).toEqual(before);
  });

  it('refuses a body announced over 100 MB before receiving it', async () => {
    const csrf = await as.mentee1.ensureCsrf();
    const { payload, contentType } = multipartBody({ milestone_id: String(mine[5]) }, { milestone_file: { name: 'a.txt', type: 'text/plain', data: Buffer.from('a') } });
    const res = await ctx.app.inject({
      method: 'POST', url: UPLOAD, payload: Readable.from([payload]),
      headers: { 'content-type': contentType, 'content-length': String(CAL_FILE_LIMITS.maxBytes * 2), 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, authorization: `Bearer ${as.mentee1.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CAL_FILE_MESSAGES.tooLarge);
  });

  it('leaves no row and no file when the body ends early', async () => {
    const before = await state();
    const res = await streamedUpload(as.mentee1, mine[5]!, 'cut.txt', 10 * 1024 * 1024, { cut: 3 * 1024 * 1024 + 17 });
    expect(res.statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });

  it('streams to a pending file, and removes it when the connection drops mid-file', async () => {
    const before = await state();
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const csrf = await as.mentee1.ensureCsrf();
    const boundary = 'fetpDropped';
    const request = http.request(`${address}${UPLOAD}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, authorization: `Bearer ${as.mentee1.token}` },
    });
    request.on('error', () => undefined);
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="milestone_id"\r\n\r\n${mine[5]}\r\n`);
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="milestone_file"; filename="dropped.txt"\r\nContent-Type: text/plain\r\n\r\n`);
    for (let i = 0; i < 4; i++) request.write(Buffer.alloc(1024 * 1024, 0x41));
    const pending = () => storedFiles().filter((f) => f.includes(`${path.sep}.pending${path.sep}`));
    await until(() => pending().length > 0);
    request.destroy();
    await until(() => pending().length === 0);
    expect(await state()).toEqual(before);
  });

  it('refuses a completed milestone and one that takes a form', async () => {
    const before = await state();
    const completed = await upload(as.mentee1, mine[2]!, 'late.pdf', pdf);
    expect(completed.statusCode).toBe(400);
    expect(completed.json().message).toBe(CAL_FILE_MESSAGES.completed);
    const form = await upload(as.mentee1, mine[1]!, 'start.pdf', pdf);
    expect(form.statusCode).toBe(400);
    expect(form.json().message).toBe(CAL_FILE_MESSAGES.takesForm);
    expect(await state()).toEqual(before);
    // The version page says so too.
    expect((await as.mentee1.get(versionsUrl(mine[2]!))).json().can_upload).toBe(false);
  });
});

describe('milestone files no version refers to', () => {
  it('are swept once an hour old; every version’s file stays, and so does a young one', async () => {
    expect((await upload(as.mentee1, mine[3]!, 'kept.pdf', pdf)).statusCode).toBe(200);
    const store = diskFileStore(ctx.config.filesDir);
    const orphan = await store.put(MILESTONE_FILES_FOLDER, Buffer.from('left behind by a process killed before its row'));
    const fresh = await store.put(MILESTONE_FILES_FOLDER, Buffer.from('an upload still being committed'));
    const keys = (await ctx.db.select({ key: milestoneFiles.storageKey }).from(milestoneFiles)).map((r) => r.key);
    const kept = keys.map((key) => path.join(ctx.config.filesDir, key));
    expect(kept.length).toBeGreaterThan(0);
    const hoursAgo = new Date(Date.now() - 2 * ORPHAN_AGE_MS);
    for (const file of [...kept, path.join(ctx.config.filesDir, orphan)]) fs.utimesSync(file, hoursAgo, hoursAgo);

    expect(await sweepOrphanMilestoneFiles({ db: ctx.db, files: store })).toBe(1);
    expect(fs.existsSync(path.join(ctx.config.filesDir, orphan))).toBe(false);
    expect(fs.existsSync(path.join(ctx.config.filesDir, fresh))).toBe(true);
    for (const file of kept) expect(fs.existsSync(file), file).toBe(true);
    await store.remove(fresh);
  });
});

describe('milestone files: who may upload, list and download', () => {
  let theirFile: { id: number; download: string };
  beforeAll(async () => {
    const res = await upload(as.mentee2, theirs[2]!, 'interviews.pdf', pdf);
    expect(res.statusCode, res.body).toBe(200);
    theirFile = res.json().data;
  });

  it('refuses mentee A on mentee B’s milestone: upload, versions, download', async () => {
    const before = await state();
    const res = await upload(as.mentee1, theirs[2]!, 'mine.pdf', pdf);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CAL_FILE_MESSAGES.notYourMilestone);
    expect(await state()).toEqual(before);
    expect((await as.mentee1.get(versionsUrl(theirs[2]!))).statusCode).toBe(403);
    // A link signed for mentee A (as if one had leaked) still checks their standing; one with its id changed fails its signature.
    expect((await follow(links.sign(milestoneFilePath(theirFile.id), as.mentee1.userId))).statusCode).toBe(403);
    const own = (await as.mentee1.get(versionsUrl(mine[5]!))).json().data[0].download as string;
    expect((await follow(own.replace(/milestone_file\/\d+\//, `milestone_file/${theirFile.id}/`))).statusCode).toBe(403);
  });

  it('refuses a mentor who is not theirs and a coordinator of another course', async () => {
    const [mineFile] = await ctx.db.select({ id: milestoneFiles.id }).from(milestoneFiles).where(eq(milestoneFiles.milestoneId, mine[5]!)).limit(1);
    for (const client of [as.mentor3, as.otherCoordinator]) {
      expect((await client.get(versionsUrl(mine[5]!))).statusCode).toBe(403);
      expect((await follow(links.sign(milestoneFilePath(mineFile!.id), client.userId))).statusCode).toBe(403);
    }
    // Mentor 3 mentors mentee 2, though: their file is open to them.
    expect((await as.mentor3.get(versionsUrl(theirs[2]!))).statusCode).toBe(200);
  });

  it('lets the mentee’s mentor and their course’s coordinator list and download, never upload', async () => {
    for (const client of [as.mentor1, as.coordinator]) {
      const res = await client.get(versionsUrl(mine[5]!));
      expect(res.statusCode).toBe(200);
      expect(res.json().can_upload).toBe(false);
      const first = res.json().data.at(-1);
      const download = await follow(first.download);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
      const before = await state();
      const refused = await upload(client, mine[5]!, 'review.pdf', pdf);
      expect(refused.statusCode).toBe(403);
      expect(await state()).toEqual(before);
    }
  });

  it('refuses a link that has expired, was altered or names no one', async () => {
    const link = new URL(theirFile.download, 'http://x');
    const expired = new URL(link);
    expired.searchParams.set('exp', String(Math.floor(Date.now() / 1000) - 1));
    expect((await follow(`${expired.pathname}${expired.search}`)).statusCode).toBe(403);
    expect((await follow(link.pathname)).statusCode).toBe(403);
    const right = await follow(theirFile.download);
    expect(right.statusCode).toBe(200);
  });

});
