import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { CalFilledFormKind, CalGroup, CalOption } from '@fetp/contract';
import type { Queryable } from '../../db/client';
import { coursesCoordinatedBy, coursesEnrolledIn, coursesMentoredIn, inScope, mentorsOf } from '../../db/scopes';
import { calFormAnswers, calForms, cals, districts, milestones, states, subCals } from '../../db/schema';

/** The CAL forms' queries (forms.ts, lookups.ts): Drizzle only. */

/** A sub-CAL of a mentee with its CAL's names and form keys, or undefined when it is not that mentee's. */
export async function subCalOfMentee(db: Queryable, subCalId: number, menteeId: number) {
  const [row] = await db
    .select({
      id: subCals.id, calId: subCals.calId, courseId: subCals.courseId, menteeId: subCals.menteeId, autoName: subCals.autoName,
      shortTitle: subCals.shortTitle, status: subCals.status, registrationFormId: subCals.registrationFormId, registrationAnswers: subCals.registrationAnswers,
      calShortName: cals.shortName, calFullName: cals.fullName, group: cals.group,
      startFormKey: cals.startFormKey, endFormKey: cals.endFormKey, abstractFormKey: cals.abstractFormKey,
    })
    .from(subCals)
    .innerJoin(cals, eq(cals.id, subCals.calId))
    .where(and(eq(subCals.id, subCalId), eq(subCals.menteeId, menteeId)));
  return row;
}
export type FormSubCal = NonNullable<Awaited<ReturnType<typeof subCalOfMentee>>>;

/** A sub-CAL's owner and course, to check the caller's standing before anything else is read. */
export async function ownerOfSubCal(db: Queryable, subCalId: number) {
  const [row] = await db.select({ menteeId: subCals.menteeId, courseId: subCals.courseId }).from(subCals).where(eq(subCals.id, subCalId));
  return row;
}

/** The first milestone of a sub-CAL that takes a form, by sequence. */
export async function firstMilestoneTaking(db: Queryable, subCalId: number, kind: CalFilledFormKind) {
  const [row] = await db
    .select()
    .from(milestones)
    .where(and(eq(milestones.subCalId, subCalId), eq(milestones.takes, kind)))
    .orderBy(asc(milestones.sequence))
    .limit(1);
  return row;
}

/** A sub-CAL's saved answers of one form, or undefined. */
export async function savedAnswersOf(db: Queryable, subCalId: number, kind: CalFilledFormKind) {
  const [row] = await db.select().from(calFormAnswers).where(and(eq(calFormAnswers.subCalId, subCalId), eq(calFormAnswers.kind, kind)));
  return row;
}

export async function formById(db: Queryable, formId: number) {
  const [row] = await db.select().from(calForms).where(eq(calForms.id, formId));
  return row;
}

/** Saves a sub-CAL's answers of one form: one row per sub-CAL and kind, replaced on each save. */
export async function upsertAnswers(
  tx: Queryable,
  values: { subCalId: number; milestoneId: number; kind: CalFilledFormKind; formId: number; answers: Record<string, string | string[]>; submittedBy: number; submittedAt: Date },
) {
  const [row] = await tx
    .insert(calFormAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [calFormAnswers.subCalId, calFormAnswers.kind],
      set: { milestoneId: values.milestoneId, formId: values.formId, answers: values.answers, submittedBy: values.submittedBy, submittedAt: values.submittedAt },
    })
    .returning();
  return row!;
}

// ---- Options of the lookups and of the fields the server fills ----

const asOptions = (rows: Array<{ key: number | string; value: string }>): CalOption[] => rows.map((r) => ({ key: String(r.key), value: r.value, selected: false }));

export async function stateOptions(db: Queryable): Promise<CalOption[]> {
  return asOptions(await db.select({ key: states.id, value: states.name }).from(states).orderBy(asc(states.name)));
}

/** The districts of a state. */
export async function districtOptions(db: Queryable, stateId: number): Promise<CalOption[]> {
  const rows = await db
    .select({ key: districts.id, value: districts.name })
    .from(districts)
    .where(eq(districts.stateId, stateId))
    .orderBy(asc(districts.name));
  return asOptions(rows);
}

export async function stateExists(db: Queryable, stateId: number): Promise<boolean> {
  const [row] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId));
  return Boolean(row);
}

/** The state a district lies in, or undefined. */
export async function stateOfDistrict(db: Queryable, districtId: number) {
  const [row] = await db
    .select({ key: states.id, value: states.name })
    .from(districts)
    .innerJoin(states, eq(states.id, districts.stateId))
    .where(eq(districts.id, districtId));
  return row;
}

/** Names of a state and a district by id (either may be null), for pre-filling. */
export async function placeNames(db: Queryable, stateId: number | null, districtId: number | null) {
  const [state] = stateId === null ? [] : await db.select({ key: states.id, value: states.name }).from(states).where(eq(states.id, stateId));
  const [district] = districtId === null ? [] : await db.select({ key: districts.id, value: districts.name }).from(districts).where(eq(districts.id, districtId));
  return { state, district };
}

/** An officer's mentors in a course (db/scopes.ts mentorsOf), mentor 1 first. */
export async function mentorOptions(db: Queryable, menteeId: number, courseId: number): Promise<CalOption[]> {
  const mentors = await mentorsOf(db, menteeId, courseId);
  return asOptions(mentors.map((m) => ({ key: m.id, value: m.name })));
}

/** A course's CALs of one group, as `OI – Outbreak Investigation`. */
export async function calOptions(db: Queryable, courseId: number, group: CalGroup): Promise<CalOption[]> {
  const rows = await db
    .select({ key: cals.id, value: sql<string>`${cals.shortName} || ' – ' || ${cals.fullName}` })
    .from(cals)
    .where(and(eq(cals.courseId, courseId), eq(cals.group, group)))
    .orderBy(asc(cals.sortOrder), asc(cals.id));
  return asOptions(rows);
}

/** A mentee's sub-CALs of one group in a course, as `OI-1 – Measles outbreak, Nuh district`. */
export async function subCalOptions(db: Queryable, menteeId: number, courseId: number, group: CalGroup): Promise<CalOption[]> {
  const rows = await db
    .select({ key: subCals.id, value: sql<string>`${subCals.autoName} || ' – ' || ${subCals.shortTitle}` })
    .from(subCals)
    .innerJoin(cals, eq(cals.id, subCals.calId))
    .where(and(eq(subCals.menteeId, menteeId), eq(subCals.courseId, courseId), eq(cals.group, group)))
    .orderBy(asc(subCals.calId), asc(subCals.number));
  return asOptions(rows);
}

/** A CAL of a course the user takes, mentors in or coordinates, or undefined. */
export async function calOfUsersCourses(db: Queryable, calId: number, userId: number) {
  const [row] = await db
    .select({ id: cals.id, shortName: cals.shortName, fullName: cals.fullName, group: cals.group })
    .from(cals)
    .where(and(
      eq(cals.id, calId),
      or(
        inScope(cals.courseId, coursesEnrolledIn(db, userId)),
        inScope(cals.courseId, coursesMentoredIn(db, userId)),
        inScope(cals.courseId, coursesCoordinatedBy(db, userId)),
      ),
    ));
  return row;
}
