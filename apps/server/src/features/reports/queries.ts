import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  COURSE_TYPES, PROJECT_DISEASES, PROJECT_TYPE_LABELS, type ProjectType, type ReportKind, type ReportRow,
} from '@fetp/contract';
import { rowsOf, type Queryable } from '../../db/client';
import { reportFiles } from '../../db/schema';
import { coursesReportedBy, inScope, mentorNameOf, officersReportedBy, supervisorNamesOf } from '../../db/scopes';

/**
 * The five reports' statements (docs/reports.md says which table or form feeds each column). Each
 * is one statement over the caller's scope (db/scopes.ts `coursesReportedBy`, `officersReportedBy`),
 * filtered by its date column with an index behind it, ordered stably and cut to a page; the total
 * rides on every row (`count(*) over ()`, computed before the limit). Each report but Field
 * Assignment picks the page first (`with pg`: the scope, the filter and the sort keys only) and reads
 * the forms, profile, job and per-row sub-selects for its rows only: a page costs little more
 * however many rows the scope holds (computed for every row, a page of 5,000 officers' sub-CALs
 * took seconds). Generation reads the same statement page after page, so a file holds exactly the
 * rows the table shows.
 */

export interface ReportFilter {
  userId: number;
  start?: string;
  end?: string;
}

/** A date cell as YYYY-MM-DD from a date column. */
const day = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** A form's answer as a date (YYYY-MM-DD), or null when it is not one. */
const answeredDay = (answers: SQL, key: string) =>
  sql`case when (${answers} ->> ${key}) ~ '^\\d{4}-\\d{2}-\\d{2}$' then ${answers} ->> ${key} end`;

/** A form's answer as a text, or null when empty. */
const answered = (answers: SQL, key: string) => sql`nullif(trim(${answers} ->> ${key}), '')`;

/** The label of a dropdown's chosen option, read from the form definition it was answered against (else the key as stored). */
const optionLabel = (definition: SQL, answers: SQL, key: string) => sql`coalesce(
  (select o ->> 'value' from jsonb_array_elements(coalesce(${definition} -> 'fields' -> ${key} -> 'attributes' -> 'options', '[]'::jsonb)) o
    where o ->> 'key' = ${answers} ->> ${key} limit 1),
  ${answered(answers, key)})`;

/** A user named by a form's answer (an id as text), as their name. */
const userNamed = (answers: SQL, key: string) =>
  sql`(select display_name from users where id = case when (${answers} ->> ${key}) ~ '^\\d{1,9}$' then (${answers} ->> ${key})::int end)`;

/** Rows whose `column` (a date, or a timestamp taken by its day) falls in the filter, ends included; no filter: every row. */
function inRange(column: SQL, f: ReportFilter): SQL {
  if (!f.start || !f.end) return sql`true`;
  return sql`(${column} >= ${f.start}::date and ${column} < ${f.end}::date + 1)`;
}

/** An officer's (`u`) gender label, profile, education and job, for the officer reports. */
const officerDetails = sql.raw(`left join option_items g on g.list = 'gender' and g.key = u.gender
  left join profiles p on p.user_id = u.id
  left join user_education ed on ed.user_id = u.id
  left join user_jobs j on j.user_id = u.id`);

/** An officer's (`u`) latest work experience (`w`): the current one first, then the most recent. */
const latestWork = sql.raw(`left join lateral (select w.organisation_name, w.designation, w.location from user_experiences w
    where w.user_id = u.id and w.kind = 'work' order by w.is_current desc, w.job_from desc, w.position limit 1) w on true`);

const inCourses = (column: SQL, f: ReportFilter, db: Queryable) => inScope(column, coursesReportedBy(db, f.userId));

type Statement = (db: Queryable, f: ReportFilter, limit: number, offset: number) => SQL;

/**
 * The page of a sub-CAL report (`pg`: ids and sort key, newest registration first) and its total
 * (`total`), as two sub-statements: without a count over every row beside it, the page is read in
 * order from `sub_cals_registered_idx` and stops at its last row, and the total is counted from
 * `sub_cals_course_cal_registered_idx` alone (each report's scope holds tens of thousands of
 * sub-CALs at 5,000 officers).
 */
