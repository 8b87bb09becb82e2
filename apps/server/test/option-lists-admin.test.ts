import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { OPTION_LISTS_ADMIN_API as API, OPTION_LISTS_ADMIN_MESSAGES as M, PROFILE_API, ROLES, type RoleName } from '@fetp/contract';
import { auditLog, optionItems } from '../src/db/schema';
import { createUser } from './factories';
import { DEMO_ACCOUNTS, createTestContext, sessionOf, type Client, type TestContext, fillPath } from './helpers';

/** Option lists in Content Management (issue 32): administrators only, add, rename, reorder, retire and restore; retired items not offered. */

let ctx: TestContext;
let admin: Client & { userId: number };

/** Sends JSON with any method, as the web does (CSRF and bearer token). */
const itemsOf = (list: string) => ctx.db.select().from(optionItems).where(eq(optionItems.list, list));
const offered = async (path: string) => (await ctx.app.inject({ method: 'GET', url: path })).json().data.map((o: { value: string }) => o.value) as string[];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await sessionOf(ctx, DEMO_ACCOUNTS.administrator);
}, 120_000);
afterAll(() => ctx.close());

describe('option lists: an administrator', () => {
  it('lists the lists with their counts, and a list’s items in order', async () => {
    const lists = await admin.get(API.lists.path);
    expect(lists.statusCode, lists.body).toBe(200);
    const degree = lists.json().results.find((l: { list: string }) => l.list === 'degree');
    expect(degree).toMatchObject({ items: (await itemsOf('degree')).length, retired: 0 });
    expect(lists.json().results.map((l: { list: string }) => l.list)).toContain('diseasesJobisAddressingOptions');
    const items = await admin.get(fillPath(API.items.path, { list: 'degree' }));
    expect(items.statusCode).toBe(200);
    expect(items.json().results[0]).toMatchObject({ key: 'mbbs', label: 'MBBS', position: 0, retired: false });
    expect((await admin.get(fillPath(API.items.path, { list: 'no_such_list' }))).statusCode).toBe(404);
    expect((await admin.get(fillPath(API.items.path, { list: 'bad list!' }))).statusCode).toBe(400);
  });

  it('adds an item in the list’s key style that the forms then offer, audited', async () => {
    const added = await admin.json('POST', fillPath(API.createItem.path, { list: 'degree' }), { label: '  MBBS (foreign)  ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ message: M.created, data: { key: 'mbbs_foreign', label: 'MBBS (foreign)', retired: false } });
    expect((await offered('/api/degree/')).at(-1)).toBe('MBBS (foreign)');
    // A profile list keys its items by their labels; a new disease does too and the profile form offers it.
    const mentor = await sessionOf(ctx, DEMO_ACCOUNTS.mentors[0]!);
    const diseases = async () => ((await mentor.get(PROFILE_API.myProfile.path)).json().options.diseasesJobisAddressingOptions as Array<{ label: string }>).map((o) => o.label);
    // Read once, so the app keeps the lists; the change below still shows at once.
    expect(await diseases()).not.toContain('Antimicrobial resistance');
    const disease = await admin.json('POST', fillPath(API.createItem.path, { list: 'diseasesJobisAddressingOptions' }), { label: 'Antimicrobial resistance' });
    expect(disease.json().data).toMatchObject({ key: 'Antimicrobial resistance', label: 'Antimicrobial resistance' });
    expect(await diseases()).toContain('Antimicrobial resistance');
    // A change written by another process or tool (not through this app) shows at once too: the database's counter moved.
    await ctx.db.execute(sql`update option_items set label = 'Antimicrobial resistance (AMR)' where list = 'diseasesJobisAddressingOptions' and key = 'Antimicrobial resistance'`);
    expect(await diseases()).toContain('Antimicrobial resistance (AMR)');
    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'option.create'), eq(auditLog.entityId, String(added.json().data.id))));
    expect(entry).toMatchObject({ actorId: admin.userId, after: expect.objectContaining({ list: 'degree', label: 'MBBS (foreign)' }) });
  });

  it('renames an item (the key stays), refuses a label the list has, and reorders the list', async () => {
    const [bds] = (await itemsOf('community')).filter((i) => i.key === 'obc');
    const renamed = await admin.json('PATCH', fillPath(API.updateItem.path, { item: bds!.id }), { label: 'Other Backward Classes' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ key: 'obc', label: 'Other Backward Classes' });
    const taken = await admin.json('PATCH', fillPath(API.updateItem.path, { item: bds!.id }), { label: 'general' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.label).toEqual([M.labelTaken]);
    expect((await admin.json('POST', fillPath(API.createItem.path, { list: 'community' }), { label: 'SC' })).statusCode).toBe(409);

    const ids = (await admin.get(fillPath(API.items.path, { list: 'community' }))).json().results.map((i: { id: number }) => i.id) as number[];
    const reversed = [...ids].reverse();
    const reordered = await admin.json('POST', fillPath(API.reorder.path, { list: 'community' }), { ids: reversed });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().results.map((i: { id: number }) => i.id)).toEqual(reversed);
    expect((await offered('/api/community/'))[0]).toBe('EWS');
    const audited = (action: string, entityId: number | string) =>
      ctx.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
    expect(await audited('option.rename', bds!.id)).toEqual([expect.objectContaining({ actorId: admin.userId, after: expect.objectContaining({ label: 'Other Backward Classes' }) })]);
    expect(await audited('option.reorder', 'community')).toEqual([expect.objectContaining({ actorId: admin.userId, after: reversed })]);
    // Every item once, and only the list's own: a missing, repeated or foreign id changes nothing.
    const foreign = (await itemsOf('gender'))[0]!.id;
    for (const bad of [reversed.slice(1), [...reversed.slice(1), reversed[1]], [...reversed.slice(1), foreign], []]) {
      const res = await admin.json('POST', fillPath(API.reorder.path, { list: 'community' }), { ids: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await offered('/api/community/'))[0]).toBe('EWS');
  });

  it('retires an item: no longer offered or accepted, still listed with its label for answers; restoring offers it again', async () => {
    const [bams] = (await itemsOf('degree')).filter((i) => i.key === 'bams');
    const retired = await admin.json('PATCH', fillPath(API.updateItem.path, { item: bams!.id }), { retired: true });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json()).toMatchObject({ message: M.retired, data: { retired: true, label: 'BAMS' } });
    expect(await offered('/api/degree/')).not.toContain('BAMS');
    const [row] = await ctx.db.select().from(optionItems).where(eq(optionItems.id, bams!.id));
    expect(row).toMatchObject({ key: 'bams', label: 'BAMS' });
    expect(row!.retiredAt).not.toBeNull();
    const listed = (await admin.get(fillPath(API.items.path, { list: 'degree' }))).json().results.find((i: { id: number }) => i.id === bams!.id);
    expect(listed).toMatchObject({ label: 'BAMS', retired: true });
    expect((await admin.get(API.lists.path)).json().results.find((l: { list: string }) => l.list === 'degree').retired).toBe(1);

    const restored = await admin.json('PATCH', fillPath(API.updateItem.path, { item: bams!.id }), { retired: false });
    expect(restored.json()).toMatchObject({ message: M.restored, data: { retired: false } });
    expect(await offered('/api/degree/')).toContain('BAMS');
    const actions = (await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, String(bams!.id)))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['option.retire', 'option.restore']));
  });

  it('bad input is a 4xx with the field’s message and changes nothing', async () => {
    const before = (await itemsOf('prefix')).length;
    for (const [body, message] of [[{ label: '   ' }, M.labelRequired], [{ label: 'x'.repeat(201) }, M.labelTooLong], [{}, M.labelRequired]] as const) {
      const res = await admin.json('POST', fillPath(API.createItem.path, { list: 'prefix' }), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.label).toEqual([message]);
    }
    expect((await admin.json('PATCH', fillPath(API.updateItem.path, { item: 'abc' }), { label: 'x' })).statusCode).toBe(400);
    expect((await admin.json('PATCH', fillPath(API.updateItem.path, { item: 99_999_999 }), { label: 'x' })).statusCode).toBe(404);
    expect((await admin.json('PATCH', fillPath(API.updateItem.path, { item: (await itemsOf('prefix'))[0]!.id }), { retired: 'yes' })).statusCode).toBe(400);
    expect((await admin.json('POST', fillPath(API.createItem.path, { list: 'no_such_list' }), { label: 'New' })).statusCode).toBe(404);
    expect((await itemsOf('prefix')).length).toBe(before);
  });
});

