import { DASHBOARD_MESSAGES, PROJECT_DISEASES, type ProgrammeAnalyticsAnswer } from '@fetp/contract';
import type { Queryable } from '../../db/client';
import { cohortStanding } from '../../db/scopes';
import { forbidden } from '../../plugins/errors';
import {
  PROJECT_KINDS, TOP_DISEASES, behindSchedule, calDiseases, investigationsByMonth, milestonesByMonth, monthsShown, projectCals, projectDiseases,
  projectOutputByCohort, projectsByMonth, tephinetByCohort,
} from './queries';

/** The top diseases, the rest summed as one 'Others' row (merged with an 'Others' already there). */
export function topDiseases(rows: { disease: string; count: number }[], top = TOP_DISEASES, others = 'Others') {
  const head = rows.slice(0, top);
  const rest = rows.slice(top).reduce((sum, row) => sum + row.count, 0);
  if (!rest) return head;
  const existing = head.find((row) => row.disease === others);
  return existing ? head.map((row) => (row === existing ? { ...row, count: row.count + rest } : row)) : [...head, { disease: others, count: rest }];
}

/** Programme Analytics of a cohort, for a coordinator of its course. */
export async function programmeAnalytics(db: Queryable, callerId: number, cohortId: number): Promise<ProgrammeAnalyticsAnswer> {
  const cohort = await cohortStanding(db, callerId, cohortId);
  // An unknown cohort is refused as another course's is (the dashboards' rule: nothing told of others' records).
  if (!cohort?.coordinates) throw forbidden(DASHBOARD_MESSAGES.notYourCohort);
  const { courseId } = cohort;
  // A Frontline course's work is its field assignment projects; the others' is their CALs.
  const frontline = cohort.courseType === 'Frontline Courses';
  const [series, investigations, diseases, milestones, behind, tephinet] = await Promise.all([
    frontline ? PROJECT_KINDS.map((kind) => ({ ...kind })) : projectCals(db, courseId),
    frontline ? projectsByMonth(db, cohortId) : investigationsByMonth(db, courseId, cohortId),
    frontline ? projectDiseases(db, cohortId, PROJECT_DISEASES) : calDiseases(db, courseId, cohortId),
    milestonesByMonth(db, courseId, cohortId),
    behindSchedule(db, courseId, cohortId),
    frontline ? projectOutputByCohort(db, courseId) : tephinetByCohort(db, courseId),
  ]);
  const months = monthsShown();
  return {
    series,
    investigations_by_month: months.map((month) => ({
      month,
      counts: Object.fromEntries(series.map((s) => [s.key, investigations.find((r) => r.month === month && r.key === s.key)?.count ?? 0])),
    })),
    diseases: topDiseases(diseases),
    milestones_by_month: months.map((month) => {
      const row = milestones.find((r) => r.month === month);
      return { month, due: row?.due ?? 0, completed: row?.completed ?? 0 };
    }),
    behind_schedule: behind,
    tephinet,
  };
}
