import { z } from 'zod';
import {
  FORM_TEMPLATE_MESSAGES as M, PROJECT_FIELDS, calFormDefinitionSchema, editorFieldSchema, editorFieldsOf, storedFieldsOf, storedProjectFormSchema,
  type CalField, type CalFormKind, type FormTemplate, type formDefinitionBody,
} from '@fetp/contract';
import type { Services } from '../../services';
import type { CurrentUser } from '../../plugins/auth';
import { isAdministrator } from '../../plugins/course-management';
import { HttpError, forbidden, notFound } from '../../plugins/errors';
import { isUniqueViolation, type Queryable } from '../../db/client';
import { recordAudit } from '../../db/audit';
import { coordinates } from '../../db/scopes';
import { ensureProjectForm } from '../field-assignment';
import {
  calsOfCourse, courseOf, insertVersion, latestCalForms, latestProjectForms, latestVersionOf, usedOutsideCoordinated, versionsOf,
  type FormTable, type StoredForm,
} from './queries';

/**
 * The form editor (issue 32): a course's form definitions, their versions, and a new version saved.
 * An administrator edits every course's; a coordinator reads their courses' and edits a CAL form
 * only when no course they do not coordinate uses it (a form key may be shared). The project form
 * is the programme's: administrators only. A coordinator naming another course is refused (403)
 * whether or not it exists; a form the course does not use is 404.
 */

const FRONTLINE = 'Frontline Courses';
const editorFieldsListSchema = z.array(editorFieldSchema);
const CAL_KINDS = ['registration', 'start', 'end', 'abstract'] as const;
type CalKind = (typeof CAL_KINDS)[number];

const tableOf = (kind: CalFormKind): FormTable => (kind === 'project' ? 'project' : 'cal');

/** The course when the caller may manage it: any for an administrator (404 when missing), their own for a coordinator (else 403). */
async function managedCourse(db: Queryable, user: CurrentUser, courseId: number) {
  if (!isAdministrator(user) && !(await coordinates(db, user.id, courseId))) throw forbidden(M.notYourCourse);
  const course = await courseOf(db, courseId);
  if (!course) throw notFound(M.courseNotFound);
  return course;
}

/** The course's CAL forms by key (with the CALs using each and its kind), in the order its CALs name them. */
async function calFormKeys(db: Queryable, courseId: number): Promise<Map<string, { kind: CalKind; usedBy: string[] }>> {
  const keys = new Map<string, { kind: CalKind; usedBy: string[] }>();
  for (const cal of await calsOfCourse(db, courseId)) {
    for (const kind of CAL_KINDS) {
      const key = cal[kind];
      if (!key) continue;
      const entry = keys.get(key) ?? { kind, usedBy: [] };
      if (!entry.usedBy.includes(cal.shortName)) entry.usedBy.push(cal.shortName);
      keys.set(key, entry);
    }
  }
  return keys;
}

async function mayEdit(db: Queryable, user: CurrentUser, kind: CalFormKind, key: string): Promise<boolean> {
  if (isAdministrator(user)) return true;
  if (kind === 'project') return false;
  return !(await usedOutsideCoordinated(db, key, user.id));
}

function fieldsOfStored(definition: unknown): Record<string, CalField> {
  return ((definition as { fields?: Record<string, CalField> } | null)?.fields) ?? {};
}

function templateOut(form: StoredForm, kind: CalFormKind, usedBy: string[], canEdit: boolean): FormTemplate {
  return {
    key: form.key, kind, name: form.name, version: form.version, form_id: form.id, created_at: form.createdAt.toISOString(), created_by: form.createdBy,
    used_by: usedBy, can_edit: canEdit, fields: editorFieldsOf(fieldsOfStored(form.definition)) as FormTemplate['fields'],
  };
}

/** A course's forms (latest versions): its CALs' forms by kind, then the project form of a Frontline course. */
export async function courseForms({ db }: Services, user: CurrentUser, courseId: number) {
  const course = await managedCourse(db, user, courseId);
  const keys = await calFormKeys(db, courseId);
  const order = [...keys.keys()];
  const stored = await latestCalForms(db, order);
  const results: FormTemplate[] = [];
  for (const form of stored.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))) {
    const entry = keys.get(form.key)!;
    results.push(templateOut(form, entry.kind, entry.usedBy, await mayEdit(db, user, entry.kind, form.key)));
  }
  if (course.type === FRONTLINE) {
    await ensureProjectForm(db);
    for (const form of await latestProjectForms(db)) results.push(templateOut(form, 'project', [], isAdministrator(user)));
  }
  return { course_id: courseId, results };
}

