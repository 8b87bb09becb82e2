import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { courseModules, courseUnits, unitCompletions } from '../db/schema';
import { UNIT_CONTENT } from './demo-unit-content';
import { workingDaysAgo } from './demo-time';

/**
 * The demo programme's modules and units (001 §3.5): what an FETP, a frontline course and a short
 * course teach, as scheduled sessions (a date, a time, a length, a facilitator) and readings. Every
 * unit has a short page the portal serves (demo-unit-content.ts), some with a reading at a real address.
 */

/** [title, facilitator, minutes] — a session; [title, '', 0] — a reading (no date, no time). */
type UnitSeed = readonly [string, string, number];
type ModuleSeed = readonly [string, readonly UnitSeed[]];


export const FETP_MODULES: readonly ModuleSeed[] = [
  ['Introduction to field epidemiology', [
    ['What field epidemiologists do', 'Dr. Asha Verma', 90],
    ['The FETP competency framework', 'Dr. Asha Verma', 60],
    ['Reading: Field Epidemiology Manual, chapter 1', '', 0],
  ]],
  ['Descriptive epidemiology', [
    ['Time, place and person', 'Dr. Priya Nair', 120],
    ['Rates, ratios and proportions', 'Dr. Priya Nair', 90],
    ['Exercise: describing a dengue season', 'Dr. Vikram Singh', 120],
  ]],
  ['Outbreak investigation steps', [
    ['The ten steps of an outbreak investigation', 'Dr. Vikram Singh', 120],
    ['Case definitions and line lists', 'Dr. Vikram Singh', 90],
    ['Drawing and reading an epidemic curve', 'Dr. Fatima Khan', 90],
    ['Case study: cholera in a riverside village', 'Dr. Fatima Khan', 180],
  ]],
  ['Surveillance', [
    ['Public health surveillance systems and IDSP', 'Dr. Asha Verma', 90],
    ['Evaluating a surveillance system (CDC guidelines)', 'Dr. Priya Nair', 120],
    ['Event-based surveillance and media scanning', 'Dr. Fatima Khan', 60],
  ]],
  ['Biostatistics with Epi Info', [
    ['Entering and cleaning data in Epi Info', 'Dr. Vikram Singh', 150],
    ['Measures of association and 2×2 tables', 'Dr. Priya Nair', 120],
    ['Confidence intervals and p-values', 'Dr. Priya Nair', 90],
    ['Reading: Epi Info user guide, analysis module', '', 0],
  ]],
  ['Analytic epidemiology', [
    ['Case-control studies', 'Dr. Fatima Khan', 120],
    ['Cohort studies', 'Dr. Fatima Khan', 120],
    ['Bias and confounding', 'Dr. Asha Verma', 90],
  ]],
  ['Laboratory in outbreak response', [
    ['Collecting, packing and shipping specimens', 'Dr. Vikram Singh', 90],
    ['Interpreting laboratory results', 'Dr. Vikram Singh', 60],
  ]],
  ['Scientific writing', [
    ['Writing an abstract', 'Dr. Priya Nair', 120],
    ['Preparing an oral presentation', 'Dr. Asha Verma', 90],
    ['From report to manuscript', 'Dr. Priya Nair', 120],
    ['Reading: ICMJE recommendations', '', 0],
  ]],
];

export const FRONTLINE_MODULES: readonly ModuleSeed[] = [
  ['Role of the frontline surveillance officer', [['Surveillance at the district level', 'Dr. Asha Verma', 90], ['Reading: IDSP operational guidelines', '', 0]]],
  ['Case detection and reporting', [['Standard case definitions', 'Dr. Fatima Khan', 60], ['Weekly S, P and L forms', 'Dr. Fatima Khan', 60]]],
  ['Data analysis for action', [['Tables, graphs and maps of weekly data', 'Dr. Vikram Singh', 90], ['Thresholds and alerts', 'Dr. Vikram Singh', 60]]],
  ['Outbreak detection and response', [['Verifying a signal', 'Dr. Priya Nair', 60], ['Rapid response team', 'Dr. Priya Nair', 90]]],
  ['Communication', [['Writing a situation report', 'Dr. Asha Verma', 60], ['Risk communication in the community', 'Dr. Asha Verma', 60]]],
  ['Field project', [['Planning your field project', 'Dr. Fatima Khan', 90], ['Presenting your results', 'Dr. Fatima Khan', 60]]],
];

export const SHORT_COURSE_MODULES: readonly ModuleSeed[] = [
  ['Preparing for field work', [['Reading: Before you go to the field', '', 0], ['Checklist for the field', '', 0]]],
  ['Confirming the outbreak', [['Verifying the diagnosis', '', 0], ['Establishing the existence of an outbreak', '', 0]]],
  ['Describing the outbreak', [['Case definition and case finding', '', 0], ['Descriptive epidemiology', '', 0]]],
  ['Hypotheses and testing', [['Developing hypotheses', '', 0], ['Analytic studies', '', 0]]],
  ['Control and communication', [['Control and prevention measures', '', 0], ['Communicating findings', '', 0]]],
  ['Assessment', [['Final quiz', '', 0]]],
];

