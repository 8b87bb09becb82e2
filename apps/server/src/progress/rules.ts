import { sql, type SQL } from 'drizzle-orm';

/**
 * The rules of progress (docs/architecture.md "Progress: one definition"), each written once for
 * JavaScript (a page that already holds its rows: the CAL tracker's per-CAL average) and once for
 * SQL (every figure of one or many officers: `progressOf` in ./queries.ts). Both round as
 * JavaScript rounds, so the two forms give the same integers (test/progress-agreement.test.ts).
 */

/** A share in whole percent, Math.round(part / whole × 100); 0 of 0 is 0. */
export const percent = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** A mean from its sum and count, rounded as Math.round; 0 of none (a cohort's mean CAL Progress). */
export const roundedMean = (sum: number, count: number): number => (count === 0 ? 0 : Math.round(sum / count));

/** The mean of whole percents, rounded as Math.round; 0 of none (a CAL's average over its sub-CALs). */
export const meanPercent = (values: readonly number[]): number => roundedMean(values.reduce((a, b) => a + b, 0), values.length);

/** A sub-CAL's progress: the share of its milestones completed. */
export const subCalProgress = (completed: number, milestones: number): number => percent(completed, milestones);

/**
 * Math.round of a double-precision SQL expression, as an integer: `floor(x + 0.5)` on float8 (PostgreSQL's
 * own round() rounds halves to even on doubles, and a numeric cast rounds to 15 digits first: either
 * could differ by one from JavaScript).
 */
export const jsRound = (x: SQL): SQL => sql`floor((${x})::float8 + 0.5)::int`;

/** `percent` in SQL: Math.round(part / whole × 100), 0 when whole is 0. */
export const percentOf = (part: SQL, whole: SQL): SQL =>
  sql`(case when (${whole}) = 0 then 0 else ${jsRound(sql`(${part})::float8 / (${whole}) * 100`)} end)`;