const subCalPage = (db: Queryable, f: ReportFilter, group: 'project' | 'scientific_communication', limit: number, offset: number) => {
  const where = sql`s.cal_id in (select k.id from cals k where k."group" = ${group})
      and ${inCourses(sql`s.course_id`, f, db)} and ${inRange(sql`s.registered_at`, f)}`;
  return sql`pg as (
    select s.id, s.registered_at as sort_at from sub_cals s
    where ${where}
    order by s.registered_at desc, s.id desc
    limit ${limit} offset ${offset}
  ), total as materialized (
    -- Counted once (an init plan, and materialized): joined beside a page the planner guessed empty,
    -- a plain CTE was counted again for each of its rows. Each (course, CAL) pair counted from its
    -- own range of the index (lateral), no row read or tested: 5 ms for 60,000 rows, not 28.
    select coalesce(sum(x.n), 0) as total_count from courses c
    join cals k on k."group" = ${group}
    cross join lateral (
      select count(*) as n from sub_cals s where s.course_id = c.id and s.cal_id = k.id and ${inRange(sql`s.registered_at`, f)}
    ) x
    where ${inCourses(sql`c.id`, f, db)}
  )`;
};

/** Scientific Communications: one row per sub-CAL of a Scientific Communication CAL, with its abstract form. */
const abstractData: Statement = (db, f, limit, offset) => sql`
  with ${subCalPage(db, f, 'scientific_communication', limit, offset)}
  select (select total_count from total) as total_count,
    h.country, c.type as program_level, u.display_name as lead_author, k.full_name as communication_type,
    (s.status = 'completed') as is_communication_product,
    coalesce(${optionLabel(sql`af.definition`, sql`a.answers`, 'abstract_disease')}, ${optionLabel(sql`rf.definition`, sql`s.registration_answers`, 'abstract_disease')}) as primary_disease,
    coalesce(${answered(sql`a.answers`, 'title')}, s.short_title) as title,
    ${answered(sql`a.answers`, 'citation')} as citation,
    coalesce(${answeredDay(sql`a.answers`, 'submission_date')}, ${day(sql`a.submitted_at at time zone 'utc'`)}) as submission_date,
    coalesce(${answered(sql`a.answers`, 'conference_name')}, case when k.tephinet_category is distinct from 'manuscript' then ${answered(sql`s.registration_answers`, 'q1')} end) as conference_name,
    coalesce(${answered(sql`a.answers`, 'journal_name')}, case when k.tephinet_category = 'manuscript' then ${answered(sql`s.registration_answers`, 'q1')} end) as journal_name,
    case a.answers ->> 'is_accepted' when 'yes' then true when 'no' then false end as is_accepted,
    ${day(sql`s.registered_at at time zone 'utc'`)} as date_assigned
  from pg
  join sub_cals s on s.id = pg.id
  join cals k on k.id = s.cal_id
  join courses c on c.id = s.course_id
  join hubs h on h.id = c.hub_id
  join users u on u.id = s.mentee_id
  join cal_forms rf on rf.id = s.registration_form_id
  left join cal_form_answers a on a.sub_cal_id = s.id and a.kind = 'abstract'
  left join cal_forms af on af.id = a.form_id
  order by pg.sort_at desc, pg.id desc`;

/** Resident Activities: one row per sub-CAL of a Field Project CAL, with its start and end forms. */
const residentActivities: Statement = (db, f, limit, offset) => sql`
  with ${subCalPage(db, f, 'project', limit, offset)}
  select (select total_count from total) as total_count,
    extract(year from s.registered_at at time zone 'utc')::int as year,
    coalesce(pt.label, ${answered(sql`st.answers`, 'project_type')}) as project_type,
    coalesce(pc.label, ${answered(sql`st.answers`, 'project_classification')}) as project_classification,
    ${answeredDay(sql`en.answers`, 'q2')} as outbreak_start,
    ${answeredDay(sql`st.answers`, 'q1')} as outbreak_detection,
    ${answeredDay(sql`en.answers`, 'q3')} as outbreak_end,
    ${day(sql`s.registered_at at time zone 'utc'`)} as date_assigned,
    h.country, c.type as curriculum_level,
    ${answered(sql`st.answers`, 'co_investigators')} as co_investigators,
    coalesce(${userNamed(sql`st.answers`, 'mentor1_id')}, ${mentorNameOf(db, sql`s.mentee_id`, sql`s.course_id`, 1)}) as mentor_1,
    coalesce(${userNamed(sql`st.answers`, 'mentor2_id')}, ${mentorNameOf(db, sql`s.mentee_id`, sql`s.course_id`, 2)}) as mentor_2,
    s.short_title as title,
    ${optionLabel(sql`rf.definition`, sql`s.registration_answers`, 'abstract_disease')} as primary_disease,
    ${optionLabel(sql`sf.definition`, sql`st.answers`, 'secondary_disease')} as secondary_disease
  from pg
  join sub_cals s on s.id = pg.id
  join courses c on c.id = s.course_id
  join hubs h on h.id = c.hub_id
  join cal_forms rf on rf.id = s.registration_form_id
  left join cal_form_answers st on st.sub_cal_id = s.id and st.kind = 'start'
  left join cal_forms sf on sf.id = st.form_id
  left join cal_form_answers en on en.sub_cal_id = s.id and en.kind = 'end'
  left join option_items pt on pt.list = 'project_type' and pt.key = st.answers ->> 'project_type'
  left join option_items pc on pc.list = 'project_classification_' || (st.answers ->> 'project_type') and pc.key = st.answers ->> 'project_classification'
  order by pg.sort_at desc, pg.id desc`;

