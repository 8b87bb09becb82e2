import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@fetp/contract';
import { createTestContext } from './helpers';
import { loadConfig } from '../src/config';
import { s3FileStore } from '../src/files/s3-store';
import { openFileStore } from '../src/files/open';
import { FileGone, KEY_PATTERN, diskFileStore, isFileGone, type FileStore } from '../src/files/store';
import { startS3Server, type TestS3Server } from './s3-server';

/**
 * The file store's contract, run on both drivers: the disk, and a bucket of a real S3-compatible
 * server (s3rver) started here. Each test gets an empty store (a new directory, a new bucket).
 */

interface Driver {
  name: string;
  start(): Promise<void>;
  fresh(): Promise<FileStore>;
  /** A store of this driver that cannot be written to: a files folder under a plain file, a bucket that does not exist. */
  unreachable(): FileStore;
  stop(): Promise<void>;
}

const disk = ((): Driver => {
  const dirs: string[] = [];
  return {
    name: 'disk',
    start: async () => undefined,
    async fresh() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetp-store-'));
      dirs.push(dir);
      return diskFileStore(dir);
    },
    unreachable() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetp-store-'));
      dirs.push(dir);
      fs.writeFileSync(path.join(dir, 'not-a-folder'), '');
      return diskFileStore(path.join(dir, 'not-a-folder', 'files'));
    },
    async stop() {
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
})();

const s3 = ((): Driver => {
  let server: TestS3Server | null = null;
  return {
    name: 'S3',
    async start() {
      server = await startS3Server();
    },
    async fresh() {
      return s3FileStore(server!.settings(await server!.newBucket()));
    },
    unreachable() {
      return s3FileStore(server!.settings('no-such-bucket'));
    },
    async stop() {
      await server?.close();
    },
  };
})();

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
};
const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/** What a missing file throws on every driver. */
const gone = (promise: Promise<unknown>) => expect(promise).rejects.toSatisfy((e) => isFileGone(e) && (e as FileGone).code === 'ENOENT');
const SOON = () => new Date(Date.now() + 5_000);
const LONG_AGO = () => new Date(Date.now() - 60 * 60 * 1000);

/** Chunks of a file larger than one S3 part (5 MiB), so a streamed write becomes a multipart upload. */
async function* chunks(count: number, size = 1024 * 1024, failAfter = Infinity) {
  for (let i = 0; i < count; i++) {
    if (i === failAfter) throw new Error('the upload was cut off');
    yield Buffer.alloc(size, 0x41 + (i % 26));
  }
}

