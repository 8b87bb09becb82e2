import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live, outside the web root. Keys are generated here, never
 * taken from a caller, so a name can not reach outside the store.
 */
export interface FileStore {
  /** Stores the bytes under a new key in `folder` and returns the key. */
  put(folder: string, data: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /**
   * Keys in `folder` last written before `before`, and leftovers of writes that never finished
   * (their `.partial` names), for the sweep of files no record refers to.
   */
  listOlder(folder: string, before: Date): AsyncIterable<string>;
}

/** A key, or the key of a write that never finished (`.partial`). */
const KEY_PATTERN = /^[a-z0-9-]{1,40}\/[0-9a-f]{2}\/[0-9a-f]{32}(\.partial)?$/;

export function diskFileStore(root: string): FileStore {
  const fullPath = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(folder, data) {
      const name = crypto.randomBytes(16).toString('hex');
      const key = `${folder}/${name.slice(0, 2)}/${name}`;
      const file = fullPath(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, data, { flag: 'wx', mode: 0o640 });
      await fs.rename(partial, file);
      return key;
    },
    read: (key) => fs.readFile(fullPath(key)),
    async remove(key) {
      await fs.rm(fullPath(key), { force: true });
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
}
