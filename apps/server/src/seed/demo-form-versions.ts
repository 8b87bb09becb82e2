import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { recordAudit } from '../db/audit';
import { calFormAnswers, calForms, cals, courses } from '../db/schema';
import { PROJECT_END_FORM } from './demo-cal-forms';

/**
 * A form edited in the form editor (issue 32): the administrator saved version 2 of the field
 * projects' end form with a question on lessons learned. The latest end form answered is under
 * version 2; the earlier ones stay under version 1 and still read as they were given.
 */
export async function seedFormVersionsDemo(tx: Queryable, administratorId: number) {
  const [v1] = await tx.select().from(calForms).where(and(eq(calForms.key, 'project-end'), eq(calForms.version, 1)));
  if (!v1) return;
  const [course] = await tx.select({ id: courses.id }).from(cals).innerJoin(courses, eq(courses.id, cals.courseId)).where(eq(cals.endFormKey, 'project-end')).limit(1);
  const lessons = {
    label: 'Lessons learned for the programme', field_order: Object.keys(PROJECT_END_FORM.fields).length + 1,
    attributes: { type: 'textarea' as const, required: false, placeholder: 'What would you do differently next time?' },
  };
  const definition = { ...PROJECT_END_FORM, fields: { ...PROJECT_END_FORM.fields, lessons_learned: lessons } };
  const [v2] = await tx.insert(calForms).values({ key: 'project-end', version: 2, kind: 'end', definition, createdBy: administratorId }).returning({ id: calForms.id });
  await recordAudit(tx, {
    actorId: administratorId, action: 'form.version', entity: 'cal_form', entityId: v2!.id, courseId: course?.id ?? null,
    before: { key: 'project-end', version: 1, form_id: v1.id, definition: v1.definition }, after: { key: 'project-end', version: 2, form_id: v2!.id, definition },
  });
  const [latest] = await tx.select().from(calFormAnswers).where(eq(calFormAnswers.kind, 'end')).orderBy(desc(calFormAnswers.submittedAt), desc(calFormAnswers.id)).limit(1);
  if (!latest) return;
  const answers = { ...(latest.answers as Record<string, string | string[]>), lessons_learned: 'Line lists kept from the first day would have saved a week of the analysis.' };
  await tx.update(calFormAnswers).set({ formId: v2!.id, answers }).where(eq(calFormAnswers.id, latest.id));
}
