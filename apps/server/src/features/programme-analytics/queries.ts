import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_MONTHS, type ProgrammeAnalyticsAnswer } from '@fetp/contract';
import { rowsOf, type Queryable } from '../../db/client';
import { isOfficerOf, officerCountOf, officersByCohortOf } from '../../db/scopes';

/**
 * Programme Analytics' queries: each chart is one aggregate statement over the cohort's officers
 * (no per-officer reads). Months are calendar months in UTC, the current one last.
 */

/** The registration form's field that names the disease of an investigation (the CAL registration forms' disease dropdown). */
const DISEASE_FIELD = sql.raw(`'abstract_disease'::text`);
const TOP_DISEASES = 10;

/** The first day of the oldest month the time charts show. */
const since = sql`(date_trunc('month', now() at time zone 'utc') - make_interval(months => ${sql.raw(String(ANALYTICS_MONTHS - 1))}))`;

/** YYYY-MM of each month shown, oldest first. */
export function monthsShown(today = new Date()): string[] {
  return Array.from({ length: ANALYTICS_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (ANALYTICS_MONTHS - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}


/** The course's field-project CALs (the series of the investigations chart), in their order. */
export async function projectCals(db: Queryable, courseId: number) {
  return rowsOf<{ key: string; label: string }>(await db.execute(sql`
    select short_name as key, full_name as label from cals where course_id = ${courseId} and "group" = 'project' order by sort_order, id`));
}

/** Field projects registered by the cohort's officers, per month and CAL. */
export async function investigationsByMonth(db: Queryable, courseId: number, cohortId: number) {
  return rowsOf<{ month: string; key: string; count: number }>(await db.execute(sql`
    select to_char(s.registered_at at time zone 'utc', 'YYYY-MM') as month, c.short_name as key, count(*)::int as count
    from sub_cals s join cals c on c.id = s.cal_id and c."group" = 'project'
    where s.course_id = ${courseId} and ${isOfficerOf(db, sql`s.mentee_id`, { cohortId })} and s.registered_at >= ${since}
    group by 1, 2`));
}

/**
 * The diseases the cohort's CAL work is about, by the label of the chosen option: in the sub-CAL's
 * own registration form, else in the newest registration form that offers that key.
 */
export async function calDiseases(db: Queryable, courseId: number, cohortId: number) {
  const optionsOf = (form: SQL) => sql`jsonb_array_elements(coalesce(${form} -> 'fields' -> ${DISEASE_FIELD} -> 'attributes' -> 'options', '[]'::jsonb))`;
  return rowsOf<{ disease: string; count: number }>(await db.execute(sql`
    with answered as (
      select s.registration_form_id, s.registration_answers ->> ${DISEASE_FIELD} as disease_key
      from sub_cals s
      where s.course_id = ${courseId} and ${isOfficerOf(db, sql`s.mentee_id`, { cohortId })} and coalesce(s.registration_answers ->> ${DISEASE_FIELD}, '') <> ''
    )
    select coalesce(
      (select opt ->> 'value' from cal_forms f, ${optionsOf(sql`f.definition`)} opt where f.id = a.registration_form_id and opt ->> 'key' = a.disease_key limit 1),
      (select opt ->> 'value' from cal_forms f, ${optionsOf(sql`f.definition`)} opt
        where f.kind = 'registration' and opt ->> 'key' = a.disease_key order by f.id desc limit 1),
      a.disease_key) as disease,
      count(*)::int as count
    from answered a
    group by 1 order by 2 desc, 1`));
}

/** Milestones of the cohort's officers due in each month shown, and how many of them are completed. */
export async function milestonesByMonth(db: Queryable, courseId: number, cohortId: number) {
  return rowsOf<{ month: string; due: number; completed: number }>(await db.execute(sql`
    select to_char(m.due_date, 'YYYY-MM') as month, count(*)::int as due, (count(*) filter (where m.status = 'completed'))::int as completed
    from milestones m join sub_cals s on s.id = m.sub_cal_id
    where s.course_id = ${courseId} and ${isOfficerOf(db, sql`s.mentee_id`, { cohortId })}
      and m.due_date >= ${since}::date and m.due_date < (date_trunc('month', now() at time zone 'utc') + interval '1 month')::date
    group by 1`));
}

/** The cohort's officers, and those with a milestone past its due date. */
export async function behindSchedule(db: Queryable, courseId: number, cohortId: number): Promise<ProgrammeAnalyticsAnswer['behind_schedule']> {
  const [row] = rowsOf<{ officers: number; behind: number }>(await db.execute(sql`
    select ${officerCountOf(db, { cohortId })} as officers,
           (select count(distinct s.mentee_id) from sub_cals s join milestones m on m.sub_cal_id = s.id
             where s.course_id = ${courseId} and ${isOfficerOf(db, sql`s.mentee_id`, { cohortId })} and m.status = 'passed_due_date')::int as behind`));
  return { officers: row?.officers ?? 0, behind: row?.behind ?? 0 };
}

/**
 * Completed CAL work of every cohort of the course, by TEPHINET category, newest cohort first. A
 * cohort's officers are db/scopes.ts `officersByCohortOf`, here for all cohorts in one join.
 */
export async function tephinetByCohort(db: Queryable, courseId: number) {
  const officers = officersByCohortOf(db, courseId).as('o');
  return rowsOf<ProgrammeAnalyticsAnswer['tephinet'][number]>(await db.execute(sql`
    select co.id as cohort_id, co.name as cohort,
      (count(s.id) filter (where c.tephinet_category = 'outbreak_investigation'))::int as outbreak_investigation,
      (count(s.id) filter (where c.tephinet_category = 'surveillance_evaluation'))::int as surveillance_evaluation,
      (count(s.id) filter (where c.tephinet_category = 'presentation'))::int as presentation,
      (count(s.id) filter (where c.tephinet_category = 'manuscript'))::int as manuscript
    from cohorts co
    left join ${officers} on o.cohort_id = co.id
    left join sub_cals s on s.mentee_id = o.id and s.course_id = co.course_id and s.status = 'completed'
    left join cals c on c.id = s.cal_id
    where co.course_id = ${courseId}
    group by co.id, co.name, co.start_date
    order by co.start_date desc nulls last, co.id desc`));
}

export { TOP_DISEASES };

// ---- Frontline courses: the field assignment projects instead of CALs ----

/** The kinds of field assignment work, as the investigations chart's series (the project's flags). */
export const PROJECT_KINDS = [
  { key: 'data_quality_audit', label: 'Data quality audit' },
  { key: 'database_analysis', label: 'Database analysis' },
  { key: 'case_investigation', label: 'Case investigation' },
  { key: 'outbreak_investigation', label: 'Outbreak investigation' },
] as const;

/** The cohort's projects per month of their start (from_date) and kind. */
export async function projectsByMonth(db: Queryable, cohortId: number) {
  return rowsOf<{ month: string; key: string; count: number }>(await db.execute(sql`
    select to_char(p.from_date, 'YYYY-MM') as month, k.key, count(*)::int as count
    from field_assignment_projects p
    cross join lateral (values
      ('data_quality_audit', p.data_quality_audit), ('database_analysis', p.database_analysis),
      ('case_investigation', p.case_investigation), ('outbreak_investigation', p.outbreak_investigation)) as k(key, flagged)
    where p.cohort_id = ${cohortId} and k.flagged and p.from_date >= ${since}::date
    group by 1, 2`));
}

/** The diseases of the cohort's projects: the option's label, or the named disease for Others. */
export async function projectDiseases(db: Queryable, cohortId: number, labels: ReadonlyArray<readonly [string, string]>) {
  const rows = rowsOf<{ disease: string; other: string | null; count: number }>(await db.execute(sql`
    select disease, case when disease = 'others' then nullif(trim(other_disease), '') end as other, count(*)::int as count
    from field_assignment_projects where cohort_id = ${cohortId} group by 1, 2`));
  const labelOf = new Map(labels);
  const counted = new Map<string, number>();
  for (const row of rows) {
    const name = row.other ?? labelOf.get(row.disease) ?? row.disease;
    counted.set(name, (counted.get(name) ?? 0) + row.count);
  }
  return [...counted].map(([disease, count]) => ({ disease, count })).sort((a, b) => b.count - a.count || a.disease.localeCompare(b.disease));
}

/** Each cohort's field assignment output: outbreak investigations, and data quality audits as surveillance evaluations. */
export async function projectOutputByCohort(db: Queryable, courseId: number) {
  return rowsOf<ProgrammeAnalyticsAnswer['tephinet'][number]>(await db.execute(sql`
    select co.id as cohort_id, co.name as cohort,
      (count(p.id) filter (where p.outbreak_investigation))::int as outbreak_investigation,
      (count(p.id) filter (where p.data_quality_audit))::int as surveillance_evaluation,
      0 as presentation, 0 as manuscript
    from cohorts co left join field_assignment_projects p on p.cohort_id = co.id
    where co.course_id = ${courseId}
    group by co.id, co.name, co.start_date
    order by co.start_date desc nulls last, co.id desc`));
}
