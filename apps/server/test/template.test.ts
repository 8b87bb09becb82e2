import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, inject, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { users } from '../src/db/schema';
import * as demo from '../src/seed/demo';
import { DEMO, createTestContext } from './helpers';
import { machineLoadFactor, scaledLimit } from './time-limits';

// Counts the seeding runs of this file: a file's context is a copy of the run's template, not seeded again.
vi.mock('../src/seed/demo', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/seed/demo')>();
  return { ...original, seedDemo: vi.fn(original.seedDemo) };
});

describe('the run’s template database', () => {
  it('is made once by the global setup, of the kind DATABASE_URL selects', () => {
    const template = inject('serverTestTemplate');
    expect(template?.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    if (template?.kind === 'pglite') expect(fs.existsSync(template.dumpFile)).toBe(true);
    if (template?.kind === 'postgres') expect(template.database).toMatch(/^fetp_template_\d+_[0-9a-f]{8}$/);
  });

  it('gives each context a migrated, seeded copy of its own, without migrating or seeding again', async () => {
    const first = await createTestContext();
    const second = await createTestContext();
    try {
      expect(demo.seedDemo).not.toHaveBeenCalled();
      for (const ctx of [first, second]) {
        const [coordinator] = await ctx.db.select({ id: users.id }).from(users).where(sql`${users.email} = ${DEMO.coordinator}`);
        expect(coordinator, 'the demo programme is there').toBeDefined();
      }
      const template = inject('serverTestTemplate');
      if (template?.kind === 'postgres') {
        const names = await Promise.all([first, second].map(async (ctx) => rowsOf<{ name: string }>(await ctx.db.execute(sql`select current_database() as name`))[0]!.name));
        expect(new Set(names).size).toBe(2);
        expect(names).not.toContain(template.database);
      }
      // A write in one copy is not seen in the other.
      await first.db.update(users).set({ firstName: 'Changed in the first copy' }).where(sql`${users.email} = ${DEMO.coordinator}`);
      const [seen] = await second.db.select({ firstName: users.firstName }).from(users).where(sql`${users.email} = ${DEMO.coordinator}`);
      expect(seen?.firstName).not.toBe('Changed in the first copy');
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('time limits from the machine’s load', () => {
  it('scale an idle machine’s limit by the runnable processes per core, between 1 and 8 times', () => {
    const load = vi.spyOn(os, 'loadavg');
    const cores = vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
    load.mockReturnValue([0.5, 0, 0]);
    expect(machineLoadFactor()).toBe(1);
    expect(scaledLimit(30_000)).toBe(30_000);
    load.mockReturnValue([6, 0, 0]);
    expect(machineLoadFactor()).toBe(3);
    expect(scaledLimit(30_000)).toBe(90_000);
    load.mockReturnValue([100, 0, 0]);
    expect(machineLoadFactor()).toBe(8);
    load.mockRestore();
    cores.mockRestore();
  });
});
