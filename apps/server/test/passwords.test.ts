import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HASH_CONCURRENCY, hashPassword, hashesAtOnce, verifyPassword } from '../src/plugins/passwords';
import { DEMO_PASSWORD } from '../src/seed/demo';

describe('password hashing under a burst of sign-ins', () => {
  it('checks 16 passwords at once without holding up file reads (the thread pool) behind them', async () => {
    const hash = await hashPassword(DEMO_PASSWORD);
    const checks = Array.from({ length: 16 }, (_, i) => verifyPassword(i % 2 ? DEMO_PASSWORD : 'wrong', hash));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A static file of the web app is read on the same thread pool as the hashes.
    const reads: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await fs.promises.readFile(import.meta.filename);
      reads.push(performance.now() - started);
    }
    const results = await Promise.all(checks);

    expect(results.filter(Boolean)).toHaveLength(8);
    expect(hashesAtOnce()).toBeLessThanOrEqual(HASH_CONCURRENCY);
    expect(Math.max(...reads), `file reads took ${reads.map((r) => r.toFixed(1)).join(', ')} ms`).toBeLessThan(50);
  }, 60_000);
});
