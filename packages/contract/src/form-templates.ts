import { z } from 'zod';
import { CAL_FORM_LIMITS } from './constants';
import { CAL_LOOKUP_PATHS } from './cal-forms';
import { CAL_FIELD_KEY } from './dynamic-form';
import { CAL_FIELD_TYPES, CAL_FORM_KINDS, type CalField, type CalFieldAttributes, type CalFormDefinition } from './dynamic-form-rules';
import { endpoint } from './endpoints';
import { PAGE_ROUTES } from './routes';
import { recordId } from './validation';
import { FORM_TEMPLATE_LIMITS as L, FORM_TEMPLATE_MESSAGES as M } from './form-templates-messages';

export * from './form-templates-messages';

/**
 * The form editor (issue 32): a course's form definitions — the registration, start, end and
 * abstract forms its CALs name, and for a Frontline course the field-assignment project form —
 * read with their versions and saved as new versions. Answers keep the version they were given
 * under, so they still display and validate under it.
 *
 * - An administrator edits every course's forms; a Course Coordinator reads those of the courses
 *   they coordinate and edits a CAL form only when every course using it is theirs. The project
 *   form is the programme's: administrators only.
 * - A field travels as `{ key, label, attributes }` in the order shown (`field_order` is the
 *   position); attributes are the engine's (dynamic-form.ts), so what the editor does not show (a
 *   saved value, `visible`) is kept.
 */

export const FORM_LOOKUP_PATHS: readonly string[] = Object.values(CAL_LOOKUP_PATHS);

/** The dropdowns whose choices the server fills when it serves the form (states, districts, mentors, CALs …): they need no options of their own. */
export const SERVER_FILLED_FIELDS: readonly string[] = [
  'state_id', 'district_id', 'project_type', 'project_classification', 'target_cal_id', 'project_cal_id', 'mentor1_id', 'mentor2_id',
  'state', 'district', 'mentor', 'investigators',
];

/** A form's stable key, as stored (project-start, frontline-project). */
export const FORM_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

const text = (max: number) => z.string({ error: M.textTooLong }).max(max, M.textTooLong);

export const editorOptionSchema = z.object({
  key: z.string({ error: M.badOption }).trim().min(1, M.badOption).max(CAL_FORM_LIMITS.optionKeyMax, M.badOption),
  value: z.string({ error: M.badOption }).trim().min(1, M.badOption).max(L.textMax, M.badOption),
  selected: z.boolean({ error: M.badFlag }).default(false),
}).strict();

export const editorAttributesSchema = z.object({
  type: z.enum(CAL_FIELD_TYPES, { error: M.badFieldType }),
  required: z.boolean({ error: M.badFlag }).default(false),
  error_message: text(L.textMax).optional(),
  error: text(L.textMax).optional(),
  value: z.union([z.string().max(CAL_FORM_LIMITS.richTextMax), z.number(), z.boolean(), z.array(z.string().max(CAL_FORM_LIMITS.optionKeyMax)), z.null()], { error: M.badDefinition }).optional(),
  placeholder: text(L.textMax).optional(),
  multiple: z.boolean({ error: M.badFlag }).optional(),
  url: z.string({ error: M.badLookup }).refine((v) => FORM_LOOKUP_PATHS.includes(v), M.badLookup).optional(),
  visible: z.boolean({ error: M.badFlag }).optional(),
  options: z.array(editorOptionSchema, { error: M.badOption }).max(CAL_FORM_LIMITS.optionsMax, M.badOption).optional(),
}).strict();

export const editorFieldSchema = z.object({
  key: z.string({ error: M.badFieldKey }).regex(CAL_FIELD_KEY, M.badFieldKey).refine((k) => !(k in Object.prototype), M.badFieldKey),
  label: z.string({ error: M.labelRequired }).trim().min(1, M.labelRequired).max(L.labelMax, M.labelTooLong),
  attributes: editorAttributesSchema,
});
export type EditorField = z.input<typeof editorFieldSchema>;

