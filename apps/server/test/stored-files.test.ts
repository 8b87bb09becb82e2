import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { CAL_FILE_MESSAGES, REQUEST_MESSAGES, chatAttachmentPath, milestoneFilePath } from '@fetp/contract';
import { applicationDocuments, applications, chatMessages, courses, milestoneFiles, milestones, subCals, users } from '../src/db/schema';
import { isFileGone } from '../src/files/store';
import { isStoredUpload, isUploadedFile, promotePending, uploadedFile } from '../src/files/upload';
import { ORPHAN_AGE_MS } from '../src/files/orphan-sweep';
import { sweepOrphanMilestoneFiles } from '../src/features/cal-tracker/orphan-files';
import { sweepOrphanChatFiles } from '../src/features/chat/jobs';
import { sweepOrphanFiles } from '../src/features/applicant/orphan-files';
import { submitApplication } from '../src/features/applicant/submit';
import { silentMailer } from '../src/mail/mailer';
import { SignedLinks } from '../src/plugins/signed-links';
import { serverSecret } from '../src/plugins/secrets';
import { HttpError } from '../src/plugins/errors';
import { Client, DEMO, createTestContext, signIn, streamedMultipart, type TestContext } from './helpers';
import { PNG, samplePdf, validApplication } from './application-fixtures';

/**
 * The features' stored files on both drivers of the file store: the disk, and a bucket of a real
 * S3-compatible server (s3rver) started for the test. The same cases run on each: milestone file
 * uploads, versions and downloads, chat attachments, applications and their documents, refusals
 * that leave nothing behind, a pending file gone before its commit, the orphan sweeps; and upload
 * calls that take multipart only, trusting no object merely shaped like a file (issue 21, 7.1).
 */

const UPLOAD = '/cal/api/upload_milestone_file/';
const SEND = '/chat/api/send/milestone/message/';
const SUBMIT = '/api/submit_application/';
const versionsUrl = (id: number) => `/cal/api/milestone/${id}/versions/`;
/** The store's folders of the milestone files and the chat's attachments (stored data: names that never change). */
const MILESTONE_FILES_FOLDER = 'milestones';
const CHAT_FILES_FOLDER = 'chat';