/** Cohort Data: one row per officer's enrolment, with their profile, job and graduation. */
const cohortData: Statement = (db, f, limit, offset) => sql`
  with pg as (
    select count(*) over () as total_count, o.cohort_id, o.id as user_id, o.enrolment_id, o.graduated,
      co.start_date as sort_start, u.last_name as sort_last, u.first_name as sort_first
    from (${officersReportedBy(db, f.userId)}) o
    join cohorts co on co.id = o.cohort_id
    join users u on u.id = o.id
    where ${inRange(sql`co.start_date`, f)}
    order by co.start_date desc nulls last, co.id, u.last_name, u.first_name, u.id
    limit ${limit} offset ${offset}
  )
  select pg.total_count,
    u.id as resident_id, c.title as program, h.country, ${day(sql`co.start_date`)} as cohort_start, co.name as cohort_number, h.name as hub_name,
    coalesce(nullif(ed.other_highest_qualification, ''), ed.highest_qualification) as highest_degree,
    coalesce(co.track, c.type) as fetp_track, co.other_track,
    nullif(u.last_name, '') as last_name, nullif(u.first_name, '') as first_name, ${day(sql`u.dob`)} as dob,
    coalesce(g.label, u.gender) as gender,
    coalesce(nullif(ed.other_professional_background, ''), ed.professional_background) as current_profession,
    coalesce(j.job_title, w.designation) as job_title, ${day(sql`j.start_date_current_job`)} as start_date_of_current_job,
    p.diseases_job_is_addressing, p.other_diseases_job_is_addressing,
    p.institutional_affiliation_of_job, p.other_institutional_affiliation_of_job,
    coalesce(nullif(concat_ws(', ', nullif(j.facility_name, ''), jd.name, js.name), ''), w.location) as location_of_current_job,
    (select string_agg(distinct ${optionLabel(sql`df.definition`, sql`ds.registration_answers`, 'abstract_disease')}, ', ')
      from sub_cals ds join cals dk on dk.id = ds.cal_id and dk."group" = 'project' join cal_forms df on df.id = ds.registration_form_id
      where ds.mentee_id = u.id and ds.course_id = c.id) as field_site_disease_focus,
    pg.graduated as resident_completed,
    case when pg.graduated then (select ${day(sql`max(gc.changed_at) at time zone 'utc'`)} from graduation_changes gc
      where gc.enrolment_id = pg.enrolment_id and gc.to_value) end as graduation_date,
    exists (select 1 from sub_cals os join cals ok on ok.id = os.cal_id
      where os.mentee_id = u.id and os.course_id = c.id and ok.tephinet_category = 'outbreak_investigation' and os.status = 'completed') as obi_completed
  from pg
  join cohorts co on co.id = pg.cohort_id
  join courses c on c.id = co.course_id
  join hubs h on h.id = c.hub_id
  join users u on u.id = pg.user_id
  ${officerDetails}
  left join districts jd on jd.id = j.district_id
  left join states js on js.id = j.state_id
  ${latestWork}
  order by pg.sort_start desc nulls last, pg.cohort_id, pg.sort_last, pg.sort_first, pg.user_id`;