/** The problems of a form's fields beyond each value, with the path each message goes under (the editor's and the server's one rule). */
export function editorFieldProblems(fields: ReadonlyArray<{ key: string; attributes: Partial<CalFieldAttributes> }>): Array<{ path: (string | number)[]; message: string }> {
  const problems: Array<{ path: (string | number)[]; message: string }> = [];
  const seen = new Set<string>();
  fields.forEach((field, i) => {
    const name = field.key.toLowerCase();
    if (seen.has(name)) problems.push({ path: ['fields', i, 'key'], message: M.duplicateFieldKey });
    seen.add(name);
    const a = field.attributes;
    const isDropdown = a.type === 'dropdown';
    if (!isDropdown && (a.options !== undefined || a.multiple || a.url !== undefined)) problems.push({ path: ['fields', i, 'attributes', 'options'], message: M.optionsOnlyForDropdown });
    if (isDropdown && !a.url && !(a.options ?? []).length && !SERVER_FILLED_FIELDS.includes(field.key)) problems.push({ path: ['fields', i, 'attributes', 'options'], message: M.dropdownNeedsOptions });
    const keys = (a.options ?? []).map((o) => o.key.trim());
    if (new Set(keys).size !== keys.length) problems.push({ path: ['fields', i, 'attributes', 'options'], message: M.duplicateOption });
  });
  return problems;
}

export const formDefinitionBody = z.object({
  /** The version the changes start from: a newer one saved meanwhile is refused (409). */
  base_version: z.number({ error: M.badVersion }).int(M.badVersion).min(1, M.badVersion),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMax, M.nameTooLong),
  fields: z.array(editorFieldSchema, { error: M.fieldsRequired }).min(1, M.fieldsRequired).max(CAL_FORM_LIMITS.fieldsMax, M.tooManyFields),
}).superRefine((body, ctx) => {
  for (const p of editorFieldProblems(body.fields)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
});
export type FormDefinitionBody = z.input<typeof formDefinitionBody>;

/** The stored fields (a record by key, with field_order) as the editor's ordered list. */
export function editorFieldsOf(fields: Readonly<Record<string, CalField>>): EditorField[] {
  return Object.entries(fields)
    .sort(([ka, a], [kb, b]) => a.field_order - b.field_order || ka.localeCompare(kb))
    .map(([key, f]) => ({ key, label: f.label, attributes: f.attributes }));
}

/** The editor's ordered list as stored fields: field_order is the position, from 1. */
export function storedFieldsOf(fields: ReadonlyArray<EditorField>): CalFormDefinition['fields'] {
  return Object.fromEntries(fields.map((f, i) => [f.key, { label: f.label, field_order: i + 1, attributes: { required: false, ...f.attributes } as CalFieldAttributes }]));
}

/** A preview definition of a course's form (the form-level fields are placeholders: no CAL is named). */
export function previewDefinition(name: string, fields: ReadonlyArray<EditorField>, courseId: number): CalFormDefinition {
  return { cal_id: 1, cal_name: name, short_name: '', milestone_id: null, auto_name: '', course_id: courseId, name, fields: storedFieldsOf(fields) };
}

export const formTemplate = z.object({
  key: z.string(),
  kind: z.enum(CAL_FORM_KINDS),
  name: z.string(),
  version: z.number(),
  form_id: z.number(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  /** The CALs of the course that use it (short names); empty for the project form. */
  used_by: z.array(z.string()),
  /** Whether the caller may save a new version. */
  can_edit: z.boolean(),
  fields: z.array(editorFieldSchema),
});
export type FormTemplate = z.infer<typeof formTemplate>;
export const courseFormsAnswer = z.object({ course_id: z.number(), results: z.array(formTemplate) });
export type CourseFormsAnswer = z.infer<typeof courseFormsAnswer>;
export const formVersionsAnswer = z.object({ results: z.array(formTemplate) });
export type FormVersionsAnswer = z.infer<typeof formVersionsAnswer>;
export const saveFormAnswer = z.object({ message: z.string(), data: formTemplate });
export type SaveFormAnswer = z.infer<typeof saveFormAnswer>;

export const courseFormsParams = z.object({ course: recordId(M.courseNotFound) });
export const courseFormParams = z.object({
  course: recordId(M.courseNotFound),
  kind: z.enum(CAL_FORM_KINDS, { error: M.badKind }),
  key: z.string({ error: M.badFormKey }).regex(FORM_KEY_PATTERN, M.badFormKey),
});

const editors = PAGE_ROUTES.adminCourseForms.access;

export const FORM_TEMPLATES_API = {
  forms: endpoint({ method: 'GET', path: '/api/admin/courses/:course/forms/', access: editors, params: courseFormsParams, answer: courseFormsAnswer }),
  versions: endpoint({ method: 'GET', path: '/api/admin/courses/:course/forms/:kind/:key/versions/', access: editors, params: courseFormParams, answer: formVersionsAnswer }),
  save: endpoint({ method: 'POST', path: '/api/admin/courses/:course/forms/:kind/:key/', access: editors, params: courseFormParams, body: formDefinitionBody, answer: saveFormAnswer }),
} as const;
