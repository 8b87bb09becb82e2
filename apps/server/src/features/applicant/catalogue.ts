import { and, asc, count, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { pageUrl, type AdmissionCourse } from '@fetp/contract';
import type { Queryable } from '../../db/client';
import { courses, hubs } from '../../db/schema';

/** A course takes applications while its admission is open, from its opening day (if set) until its closing day has passed. */
const openForAdmission = (): SQL =>
  and(
    eq(courses.admissionOpen, true),
    or(isNull(courses.admissionOpensOn), lte(courses.admissionOpensOn, sql`current_date`)),
    or(isNull(courses.admissionClosesOn), gte(courses.admissionClosesOn, sql`current_date`)),
  )!;

export function applyUrl(courseKey: string): string {
  return `${pageUrl('applicant')}?course_id=${encodeURIComponent(courseKey)}`;
}

/**
 * The courses open for admission (DISCOVER NEW), soonest closing first, a page at a time.
 * `types` (the recommendations page) keeps the courses of those types, ranked in that order first.
 */
export async function admissionCourses(
  db: Queryable,
  opts: { page: number; pageSize: number; courseKey?: string; types?: readonly string[] },
) {
  const where = and(
    openForAdmission(),
    opts.courseKey ? eq(courses.courseKey, opts.courseKey.replace(/ /g, '+')) : undefined,
    opts.types ? (opts.types.length ? inArray(courses.type, [...opts.types]) : sql`false`) : undefined,
  )!;
  const rank = opts.types?.length
    ? [sql`array_position(array[${sql.join(opts.types.map((t) => sql`${t}`), sql`, `)}]::text[], ${courses.type}::text)`]
    : [];
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(courses).where(where),
    db
      .select({
        courseKey: courses.courseKey, title: courses.title, description: courses.description, type: courses.type, hub: hubs.name,
        startDate: courses.startDate, endDate: courses.endDate, closesOn: courses.admissionClosesOn,
      })
      .from(courses)
      .innerJoin(hubs, eq(hubs.id, courses.hubId))
      .where(where)
      .orderBy(...rank, sql`${courses.admissionClosesOn} asc nulls last`, asc(courses.title))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
  ]);
  const data: AdmissionCourse[] = rows.map((r) => ({
    course_id: r.courseKey,
    title: r.title,
    description: r.description,
    type: r.type,
    hub: r.hub,
    start_date: r.startDate,
    end_date: r.endDate,
    admission_closes_on: r.closesOn,
    apply_url: applyUrl(r.courseKey),
  }));
  return { count: total[0]?.n ?? 0, page: opts.page, page_size: opts.pageSize, data };
}

/** The course an application names, or why it can not take one. */
export async function findCourseForAdmission(db: Queryable, courseKey: string) {
  if (!courseKey || courseKey.length > 200) return 'unknown' as const;
  const [course] = await db
    .select({ id: courses.id, title: courses.title, open: sql<boolean>`${openForAdmission()}` })
    .from(courses)
    .where(eq(courses.courseKey, courseKey));
  if (!course) return 'unknown' as const;
  if (!course.open) return 'closed' as const;
  return course;
}
