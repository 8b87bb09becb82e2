import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../db/client';
import { inScope, isOfficerOf, mentorsOfCohort, officerCountOf, officersOf } from '../../db/scopes';
import { progressOf } from '../../progress';

/**
 * The coordinator dashboard's reads (002 §2.2, §2.3, §3): each pane is one statement (or two run
 * side by side), aggregated in SQL over the cohort's officers; the scope (which cohorts and
 * officers) comes from db/scopes.ts.
 */

export interface CourseOverview {
  id: number;
  title: string;
  course_key: string;
  type: string;
  hub: string;
  is_national_centre: boolean;
  is_international_organisation: boolean;
  has_cals: boolean;
  has_modules: boolean;
  /** Officers enrolled in any of its cohorts. */
  officers: number;
}

/** A course with its hub and what decides its tabs, or null. */
export async function courseOverview(db: Queryable, courseId: number): Promise<CourseOverview | null> {
  const [row] = rowsOf<CourseOverview>(await db.execute(sql`
    select co.id, co.title, co.course_key, co.type, h.name as hub, h.is_national_centre, h.is_international_organisation,
      exists (select 1 from cals c where c.course_id = co.id) as has_cals,
      exists (select 1 from course_modules m where m.course_id = co.id) as has_modules,
      ${officerCountOf(db, { courseId })} as officers
    from courses co join hubs h on h.id = co.hub_id
    where co.id = ${courseId}`));
  return row ?? null;
}

/** The order of a course's cohorts: newest first (by start date, then id). */
const NEWEST_FIRST = sql`start_date desc nulls last, id desc`;

/** A course's cohorts, newest first (awaited). */
export async function cohortList(db: Queryable, courseId: number): Promise<{ id: number; name: string; shown_tabs: string[] | null }[]> {
  return rowsOf(await db.execute(sql`select id, name, shown_tabs from cohorts where course_id = ${courseId} order by ${NEWEST_FIRST}`));
}

/** The newest cohort of a course, or null. */
export async function newestCohort(db: Queryable, courseId: number): Promise<{ id: number; name: string } | null> {
  const [row] = rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, name from cohorts where course_id = ${courseId} order by ${NEWEST_FIRST} limit 1`));
  return row ?? null;
}

/** Officers and mentors of a cohort (mentorships that count), with how many of each are male or female (users.gender, any case). */
export async function cohortPeopleCounts(db: Queryable, cohortId: number) {
  const [row] = rowsOf<{ officers: number; mentors: number; male_officers: number; female_officers: number; male_mentors: number; female_mentors: number }>(await db.execute(sql`
    with officers as (select u.gender from users u where ${isOfficerOf(db, sql`u.id`, { cohortId })}),
    mentors as (select u.gender from users u where ${inScope(sql`u.id`, mentorsOfCohort(db, cohortId))})
    select (select count(*) from officers)::int as officers,
      (select count(*) from officers where lower(trim(gender)) = 'male')::int as male_officers,
      (select count(*) from officers where lower(trim(gender)) = 'female')::int as female_officers,
      (select count(*) from mentors)::int as mentors,
      (select count(*) from mentors where lower(trim(gender)) = 'male')::int as male_mentors,
      (select count(*) from mentors where lower(trim(gender)) = 'female')::int as female_mentors`));
  return row!;
}

/** How many officers a cohort has. */
export async function officerCount(db: Queryable, cohortId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select ${officerCountOf(db, { cohortId })} as n`));
  return row?.n ?? 0;
}


/** The Quick Overview's sums over a cohort's officers (one statement). */
export async function cohortOverview(db: Queryable, courseId: number, cohortId: number) {
  const [row] = rowsOf<{
    officers: number; modules: number; modules_done: number; units: number; units_done: number; cal_progress_sum: number; sub_cals: number; completed_sub_cals: number;
  }>(await db.execute(sql`
    with ${progressOf({ courseId, mentees: officersOf(db, { cohortId }) })},
    cohort_sub_cals as (
      select count(*)::int as sub_cals, (count(*) filter (where s.status = 'completed'))::int as completed_sub_cals
      from sub_cals s join cals c on c.id = s.cal_id and c.course_id = s.course_id
      where s.course_id = ${courseId} and ${isOfficerOf(db, sql`s.mentee_id`, { cohortId })}
    )
    select count(p.mentee_id)::int as officers,
      coalesce(sum(p.modules), 0)::int as modules, coalesce(sum(p.modules_done), 0)::int as modules_done,
      coalesce(sum(p.units), 0)::int as units, coalesce(sum(p.units_done), 0)::int as units_done,
      coalesce(sum(p.cal_progress), 0)::int as cal_progress_sum,
      (select sub_cals from cohort_sub_cals) as sub_cals, (select completed_sub_cals from cohort_sub_cals) as completed_sub_cals
    from progress p`));
  return row!;
}