describe.each([disk, s3])('the file store on the $name driver', (driver) => {
  let store: FileStore;
  beforeAll(() => driver.start());
  afterAll(() => driver.stop());
  beforeEach(async () => {
    store = await driver.fresh();
  });

  it('answers ping while it can be written to, and throws once it cannot (/readyz asks)', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
    await expect(driver.unreachable().ping()).rejects.toBeTruthy();
  });

  it('puts a file under a new key of its own making, and reads it back whole and as a stream', async () => {
    const data = Buffer.from('district,cases\nNuh,42\n');
    const key = await store.put('milestones', data);
    const other = await store.put('milestones', data);
    expect(key).toMatch(KEY_PATTERN);
    expect(key.startsWith('milestones/')).toBe(true);
    expect(other).not.toBe(key);
    expect((await store.read(key)).equals(data)).toBe(true);
    expect((await bytesOf(await store.readStream(key))).equals(data)).toBe(true);
  });

  it('keeps a pending file unreadable and unlisted until it is promoted', async () => {
    const key = await store.putPending('chat', Buffer.from('pending'));
    await gone(store.read(key));
    await gone(store.readStream(key));
    expect(await collect(store.listOlder('chat', SOON()))).toEqual([]);
    await store.promote(key);
    expect((await store.read(key)).toString()).toBe('pending');
    expect(await collect(store.listOlder('chat', SOON()))).toEqual([key]);
    // Promoted, it is no longer pending: clearing the pending files leaves it.
    expect(await store.clearPending()).toBe(0);
    expect((await store.read(key)).toString()).toBe('pending');
  });

  it('streams a file larger than a part into a pending file, never whole, and promotes it intact', async () => {
    const key = await store.putPendingStream('milestones', chunks(11));
    await gone(store.read(key));
    await store.promote(key);
    const expected = crypto.createHash('sha256');
    for await (const chunk of chunks(11)) expected.update(chunk);
    const actual = crypto.createHash('sha256');
    let size = 0;
    for await (const chunk of await store.readStream(key)) {
      actual.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    expect(size).toBe(11 * 1024 * 1024);
    expect(actual.digest('hex')).toBe(expected.digest('hex'));
  });

  it.each([['a small file', 0, 1], ['a file past its first part', 7, 11]])('leaves nothing of %s whose source fails, and throws the source’s error', async (_what, failAfter, count) => {
    await expect(store.putPendingStream('milestones', chunks(count, 1024 * 1024, failAfter))).rejects.toThrow('the upload was cut off');
    expect(await store.clearPending()).toBe(0);
    expect(await collect(store.listOlder('milestones', SOON()))).toEqual([]);
  });

  it('answers a missing file with FileGone (code ENOENT) on read, readStream and promote', async () => {
    const key = await store.put('applications', Buffer.from('x'));
    await store.remove(key);
    await gone(store.read(key));
    await gone(store.readStream(key));
    const pending = await store.putPending('applications', Buffer.from('y'));
    expect(await store.clearPending()).toBe(1);
    await gone(store.promote(pending));
    await gone(store.read(pending));
  });

  it('removes a file, pending or promoted; a key with nothing under it is no error', async () => {
    const promoted = await store.put('chat', Buffer.from('a'));
    const pending = await store.putPending('chat', Buffer.from('b'));
    await store.remove(promoted);
    await store.remove(pending);
    await store.remove(promoted);
    await gone(store.read(promoted));
    await gone(store.promote(pending));
    expect(await store.clearPending()).toBe(0);
  });

  it('clears pending files written before a time, and leaves younger ones', async () => {
    const keys = [await store.putPending('applications', Buffer.from('1')), await store.putPendingStream('chat', chunks(1, 10))];
    expect(await store.clearPending(LONG_AGO())).toBe(0);
    await store.promote(keys[0]!);
    expect(await store.clearPending(SOON())).toBe(1);
    await gone(store.promote(keys[1]!));
    expect((await store.read(keys[0]!)).toString()).toBe('1');
  });

  it('lists the files of one folder written before a time, for the orphan sweep', async () => {
    const mine = [await store.put('milestones', Buffer.from('1')), await store.put('milestones', Buffer.from('2'))];
    await store.put('chat', Buffer.from('another folder'));
    await store.putPending('milestones', Buffer.from('pending'));
    expect(await collect(store.listOlder('milestones', SOON()))).toEqual(mine.sort());
    expect(await collect(store.listOlder('milestones', LONG_AGO()))).toEqual([]);
    expect(await collect(store.listOlder('nothing-here', SOON()))).toEqual([]);
  });

  it('takes no key or folder it did not make: a caller’s path never reaches the driver', async () => {
    for (const key of ['../../x', 'milestones/../../etc/passwd', 'milestones/ab/cd', '/etc/passwd', 'Milestones/ab/0123456789abcdef0123456789abcdef']) {
      await expect(store.read(key)).rejects.toThrow('not a file key');
      await expect(store.promote(key)).rejects.toThrow('not a file key');
      await expect(store.remove(key)).rejects.toThrow('not a file key');
    }
    await expect(store.put('../up', Buffer.from('x'))).rejects.toThrow('not a file folder');
    await expect(collect(store.listOlder('../up', SOON()))).rejects.toThrow('not a file folder');
  });
});

describe('choosing the driver', () => {
  it('uses the disk without S3_BUCKET, and the bucket with it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetp-store-'));
    const none = loadConfig({ FILES_DIR: dir });
    expect(none.s3).toBeNull();
    const set = loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(set.s3).toEqual({
      bucket: 'files', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, forcePathStyle: true,
    });
    // Amazon S3 itself: no endpoint, virtual-hosted buckets, the SDK's own credentials.
    expect(loadConfig({ S3_BUCKET: 'files', S3_REGION: 'eu-west-3' }).s3).toMatchObject({ endpoint: null, region: 'eu-west-3', credentials: null, forcePathStyle: false });
    expect(loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://x', S3_FORCE_PATH_STYLE: 'false' }).s3!.forcePathStyle).toBe(false);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    const disk = await openFileStore(none);
    const key = await disk.put('chat', Buffer.from('x'));
    expect(fs.readFileSync(path.join(dir, key), 'utf8')).toBe('x');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('readiness', () => {
  it('answers /readyz 503 with its message while the file store cannot be written to', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetp-store-'));
    fs.writeFileSync(path.join(dir, 'not-a-folder'), '');
    const ctx = await createTestContext({ env: { FILES_DIR: path.join(dir, 'not-a-folder', 'files') } });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', message: REQUEST_MESSAGES.fileStoreUnreachable });
    } finally {
      await ctx.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
