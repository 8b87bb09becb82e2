import crypto from 'node:crypto';
import { constants as fsConstants, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded and generated files live, outside the web root: the disk (diskFileStore) or an
 * S3-compatible bucket (s3FileStore), chosen by openFileStore (open.ts). Keys are generated here, never
 * taken from a caller, so a name can not reach outside the store. A file that is not there is a
 * FileGone on every driver.
 */
export interface FileStore {
  /**
   * Writes the bytes under a pending name for a new key in `folder` and returns the key. Nothing
   * can read the file until promote(key); a process that stops before then leaves only a pending
   * file, which clearPending() removes later.
   */
  putPending(folder: string, data: Buffer): Promise<string>;
  /**
   * putPending for a file too large to hold in memory: writes the chunks as they come. A source
   * that fails (an upload cut off) leaves no file, and its error is thrown.
   */
  putPendingStream(folder: string, source: AsyncIterable<Buffer>): Promise<string>;
  /**
   * Makes a pending file readable under its key, as the last step before its record commits; a
   * pending file that is gone (cleared meanwhile) throws FileGone.
   */
  promote(key: string): Promise<void>;
  /** Stores the bytes under a new key in `folder` at once (as putPending and promote). */
  put(folder: string, data: Buffer): Promise<string>;
  /** The file whole; FileGone when there is none under `key` (a pending file is none). */
  read(key: string): Promise<Buffer>;
  /** The file as a stream, already opened: a missing file throws FileGone here, not halfway through an answer. */
  readStream(key: string): Promise<Readable>;
  /** Removes the file under `key`, pending or promoted; nothing there is no error. */
  remove(key: string): Promise<void>;
  /** Removes pending files (all, or those last written before `before`); returns how many. */
  clearPending(before?: Date): Promise<number>;
  /**
   * Keys in `folder` last written before `before`, and leftovers of writes that never finished
   * (their `.partial` names), for the sweep of files no record refers to.
   */
  listOlder(folder: string, before: Date): AsyncIterable<string>;
  /** Throws when the store cannot be written to (the files folder, or the bucket): /readyz asks. */
  ping(): Promise<void>;
}

/**
 * No file under a key: never written, removed, or a pending file cleared before its promote. The
 * same on every driver, with the code a missing file has on the disk (ENOENT).
 */
export class FileGone extends Error {
  readonly code = 'ENOENT';
  constructor(readonly key: string, options?: { cause?: unknown }) {
    super(`no stored file under ${key}`, options);
    this.name = 'FileGone';
  }
}

export const isFileGone = (error: unknown): error is FileGone => error instanceof FileGone;

/** A key, or the key of a write that never finished (`.partial`). */
export const KEY_PATTERN = /^[a-z0-9-]{1,40}\/[0-9a-f]{2}\/[0-9a-f]{32}(\.partial)?$/;
const FOLDER_PATTERN = /^[a-z0-9-]{1,40}$/;
/** Pending files wait under one prefix of their own, where no folder's listing finds them. */
export const PENDING_FOLDER = '.pending';

/** The key itself, once checked: anything else (a caller's path, `../`) never reaches a driver. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a file key: ${key}`);
  return key;
}

/** A folder's name, once checked (lower-case letters, digits and dashes). */
export function checkedFolder(folder: string): string {
  if (!FOLDER_PATTERN.test(folder)) throw new Error(`not a file folder: ${folder}`);
  return folder;
}

/** A new random key in `folder`, spread over 256 shards so that no directory or listing grows too large. */
export function newKey(folder: string): string {
  checkedFolder(folder);
  const name = crypto.randomBytes(16).toString('hex');
  return `${folder}/${name.slice(0, 2)}/${name}`;
}

const PENDING_PATTERN = /^[a-z0-9-]{1,40}_[0-9a-f]{2}_[0-9a-f]{32}\.partial$/;

/** Turns a missing file's ENOENT into FileGone. */
const goneIfMissing = (key: string) => (error: unknown): never => {
  throw (error as { code?: string }).code === 'ENOENT' ? new FileGone(key, { cause: error }) : error;
};

/**
 * Files under `root` (FILES_DIR), a key its path there. Pending files wait in one flat folder,
 * `.pending/` (so clearing them reads one directory), and promote renames one into place.
 */
export function diskFileStore(root: string): FileStore {
  const fullPath = (key: string) => path.join(root, checkedKey(key));
  const pendingDir = path.join(root, PENDING_FOLDER);
  const pendingPath = (key: string) => path.join(pendingDir, `${checkedKey(key).replaceAll('/', '_')}.partial`);
  const store: FileStore = {
    async ping() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fsConstants.W_OK);
    },
    async putPending(folder, data) {
      const key = newKey(folder);
      await fs.mkdir(pendingDir, { recursive: true });
      await fs.writeFile(pendingPath(key), data, { flag: 'wx', mode: 0o640 });
      return key;
    },
    async putPendingStream(folder, source) {
      const key = newKey(folder);
      const file = pendingPath(key);
      await fs.mkdir(pendingDir, { recursive: true });
      try {
        await pipeline(source, createWriteStream(file, { flags: 'wx', mode: 0o640 }));
      } catch (err) {
        await fs.rm(file, { force: true });
        throw err;
      }
      return key;
    },
    async promote(key) {
      const file = fullPath(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.rename(pendingPath(key), file).catch(goneIfMissing(key));
    },
    async put(folder, data) {
      const key = await store.putPending(folder, data);
      await store.promote(key);
      return key;
    },
    read: async (key) => fs.readFile(fullPath(key)).catch(goneIfMissing(key)),
    async readStream(key) {
      const handle = await fs.open(fullPath(key), 'r').catch(goneIfMissing(key));
      return handle.createReadStream();
    },
    async remove(key) {
      await Promise.all([fs.rm(fullPath(key), { force: true }), fs.rm(pendingPath(key), { force: true })]);
    },
    async clearPending(before) {
      const names = await fs.readdir(pendingDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names.filter((n) => PENDING_PATTERN.test(n))) {
        const file = path.join(pendingDir, name);
        if (before) {
          const stat = await fs.stat(file).catch(() => null);
          if (!stat || stat.mtime >= before) continue;
        }
        await fs.rm(file, { force: true });
        removed++;
      }
      return removed;
    },
    async *listOlder(folder, before) {
      const top = path.join(root, checkedFolder(folder));
      let shards: string[];
      try {
        shards = await fs.readdir(top);
      } catch {
        return;
      }
      for (const shard of shards.filter((s) => /^[0-9a-f]{2}$/.test(s))) {
        for (const name of await fs.readdir(path.join(top, shard)).catch(() => [] as string[])) {
          const key = `${folder}/${shard}/${name}`;
          if (!KEY_PATTERN.test(key)) continue;
          const stat = await fs.stat(path.join(top, shard, name)).catch(() => null);
          if (stat?.isFile() && stat.mtime < before) yield key;
        }
      }
    },
  };
  return store;
}
