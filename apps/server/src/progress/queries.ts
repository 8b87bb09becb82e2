import { inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { preparedSql, rowsOf, type Queryable } from '../db/client';
import { coursesEnrolledIn } from '../db/scopes';
import { FRONTLINE_COURSE_TYPE } from '../plugins/officer-access';
import { jsRound, percentOf } from './rules';

/**
 * Course Progress, CAL Progress and module progress, the one definition every page reads (the
 * course banner, the module pages, My Courses, the coordinator and mentor dashboards, and later the
 * reports): one SQL statement, for one officer or for a page, a cohort or a mentor's mentees at once.
 */

/**
 * Whose progress: the officers of `mentees` (a query of ids in a column `id`) in one course, or
 * `pairs`, a query of distinct (mentee_id, course_id) rows across courses. With one course the
 * statement filters the CAL tables by the course as a value, which PostgreSQL estimates well (a
 * whole cohort's sub-CALs are then read by one hash join, not an index probe per officer).
 */
export type ProgressOf = { courseId: number | Placeholder; mentees: SQLWrapper } | { pairs: SQL };

/**
 * `with` clauses ending in `progress(mentee_id, course_id, units, units_done, modules,
 * modules_done, course_progress, cal_progress)`: one row per officer and course asked for.
 *
 * - units / units_done: the course's units, and those the officer has done; course_progress their
 *   share (Course Progress, and the module progress table's `moduleProgress`).
 * - modules / modules_done: the course's modules, and those each of whose (one or more) units is done.
 * - cal_progress: the mean over the course's CALs of the mean of the officer's sub-CALs' progress
 *   there (each the share of its milestones completed; a CAL without a sub-CAL counts 0, a
 *   sub-CAL without milestones 0); 0 on a Frontline course (it has no CAL sections) or one without CALs.
 */
export function progressOf(of: ProgressOf): SQL {
  const one = 'courseId' in of;
  const pairs = one ? sql`select m.id as mentee_id, ${of.courseId}::int as course_id from (${of.mentees}) m` : of.pairs;
  const courses = one ? sql`(${of.courseId}::int)` : sql`(select distinct course_id from pairs)`;
  const subCalFilter = one
    ? sql`s.course_id = ${of.courseId} and s.mentee_id in (select mentee_id from pairs) and s.cal_id in (select id from cals where course_id = ${of.courseId})`
    : sql`s.mentee_id in (select mentee_id from pairs) and (s.mentee_id, s.course_id) in (select mentee_id, course_id from pairs)
        and exists (select 1 from cals c where c.id = s.cal_id and c.course_id = s.course_id)`;
  return sql`
    pairs as (${pairs}),
    course_cals as (
      select c.course_id, count(*)::int as cals from cals c where c.course_id in ${courses} group by c.course_id
    ),
    module_units as (
      select m.course_id, m.id as module_id, count(u.id)::int as units
      from course_modules m left join course_units u on u.module_id = m.id
      where m.course_id in ${courses}
      group by m.course_id, m.id
    ),
    done_units as (
      select uc.user_id as mentee_id, u.module_id, count(*)::int as done
      from unit_completions uc join course_units u on u.id = uc.unit_id
      where uc.done_at is not null and uc.user_id in (select mentee_id from pairs) and u.module_id in (select module_id from module_units)
      group by uc.user_id, u.module_id
    ),
    module_progress as (
      select p.mentee_id, p.course_id,
        coalesce(sum(mu.units), 0)::int as units,
        coalesce(sum(du.done), 0)::int as units_done,
        count(mu.module_id)::int as modules,
        (count(mu.module_id) filter (where mu.units > 0 and du.done = mu.units))::int as modules_done
      from pairs p
      left join module_units mu on mu.course_id = p.course_id
      left join done_units du on du.mentee_id = p.mentee_id and du.module_id = mu.module_id
      group by p.mentee_id, p.course_id
    ),
    sub_progress as (
      select s.mentee_id, s.course_id, s.cal_id,
        ${percentOf(sql`count(ms.sub_cal_id) filter (where ms.status = 'completed')`, sql`count(ms.sub_cal_id)`)} as progress
      from sub_cals s left join milestones ms on ms.sub_cal_id = s.id
      where ${subCalFilter}
      group by s.id
    ),
    cal_average as (
      select mentee_id, course_id, cal_id, ${jsRound(sql`sum(progress)::float8 / count(*)`)} as average
      from sub_progress group by mentee_id, course_id, cal_id
    ),
    cal_total as (
      select mentee_id, course_id, sum(average)::int as total from cal_average group by mentee_id, course_id
    ),
    progress as (
      select mp.mentee_id, mp.course_id, mp.units, mp.units_done, mp.modules, mp.modules_done,
        ${percentOf(sql`mp.units_done`, sql`mp.units`)} as course_progress,
        (case when co.type = ${FRONTLINE_COURSE_TYPE} or coalesce(cc.cals, 0) = 0 then 0
          else ${jsRound(sql`coalesce(ct.total, 0)::float8 / cc.cals`)} end) as cal_progress
      from module_progress mp
      join courses co on co.id = mp.course_id
      left join course_cals cc on cc.course_id = mp.course_id
      left join cal_total ct on ct.mentee_id = mp.mentee_id and ct.course_id = mp.course_id
    )`;
}

/** One officer's figures in one course (a row of `progress`). */
export interface Progress {
  mentee_id: number;
  course_id: number;
  units: number;
  units_done: number;
  modules: number;
  modules_done: number;
  course_progress: number;
  cal_progress: number;
}

/** The rows of `progress` for `of`, in no particular order. */
export async function progressRows(db: Queryable, of: ProgressOf): Promise<Progress[]> {
  return rowsOf<Progress>(await db.execute(sql`with ${progressOf(of)} select * from progress`));
}

/** An officer's figures in a course (the banner's, the module page's): one statement. */
export async function progressFor(db: Queryable, menteeId: number, courseId: number): Promise<Progress> {
  // Prepared: every module call and the course banner ask it, and planning it cost more than running it.
  const statement = preparedSql<Progress>(db, 'progress_for', () =>
    sql`with ${progressOf({ courseId: sql.placeholder('course'), mentees: sql`select ${sql.placeholder('mentee')}::int as id` })} select * from progress`);
  const [row] = await statement.execute({ course: courseId, mentee: menteeId });
  // No row only for a course that does not exist (callers check the standing first): nothing done.
  return row ?? { mentee_id: menteeId, course_id: courseId, units: 0, units_done: 0, modules: 0, modules_done: 0, course_progress: 0, cal_progress: 0 };
}

/** An officer's Course Progress in each of the given courses they are enrolled in (My Courses' cards; others have none). */
export async function courseProgressByCourse(db: Queryable, userId: number, courseIds: number[]): Promise<Map<number, number>> {
  if (!courseIds.length) return new Map();
  const enrolled = coursesEnrolledIn(db, userId).as('ce');
  const pairs = db.selectDistinct({ menteeId: sql<number>`${userId}::int`.as('mentee_id'), courseId: sql<number>`${enrolled.course_id}`.as('course_id') })
    .from(enrolled).where(inArray(enrolled.course_id, courseIds));
  const rows = await progressRows(db, { pairs: sql`${pairs}` });
  return new Map(rows.map((r) => [r.course_id, r.course_progress]));
}

/** How many officers have completed a unit, as a scalar over a row of course_units (Content Management's module tree). */
export const completedUnitCount = sql<number>`(select count(*) from unit_completions uc where uc.unit_id = "course_units"."id" and uc.done_at is not null)::int`;

/** Whether any officer has completed a unit of a module (such a module keeps its units: the officers' records would go with them). */
export async function moduleHasCompletions(db: Queryable, moduleId: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from unit_completions uc join course_units u on u.id = uc.unit_id where u.module_id = ${moduleId} and uc.done_at is not null limit 1`));
  return rows.length > 0;
}