describe.each(['disk', 's3'] as const)('stored files on the %s driver', (driver) => {
  let ctx: TestContext;
  let mentee: Client & { userId: number };
  let links: SignedLinks;
  let pdf: Buffer;
  /** Mentee 1's OI-1 milestones by sequence (3 and 5 take files). */
  const oi: Record<number, number> = {};
  let room: number;
  let coordinatorId: number;

  beforeAll(async () => {
    ctx = await createTestContext({ fileStore: driver });
    pdf = await samplePdf();
    links = new SignedLinks(await serverSecret(ctx.db, 'file-links'));
    mentee = await signIn(ctx, DEMO.mentee);
    const [fetp] = await ctx.db.select().from(courses).where(eq(courses.type, 'FETP Course'));
    const rows = await ctx.db.select({ id: milestones.id, sequence: milestones.sequence }).from(milestones).innerJoin(subCals, eq(subCals.id, milestones.subCalId))
      .where(and(eq(subCals.menteeId, mentee.userId), eq(subCals.autoName, 'OI-1'), eq(subCals.courseId, fetp!.id))).orderBy(asc(milestones.sequence));
    for (const m of rows) oi[m.sequence] = m.id;
    room = (await mentee.get(`/chat/api/milestone/${oi[3]}/message/`)).json().chat_room;
    coordinatorId = (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.coordinator)))[0]!.id;
  }, 120_000);
  afterAll(() => ctx?.close());

  const upload = (milestoneId: number, name: string, data: Buffer) => mentee.multipart(UPLOAD, { milestone_id: String(milestoneId) }, { milestone_file: { name, type: 'application/octet-stream', data } });
  const follow = (link: string) => ctx.app.inject({ method: 'GET', url: link });
  const rowCount = async (table: typeof milestoneFiles | typeof chatMessages | typeof applications) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  /** What a refused upload must not change: the rows that hold files, and every stored object, pending ones included. */
  const state = async () => ({
    versions: await rowCount(milestoneFiles), messages: await rowCount(chatMessages), applications: await rowCount(applications), objects: await ctx.storedObjects(),
  });

  describe('milestone files', () => {
    it('uploads versions, lists them newest first and downloads the same bytes', async () => {
      const first = await upload(oi[5]!, 'Seminar slides.pdf', pdf);
      expect(first.statusCode, first.body).toBe(200);
      const csv = Buffer.from('district,cases\nNuh,42\n');
      const second = await upload(oi[5]!, 'cases.csv', csv);
      expect(second.statusCode, second.body).toBe(200);
      const versions = await mentee.get(versionsUrl(oi[5]!));
      expect(versions.json().data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
      const [newest, oldest] = versions.json().data;
      const a = await follow(oldest.download);
      expect(a.statusCode).toBe(200);
      expect(a.rawPayload.equals(pdf)).toBe(true);
      expect(a.headers['content-length']).toBe(String(pdf.length));
      expect((await follow(newest.download)).body).toBe(csv.toString());
      // Nothing is left pending once the versions have committed.
      expect((await ctx.storedObjects()).filter((k) => k.startsWith('.pending/'))).toEqual([]);
    });

    it('refuses a file whose content does not match its name, keeping nothing of it', async () => {
      const before = await state();
      const res = await upload(oi[5]!, 'report.pdf', Buffer.from('just words, not a PDF'));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CAL_FILE_MESSAGES.contentMismatch);
      expect(await state()).toEqual(before);
    });

    it('keeps nothing of an upload whose body ends early, past the first part of a multipart upload', async () => {
      const before = await state();
      const res = await streamedMultipart(ctx.app, mentee, UPLOAD, { milestone_id: String(oi[5]) }, { field: 'milestone_file', name: 'cut.txt', bytes: 10 * 1024 * 1024, cut: 6 * 1024 * 1024 + 17 });
      expect(res.statusCode).toBe(400);
      expect(await state()).toEqual(before);
    });

    it('answers 404 for a version whose file is missing from the store, before any byte is sent', async () => {
      const res = await upload(oi[3]!, 'analysis.png', PNG);
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await ctx.db.select().from(milestoneFiles).where(eq(milestoneFiles.id, res.json().data.id));
      await ctx.files.remove(row!.storageKey);
      const missing = await follow(links.sign(milestoneFilePath(row!.id), mentee.userId));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(REQUEST_MESSAGES.notFound);
    });
  });

  describe('chat attachments and applications', () => {
    it('stores a chat attachment and downloads it through its link', async () => {
      const res = await mentee.multipart(SEND, { chat_room: String(room), message: 'the line list' }, { attachment_file: { name: 'line-list.pdf', type: 'application/pdf', data: pdf } });
      expect(res.statusCode, res.body).toBe(200);
      const download = await follow(links.sign(chatAttachmentPath(res.json().data.id), mentee.userId));
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
    });

    it('stores an application’s documents and its generated form, each readable by its coordinator', async () => {
      const { fields, files } = await validApplication(ctx.db, { email: `${driver}.applicant@example.net` });
      const res = await new Client(ctx.app).multipart(SUBMIT, fields, files);
      expect(res.statusCode, res.body).toBe(200);
      const [application] = await ctx.db.select().from(applications).where(eq(applications.email, `${driver}.applicant@example.net`));
      const documents = await ctx.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, application!.id));
      expect(documents.map((d) => d.field).sort()).toEqual(['application_form', 'dob_certificate', 'hpdegree_certificate', 'id_photo', 'id_signature', 'udegree_certificate']);
      for (const d of documents) expect((await ctx.files.read(d.storageKey)).length).toBe(d.size);
      const photo = await follow(links.sign(`/api/application_files/${application!.id}/id_photo`, coordinatorId));
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals(PNG)).toBe(true);
    });

    it('refuses, with 503, a record whose pending file was cleared before its commit', async () => {
      const key = await ctx.files.putPending(MILESTONE_FILES_FOLDER, Buffer.from('cleared by another process starting'));
      expect(await ctx.files.clearPending()).toBe(1);
      const refused = await promotePending(ctx.files, [key]).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ statusCode: 503, message: REQUEST_MESSAGES.serviceUnavailable });
    });
  });

  describe('upload calls take multipart only, and trust no object shaped like a file', () => {
    const forgedUpload = { kind: 'upload', data: 'x'.repeat(64), filename: 'a.png', mimetype: 'image/png', truncated: false };
    const forgedStored = (key: string) => ({ kind: 'stored', key, filename: 'a.pdf', mimetype: 'application/pdf', size: 64, truncated: false, head: 'x', tail: 'x', text: true });

    it('answers 415 with the contract’s message to JSON, urlencoded and empty bodies on every upload call, writing nothing', async () => {
      // Outside the store, someone's stored file, and a key of the right shape with nothing under it.
      const existing = await ctx.files.put(MILESTONE_FILES_FOLDER, Buffer.from('someone else’s file'));
      const keys = ['../../x', existing, `${MILESTONE_FILES_FOLDER}/ab/${'ab'.repeat(16)}`];
      const { fields } = await validApplication(ctx.db, { email: `forged.${driver}@example.net` });
      const calls: Array<{ url: string; client: Client; bodies: Array<Record<string, unknown>> }> = [
        { url: SUBMIT, client: new Client(ctx.app), bodies: [{ ...fields, id_photo: forgedUpload, id_signature: forgedUpload }, ...keys.map((k) => ({ ...fields, id_photo: forgedStored(k) }))] },
        { url: UPLOAD, client: mentee, bodies: [...keys.map((k) => ({ milestone_id: oi[5], milestone_file: forgedStored(k) })), { milestone_id: oi[5], milestone_file: forgedUpload }] },
        { url: SEND, client: mentee, bodies: [...keys.map((k) => ({ chat_room: room, message: 'forged', attachment_file: forgedStored(k) })), { chat_room: room, attachment_file: forgedUpload }] },
      ];
      const before = await state();
      for (const { url, client, bodies } of calls) {
        const csrf = await client.ensureCsrf();
        const headers = { 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, ...(client.token ? { authorization: `Bearer ${client.token}` } : {}) };
        for (const body of bodies) {
          const res = await ctx.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });
          expect(res.statusCode, `${url} ${res.body}`).toBe(415);
          expect(res.json()).toEqual({ message: REQUEST_MESSAGES.multipartOnly });
        }
        const form = await client.post(url, { milestone_id: oi[5], chat_room: room, milestone_file: 'x', id_photo: 'x' });
        expect(form.statusCode, url).toBe(415);
        const empty = await ctx.app.inject({ method: 'POST', url, headers });
        expect(empty.statusCode, url).toBe(415);
      }
      expect(await state()).toEqual(before);
      expect((await ctx.files.read(existing)).toString()).toBe('someone else’s file');
      await ctx.files.remove(existing);
    });

    it('answers a multipart body with large parts the parser skips (a file to a call that takes none, a name with a bare line break)', async () => {
      const csrf = await mentee.ensureCsrf();
      const headers = { 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, authorization: `Bearer ${mentee.token}`, 'content-type': 'multipart/form-data; boundary=b0undary' };
      const part = (disposition: string, value: string) => `--b0undary\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n${value}\r\n`;
      const skipped = ['name="a"; filename="a.txt"', 'name="x\ny"'];
      for (const disposition of skipped) {
        const payload = `${part('name="language"', 'fr')}${part(disposition, 'x'.repeat(40 * 1024))}--b0undary--\r\n`;
        // Without an answer in 5 s the request is taken as hung (it was, before the parser got its body in slices).
        const answer = await Promise.race([
          ctx.app.inject({ method: 'POST', url: '/api/user_language/', payload, headers }),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
        ]);
        expect(answer, disposition).not.toBeNull();
        expect(answer!.statusCode, disposition).toBeLessThan(500);
      }
    });

    it('trusts only the files the upload hook made: a forged object in the body is no file, and reaches no store', async () => {
      expect(isUploadedFile(forgedUpload)).toBe(false);
      expect(isStoredUpload(forgedStored('../../x'))).toBe(false);
      expect(isUploadedFile(JSON.parse(JSON.stringify(uploadedFile({ data: PNG, filename: 'a.png', mimetype: 'image/png', truncated: false }))))).toBe(false);
      expect(isUploadedFile(uploadedFile({ data: PNG, filename: 'a.png', mimetype: 'image/png', truncated: false }))).toBe(true);

      // Past the HTTP guard too: the application's own checks see no file where a forged one is.
      const before = await state();
      const { fields } = await validApplication(ctx.db, { email: `forged.service.${driver}@example.net` });
      const body: Record<string, unknown> = { ...fields, id_photo: forgedUpload, id_signature: forgedStored('../../x') };
      const refused = await submitApplication({ db: ctx.db, files: ctx.files, mailer: silentMailer }, body, null, { warn: () => undefined }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).statusCode).toBe(400);
      expect(Object.keys((refused as HttpError).errors ?? {})).toEqual(expect.arrayContaining(['id_photo', 'id_signature']));
      expect(await state()).toEqual(before);
    });
  });

  describe('the orphan sweeps', () => {
    it('remove files no record refers to once an hour old, on every folder; every record’s file stays', async () => {
      const orphans = {
        milestones: await ctx.files.put(MILESTONE_FILES_FOLDER, Buffer.from('left by a process killed before its row')),
        chat: await ctx.files.put(CHAT_FILES_FOLDER, Buffer.from('an attachment whose message never committed')),
        applications: await ctx.files.put('applications', Buffer.from('a document of a submission that died')),
      };
      const pending = await ctx.files.putPending('applications', Buffer.from('an upload that never committed'));
      const services = { db: ctx.db, files: ctx.files };
      // Young: another process may be committing them right now.
      expect(await sweepOrphanMilestoneFiles(services)).toBe(0);
      expect(await sweepOrphanChatFiles(services)).toBe(0);
      expect(await sweepOrphanFiles(services)).toBe(0);

      const later = new Date(Date.now() + 2 * ORPHAN_AGE_MS);
      expect(await sweepOrphanMilestoneFiles(services, later)).toBe(1);
      expect(await sweepOrphanChatFiles(services, later)).toBe(1);
      expect(await sweepOrphanFiles(services, later)).toBe(2); // the orphan and the pending file
      for (const key of Object.values(orphans)) await expect(ctx.files.read(key)).rejects.toSatisfy(isFileGone);
      await expect(ctx.files.promote(pending)).rejects.toSatisfy(isFileGone);

      const kept = [
        ...(await ctx.db.select({ key: milestoneFiles.storageKey }).from(milestoneFiles)),
        ...(await ctx.db.select({ key: chatMessages.attachmentKey }).from(chatMessages)),
        ...(await ctx.db.select({ key: applicationDocuments.storageKey }).from(applicationDocuments)),
      ].map((r) => r.key).filter((k): k is string => k !== null);
      const removedOnPurpose = (await ctx.db.select({ key: milestoneFiles.storageKey, name: milestoneFiles.originalName }).from(milestoneFiles))
        .filter((r) => r.name === 'analysis.png').map((r) => r.key);
      expect(kept.length).toBeGreaterThan(8);
      for (const key of kept.filter((k) => !removedOnPurpose.includes(k))) expect((await ctx.files.read(key)).length, key).toBeGreaterThan(0);
    });
  });
});