export interface OfficerProgressRow {
  mentee_id: number;
  name: string;
  state: string | null;
  course_progress: number;
  cal_progress: number;
}

/** One page of a cohort's officers by name, with their state and progress (one statement, only the page's officers aggregated). */
export async function officerPage(db: Queryable, courseId: number, cohortId: number, page: number, pageSize: number): Promise<OfficerProgressRow[]> {
  return rowsOf<OfficerProgressRow>(await db.execute(sql`
    with page_officers as (
      select u.id, u.display_name, u.state_id from users u
      where ${isOfficerOf(db, sql`u.id`, { cohortId })}
      order by u.display_name, u.id
      limit ${pageSize} offset ${(page - 1) * pageSize}
    ),
    ${progressOf({ courseId, mentees: sql`select id from page_officers` })}
    select po.id as mentee_id, po.display_name as name, st.name as state, p.course_progress, p.cal_progress
    from page_officers po
    join progress p on p.mentee_id = po.id
    left join states st on st.id = po.state_id
    order by po.display_name, po.id`));
}

export interface CalSummaryRow {
  cal_id: number;
  short_name: string;
  full_name: string;
  expected: number;
  ongoing: number;
  completed: number;
  milestones: number;
  milestones_done: number;
}

/**
 * Each CAL of a course (in the tracker's order) with the cohort's sub-CALs and milestones of it (one
 * statement): sub-CALs counted by status, milestones counted by CAL directly (no per-sub-CAL grouping).
 */
export async function calSummaries(db: Queryable, courseId: number, cohortId: number): Promise<CalSummaryRow[]> {
  const cohortSubCals = sql`s.course_id = ${courseId} and ${isOfficerOf(db, sql`s.mentee_id`, { cohortId })}`;
  return rowsOf<CalSummaryRow>(await db.execute(sql`
    with by_status as (
      select s.cal_id, (count(*) filter (where s.status <> 'completed'))::int as ongoing, (count(*) filter (where s.status = 'completed'))::int as completed
      from sub_cals s where ${cohortSubCals}
      group by s.cal_id
    ),
    by_milestone as (
      select s.cal_id, count(*)::int as milestones, (count(*) filter (where ms.status = 'completed'))::int as done
      from sub_cals s join milestones ms on ms.sub_cal_id = s.id
      where ${cohortSubCals}
      group by s.cal_id
    )
    select c.id as cal_id, c.short_name, c.full_name,
      (c.expected_count * ${officerCountOf(db, { cohortId })})::int as expected,
      coalesce(bs.ongoing, 0) as ongoing, coalesce(bs.completed, 0) as completed,
      coalesce(bm.milestones, 0) as milestones, coalesce(bm.done, 0) as milestones_done
    from cals c
    left join by_status bs on bs.cal_id = c.id
    left join by_milestone bm on bm.cal_id = c.id
    where c.course_id = ${courseId}
    order by c."group", c.sort_order, c.id`));
}

/** A CAL of a course, or null. */
export async function calOfCourse(db: Queryable, calId: number, courseId: number): Promise<{ id: number; full_name: string } | null> {
  const [row] = rowsOf<{ id: number; full_name: string }>(await db.execute(sql`select id, full_name from cals where id = ${calId} and course_id = ${courseId}`));
  return row ?? null;
}

export interface CalProgressRecord {
  sub_cal_id: number;
  mentee_id: number;
  name: string;
  short_title: string;
  registered_at: Date | string;
  status: string;
  milestones: number;
  milestones_done: number;
  milestone_title: string | null;
  file_id: number | null;
  file_name: string | null;
  completed_at: Date | string | null;
}

