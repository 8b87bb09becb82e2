import { describe, expect, it } from 'vitest';
import { AUDIT_LOG_API as API, AUDIT_LOG_MESSAGES as M, ROLES, type AuditLogAnswer } from '@fetp/contract';
import { parse } from 'csv-parse/sync';
import { revokeRole, unassignCoordinator } from '../src/db/people';
import { recordAudit } from '../src/db/audit';
import { users } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { createCohort, createCoordinator, createCourse, createUser } from './factories';
import { sessionOf, useTestContext } from './helpers';

/** The audit log's read call (issue 32): who may read which entries, filters, pages, bad input. */
const ctx = useTestContext();

const url = (query: Record<string, string | number> = {}) => {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return q ? `${API.entries.path}?${q}` : API.entries.path;
};

async function setUp() {
  const c = ctx();
  const mine = await createCourse(c.db);
  const other = await createCourse(c.db);
  const admin = await createUser(c.db, [ROLES.administrator]);
  const coordinator = await createCoordinator(c.db, [mine.id]);
  const entity = `audit_test_${mine.id}`;
  for (let i = 0; i < 5; i++) {
    await recordAudit(c.db, { actorId: admin.id, action: 'cohort.update', entity, entityId: i, courseId: mine.id, before: { n: i }, after: { n: i + 1 } });
    await recordAudit(c.db, { actorId: admin.id, action: 'cohort.update', entity, entityId: 100 + i, courseId: other.id });
  }
  await recordAudit(c.db, { actorId: null, action: 'role.grant', entity, entityId: 'system' });
  return { c, mine, other, admin, coordinator, entity };
}

