import { z } from 'zod';
import { endpoint } from './endpoints';
import { ROLES } from './roles';
import { cohortQuery } from './dashboards';

/**
 * Programme Analytics (beyond the spec; the coordinator dashboard's last tab): charts of a cohort's
 * output over the last twelve months and the TEPHINET-style counts of every cohort of its course.
 * Built from the CAL tracker (FETP courses) and the field-assignment projects (Frontline courses);
 * the coordinator must coordinate the cohort's course.
 */

/** What a completed sub-CAL of a CAL counts as (cals.tephinet_category). */
export const TEPHINET_CATEGORIES = ['outbreak_investigation', 'surveillance_evaluation', 'presentation', 'manuscript'] as const;
export type TephinetCategory = (typeof TEPHINET_CATEGORIES)[number];

/** How many months the time charts cover, the current one included. */
export const ANALYTICS_MONTHS = 12;

export const programmeAnalyticsAnswer = z.object({
  /** The series of the investigations chart: a CAL's short name (FETP) or a project kind (Frontline), with its label. */
  series: z.array(z.object({ key: z.string(), label: z.string() })),
  /** One row per month (YYYY-MM, oldest first): how many investigations of each series were started that month. */
  investigations_by_month: z.array(z.object({ month: z.string(), counts: z.record(z.string(), z.number()) })),
  /** Diseases the cohort's investigations are about, most frequent first (at most 10; the rest summed as Others). */
  diseases: z.array(z.object({ disease: z.string(), count: z.number() })),
  /** Milestones due in each month, and how many of those are completed. */
  milestones_by_month: z.array(z.object({ month: z.string(), due: z.number(), completed: z.number() })),
  /** Officers of the cohort with at least one milestone past its due date, out of all its officers. */
  behind_schedule: z.object({ behind: z.number(), officers: z.number() }),
  /** TEPHINET-style output of every cohort of the course (completed work), newest cohort first. */
  tephinet: z.array(z.object({
    cohort_id: z.number(),
    cohort: z.string(),
    outbreak_investigation: z.number(),
    surveillance_evaluation: z.number(),
    presentation: z.number(),
    manuscript: z.number(),
  })),
});
export type ProgrammeAnalyticsAnswer = z.infer<typeof programmeAnalyticsAnswer>;

export const PROGRAMME_ANALYTICS_API = {
  /** Programme Analytics of a cohort. */
  analytics: endpoint({ method: 'GET', path: '/cal/api/coordinator/dashboard/analytics/', access: [ROLES.coordinator], query: cohortQuery, answer: programmeAnalyticsAnswer }),
} as const;
