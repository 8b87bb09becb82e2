import type { CourseType, RecommendedCoursesAnswer } from '@fetp/contract';
import type { Queryable } from '../../db/client';
import { admissionCourses } from '../applicant';
import { optionList } from '../option-lists';

/**
 * Which kinds of course serve each goal of the Registration form (the `goals` option list of
 * seed/demo.ts, by key), the best fit first. A goal with no entry, or an empty one, has no course
 * to recommend: mentoring other officers is a part the programme gives, not a course one applies to.
 */
export const COURSE_TYPES_FOR_GOAL: Readonly<Record<string, readonly CourseType[]>> = {
  strengthen_outbreak_investigation_skills: ['Short Courses', 'FETP Course'],
  improve_disease_surveillance_in_my_district: ['Frontline Courses', 'FETP Course'],
  publish_and_present_field_findings: ['FETP Course'],
  prepare_for_a_field_epidemiology_career: ['FETP Course', 'Frontline Courses'],
  mentor_other_public_health_officers: [],
};

const typesFor = (goal: string) => COURSE_TYPES_FOR_GOAL[goal] ?? [];

/** Whether a course open for admission serves the goal: registration then sends the new user to the recommendations page. */
export async function goalHasCourses(db: Queryable, goal: string): Promise<boolean> {
  const types = typesFor(goal);
  if (types.length === 0) return false;
  return (await admissionCourses(db, { page: 1, pageSize: 1, types })).count > 0;
}

/**
 * The recommendations page: the courses open for admission that serve the goal, ranked by its
 * kinds of course and then soonest closing; every open course when no goal of the list is named.
 */
export async function recommendedCourses(
  db: Queryable,
  opts: { goal?: string; page: number; pageSize: number },
): Promise<RecommendedCoursesAnswer> {
  const goal = opts.goal ? (await optionList(db, 'goals')).find((g) => g.key === opts.goal) : undefined;
  if (!goal) return { goal: null, ...(await admissionCourses(db, { page: opts.page, pageSize: opts.pageSize })) };
  const page = await admissionCourses(db, { page: opts.page, pageSize: opts.pageSize, types: typesFor(goal.key) });
  return { goal: { key: goal.key, value: goal.value }, ...page };
}
