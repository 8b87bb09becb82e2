import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { cohorts, courses, users } from '../src/db/schema';
import { coordinates, coursesCoordinatedBy, coursesEnrolledIn, coursesMentoredIn, menteesOf } from '../src/db/scopes';
import { DEMO, createTestContext, type TestContext } from './helpers';

/** The access scopes on the demo programme: each rule's one definition, checked once. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const idOf = async (email: string) => (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const titles = async (ids: { id: number }[]) =>
  ids.length ? (await ctx.db.select({ title: courses.title }).from(courses).where(inArray(courses.id, ids.map((r) => r.id)))).map((r) => r.title).sort() : [];
const emails = async (ids: { id: number }[]) =>
  ids.length ? (await ctx.db.select({ email: users.email }).from(users).where(inArray(users.id, ids.map((r) => r.id)))).map((r) => r.email).sort() : [];

describe('access scopes', () => {
  it('coursesCoordinatedBy: the coordinator’s three courses, and nobody else’s', async () => {
    const all = (await ctx.db.select({ title: courses.title }).from(courses)).map((r) => r.title).sort();
    expect(await titles(await coursesCoordinatedBy(ctx.db, await idOf(DEMO.coordinator)))).toEqual(all);
    for (const email of [DEMO.advisor, DEMO.mentor, DEMO.mentee]) expect(await coursesCoordinatedBy(ctx.db, await idOf(email)), email).toEqual([]);
  });

  it('coursesEnrolledIn and coursesMentoredIn: a mentee’s courses, a mentor’s mentees’ courses', async () => {
    const frontlineMentee = await titles(await coursesEnrolledIn(ctx.db, await idOf('mentee9@example.org')));
    expect(frontlineMentee).toHaveLength(2);
    expect(await coursesEnrolledIn(ctx.db, await idOf(DEMO.mentor))).toEqual([]);
    const mentored = await titles(await coursesMentoredIn(ctx.db, await idOf(DEMO.mentor)));
    expect(mentored.length).toBeGreaterThan(0);
    expect(await coursesMentoredIn(ctx.db, await idOf(DEMO.mentee))).toEqual([]);
  });

  it('menteesOf: mentor 1 or 2 of each mentee, narrowed to one cohort', async () => {
    const mentor = await idOf(DEMO.mentor);
    const all = [...new Set(await emails(await menteesOf(ctx.db, mentor)))];
    expect(all).toEqual([1, 3, 4, 6, 7, 9, 10, 12].map((n) => `mentee${n}@example.org`).sort());
    const [cohort2025] = await ctx.db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.name, 'Cohort 2025'));
    expect([...new Set(await emails(await menteesOf(ctx.db, mentor, cohort2025!.id)))]).toEqual(['mentee1@example.org', 'mentee3@example.org', 'mentee4@example.org']);
    expect(await menteesOf(ctx.db, await idOf(DEMO.mentee))).toEqual([]);
  });

  it('coordinates: true only for the coordinator of that course', async () => {
    const [course] = await ctx.db.select({ id: courses.id }).from(courses).limit(1);
    expect(await coordinates(ctx.db, await idOf(DEMO.coordinator), course!.id)).toBe(true);
    expect(await coordinates(ctx.db, await idOf(DEMO.mentor), course!.id)).toBe(false);
    expect(await coordinates(ctx.db, await idOf(DEMO.coordinator), 2 ** 31 - 1)).toBe(false);
  });
});
