/**
 * The portfolio-zip part (issue 31): a cohort of BENCH_ZIP_OFFICERS (default 50) officers, each with
 * CALs (two Field Projects and a Scientific Communication, four milestones each, a reviewer on the
 * first), names in Latin, Devanagari and Arabic, generated into one ZIP through the very function the
 * job runs (portfolio/service.ts `writeCohortZip`), into a disk file store in a temporary folder. On
 * the embedded PGlite in memory, or a database created on DATABASE_URL's server. Target ≤ 30 s.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ROLES } from '@fetp/contract';
import type { Queryable } from '../../apps/server/src/db/client';
import {
  calForms, calStatusChanges, cals, cohorts, courseCoordinators, courses, enrolments, hubs, mentorAssignments, milestones, reportFiles, subCals, userRoles, users,
} from '../../apps/server/src/db/schema';
import { writeCohortZip } from '../../apps/server/src/features/portfolio/service';
import { diskFileStore } from '../../apps/server/src/files/store';
import { openPartDatabase } from './database';

const NAMES = ['Arjun Rao', 'प्रियंका क्षीरसागर', 'فاطمة الزهراء', 'Nikhil Pandey', 'राहुल देशमुख', 'محمد العلي'];
const TARGET_SECONDS = 30;

/** A course, a cohort of `officers` officers with CALs, and its coordinator; answers the coordinator's and cohort's ids. */
async function buildCohort(db: Queryable, officers: number): Promise<{ coordinatorId: number; cohortId: number }> {
  const tag = `bench-zip-${Date.now()}`;
  const [hub] = await db.insert(hubs).values({ name: 'Bench hub', slug: tag }).returning();
  const [course] = await db.insert(courses).values({ hubId: hub!.id, courseKey: `course-v1:BENCH+ZIP+${Date.now()}`, title: 'Bench FETP course', type: 'FETP Course' }).returning();
  const [cohort] = await db.insert(cohorts).values({ courseId: course!.id, name: 'Bench cohort 2026', startDate: '2026-01-05', endDate: '2027-12-20' }).returning();
  const [coordinator, mentor] = await db.insert(users).values([
    { email: `${tag}-coordinator@example.test`, passwordHash: 'x', displayName: 'Bench Coordinator' },
    { email: `${tag}-mentor@example.test`, passwordHash: 'x', displayName: 'Bench Mentor' },
  ]).returning();
  await db.insert(userRoles).values([{ userId: coordinator!.id, role: ROLES.coordinator }, { userId: mentor!.id, role: ROLES.mentor }]);
  await db.insert(courseCoordinators).values({ courseId: course!.id, userId: coordinator!.id });

  const people = await db.insert(users).values(Array.from({ length: officers }, (_, i) => ({
    email: `${tag}-officer-${i}@example.test`, passwordHash: 'x', displayName: `${NAMES[i % NAMES.length]} ${i + 1}`, phoneNumber: '9876543210', gender: i % 2 ? 'Female' : 'Male',
  }))).returning({ id: users.id });
  await db.insert(userRoles).values(people.map((p) => ({ userId: p.id, role: ROLES.mentee })));
  await db.insert(enrolments).values(people.map((p) => ({ userId: p.id, cohortId: cohort!.id })));
  await db.insert(mentorAssignments).values(people.map((p) => ({ menteeId: p.id, mentorId: mentor!.id, cohortId: cohort!.id, mentorNumber: 1, isSupervisor: true })));

  const calDefs = [
    { group: 'project', shortName: 'OI', fullName: 'Outbreak Investigation' },
    { group: 'project', shortName: 'SA', fullName: 'Surveillance System Analysis' },
    { group: 'scientific_communication', shortName: 'AB', fullName: 'Conference Abstract' },
  ] as const;
  const made: { cal: typeof cals.$inferSelect; formId: number }[] = [];
  for (const [i, def] of calDefs.entries()) {
    const [form] = await db.insert(calForms).values({
      key: `${tag}-reg-${i}`, version: 1, kind: 'registration',
      definition: { cal_id: 1, cal_name: def.fullName, short_name: def.shortName, milestone_id: null, auto_name: def.shortName, course_id: course!.id, name: 'Registration', fields: {} },
    }).returning();
    const [cal] = await db.insert(cals).values({ courseId: course!.id, group: def.group, shortName: def.shortName, fullName: def.fullName, sortOrder: i, registrationFormKey: form!.key }).returning();
    made.push({ cal: cal!, formId: form!.id });
  }
  let number = 0;
  const subRows = people.flatMap((p) => made.map(({ cal, formId }) => {
    number += 1;
    return {
      calId: cal.id, courseId: course!.id, menteeId: p.id, number, autoName: `${cal.shortName}-${number}`,
      shortTitle: cal.group === 'project' ? 'Cholera outbreak investigation, Pune district — कोविड-19 निगरानी' : 'Measles vaccination coverage abstract',
      status: 'pending', registrationFormId: formId, registrationAnswers: {}, registeredAt: new Date('2026-02-01T09:00:00Z'),
    };
  }));
  const subs = await db.insert(subCals).values(subRows).returning({ id: subCals.id });
  const statuses = ['completed', 'submitted', 'pending', 'not_started'];
  const ms = await db.insert(milestones).values(subs.flatMap((s) => statuses.map((status, i) => ({
    subCalId: s.id, sequence: i + 1, title: `Milestone ${i + 1}: ${['Protocol', 'Data collection', 'Analysis', 'Final report'][i]}`, takes: 'file',
    dueDate: `2026-0${i + 3}-15`, status, submittedAt: status === 'completed' || status === 'submitted' ? new Date('2026-03-01T10:00:00Z') : null,
  })))).returning({ id: milestones.id, sequence: milestones.sequence });
  await db.insert(calStatusChanges).values(ms.filter((m) => m.sequence === 1).map((m) => ({
    subject: 'milestone', subjectId: m.id, changedBy: mentor!.id, fromStatus: 'submitted', toStatus: 'completed',
  })));
  return { coordinatorId: coordinator!.id, cohortId: cohort!.id };
}

/** Builds the cohort, generates its ZIP as the job does, prints the time it took and its size; answers whether it met the target. */
export async function runPortfolioZip(databaseName: string): Promise<boolean> {
  const officers = Number(process.env.BENCH_ZIP_OFFICERS ?? 50);
  const { database, close } = await openPartDatabase(databaseName);
  const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-portfolio-zip-'));
  try {
    const { db } = database;
    const { coordinatorId, cohortId } = await buildCohort(db, officers);
    const [file] = await db.insert(reportFiles).values({
      userId: coordinatorId, kind: 'portfolios', format: 'zip', name: 'bench.zip', status: 'queued', cohortId,
    }).returning();
    const started = performance.now();
    const written = await writeCohortZip({ db, files: diskFileStore(filesDir) }, file!.id);
    const seconds = (performance.now() - started) / 1000;
    const [done] = await db.select().from(reportFiles).where(eq(reportFiles.id, file!.id));
    if (done?.status !== 'done' || written.officers !== officers) throw new Error(`the ZIP was not written (${done?.status}, ${written.officers} officers)`);
    const ok = seconds <= TARGET_SECONDS;
    console.log(`portfolio ZIP on ${database.kind}: ${officers} officers' portfolios in ${seconds.toFixed(1)} s, ${((done.size ?? 0) / 1024 / 1024).toFixed(1)} MB (target ≤ ${TARGET_SECONDS} s)${ok ? '' : ' MISSED'}`);
    return ok;
  } finally {
    await close();
    await fs.rm(filesDir, { recursive: true, force: true });
  }
}