/**
 * Sub-CALs of a cohort's officers in a course, with each one's progress, the milestone it has
 * reached (the last completed, else the first open), that milestone's latest file and when the
 * sub-CAL was completed. Either one CAL's sub-CALs, by officer name then number, a page of them;
 * or one officer's, in the tracker's CAL order. The page's rows only are read further (lateral
 * reads by index).
 */
export async function calProgressRecords(
  db: Queryable,
  opts: { courseId: number; cohortId: number } & ({ calId: number; page: number; pageSize: number } | { menteeId: number }),
): Promise<CalProgressRecord[]> {
  const filter = 'calId' in opts ? sql`s.cal_id = ${opts.calId}` : sql`s.mentee_id = ${opts.menteeId}`;
  const order = 'calId' in opts ? sql`u.display_name, u.id, s.number, s.id` : sql`c."group", c.sort_order, c.id, s.number, s.id`;
  const limit = 'calId' in opts ? sql`limit ${opts.pageSize} offset ${(opts.page - 1) * opts.pageSize}` : sql``;
  return rowsOf<CalProgressRecord>(await db.execute(sql`
    with chosen as (
      select s.id, s.mentee_id, u.display_name as name, s.short_title, s.registered_at, s.status,
        row_number() over (order by ${order}) as position
      from sub_cals s
      join cals c on c.id = s.cal_id and c.course_id = s.course_id
      join users u on u.id = s.mentee_id
      where s.course_id = ${opts.courseId} and ${filter} and ${isOfficerOf(db, sql`s.mentee_id`, { cohortId: opts.cohortId })}
      order by ${order}
      ${limit}
    )
    select ch.id as sub_cal_id, ch.mentee_id, ch.name, ch.short_title, ch.registered_at, ch.status,
      counts.milestones, counts.milestones_done, reached.title as milestone_title, latest.id as file_id, latest.original_name as file_name,
      case when ch.status = 'completed' then coalesce(
        (select max(sc.changed_at) from cal_status_changes sc where sc.subject = 'sub_cal' and sc.subject_id = ch.id and sc.to_status = 'completed'),
        (select max(m.submitted_at) from milestones m where m.sub_cal_id = ch.id)) end as completed_at
    from chosen ch
    cross join lateral (
      select count(*)::int as milestones, (count(*) filter (where m.status = 'completed'))::int as milestones_done from milestones m where m.sub_cal_id = ch.id
    ) counts
    left join lateral (
      select m.id, m.title from milestones m where m.sub_cal_id = ch.id
      order by (m.status = 'completed') desc, case when m.status = 'completed' then -m.sequence else m.sequence end
      limit 1
    ) reached on true
    left join lateral (
      select f.id, f.original_name from milestone_files f where f.milestone_id = reached.id order by f.version desc limit 1
    ) latest on true
    order by ch.position`));
}

/** How many sub-CALs of a CAL the cohort's officers have. */
export async function calSubCalCount(db: Queryable, courseId: number, cohortId: number, calId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`
    select count(*)::int as n from sub_cals s
    where s.course_id = ${courseId} and s.cal_id = ${calId} and ${isOfficerOf(db, sql`s.mentee_id`, { cohortId })}`));
  return row?.n ?? 0;
}

/** A cohort's officers by name. */
export async function cohortOfficers(db: Queryable, cohortId: number): Promise<{ id: number; name: string }[]> {
  return rowsOf(await db.execute(sql`
    select u.id, u.display_name as name from users u where ${isOfficerOf(db, sql`u.id`, { cohortId })} order by u.display_name, u.id`));
}

/** Whether a cohort's course belongs to the hub flagged international organisation (its officer table pages at 25). */
export async function internationalHubOfCohort(db: Queryable, cohortId: number): Promise<boolean> {
  const [row] = rowsOf<{ flag: boolean }>(await db.execute(sql`
    select h.is_international_organisation as flag from cohorts k join courses co on co.id = k.course_id join hubs h on h.id = co.hub_id where k.id = ${cohortId}`));
  return row?.flag ?? false;
}
