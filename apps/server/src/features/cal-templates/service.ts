import type { z } from 'zod';
import {
  CAL_TEMPLATE_LIMITS, CAL_TEMPLATE_MESSAGES as M, CAL_TEMPLATE_FORM_KINDS, NEW_CAL_FORM,
  type AdminCal, type CalFormDefinition, type CalFormChoice, type CalTemplateFormKind, type MilestoneTakes, type TephinetCategory, type calOrderBody, type calTemplateBody,
} from '@fetp/contract';
import type { Services } from '../../services';
import type { CurrentUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { managedCourse } from '../../plugins/course-management';
import { FRONTLINE_COURSE_TYPE } from '../../plugins/officer-access';
import { isUniqueViolation, type Queryable } from '../../db/client';
import { recordAudit } from '../../db/audit';
import {
  calForChange, calIdsOf, calsOf, courseTypeOf, deleteCal, formKeyExists, formsManagedBy, insertCal, insertForm, milestoneTemplatesOf, nextCalPosition,
  replaceMilestoneTemplates, setCalPositions, shortNameTaken, updateCal, type CalRow, type MilestoneTemplateRow,
} from './queries';

/**
 * A course's CAL templates from Content Management (issue 32; contract `cal-templates.ts`). An
 * administrator manages every course's, a coordinator their own courses' (a forged course or CAL id
 * is 403 for a coordinator whether or not it exists). A CAL's forms are chosen among those the
 * caller's courses already use, or made new (version 1, a short starter the form editor then
 * changes). Every change is audited with its course, in the same transaction.
 */

type CalBody = z.output<typeof calTemplateBody>;
const TEXTS = { missing: M.calNotFound, courseMissing: M.courseNotFound, notYours: M.notYourCourse };

const refused = (status: number, path: string, message: string) => new HttpError(status, message, { [path]: [message] });

function calOut(cal: CalRow, milestones: MilestoneTemplateRow[], subCals: number): AdminCal {
  return {
    id: cal.id, course_id: cal.courseId, group: cal.group as AdminCal['group'], short_name: cal.shortName, full_name: cal.fullName,
    expected_count: cal.expectedCount, tephinet_category: cal.tephinetCategory as TephinetCategory | null,
    forms: { registration: cal.registrationFormKey, start: cal.startFormKey, end: cal.endFormKey, abstract: cal.abstractFormKey },
    milestones: milestones.filter((m) => m.calId === cal.id).map((m) => ({
      id: m.id, sequence: m.sequence, title: m.title, due_offset_days: m.dueOffsetDays, takes: m.takes as MilestoneTakes,
    })),
    sub_cals: subCals,
  };
}

async function calsOfCourse(db: Queryable, courseId: number): Promise<AdminCal[]> {
  const [rows, milestones] = await Promise.all([calsOf(db, courseId), milestoneTemplatesOf(db, courseId)]);
  return rows.map((row) => calOut(row.cal, milestones, row.subCals));
}

async function calAnswer(db: Queryable, courseId: number, calId: number): Promise<AdminCal> {
  return (await calsOfCourse(db, courseId)).find((cal) => cal.id === calId)!;
}

export async function listCals({ db }: Services, user: CurrentUser, courseId: number) {
  await managedCourse(db, user, courseId, { ...TEXTS, missing: M.courseNotFound });
  const [results, forms, type] = await Promise.all([calsOfCourse(db, courseId), formsManagedBy(db, user.id), courseTypeOf(db, courseId)]);
  return { course_id: courseId, has_cal: type !== FRONTLINE_COURSE_TYPE, results, forms: forms.map((f) => ({ key: f.key, kind: f.kind as CalFormChoice['kind'], name: f.name })) };
}

/** The starter of a new form: one field, so the officer can fill it until the form editor adds the rest. */
function starterForm(kind: CalTemplateFormKind, fullName: string): Pick<CalFormDefinition, 'name' | 'fields'> {
  if (kind === 'registration') {
    return {
      name: `${fullName} – registration`,
      fields: { short_title: { label: 'Short title', field_order: 1, attributes: { type: 'text', required: true, error_message: 'Please enter short title' } } },
    };
  }
  const name = { start: 'start', end: 'end', abstract: 'abstract' }[kind];
  return {
    name: `${fullName} – ${name}`,
    fields: { summary: { label: 'Summary', field_order: 1, attributes: { type: 'textarea', required: true, error_message: 'Please enter a summary' } } },
  };
}

/** A key for a course's new form that no form has: `c<course>-<short name>-<kind>`, numbered when taken. */
async function freeFormKey(db: Queryable, courseId: number, shortName: string, kind: CalTemplateFormKind): Promise<string> {
  const base = `c${courseId}-${shortName.toLowerCase()}-${kind}`;
  for (let n = 1; ; n += 1) {
    const key = n === 1 ? base : `${base}-${n}`;
    if (!(await formKeyExists(db, key))) return key;
  }
}

/**
 * The form keys the CAL will name: a chosen one must be a form of that kind that the caller's
 * courses use (400 otherwise, under its field); NEW makes one. Answers the keys and the forms made.
 */
async function resolveForms(db: Queryable, user: CurrentUser, courseId: number, body: CalBody, keep: Partial<Record<CalTemplateFormKind, string | null>>) {
  const offered = new Map((await formsManagedBy(db, user.id)).map((f) => [f.key, f.kind]));
  const keys = {} as Record<CalTemplateFormKind, string | null>;
  const made: Array<{ kind: CalTemplateFormKind; key: string; form_id: number }> = [];
  for (const kind of CAL_TEMPLATE_FORM_KINDS) {
    const choice = body.forms[kind];
    if (choice === null || choice === undefined) {
      keys[kind] = null;
    } else if (choice === NEW_CAL_FORM) {
      const key = await freeFormKey(db, courseId, body.short_name, kind);
      const id = await insertForm(db, { key, kind, definition: starterForm(kind, body.full_name), createdBy: user.id });
      made.push({ kind, key, form_id: id });
      keys[kind] = key;
    } else if (offered.get(choice) === kind || keep[kind] === choice) {
      // The form the CAL already names stays allowed, even where it is another course's too.
      keys[kind] = choice;
    } else {
      throw refused(400, `forms.${kind}`, M.badForm);
    }
  }
  return { keys, made };
}

const milestoneRows = (body: CalBody) => body.milestones.map((m) => ({ title: m.title, dueOffsetDays: m.due_offset_days, takes: m.takes }));

function calValues(body: CalBody, keys: Record<CalTemplateFormKind, string | null>) {
  return {
    group: body.group, shortName: body.short_name, fullName: body.full_name, expectedCount: body.expected_count, tephinetCategory: body.tephinet_category,
    registrationFormKey: keys.registration!, startFormKey: keys.start, endFormKey: keys.end, abstractFormKey: keys.abstract,
  };
}

/** Two writers racing for one short name: the second is told as if it had lost the check. */
const shortNameRace = (error: unknown): never => {
  throw isUniqueViolation(error) ? refused(409, 'short_name', M.shortNameTaken) : error;
};

export async function createCal({ db }: Services, user: CurrentUser, courseId: number, body: CalBody) {
  const id = await db.transaction(async (tx) => {
    await managedCourse(tx, user, courseId, { ...TEXTS, missing: M.courseNotFound });
    // Frontline officers report field assignments, not CALs (001 §1): their pages never show one.
    if ((await courseTypeOf(tx, courseId)) === FRONTLINE_COURSE_TYPE) throw new HttpError(409, M.frontlineHasNoCals);
    const existing = await calIdsOf(tx, courseId);
    if (existing.length >= CAL_TEMPLATE_LIMITS.calsMax) throw new HttpError(409, M.tooManyCals);
    if (await shortNameTaken(tx, courseId, body.short_name, null)) throw refused(409, 'short_name', M.shortNameTaken);
    const { keys, made } = await resolveForms(tx, user, courseId, body, {});
    const id = await insertCal(tx, { courseId, sortOrder: await nextCalPosition(tx, courseId), ...calValues(body, keys) });
    await replaceMilestoneTemplates(tx, id, milestoneRows(body));
    await recordAudit(tx, { actorId: user.id, action: 'cal.create', entity: 'cal', entityId: id, courseId, after: { ...body, forms: keys, forms_made: made } });
    return id;
  }).catch(shortNameRace);
  return { message: M.calCreated, data: await calAnswer(db, courseId, id) };
}

/** The CAL, locked, when its course is the caller's to manage. */
async function managedCal(db: Queryable, user: CurrentUser, calId: number) {
  const found = await calForChange(db, calId);
  await managedCourse(db, user, found?.cal.courseId ?? null, TEXTS);
  return found!;
}

export async function changeCal({ db }: Services, user: CurrentUser, calId: number, body: CalBody) {
  const courseId = await db.transaction(async (tx) => {
    const { cal, subCals } = await managedCal(tx, user, calId);
    const before = calOut(cal, await milestoneTemplatesOf(tx, cal.courseId), subCals);
    if (subCals > 0 && (body.short_name !== cal.shortName || body.group !== cal.group)) throw refused(409, 'short_name', M.nameFixed);
    if (await shortNameTaken(tx, cal.courseId, body.short_name, calId)) throw refused(409, 'short_name', M.shortNameTaken);
    const { keys, made } = await resolveForms(tx, user, cal.courseId, body, before.forms);
    await updateCal(tx, calId, calValues(body, keys));
    await replaceMilestoneTemplates(tx, calId, milestoneRows(body));
    await recordAudit(tx, { actorId: user.id, action: 'cal.update', entity: 'cal', entityId: calId, courseId: cal.courseId, before, after: { ...body, forms: keys, forms_made: made } });
    return cal.courseId;
  }).catch(shortNameRace);
  return { message: M.calSaved, data: await calAnswer(db, courseId, calId) };
}

export async function removeCal({ db }: Services, user: CurrentUser, calId: number) {
  const courseId = await db.transaction(async (tx) => {
    const { cal, subCals } = await managedCal(tx, user, calId);
    if (subCals > 0) throw new HttpError(409, M.calInUse);
    const before = calOut(cal, await milestoneTemplatesOf(tx, cal.courseId), subCals);
    await deleteCal(tx, calId);
    await recordAudit(tx, { actorId: user.id, action: 'cal.delete', entity: 'cal', entityId: calId, courseId: cal.courseId, before });
    return cal.courseId;
  });
  return { message: M.calDeleted, results: await calsOfCourse(db, courseId) };
}

export async function reorderCals({ db }: Services, user: CurrentUser, courseId: number, body: z.output<typeof calOrderBody>) {
  await db.transaction(async (tx) => {
    await managedCourse(tx, user, courseId, { ...TEXTS, missing: M.courseNotFound });
    const before = await calIdsOf(tx, courseId);
    const known = new Set(before);
    if (body.ids.length !== known.size || new Set(body.ids).size !== known.size || body.ids.some((id) => !known.has(id))) {
      throw refused(400, 'ids', M.badOrder);
    }
    await setCalPositions(tx, body.ids);
    await recordAudit(tx, { actorId: user.id, action: 'cal.reorder', entity: 'course', entityId: courseId, courseId, before, after: body.ids });
  });
  return { message: M.reordered, results: await calsOfCourse(db, courseId) };
}