/** Field Assignment: one row per field-assignment project of a cohort in scope. */
const projectData: Statement = (db, f, limit, offset) => sql`
  select count(*) over () as total_count,
    row_number() over (order by p.from_date desc, p.id desc)::int as sr_no,
    p.title as project_title, p.project_type,
    case when p.project_type = 1 then p.data_quality_audit end as data_quality_audit,
    case when p.project_type = 1 then p.database_analysis end as database_analysis,
    case when p.project_type = 2 then p.case_investigation end as case_investigation,
    case when p.project_type = 2 then p.outbreak_investigation end as outbreak_investigation,
    p.disease, nullif(trim(p.other_disease), '') as other_disease,
    st.name as state, d.name as district, ${day(sql`p.from_date`)} as from_date, ${day(sql`p.to_date`)} as to_date,
    (select string_agg(iu.display_name, ', ' order by iu.display_name) from field_assignment_investigators i join users iu on iu.id = i.user_id
      where i.project_id = p.id) as investigators,
    m.display_name as mentors,
    p.one_health_approach as one_health_approach_applied
  from field_assignment_projects p
  join cohorts co on co.id = p.cohort_id
  join states st on st.id = p.state_id
  join districts d on d.id = p.district_id
  left join users m on m.id = p.mentor_id
  where ${inCourses(sql`co.course_id`, f, db)} and ${inRange(sql`p.from_date`, f)}
  order by p.from_date desc, p.id desc
  limit ${limit} offset ${offset}`;

/** Cohort Project: one row per officer of a Frontline cohort, with their job and field-assignment flags. */
const cohortProject: Statement = (db, f, limit, offset) => sql`
  with pg as (
    select count(*) over () as total_count, o.cohort_id, o.id as user_id, o.graduated, co.start_date as sort_start,
      row_number() over (partition by co.id order by o.enrolment_id)::int as roster_number
    from (${officersReportedBy(db, f.userId)}) o
    join cohorts co on co.id = o.cohort_id
    join courses c on c.id = co.course_id and c.type = ${COURSE_TYPES[2]}
    where ${inRange(sql`co.start_date`, f)}
    order by co.start_date desc nulls last, co.id, roster_number
    limit ${limit} offset ${offset}
  )
  select pg.total_count,
    co.name as cohort_number, ${day(sql`co.start_date`)} as cohort_start_date, ${day(sql`co.end_date`)} as cohort_end_date,
    pg.roster_number,
    nullif(u.first_name, '') as first_name, nullif(p.middle_name, '') as middle_name, nullif(u.last_name, '') as last_name,
    coalesce(g.label, u.gender) as sex,
    date_part('year', age(current_date, u.dob))::int as age, u.email,
    coalesce(nullif(ed.other_professional_background, ''), ed.professional_background) as professional_background,
    coalesce(j.employer, w.organisation_name) as employer, coalesce(j.job_title, w.designation) as job_title,
    case when j.start_date_current_job is not null then date_part('year', age(current_date, j.start_date_current_job))::int
      when j.year_in_current_job ~ '^\\d{4}$' then extract(year from current_date)::int - j.year_in_current_job::int end as years_on_job,
    coalesce(j.facility_name, w.location) as site_facility,
    ${supervisorNamesOf(db, sql`u.id`, sql`co.id`)} as supervisor_names,
    us.name as region, ud.name as district,
    j.facility_surveillance_level as facility_level, nullif(j.other_facility_surveillance_level, '') as other_facility_level,
    coalesce(fa.data_quality_audit, false) as data_quality_audit,
    coalesce(fa.surveillance_report, false) as surveillance_report,
    coalesce(fa.case_investigation, false) as case_investigation,
    coalesce(fa.outbreak_investigation, false) as outbreak_investigation,
    coalesce(fa.expanded_summary_report, false) as expanded_summary_report,
    coalesce(fa.problem_analysis, false) as problem_analysis,
    coalesce(fa.database_analysis, false) as database_analysis,
    coalesce(fa.products, 0)::int as total_surveillance_products,
    pg.graduated
  from pg
  join cohorts co on co.id = pg.cohort_id
  join users u on u.id = pg.user_id
  ${officerDetails}
  left join districts ud on ud.id = u.district_id
  left join states us on us.id = u.state_id
  ${latestWork}
  left join lateral (
    select bool_or(fp.data_quality_audit) as data_quality_audit, bool_or(fp.database_analysis) as database_analysis,
      bool_or(fp.case_investigation) as case_investigation, bool_or(fp.outbreak_investigation) as outbreak_investigation,
      bool_or(fp.surveillance_report) as surveillance_report, bool_or(fp.expanded_summary_report) as expanded_summary_report,
      bool_or(fp.problem_analysis) as problem_analysis, count(*) as products
    from field_assignment_investigators fi join field_assignment_projects fp on fp.id = fi.project_id
    where fi.user_id = u.id and fp.cohort_id = co.id
  ) fa on true
  order by pg.sort_start desc nulls last, pg.cohort_id, pg.roster_number`;

