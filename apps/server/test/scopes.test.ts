import { describe, expect, it } from 'vitest';
import { coordinates, coursesCoordinatedBy, coursesEnrolledIn, coursesMentoredIn, menteesOf } from '../src/db/scopes';
import { createCohort, createCoordinator, createCourse, createMentee, createMentor, createUser } from './factories';
import { useTestContext } from './helpers';

/** The access scopes, each rule's one definition, on data each test builds for itself. */
const ctx = useTestContext();
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe('access scopes', () => {
  it('coursesCoordinatedBy and coordinates: the coordinator’s own courses, nobody else’s', async () => {
    const { db } = ctx();
    const [mine, alsoMine, notMine] = [await createCourse(db), await createCourse(db), await createCourse(db)];
    const coordinator = await createCoordinator(db, [mine.id, alsoMine.id]);
    const other = await createCoordinator(db, [notMine.id]);
    expect(ids(await coursesCoordinatedBy(db, coordinator.id))).toEqual(ids([mine, alsoMine]));
    expect(ids(await coursesCoordinatedBy(db, other.id))).toEqual([notMine.id]);
    expect(await coursesCoordinatedBy(db, (await createUser(db)).id)).toEqual([]);
    expect(await coordinates(db, coordinator.id, mine.id)).toBe(true);
    expect(await coordinates(db, coordinator.id, notMine.id)).toBe(false);
    expect(await coordinates(db, coordinator.id, 2 ** 31 - 1)).toBe(false);
  });

  it('menteesOf: a mentor’s mentees as mentor 1 or 2, narrowed to one cohort; coursesMentoredIn and coursesEnrolledIn', async () => {
    const { db } = ctx();
    const [first, second] = [await createCohort(db), await createCohort(db)];
    const [mentor, otherMentor] = [await createMentor(db), await createMentor(db)];
    const asMentor1 = await createMentee(db, first.id, { mentor1: mentor.id, mentor2: otherMentor.id });
    const asMentor2 = await createMentee(db, second.id, { mentor1: otherMentor.id, mentor2: mentor.id });
    const notTheirs = await createMentee(db, first.id, { mentor1: otherMentor.id });

    expect(ids(await menteesOf(db, mentor.id))).toEqual(ids([asMentor1, asMentor2]));
    expect(ids(await menteesOf(db, mentor.id, { cohortId: first.id }))).toEqual([asMentor1.id]);
    expect(ids(await menteesOf(db, otherMentor.id, { cohortId: first.id }))).toEqual(ids([asMentor1, notTheirs]));
    expect(await menteesOf(db, asMentor1.id)).toEqual([]);

    expect(ids(await coursesMentoredIn(db, mentor.id))).toEqual(ids([{ id: first.courseId }, { id: second.courseId }]));
    expect(ids(await coursesEnrolledIn(db, asMentor2.id))).toEqual([second.courseId]);
    expect(await coursesEnrolledIn(db, mentor.id)).toEqual([]);
  });
});
