import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES, type ProgrammeAnalyticsAnswer } from '@fetp/contract';
import { sessionOf, useTestContext, DEMO } from './helpers';
import { createCal, createCohort, createCoordinator, createCourse, createMentee, createSubCal } from './factories';
import { topDiseases } from '../src/features/programme-analytics/service';

/** Programme Analytics (issue 23, beyond the spec): a cohort's charts and its course's TEPHINET-style counts. */

const context = useTestContext();
const thisMonth = new Date().toISOString().slice(0, 7);

async function programme() {
  const { db } = context();
  const course = await createCourse(db);
  const cohort = await createCohort(db, { courseId: course.id, name: 'Analytics 2026', startDate: '2026-01-05' });
  const older = await createCohort(db, { courseId: course.id, name: 'Analytics 2025', startDate: '2025-01-06' });
  const coordinator = await createCoordinator(db, [course.id]);
  const oi = await createCal(db, course.id, { shortName: 'OI', fullName: 'Outbreak Investigation', tephinetCategory: 'outbreak_investigation' });
  const ms = await createCal(db, course.id, { shortName: 'MS', fullName: 'Manuscript', group: 'scientific_communication', tephinetCategory: 'manuscript' });
  const [a, b, c] = [await createMentee(db, cohort.id), await createMentee(db, cohort.id), await createMentee(db, cohort.id)];
  const veteran = await createMentee(db, older.id);
  await createSubCal(db, oi, a.id, { milestones: ['completed', 'completed'], status: 'completed', answers: { abstract_disease: 'Measles' } });
  await createSubCal(db, oi, b.id, { milestones: ['completed', 'passed_due_date'], answers: { abstract_disease: 'Measles' } });
  await createSubCal(db, oi, c.id, { milestones: ['pending'], answers: { abstract_disease: 'Cholera' } });
  // A key its own form does not offer: labelled by the demo's registration form that does ('dengue' → Dengue).
  await createSubCal(db, oi, c.id, { answers: { abstract_disease: 'dengue' } });
  await createSubCal(db, ms, a.id, { milestones: ['completed'], status: 'completed' });
  await createSubCal(db, oi, veteran.id, { milestones: ['completed'], status: 'completed' });
  await createSubCal(db, oi, veteran.id, { milestones: ['completed'], status: 'completed' });
  return { course, cohort, older, coordinator };
}

describe('GET /cal/api/coordinator/dashboard/analytics/', () => {
  it('counts the cohort’s investigations, diseases, milestones and officers behind, and every cohort’s completed output', async () => {
    const { cohort, older, coordinator } = await programme();
    const caller = await sessionOf(context(), coordinator.email);
    const res = await caller.get(`/cal/api/coordinator/dashboard/analytics/?cohort_id=${cohort.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProgrammeAnalyticsAnswer>();
    expect(body.series).toEqual([{ key: 'OI', label: 'Outbreak Investigation' }]);
    expect(body.investigations_by_month).toHaveLength(12);
    expect(body.investigations_by_month.at(-1)).toEqual({ month: thisMonth, counts: { OI: 4 } });
    expect(body.investigations_by_month.slice(0, 11).every((m) => m.counts.OI === 0)).toBe(true);
    expect(body.diseases).toEqual([{ disease: 'Measles', count: 2 }, { disease: 'Cholera', count: 1 }, { disease: 'Dengue', count: 1 }]);
    // Due in ten days, so in this month or the next: the months shown end with this one.
    const due = body.milestones_by_month.reduce((sum, m) => sum + m.due, 0);
    const dueThisMonth = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 7) === thisMonth;
    expect(due).toBe(dueThisMonth ? 6 : 0);
    expect(body.behind_schedule).toEqual({ behind: 1, officers: 3 });
    expect(body.tephinet).toEqual([
      { cohort_id: cohort.id, cohort: 'Analytics 2026', outbreak_investigation: 1, surveillance_evaluation: 0, presentation: 0, manuscript: 1 },
      { cohort_id: older.id, cohort: 'Analytics 2025', outbreak_investigation: 2, surveillance_evaluation: 0, presentation: 0, manuscript: 0 },
    ]);
  });

  it('refuses a coordinator of another course, every other role, and an unknown or malformed cohort', async () => {
    const { cohort } = await programme();
    const ctx = context();
    // The demo coordinator coordinates the demo courses, not this one.
    const other = await sessionOf(ctx, DEMO.coordinator);
    const refused = await other.get(`/cal/api/coordinator/dashboard/analytics/?cohort_id=${cohort.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DASHBOARD_MESSAGES.notYourCohort);
    for (const email of [DEMO.mentor, DEMO.mentee, DEMO.advisor]) {
      const res = await (await sessionOf(ctx, email)).get(`/cal/api/coordinator/dashboard/analytics/?cohort_id=${cohort.id}`);
      expect(res.statusCode, email).toBe(403);
    }
    expect((await other.get('/cal/api/coordinator/dashboard/analytics/?cohort_id=999999')).statusCode).toBe(403);
    expect((await other.get('/cal/api/coordinator/dashboard/analytics/?cohort_id=abc')).statusCode).toBe(400);
    expect((await other.get('/cal/api/coordinator/dashboard/analytics/')).statusCode).toBe(400);
  });

  it('keeps the ten most frequent diseases and sums the rest as Others', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ disease: `D${i}`, count: 20 - i }));
    const top = topDiseases(rows);
    expect(top).toHaveLength(11);
    expect(top.at(-1)).toEqual({ disease: 'Others', count: 10 + 9 });
    expect(topDiseases([{ disease: 'Others', count: 5 }, ...rows])).toContainEqual({ disease: 'Others', count: 5 + 11 + 10 + 9 });
  });
});
