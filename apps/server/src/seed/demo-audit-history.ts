import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * The demo's audit log as a programme's would read (issue 32): the seed writes people's standing
 * through db/people.ts, so each enrolment, mentor assignment, role and coordinator assignment is
 * audited, but all by "the system" at the minute the seed ran. Here they become the administrator's
 * work, on working days around each cohort's start: roles and coordinators first, enrolments a few
 * days before the start, mentors in its first week. The administrator's own role stays the
 * system's (the command line grants it). Nothing else changes.
 */
export async function spreadSetupHistory(tx: Queryable, administratorId: number): Promise<void> {
  // A day at a working-hour time (09:00–17:00 India time), the minute varying with the entry.
  const at = (day: ReturnType<typeof sql>) => sql`((${day})::date + interval '3 hours 30 minutes' + ((a.id * 37) % 480) * interval '1 minute') at time zone 'UTC'`;
  const cohortStart = (cohortId: ReturnType<typeof sql>) => sql`coalesce((select c.start_date from cohorts c where c.id = ${cohortId}), date '2025-01-06')`;
  const firstStartOf = sql`coalesce(
    (select min(c.start_date) from enrolments e join cohorts c on c.id = e.cohort_id where e.user_id = a.entity_id::int),
    (select min(c.start_date) from course_coordinators cc join cohorts c on c.course_id = cc.course_id where cc.user_id = a.entity_id::int),
    (select min(c.start_date) from mentor_assignments m join cohorts c on c.id = m.cohort_id where m.mentor_id = a.entity_id::int),
    date '2025-01-06')`;
  await tx.execute(sql`
    update audit_log a set actor_id = ${administratorId}, at = case a.action
      when 'enrolment.create' then ${at(sql`${cohortStart(sql`(a.after->>'cohortId')::int`)} - 3`)}
      when 'mentor.assign' then ${at(sql`${cohortStart(sql`(a.after->>'cohortId')::int`)} + 4`)}
      when 'coordinator.assign' then ${at(sql`coalesce((select min(c.start_date) from cohorts c where c.course_id = a.course_id), date '2025-01-06') - 20`)}
      else ${at(sql`${firstStartOf} - 10`)}
    end
    where a.actor_id is null and a.entity = 'user' and a.entity_id <> ${String(administratorId)}
      and a.action in ('enrolment.create', 'mentor.assign', 'coordinator.assign', 'role.grant')`);
}
