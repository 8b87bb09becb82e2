/*
 * The CAL dynamic forms' zod schemas (spec 001 §3.1, §5): one for a form definition, which the
 * server stores as data and must refuse when malformed, and one for a form's answers, built from
 * its definition and used by the web form and the server alike. The rules themselves are the
 * zod-free functions of dynamic-form-rules.ts.
 */
import { z } from 'zod';
import { CAL_FORM_LIMITS } from './constants';
import { CAL_FORM_MESSAGES } from './cal-messages';
import {
  CAL_FIELD_DISPLAYS, CAL_FIELD_TYPES, checkAnswers, toPayload, type CalField, type CalFieldType, type CalFormDefinition, type CalFormKind, type CalPayload,
} from './dynamic-form-rules';

/** A field key: a letter, then letters, digits or underscores (q1, state_id, other_type_of_data). */
export const CAL_FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** A dropdown's lookup address: a path on the portal's own server, such as /cal/api/get/state/details/. */
export const CAL_LOOKUP_PATH = /^\/[A-Za-z0-9_\-/]{0,254}$/;

const shortText = z.string().max(255);

/** Option keys may arrive as numbers (record ids); the engine holds them as text. */
export const calOptionSchema = z
  .object({
    key: z.union([z.string(), z.number().int()]).transform(String).pipe(z.string().min(1).max(CAL_FORM_LIMITS.optionKeyMax)),
    value: shortText,
    selected: z.boolean().default(false),
  })
  .strict();

export const calFieldAttributesSchema = z
  .object({
    type: z.enum(CAL_FIELD_TYPES),
    required: z.boolean().default(false),
    error_message: shortText.optional(),
    /** The field-assignment project form's name for error_message (002 §3). */
    error: shortText.optional(),
    value: z.union([z.string().max(CAL_FORM_LIMITS.richTextMax), z.number(), z.boolean(), z.array(z.string().max(CAL_FORM_LIMITS.optionKeyMax)), z.null()]).optional(),
    placeholder: shortText.optional(),
    multiple: z.boolean().optional(),
    url: z.string().regex(CAL_LOOKUP_PATH).optional(),
    visible: z.boolean().optional(),
    disabled: z.boolean().optional(),
    display: z.enum(CAL_FIELD_DISPLAYS).optional(),
    max_length: z.number().int().positive().max(CAL_FORM_LIMITS.richTextMax).optional(),
    options: z.array(calOptionSchema).max(CAL_FORM_LIMITS.optionsMax).optional(),
  })
  .strict();

export const calFieldSchema = z
  .object({ label: z.string().max(1000), field_order: z.number().int().min(0), attributes: calFieldAttributesSchema })
  .strict()
  .superRefine((field, ctx) => {
    for (const { path, ok } of fieldConsistency(field)) if (!ok) ctx.addIssue({ code: 'custom', path, message: CAL_FORM_MESSAGES.badDefinition });
  });

/** The saved value's shape each field type allows. */
const SAVED_VALUE_FITS: Record<CalFieldType, (value: unknown, multiple: boolean) => boolean> = {
  text: (v) => typeof v === 'string' || typeof v === 'number',
  textarea: (v) => typeof v === 'string',
  RichTextBox: (v) => typeof v === 'string',
  url: (v) => typeof v === 'string',
  time: (v) => typeof v === 'string',
  date: (v) => typeof v === 'string',
  number: (v) => typeof v === 'string' || typeof v === 'number',
  dropdown: (v, multiple) => (multiple ? Array.isArray(v) : typeof v === 'string' || typeof v === 'number'),
  checkbox: (v) => typeof v === 'boolean' || v === 'true' || v === 'false',
  file: (v) => typeof v === 'string',
};

/** The checks that span attributes: only dropdowns have options, a lookup or several choices. */
function fieldConsistency({ attributes: a }: CalField): { path: PropertyKey[]; ok: boolean }[] {
  const isDropdown = a.type === 'dropdown';
  const keys = (a.options ?? []).map((o) => o.key);
  return [
    { path: ['attributes', 'options'], ok: isDropdown || a.options === undefined },
    { path: ['attributes', 'options'], ok: new Set(keys).size === keys.length },
    { path: ['attributes', 'options'], ok: a.multiple || (a.options ?? []).filter((o) => o.selected).length <= 1 },
    { path: ['attributes', 'multiple'], ok: isDropdown || !a.multiple },
    { path: ['attributes', 'url'], ok: isDropdown || a.url === undefined },
    { path: ['attributes', 'value'], ok: a.value === undefined || a.value === null || SAVED_VALUE_FITS[a.type](a.value, !!a.multiple) },
  ];
}

const definitionShape = z
  .object({
    cal_id: z.number().int().positive(),
    cal_name: shortText,
    short_name: shortText,
    milestone_id: z.number().int().positive().nullable(),
    auto_name: shortText,
    course_id: z.number().int().positive(),
    name: shortText,
    // A key such as 'constructor' would shadow Object.prototype in the maps built from the answers.
    fields: z.record(z.string().regex(CAL_FIELD_KEY).refine((key) => !(key in Object.prototype)), calFieldSchema),
  })
  .superRefine((definition, ctx) => {
    const count = Object.keys(definition.fields).length;
    if (count === 0 || count > CAL_FORM_LIMITS.fieldsMax) ctx.addIssue({ code: 'custom', path: ['fields'], message: CAL_FORM_MESSAGES.badDefinition });
  });

/**
 * A CAL form definition (§3.1). Every fault is reported as badDefinition at its path (the path
 * tells the author what is wrong); unknown attributes are refused, so a misspelt one is caught.
 */
export const calFormDefinitionSchema = z.unknown().transform((data, ctx): CalFormDefinition => {
  const parsed = definitionShape.safeParse(data, { error: () => CAL_FORM_MESSAGES.badDefinition });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: CAL_FORM_MESSAGES.badDefinition });
  return z.NEVER;
});

/** The parsed definition has the engine's type. */
const _definitionFits = (parsed: z.output<typeof definitionShape>): CalFormDefinition => parsed;

/**
 * The answers of one form (§5): every shown, enabled field checked by its definition, the end
 * form's and the mentors' cross-field rules, and as output the payload that is sent and stored
 * (hidden and disabled fields and empty values dropped; see toPayload). Keys the definition does
 * not have are dropped. RichTextBox values are checked for type and length only: the server
 * sanitises them (sanitize-html) before storing.
 */
export function calAnswersSchema(definition: CalFormDefinition, kind: CalFormKind): z.ZodType<CalPayload, Record<string, unknown>> {
  return z
    .record(z.string(), z.unknown(), { error: CAL_FORM_MESSAGES.invalidValue })
    .superRefine((values, ctx) => {
      for (const [key, message] of Object.entries(checkAnswers(definition, values, kind))) ctx.addIssue({ code: 'custom', path: [key], message });
    })
    .transform((values) => toPayload(definition, values, kind));
}
