import type { z } from 'zod';
import type { FieldPath, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLICATION_FILES,
  APPLICATION_FILE_FIELDS,
  APPLICATION_STEPS,
  MESSAGES,
  OTHERS_KEY,
  applicationFieldsSchema,
  fileProblem,
  type ApplicationFileField,
} from '@fetp/contract';
import messages from './messages';

/** The wizard's values: every field a string, except the three declarations and the two row lists. */
export type ApplicantForm = z.input<typeof applicationFieldsSchema>;
export type ApplicantField = FieldPath<ApplicantForm>;
export type StringField = {
  [K in keyof ApplicantForm]: ApplicantForm[K] extends string ? K : never;
}[keyof ApplicantForm];
export type ExtraEducation = ApplicantForm['extra_education_data'][number];
export type PreviousExperience = ApplicantForm['prev_exp_data'][number];

export const STEP_COUNT = APPLICATION_STEPS.length;
export const UPLOAD_STEP = STEP_COUNT - 1;

export const STEP_LABELS = [
  messages.stepPersonal,
  messages.stepEducation,
  messages.stepWork,
  messages.stepSkills,
  messages.stepUpload,
] as const;

/** The names of each step's fields, from the contract's step schemas. */
export const STEP_FIELDS = APPLICATION_STEPS.map((schema) => Object.keys(schema.shape) as (keyof ApplicantForm)[]);

const CHECKBOXES = ['checkbox1', 'checkbox2', 'checkbox3'] as const;
const ROW_LISTS = ['extra_education_data', 'prev_exp_data'] as const;

export function emptyApplicantForm(): ApplicantForm {
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(applicationFieldsSchema.shape)) values[name] = '';
  for (const name of CHECKBOXES) values[name] = false;
  for (const name of ROW_LISTS) values[name] = [];
  return values as ApplicantForm;
}

/**
 * The step a field (or a server error key such as `extra_education_data.0.other_degree`,
 * `extra`, `prev` or a file field) belongs to, or null when it belongs to none.
 */
export function stepOfField(key: string): number | null {
  const root = key.split('.')[0] ?? '';
  if (root === 'extra') return 1;
  if (root === 'prev') return 2;
  if (root in APPLICATION_FILES) return UPLOAD_STEP;
  const index = STEP_FIELDS.findIndex((fields) => (fields as string[]).includes(root));
  return index >= 0 ? index : null;
}

/** Whether a step's fields pass its schema (without showing anything). */
export function stepIsValid(step: number, values: ApplicantForm): boolean {
  return APPLICATION_STEPS[step]?.safeParse(values).success ?? true;
}

const stepResolvers = APPLICATION_STEPS.map((schema) => zodResolver(schema) as unknown as Resolver<ApplicantForm>);

/** A resolver that checks the fields of the step `currentStep()` returns, with that step's contract schema. */
export function stepResolver(currentStep: () => number): Resolver<ApplicantForm> {
  return (values, context, options) => stepResolvers[currentStep()]!(values, context, options);
}

// ---- documents (§5.7) ----
export type ApplicantFiles = Record<ApplicationFileField, File | null>;
export type FileErrors = Partial<Record<ApplicationFileField, string>>;

export function emptyFiles(): ApplicantFiles {
  return Object.fromEntries(APPLICATION_FILE_FIELDS.map((name) => [name, null])) as ApplicantFiles;
}

export const ACCEPT = { image: '.png,.jpg,.jpeg', pdf: '.pdf' } as const;

export function acceptOf(field: ApplicationFileField): string {
  return ACCEPT[APPLICATION_FILES[field].kind];
}

/** The browser's check of a chosen file: null when it may be kept. */
export function chosenFileProblem(field: ApplicationFileField, file: File): string | null {
  return fileProblem(APPLICATION_FILES[field].kind, file);
}

/** The messages of missing required documents; empty when every required one is chosen. */
export function missingFiles(files: ApplicantFiles): FileErrors {
  const errors: FileErrors = {};
  for (const field of APPLICATION_FILE_FIELDS) {
    if (APPLICATION_FILES[field].required && !files[field]) errors[field] = MESSAGES.required;
  }
  return errors;
}

// ---- submission (§7.3) ----

/**
 * The multipart body of POST /api/submit_application/: course_id, public_key_id, every field
 * flattened by its name (declarations as 'true'), `extra` and `prev` as JSON, and the chosen files.
 */
export function applicationFormData(
  courseId: string,
  publicKeyId: string,
  values: z.output<typeof applicationFieldsSchema>,
  files: ApplicantFiles,
): FormData {
  const body = new FormData();
  body.append('course_id', courseId);
  body.append('public_key_id', publicKeyId);
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') body.append(name, value);
    else if (typeof value === 'boolean') body.append(name, value ? 'true' : 'false');
  }
  // The "Others" names go only with "Others".
  if (values.degree !== OTHERS_KEY) body.set('other_degree_name', '');
  if (values.org_type !== OTHERS_KEY) body.set('org_type_other', '');
  body.append('extra', JSON.stringify(values.extra_education_data));
  body.append('prev', JSON.stringify(values.prev_exp_data));
  for (const field of APPLICATION_FILE_FIELDS) {
    const file = files[field];
    if (file) body.append(field, file, file.name);
  }
  return body;
}

/** A short local id for a past-experience row. */
export function localId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
