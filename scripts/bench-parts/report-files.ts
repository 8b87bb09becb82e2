/**
 * The report-files part (issue 31): the Cohort Data report of BENCH_REPORT_OFFICERS (default
 * 10,000) officers written as CSV and as XLSX by the code the `generate-report` job runs
 * (features/reports/service.ts `writeReportFile`: the paged read through files/tabular.ts into the
 * file store), each timed (target ≤ 2 s) while the process's memory is sampled every 20 ms: the peak
 * growth of resident memory (rss) and of the JavaScript heap over the level just before, after a
 * forced collection (target ≤ 50 MB). Each format is written once unmeasured first, as a running
 * server would have, so the figures are a generation's own, not the first one's loading.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ReportFormat } from '@fetp/contract';
import { rowsOf, type Database } from '../../apps/server/src/db/client';
import { cohorts, courseCoordinators, courses, hubs, reportFiles } from '../../apps/server/src/db/schema';
import { recordFile, writeReportFile } from '../../apps/server/src/features/reports/service';
import { openFileStore } from '../../apps/server/src/files/open';
import { openPartDatabase } from './database';

export const FILE_TARGET_S = 2;
export const MEMORY_TARGET_MB = 50;
const COHORTS = 10;

const mb = (bytes: number) => bytes / 1024 / 1024;
const collect = () => (globalThis as { gc?: () => void }).gc?.();

/** Peak growth of rss and heapUsed over their level at the start, sampled every 20 ms while `work` runs. */
async function sampled<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; rssMb: number; heapMb: number }> {
  collect();
  collect();
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, 20);
  const started = performance.now();
  try {
    const result = await work();
    sample();
    return { result, seconds: (performance.now() - started) / 1000, rssMb: mb(rss - base.rss), heapMb: mb(heap - base.heapUsed) };
  } finally {
    clearInterval(timer);
  }
}

/** A coordinator of one course of COHORTS cohorts and `officers` officers with a profile's worth of Cohort Data's columns; answers the coordinator's id. */
export async function seedOfficers(database: Database, officers: number): Promise<number> {
  const { db } = database;
  const [hub] = await db.insert(hubs).values({ name: 'Bench hub', slug: 'bench', country: 'India' }).returning();
  const [course] = await db.insert(courses).values({ hubId: hub!.id, courseKey: 'bench', title: 'Bench FETP', type: 'FETP Course' }).returning();
  const cohortRows = await db.insert(cohorts).values(Array.from({ length: COHORTS }, (_, i) => ({
    courseId: course!.id, name: `Cohort ${2016 + i}`, startDate: `${2016 + i}-01-15`,
  }))).returning({ id: cohorts.id });
  const [coordinator] = rowsOf<{ id: number }>(await db.execute(sql`insert into users (email, password_hash, display_name)
    values ('bench-coordinator@example.test', 'x', 'Bench Coordinator') returning id`));
  await db.insert(courseCoordinators).values({ courseId: course!.id, userId: coordinator!.id });
  await db.execute(sql`insert into users (email, password_hash, display_name, first_name, last_name, dob, gender)
    select 'bench-officer-' || n || '@example.test', 'x', 'Officer ' || n, 'Officer', 'Name ' || n,
      date '1980-01-01' + (n % 7000), (array['male', 'female'])[1 + n % 2]
    from generate_series(1, ${officers}) n`);
  const cohortIds = sql.raw(`array[${cohortRows.map((c) => c.id).join(',')}]`);
  await db.execute(sql`insert into enrolments (user_id, cohort_id, graduated)
    select id, (${cohortIds})[1 + id % ${COHORTS}], id % 4 = 0 from users where email like 'bench-officer-%'`);
  await db.execute(sql`insert into user_education (user_id, professional_background, highest_qualification)
    select id, 'Medical doctor', 'MPH' from users where email like 'bench-officer-%'`);
  await db.execute(sql`insert into user_jobs (user_id, job_title, facility_name, start_date_current_job)
    select id, 'District Surveillance Officer', 'District Hospital ' || id, date '2015-01-01' + (id % 3000) from users where email like 'bench-officer-%'`);
  await db.execute(sql`insert into profiles (user_id, template_name, diseases_job_is_addressing, institutional_affiliation_of_job)
    select id, 'who-mentee-profile', 'Malaria, Dengue', 'Ministry of Health' from users where email like 'bench-officer-%'`);
  if (database.kind === 'postgres') await db.execute(sql`analyze`);
  return coordinator!.id;
}

export async function runReportFiles(databaseName: string): Promise<boolean> {
  const officers = Number(process.env.BENCH_REPORT_OFFICERS ?? 10_000);
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetp-bench-files-'));
  const { database, close } = await openPartDatabase(databaseName);
  const { db } = database;
  try {
    const started = performance.now();
    const coordinator = await seedOfficers(database, officers);
    console.log(`report-files on ${database.kind}: ${officers} officers in ${COHORTS} cohorts seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const files = await openFileStore({ filesDir, s3: null });
    const generate = async (format: ReportFormat) => {
      const fileId = await recordFile(db, 'cohort_data', { userId: coordinator }, format);
      await writeReportFile({ db, files }, fileId);
      const [file] = await db.select().from(reportFiles).where(eq(reportFiles.id, fileId));
      if (file?.status !== 'done') throw new Error(`report-files: the ${format} file ended ${file?.status}`);
      return file.size ?? 0;
    };
    if (!(globalThis as { gc?: unknown }).gc) console.log('report-files: no forced collection before each measure (run node with --expose-gc, as npm run bench does)');
    let ok = true;
    for (const format of ['csv', 'xlsx'] as const) {
      await generate(format);
      const { result: bytes, seconds, rssMb, heapMb } = await sampled(() => generate(format));
      const fast = seconds <= FILE_TARGET_S;
      const small = rssMb <= MEMORY_TARGET_MB && heapMb <= MEMORY_TARGET_MB;
      console.log(
        `report-files on ${database.kind}: Cohort Data of ${officers} officers as ${format.toUpperCase()} (${mb(bytes).toFixed(1)} MB) in ${seconds.toFixed(2)} s ` +
          `(target ≤ ${FILE_TARGET_S} s)${fast ? '' : ' MISSED'}; peak memory growth rss ${rssMb.toFixed(1)} MB, heap ${heapMb.toFixed(1)} MB (target ≤ ${MEMORY_TARGET_MB} MB)${small ? '' : ' MISSED'}`,
      );
      ok = ok && fast && small;
    }
    return ok;
  } finally {
    await close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}