describe('the audit log', () => {
  it('an administrator reads every entry newest first, a page at a time, with the actor’s name', async () => {
    const { c, admin, entity } = await setUp();
    const client = await sessionOf(c, admin.email);
    const first = await client.get(url({ entity, page_size: 4 }));
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json() as AuditLogAnswer;
    expect(page1.results).toHaveLength(4);
    expect(page1.results[0]).toMatchObject({ action: 'role.grant', actor_id: null, actor_name: null, entity_id: 'system' });
    expect(page1.results[1]!.actor_name).toBe(admin.displayName);
    expect(page1.next).toBe(page1.results[3]!.id);
    const ids = [...page1.results.map((r) => r.id)];
    let next = page1.next;
    while (next !== null) {
      const page = (await client.get(url({ entity, page_size: 4, after: next }))).json() as AuditLogAnswer;
      ids.push(...page.results.map((r) => r.id));
      next = page.next;
    }
    expect(ids).toHaveLength(11);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const filtered = (await client.get(url({ entity, action: 'role.grant' }))).json() as AuditLogAnswer;
    expect(filtered.results.map((r) => r.entity_id)).toEqual(['system']);
  });

  it('a page read again shows at once an entry written since and an actor renamed since, even by another process or tool', async () => {
    const { c, admin, entity } = await setUp();
    const client = await sessionOf(c, admin.email);
    const read = async () => (await client.get(url({ entity, page_size: 3 }))).json() as AuditLogAnswer;
    expect((await read()).results[0]).toMatchObject({ entity_id: 'system' });
    // Written straight into the table, as another process's transaction would.
    await recordAudit(c.db, { actorId: admin.id, action: 'cohort.update', entity, entityId: 'later', courseId: null });
    expect((await read()).results[0]).toMatchObject({ entity_id: 'later', actor_name: admin.displayName });
    await c.db.update(users).set({ displayName: 'Dr. Renamed Administrator' }).where(eq(users.id, admin.id));
    expect((await read()).results[0]).toMatchObject({ entity_id: 'later', actor_name: 'Dr. Renamed Administrator' });
  });

  it('names each entry’s record as it is now: a person, a hub, a course, a cohort; a record since deleted, or a kind without names, none', async () => {
    const { c, mine, admin } = await setUp();
    const cohort = await createCohort(c.db, { courseId: mine.id, name: 'Cohort Audit Names' });
    await recordAudit(c.db, { actorId: admin.id, action: 'cohort.update', entity: 'cohort', entityId: cohort.id, courseId: mine.id });
    await recordAudit(c.db, { actorId: admin.id, action: 'course.update', entity: 'course', entityId: mine.id, courseId: mine.id });
    await recordAudit(c.db, { actorId: admin.id, action: 'role.grant', entity: 'user', entityId: admin.id });
    await recordAudit(c.db, { actorId: admin.id, action: 'cohort.update', entity: 'cohort', entityId: 999_999_999, courseId: mine.id });
    const client = await sessionOf(c, admin.email);
    const named = (await client.get(url({ actor_id: admin.id, page_size: 4 }))).json() as AuditLogAnswer;
    expect(named.results.map((r) => r.entity_name)).toEqual([null, admin.displayName, mine.title, 'Cohort Audit Names']);
  });

  it('a coordinator reads only the entries of the courses they coordinate, whatever course they name', async () => {
    const { c, mine, other, coordinator, entity } = await setUp();
    const client = await sessionOf(c, coordinator.email);
    const own = (await client.get(url({ entity }))).json() as AuditLogAnswer;
    expect(own.results).toHaveLength(5);
    expect(new Set(own.results.map((r) => r.course_id))).toEqual(new Set([mine.id]));
    expect(own.results[0]).toMatchObject({ before: { n: 4 }, after: { n: 5 } });
    const forged = await client.get(url({ entity, course_id: other.id }));
    expect(forged.statusCode).toBe(200);
    expect((forged.json() as AuditLogAnswer).results).toEqual([]);
  });

  it('refuses a mentor, a mentee, an advisor and a caller without a token', async () => {
    const c = ctx();
    for (const role of [ROLES.mentor, ROLES.mentee, ROLES.advisor]) {
      const client = await sessionOf(c, (await createUser(c.db, [role])).email);
      expect((await client.get(url())).statusCode, role).toBe(403);
    }
    expect((await c.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });

  it('answers bad filters with 400 and the field’s message', async () => {
    const c = ctx();
    const client = await sessionOf(c, (await createUser(c.db, [ROLES.administrator])).email);
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ start_date: '2026-02-30' }, M.badDate],
      [{ start_date: '0000-01-01' }, M.badDate],
      [{ start_date: '2026-03-02', end_date: '2026-03-01' }, M.startAfterEnd],
      [{ action: 'DROP TABLE' }, M.badAction],
      [{ after: 'x' }, M.badAfter],
      [{ page_size: 0 }, M.badPageSize],
    ];
    for (const [query, message] of cases) {
      const answer = await client.get(url(query));
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.body).toContain(message);
    }
  });

  describe('the CSV export', () => {
    const exportLink = (query: Record<string, string | number> = {}) => {
      const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      return q ? `${API.exportLink.path}?${q}` : API.exportLink.path;
    };
    const rowsOf = (body: string) => parse(body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];

    it('an administrator gets a signed link to the CSV of the filtered log, every matching entry, newest first', async () => {
      const { c, admin, entity } = await setUp();
      const client = await sessionOf(c, admin.email);
      const link = await client.get(exportLink({ entity, action: 'cohort.update' }));
      expect(link.statusCode, link.body).toBe(200);
      const { csv_url } = link.json() as { csv_url: string };
      expect(csv_url).toMatch(/^\/api\/admin\/audit\/audit-log\.csv\?/);
      // Opened without a token, as a new tab does.
      const file = await c.app.inject({ method: 'GET', url: csv_url });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toContain('text/csv');
      expect(file.headers['content-disposition']).toContain('audit-log.csv');
      const rows = rowsOf(file.body);
      expect(rows).toHaveLength(10);
      expect(rows.every((r) => r.action === 'cohort.update' && r.entity === entity && r.actor === admin.displayName)).toBe(true);
      expect(rows.map((r) => Number(r.id))).toEqual(rows.map((r) => Number(r.id)).sort((a, b) => b - a));
      expect(JSON.parse(rows.find((r) => r.entity_id === '4')!.after!)).toEqual({ n: 5 });
    });

    it('a coordinator’s CSV holds only their courses’ entries, and stops once they no longer coordinate', async () => {
      const { c, mine, coordinator, entity } = await setUp();
      const client = await sessionOf(c, coordinator.email);
      const { csv_url } = (await client.get(exportLink({ entity }))).json() as { csv_url: string };
      const rows = rowsOf((await c.app.inject({ method: 'GET', url: csv_url })).body);
      expect(rows).toHaveLength(5);
      expect(new Set(rows.map((r) => r.course_id))).toEqual(new Set([String(mine.id)]));
      await unassignCoordinator(c.db, null, mine.id, coordinator.id);
      expect(rowsOf((await c.app.inject({ method: 'GET', url: csv_url })).body)).toEqual([]);
      await revokeRole(c.db, null, coordinator.id, ROLES.coordinator);
      expect((await c.app.inject({ method: 'GET', url: csv_url })).statusCode).toBe(403);
    });

    it('refuses an altered link, a link without its signature, other roles and bad filters', async () => {
      const { c, admin, entity } = await setUp();
      const client = await sessionOf(c, admin.email);
      const { csv_url } = (await client.get(exportLink({ entity }))).json() as { csv_url: string };
      const altered = csv_url.replace(`entity=${entity}`, 'entity=users');
      expect((await c.app.inject({ method: 'GET', url: altered })).statusCode).toBe(403);
      expect((await c.app.inject({ method: 'GET', url: API.csv.path })).statusCode).toBe(403);
      for (const role of [ROLES.mentor, ROLES.mentee, ROLES.advisor]) {
        const other = await sessionOf(c, (await createUser(c.db, [role])).email);
        expect((await other.get(exportLink())).statusCode, role).toBe(403);
      }
      const bad = await client.get(exportLink({ start_date: '2026-13-01' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain(M.badDate);
    });
  });
});