/** The form a course uses under this kind and key, with the CALs using it (404 when the course does not use it). */
async function courseForm(db: Queryable, user: CurrentUser, courseId: number, kind: CalFormKind, key: string) {
  const course = await managedCourse(db, user, courseId);
  let usedBy: string[] = [];
  if (kind === 'project') {
    if (course.type !== FRONTLINE) throw notFound(M.formNotFound);
  } else {
    const entry = (await calFormKeys(db, courseId)).get(key);
    if (!entry || entry.kind !== kind) throw notFound(M.formNotFound);
    usedBy = entry.usedBy;
  }
  const latest = await latestVersionOf(db, tableOf(kind), key);
  if (!latest) throw notFound(M.formNotFound);
  return { latest, usedBy };
}

export async function formVersions({ db }: Services, user: CurrentUser, params: { course: number; kind: CalFormKind; key: string }) {
  const { usedBy } = await courseForm(db, user, params.course, params.kind, params.key);
  const canEdit = await mayEdit(db, user, params.kind, params.key);
  const versions = await versionsOf(db, tableOf(params.kind), params.key);
  return { results: versions.map((v) => templateOut(v, params.kind, usedBy, canEdit)) };
}

const invalid = (problems: Array<{ path: string; message: string }>) =>
  new HttpError(400, problems[0]!.message, Object.fromEntries(problems.map((p) => [p.path, [p.message]])));

/** The fields the project's columns are written from: a version must keep those its previous one had, with their type. */
function keptFieldProblems(kind: CalFormKind, before: Record<string, CalField>, after: Record<string, CalField>) {
  if (kind !== 'project') return [];
  const kept = Object.values(PROJECT_FIELDS) as string[];
  return Object.entries(before)
    .filter(([key, field]) => kept.includes(key) && after[key]?.attributes.type !== field.attributes.type)
    .map(([key]) => ({ path: 'fields', message: `${M.keptField}: ${key}` }));
}

/** The stored definition of a new version: the previous one's other top-level entries kept, the name and fields replaced; checked as the engine reads it. */
function newDefinition(kind: CalFormKind, previous: StoredForm, body: z.output<typeof formDefinitionBody>, courseId: number) {
  const fields = storedFieldsOf(body.fields);
  const definition = { ...(previous.definition as object), name: body.name, fields };
  const parsed = kind === 'project'
    ? storedProjectFormSchema.safeParse({ name: body.name, fields })
    : calFormDefinitionSchema.safeParse({ ...definition, cal_id: 1, cal_name: body.name, short_name: 'X', milestone_id: null, auto_name: 'X', course_id: courseId });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid([{ path: issue.path.join('.') || 'fields', message: M.badDefinition }]);
  }
  return { definition, fields };
}

/** JSON with its keys sorted, so two equal definitions compare equal whatever order their keys were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
    : v));
}

/** Whether the stored fields and the new ones are the same once both are read as the editor sends them (defaults filled, order numbered from 1). */
function sameFields(before: Record<string, CalField>, after: Record<string, CalField>): boolean {
  const read = editorFieldsListSchema.safeParse(editorFieldsOf(before));
  return read.success && canonical(storedFieldsOf(read.data)) === canonical(after);
}

/** Saves a changed definition as the next version (nothing when unchanged); audited as `form.version`. */
export async function saveForm(
  { db }: Services, user: CurrentUser, params: { course: number; kind: CalFormKind; key: string }, body: z.output<typeof formDefinitionBody>,
) {
  const { kind, key, course: courseId } = params;
  const { latest, usedBy } = await courseForm(db, user, courseId, kind, key);
  if (!(await mayEdit(db, user, kind, key))) throw forbidden(kind === 'project' ? M.projectAdministratorOnly : M.sharedForm);
  if (body.base_version !== latest.version) throw new HttpError(409, M.newerVersion);
  const before = fieldsOfStored(latest.definition);
  const { definition, fields } = newDefinition(kind, latest, body, courseId);
  const kept = keptFieldProblems(kind, before, fields);
  if (kept.length) throw invalid(kept);
  if (latest.name === body.name && sameFields(before, fields)) {
    return { message: M.noChange, data: templateOut(latest, kind, usedBy, true) };
  }
  const table = tableOf(kind);
  await db.transaction(async (tx) => {
    const id = await insertVersion(tx, table, { key, version: latest.version + 1, kind, name: body.name, definition, createdBy: user.id });
    await recordAudit(tx, {
      actorId: user.id, action: 'form.version', entity: table === 'project' ? 'field_assignment_form' : 'cal_form', entityId: id, courseId,
      before: { key, version: latest.version, form_id: latest.id, definition: latest.definition }, after: { key, version: latest.version + 1, form_id: id, definition },
    });
  }).catch((error: unknown) => {
    // Two saves from the same version: the unique (key, version) index lets one through.
    throw isUniqueViolation(error) ? new HttpError(409, M.newerVersion) : error;
  });
  const saved = (await latestVersionOf(db, table, key))!;
  return { message: M.versionSaved, data: templateOut(saved, kind, usedBy, true) };
}
