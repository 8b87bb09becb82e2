import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded and generated files live, outside the web root. Keys are generated here, never
 * taken from a caller, so a name can not reach outside the store.
 */
export interface FileStore {
  /**
   * Writes the bytes under a pending name for a new key in `folder` and returns the key. Nothing
   * can read the file until promote(key); a process that stops before then leaves only a pending
   * file, which clearPending() removes at the next start.
   */
  putPending(folder: string, data: Buffer): Promise<string>;
  /**
   * putPending for a file too large to hold in memory: writes the chunks as they come. A source
   * that fails (an upload cut off) leaves no file, and its error is thrown.
   */
  putPendingStream(folder: string, source: AsyncIterable<Buffer>): Promise<string>;
  /** Makes a pending file readable under its key (a rename), as the last step before its record commits. */
  promote(key: string): Promise<void>;
  /** Stores the bytes under a new key in `folder` at once (putPending and promote). */
  put(folder: string, data: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  /** The file as a stream, already opened: a missing file throws here (ENOENT), not halfway through an answer. */
  readStream(key: string): Promise<Readable>;
  /** Removes the file under `key`, pending or promoted. */
  remove(key: string): Promise<void>;
  /** Removes pending files (all, or those last written before `before`); returns how many. */
  clearPending(before?: Date): Promise<number>;
  /**
   * Keys in `folder` last written before `before`, and leftovers of writes that never finished
   * (their `.partial` names), for the sweep of files no record refers to.
   */
  listOlder(folder: string, before: Date): AsyncIterable<string>;
}

/** A key, or the key of a write that never finished (`.partial`). */
const KEY_PATTERN = /^[a-z0-9-]{1,40}\/[0-9a-f]{2}\/[0-9a-f]{32}(\.partial)?$/;
/** Pending files wait in one flat folder, so clearing them at start reads one directory. */
const PENDING_FOLDER = '.pending';
const PENDING_PATTERN = /^[a-z0-9-]{1,40}_[0-9a-f]{2}_[0-9a-f]{32}\.partial$/;

export function diskFileStore(root: string): FileStore {
  const fullPath = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a file key: ${key}`);
    return path.join(root, key);
  };
  const pendingDir = path.join(root, PENDING_FOLDER);
  const pendingPath = (key: string) => {
    fullPath(key); // checks the key
    return path.join(pendingDir, `${key.replaceAll('/', '_')}.partial`);
  };
  const newKey = (folder: string) => {
    const name = crypto.randomBytes(16).toString('hex');
    return `${folder}/${name.slice(0, 2)}/${name}`;
  };
  const store: FileStore = {
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
      await fs.rename(pendingPath(key), file);
    },
    async put(folder, data) {
      const key = await store.putPending(folder, data);
      await store.promote(key);
      return key;
    },
    read: (key) => fs.readFile(fullPath(key)),
    async readStream(key) {
      const handle = await fs.open(fullPath(key), 'r');
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
      const top = path.join(root, folder);
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