/** The first Monday on or after a day (YYYY-MM-DD). */
function nextMonday(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Sessions run on weekdays at 10:00 UTC, two days apart, from `start`. */
function sessionTime(start: string, index: number): Date {
  const day = new Date(`${start}T10:00:00Z`);
  day.setUTCDate(day.getUTCDate() + index * 2);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** Inserts a course's modules and units; answers the unit ids in order, module by module. */
export async function seedCourseModules(tx: Queryable, courseId: number, modules: readonly ModuleSeed[], start: string): Promise<number[][]> {
  const created = await tx.insert(courseModules).values(modules.map(([name], position) => ({ courseId, name, position: position + 1 }))).returning({ id: courseModules.id });
  let session = 0;
  const units = modules.flatMap(([, seeds], m) => seeds.map(([title, facilitator, minutes], position) => ({
    moduleId: created[m]!.id,
    position: position + 1,
    title,
    // The portal serves the unit's page; `url` (an outside address) is left empty.
    url: '',
    content: UNIT_CONTENT[title]?.text ?? null,
    linkUrl: UNIT_CONTENT[title]?.link ?? null,
    facilitator,
    startsAt: minutes ? sessionTime(start, session++) : null,
    durationMinutes: minutes || null,
  })));
  const ids = await tx.insert(courseUnits).values(units).returning({ id: courseUnits.id, moduleId: courseUnits.moduleId });
  return created.map((module) => ids.filter((u) => u.moduleId === module.id).map((u) => u.id));
}

/**
 * Marks the first `count` units done for an officer, by themself or by `by`: unit k opened
 * `from - k * step` days ago at a working hour, and done a day later.
 */
export async function seedUnitsDone(tx: Queryable, userId: number, unitIds: number[], count: number, by?: number, from = 60, step = 1) {
  const done = unitIds.slice(0, count);
  if (!done.length) return;
  await tx.insert(unitCompletions).values(done.map((unitId, k) => ({
    unitId, userId, openedAt: workingDaysAgo(from - k * step), doneAt: workingDaysAgo(from - k * step - 1), doneBy: by ?? userId,
  })));
}

/**
 * Every course's modules, and the demo officers at different stages: in the FETP course mentee 1
 * has done the first three modules and part of the fourth, mentee 2 two modules, mentee 3 one
 * (a classroom session marked by the coordinator), mentee 4 none; the frontline officers and the
 * short course have some done too.
 */
export async function seedModulesDemo(tx: Queryable, opts: {
  fetp: number; frontline: number; short: number; coordinator: number; fetpMentees: number[]; frontlineMentees: number[];
  /** The frontline cohort's first day (YYYY-MM-DD): its sessions start the Monday after. */
  frontlineStart: string;
}) {
  const fetpUnits = await seedCourseModules(tx, opts.fetp, FETP_MODULES, '2025-01-13');
  const frontlineUnits = await seedCourseModules(tx, opts.frontline, FRONTLINE_MODULES, nextMonday(opts.frontlineStart));
  const shortUnits = await seedCourseModules(tx, opts.short, SHORT_COURSE_MODULES, '2025-03-03');
  const fetpFlat = fetpUnits.flat();
  const upTo = (modules: number, extra = 0) => fetpUnits.slice(0, modules).flat().length + extra;
  const [m1, m2, m3] = opts.fetpMentees;
  if (m1) await seedUnitsDone(tx, m1, fetpFlat, upTo(3, 2));
  if (m2) await seedUnitsDone(tx, m2, fetpFlat, upTo(2));
  if (m3) await seedUnitsDone(tx, m3, fetpFlat, upTo(1), opts.coordinator);
    // Frontline officers do their units as the sessions run, two days apart from the course's first week.
  const frontlineDay = Math.round((Date.now() - Date.parse(`${nextMonday(opts.frontlineStart)}T00:00:00Z`)) / 86_400_000);
  for (const [k, officer] of opts.frontlineMentees.entries()) await seedUnitsDone(tx, officer, frontlineUnits.flat(), 2 + 3 * k, undefined, frontlineDay, 2);
  for (const [k, officer] of opts.fetpMentees.entries()) await seedUnitsDone(tx, officer, shortUnits.flat(), 2 * k);
  return { fetpUnits: fetpFlat };
}

/** The benchmark's officers (`--officers`): each has done the first unit of every FETP module. */
export async function seedOfficerUnits(tx: Queryable, courseId: number, cohortId: number) {
  await tx.execute(sql`
    insert into unit_completions (unit_id, user_id, opened_at, done_at, done_by)
    select u.id, e.user_id, now() - interval '30 days', now() - interval '29 days', e.user_id
    from enrolments e
    join course_units u on u.module_id in (select id from course_modules where course_id = ${courseId})
    where e.cohort_id = ${cohortId}
      and u.position = 1
      and not exists (select 1 from unit_completions c where c.unit_id = u.id and c.user_id = e.user_id)`);
}
