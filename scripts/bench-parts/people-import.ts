/**
 * The people-import part (issue 32): a CSV file of BENCH_IMPORT_OFFICERS (default 5,000) new
 * officers, each enrolled in one cohort with two existing mentors, read as it streams (csv.ts)
 * and checked by a dry run, then imported for real in one transaction (accounts, roles,
 * enrolments, mentor assignments, invitations queued, audit rows) by the call's own service
 * (features/people-import/service.ts). Target: dry run and real run together ≤ 30 s.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { ROLES } from '@fetp/contract';
import { rowsOf } from '../../apps/server/src/db/client';
import { cohorts, courses, hubs, userRoles, users } from '../../apps/server/src/db/schema';
import { JobQueue } from '../../apps/server/src/jobs';
import { readCsv } from '../../apps/server/src/features/people-import/csv';
import { importPeople } from '../../apps/server/src/features/people-import/service';
import type { Services } from '../../apps/server/src/services';
import { openPartDatabase } from './database';

export const IMPORT_TARGET_S = 30;

const fmt = (seconds: number) => seconds.toFixed(2);

export async function runPeopleImport(databaseName: string): Promise<boolean> {
  const officers = Number(process.env.BENCH_IMPORT_OFFICERS ?? 5000);
  const { database, close } = await openPartDatabase(databaseName);
  const { db } = database;
  try {
    const [hub] = await db.insert(hubs).values({ name: 'Bench hub', slug: 'bench' }).returning();
    const [course] = await db.insert(courses).values({ hubId: hub!.id, courseKey: 'course-v1:BENCH+IMPORT+2026', title: 'Bench course', type: 'FETP Course' }).returning();
    await db.insert(cohorts).values({ courseId: course!.id, name: 'Bench cohort' });
    const mentors = await db.insert(users).values(Array.from({ length: 50 }, (_, i) => ({
      email: `bench-mentor-${i}@example.test`, passwordHash: 'x', displayName: `Bench Mentor ${i}`,
    }))).returning({ id: users.id });
    await db.insert(userRoles).values(mentors.map((m) => ({ userId: m.id, role: ROLES.mentor })));
    const [admin] = await db.insert(users).values({ email: 'bench-admin@example.test', passwordHash: 'x', displayName: 'Bench Admin' }).returning({ id: users.id });
    if (database.kind === 'postgres') await db.execute(sql`analyze`);

    const lines = ['email,first_name,last_name,phone,role,hub,course,cohort,mentor_1,mentor_2'];
    for (let i = 0; i < officers; i++) {
      lines.push(`bench-officer-${i}@example.test,Officer,Number ${i},08${String(i).padStart(8, '0')},Mentee,Bench hub,course-v1:BENCH+IMPORT+2026,Bench cohort,bench-mentor-${i % 50}@example.test,bench-mentor-${(i + 1) % 50}@example.test`);
    }
    const file = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
    const stream = () => Readable.from((function* () {
      for (let at = 0; at < file.length; at += 64 * 1024) yield file.subarray(at, at + 64 * 1024);
    })());
    const services = { db, jobs: new JobQueue({ db }) } as unknown as Services;

    console.log(`people-import: ${officers} officers (${(file.length / 1024 / 1024).toFixed(2)} MB of CSV) on ${database.kind}`);
    let started = performance.now();
    const dry = await importPeople(services, admin!.id, await readCsv(stream(), 10_001, () => false), true);
    const drySeconds = (performance.now() - started) / 1000;
    if (dry.problems.length) throw new Error(`the bench file has problems: ${JSON.stringify(dry.problems.slice(0, 3))}`);
    started = performance.now();
    const real = await importPeople(services, admin!.id, await readCsv(stream(), 10_001, () => false), false);
    const realSeconds = (performance.now() - started) / 1000;
    const [check] = rowsOf<{ enrolled: number; assigned: number; invitations: number; audit: number }>(await db.execute(sql`select
      (select count(*)::int from enrolments) as enrolled, (select count(*)::int from mentor_assignments) as assigned,
      (select count(*)::int from jobs where kind = 'invitation') as invitations, (select count(*)::int from audit_log) as audit`));
    console.log(`people-import: dry run ${fmt(drySeconds)} s, real run ${fmt(realSeconds)} s, together ${fmt(drySeconds + realSeconds)} s (target ≤ ${IMPORT_TARGET_S} s)`);
    console.log(`people-import: ${real.counts.new_accounts} accounts, ${check!.enrolled} enrolments, ${check!.assigned} mentor assignments, ${check!.invitations} invitations queued, ${check!.audit} audit rows`);
    const ok = drySeconds + realSeconds <= IMPORT_TARGET_S && check!.enrolled === officers && check!.assigned === 2 * officers && check!.invitations === officers;
    if (!ok) console.log('people-import: FAILED');
    return ok;
  } finally {
    await close();
  }
}
