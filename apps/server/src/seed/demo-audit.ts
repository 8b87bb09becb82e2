import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * A long audit log for benchmarks (`npm run seed -- --officers N --audit-rows M`): M entries spread
 * over the last two years, by the demo's people, over its courses and the kinds of change the
 * portal records — one statement, so a million rows take seconds.
 */
export async function seedAuditBench(db: Queryable, rows: number): Promise<void> {
  await db.execute(sql`
    insert into audit_log (at, actor_id, action, entity, entity_id, course_id, before, after)
    select now() - (g * interval '63 seconds'),
      (select array_agg(id order by id) from (select id from users order by id limit 20) u)[1 + g % 20],
      (array['enrolment.create', 'mentor.assign', 'cal.status', 'graduation.change', 'cohort.update', 'role.grant'])[1 + g % 6],
      (array['user', 'user', 'sub_cal', 'user', 'cohort', 'user'])[1 + g % 6],
      (g % 5000)::text,
      (select array_agg(id order by id) from courses)[1 + g % (select count(*)::int from courses)],
      jsonb_build_object('status', 'draft', 'n', g), jsonb_build_object('status', 'submitted', 'n', g)
    from generate_series(1, ${rows}) g`);
}