const diseaseLabel = new Map(PROJECT_DISEASES);

/** The Field Assignment Report's type and diseases as their labels: Disease Type is the chosen option, Disease the named one for Others. */
function projectRow(row: Record<string, unknown>): ReportRow {
  const { project_type: type, disease: key, other_disease: other, ...rest } = row;
  const label = diseaseLabel.get(String(key)) ?? String(key);
  return {
    ...(rest as ReportRow),
    project_type: PROJECT_TYPE_LABELS[String(type) as ProjectType] ?? String(type),
    disease: (other as string | null) ?? label,
    disease_type: label,
  };
}

const STATEMENTS: Record<ReportKind, { statement: Statement; row?: (row: Record<string, unknown>) => ReportRow }> = {
  abstract_data: { statement: abstractData },
  resident_activities: { statement: residentActivities },
  cohort_data: { statement: cohortData },
  project_data: { statement: projectData, row: projectRow },
  cohort_data_project: { statement: cohortProject },
};

function toRow(kind: ReportKind, raw: Record<string, unknown>): ReportRow {
  const { total_count: _total, ...row } = raw;
  const map = STATEMENTS[kind].row;
  return map ? map(row) : (row as ReportRow);
}

/** One page of a report, with the count of every row the filter keeps. */
export async function reportPage(db: Queryable, kind: ReportKind, f: ReportFilter, page: number, pageSize: number) {
  const { statement } = STATEMENTS[kind];
  const raw = rowsOf<Record<string, unknown>>(await db.execute(statement(db, f, pageSize, (page - 1) * pageSize)));
  let count = Number(raw[0]?.total_count ?? 0);
  // A page past the end has no row to carry the total.
  if (raw.length === 0 && page > 1) {
    const first = rowsOf<Record<string, unknown>>(await db.execute(statement(db, f, 1, 0)));
    count = Number(first[0]?.total_count ?? 0);
  }
  return { count, rows: raw.map((r) => toRow(kind, r)) };
}

/** Every row of a report, read a batch at a time (a file of any size holds one batch in memory). */
export async function* reportRows(db: Queryable, kind: ReportKind, f: ReportFilter, batch = 1000): AsyncIterable<ReportRow> {
  const { statement } = STATEMENTS[kind];
  for (let offset = 0; ; offset += batch) {
    const raw = rowsOf<Record<string, unknown>>(await db.execute(statement(db, f, batch, offset)));
    for (const r of raw) yield toRow(kind, r);
    if (raw.length < batch) return;
  }
}

/** The caller's files of one report, newest first. */
/** A user's generated files of a kind (a report, or `portfolios`), newest first; of one cohort when `cohortId` is given. */
export function filesOf(db: Queryable, userId: number, kind: ReportKind | GeneratedKind, cohortId?: number) {
  return db.select().from(reportFiles)
    .where(and(eq(reportFiles.userId, userId), eq(reportFiles.kind, kind), cohortId === undefined ? undefined : eq(reportFiles.cohortId, cohortId)))
    .orderBy(desc(reportFiles.createdAt), desc(reportFiles.id)).limit(100);
}

/** Generated files other than the reports' that share their table, list and link (a cohort's portfolio ZIP). */
export type GeneratedKind = 'portfolios';

export async function fileById(db: Queryable, id: number) {
  const [file] = await db.select().from(reportFiles).where(eq(reportFiles.id, id));
  return file ?? null;
}

export async function insertFile(db: Queryable, values: typeof reportFiles.$inferInsert) {
  const [file] = await db.insert(reportFiles).values(values).returning();
  return file!;
}

export async function finishFile(db: Queryable, id: number, values: Partial<typeof reportFiles.$inferInsert>) {
  await db.update(reportFiles).set({ ...values, finishedAt: new Date() }).where(eq(reportFiles.id, id));
}
