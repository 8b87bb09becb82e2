import crypto from 'node:crypto';
import os from 'node:os';
import { promisify } from 'node:util';

const scryptOnThreadPool = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

/**
 * Hashes at once, at most: one fewer than the cores, and one fewer than libuv's thread pool
 * (UV_THREADPOOL_SIZE, 4 by default). Each hash keeps a core and a pool thread busy for a few
 * hundred milliseconds; were all of them hashing (a burst of sign-ins), the event loop would wait
 * for a core and file reads for a thread, and every other request would stall behind the queue.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(os.availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1);
let running = 0;
let mostAtOnce = 0;
/** The most hashes that ran at once since the process started (for tests and diagnostics). */
export const hashesAtOnce = () => mostAtOnce;
const waiting: Array<() => void> = [];

async function scrypt(password: string, salt: Buffer, length: number, options: crypto.ScryptOptions): Promise<Buffer> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  mostAtOnce = Math.max(mostAtOnce, running);
  try {
    return await scryptOnThreadPool(password, salt, length, options);
  } finally {
    // The slot passes straight to the next waiter, if any.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

// OWASP's scrypt setting N=2^15, r=8, p=3 (32 MiB per hash).
const PARAMS = { N: 2 ** 15, r: 8, p: 3, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * What an account without a usable password holds (an invited one, until its owner follows the link
 * to choose one): no password matches it.
 */
export const UNUSABLE_PASSWORD = '!';

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !salt || !hash) {
    // Compared against a real hash all the same, so an account without a password answers as slowly as any other.
    await verifyPassword(password, await dummyPasswordHash());
    return false;
  }
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash computed once, compared against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(12).toString('base64'));
  return dummyHash;
}
