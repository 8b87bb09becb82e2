import { describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { REPORT_CALLS, REPORT_KINDS } from '@fetp/contract';
import { rowsOf, type Db } from '../src/db/client';
import { users } from '../src/db/schema';
import { VersionedCache } from '../src/db/versioned-cache';
import { reportPage } from '../src/features/reports/queries';
import { reportTable } from '../src/features/reports/service';
import { DEMO, signIn, useTestContext } from './helpers';

/** The report tables' kept pages (features/reports/service.ts `reportTable`, migration 0030). */
const ctx = useTestContext({ env: { JOBS_WORKER: 'false' } });

/** The database, with every statement it is asked to run counted (and, when `capture` is set, kept instead of run). */
function watched(db: Db, capture?: SQL[]) {
  const seen = { statements: 0 };
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        seen.statements += 1;
        if (capture) {
          capture.push(query);
          return { rows: [] };
        }
        return target.execute(query);
      };
    },
  });
  return { db: proxy, seen };
}

/** The tables a statement reads (`from` / `join` a name not followed by a call), without its CTEs' names. */
function tablesNamedBy(sqlText: string): string[] {
  const text = sqlText.replace(/--[^\n]*/g, '').replace(/extract\([^)]*\)/gi, '');
  const ctes = new Set([...text.matchAll(/(?:with|,)\s+"?([a-z_]+)"?\s+as\s+(?:materialized\s+)?\(/gi)].map((m) => m[1]!.toLowerCase()));
  const named = [...text.matchAll(/\b(?:from|join)\s+(?:lateral\s+)?"?([a-z_]+)\b"?(?!\s*\(|\.)/gi)].map((m) => m[1]!.toLowerCase());
  return [...new Set(named.filter((name) => !ctes.has(name)))];
}

describe('kept report pages', () => {
  it('every table a report statement reads moves report_version when written', async () => {
    const { db } = ctx();
    const captured: SQL[] = [];
    const { db: capturing } = watched(db, captured);
    for (const kind of REPORT_KINDS) {
      await reportPage(capturing, kind, { userId: 1 }, 2, 10);
      await reportPage(capturing, kind, { userId: 1, start: '2025-01-01', end: '2025-12-31' }, 1, 10);
    }
    const dialect = new PgDialect();
    const read = new Set(captured.flatMap((query) => tablesNamedBy(dialect.sqlToQuery(query).sql)));
    // The reports read (at least) these; a statement naming nothing would pass vacuously.
    for (const table of ['sub_cals', 'enrolments', 'users', 'field_assignment_projects', 'course_coordinators']) expect(read).toContain(table);
    const watchedTables = new Set(rowsOf<{ table: string }>(await db.execute(sql`
      select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = c.relname || '_report_version' and not t.tgisinternal`)).map((r) => r.table));
    expect([...read].filter((table) => !watchedTables.has(table))).toEqual([]);
  });

  it('answers a page from what it kept until a watched table changes, then reads it again', async () => {
    const { db } = ctx();
    const coordinator = await signIn(ctx(), DEMO.coordinator);
    const services = { db, reportCache: new VersionedCache({ counter: 'report_version' }) };
    const { db: counting, seen } = watched(db);
    const counted = { ...services, db: counting };
    const filter = { userId: coordinator.userId };
    const first = await reportTable(counted, 'cohort_data', filter, 1, 5);
    const afterFirst = seen.statements;
    const again = await reportTable(counted, 'cohort_data', filter, 1, 5);
    expect(again).toEqual(first);
    // The kept page costs one read of the counter, not the report's statement.
    expect(seen.statements - afterFirst).toBe(1);

    const [row] = first.data;
    expect(row).toBeDefined();
    await db.update(users).set({ firstName: 'Renamed-for-the-test' }).where(eq(users.id, Number(row!.resident_id)));
    const changed = await reportTable(counted, 'cohort_data', filter, 1, 5);
    expect(seen.statements - afterFirst).toBeGreaterThan(2);
    expect(changed.data.map((r) => r.first_name)).toContain('Renamed-for-the-test');
  });

  it('shows a change at once through the API (the server keeps pages too)', async () => {
    const { db } = ctx();
    const coordinator = await signIn(ctx(), DEMO.coordinator);
    const path = `${REPORT_CALLS.cohort_data.table.path}?page=1&page_size=5`;
    const before = await coordinator.get(path);
    expect(before.statusCode).toBe(200);
    const [first] = before.json().data as Array<{ resident_id: number }>;
    await db.update(users).set({ firstName: 'Kept-page-check' }).where(eq(users.id, first!.resident_id));
    const after = await coordinator.get(path);
    expect((after.json().data as Array<{ first_name: string }>).map((r) => r.first_name)).toContain('Kept-page-check');
  });
});