describe('option lists: everyone but an administrator', () => {
  it('is refused every call (403), and without a session 401; nothing changes', async () => {
    const item = (await itemsOf('gender'))[0]!;
    const roles: RoleName[] = [ROLES.coordinator, ROLES.advisor, ROLES.mentor, ROLES.mentee];
    for (const role of roles) {
      const user = await createUser(ctx.db, [role]);
      const caller = await sessionOf(ctx, user.email);
      expect((await caller.get(API.lists.path)).statusCode, role).toBe(403);
      expect((await caller.get(fillPath(API.items.path, { list: 'gender' }))).statusCode, role).toBe(403);
      expect((await caller.json('POST', fillPath(API.createItem.path, { list: 'gender' }), { label: `By ${role}` })).statusCode, role).toBe(403);
      expect((await caller.json('PATCH', fillPath(API.updateItem.path, { item: item.id }), { retired: true })).statusCode, role).toBe(403);
      expect((await caller.json('POST', fillPath(API.reorder.path, { list: 'gender' }), { ids: [item.id] })).statusCode, role).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: API.lists.path })).statusCode).toBe(401);
    const [after] = await ctx.db.select().from(optionItems).where(eq(optionItems.id, item.id));
    expect(after).toMatchObject({ label: item.label, retiredAt: null });
    expect((await itemsOf('gender')).length).toBe(4);
  });
});
