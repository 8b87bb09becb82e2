/*
 * The CAL dynamic form engine (spec 001 §3.1, §5) as plain functions (no zod, no React): the form
 * definition's types, which fields show, which are disabled, which options a dropdown offers, each
 * field's check and the submit payload. The web's form renderer calls them directly; the zod schema
 * (dynamic-form.ts) calls them too, so the server refuses answers with exactly the form's messages.
 */
import { CAL_FORM_LIMITS } from './constants';
import { CAL_FORM_MESSAGES } from './cal-messages';
import {
  FIELD_ASSIGNMENT_MESSAGES, OTHER_DISEASE_TRIGGER, PROJECT_FIELDS, PROJECT_FORM_LIMITS, PROJECT_TYPE_FIELDS, PROJECT_TYPE_LABELS, otherTooLong,
  type ProjectType,
} from './field-assignment-messages';

// ---- The definition (§3.1) ----

/** The ten field types, spelt as the server sends them. */
export const CAL_FIELD_TYPES = ['text', 'textarea', 'date', 'number', 'dropdown', 'time', 'url', 'RichTextBox', 'checkbox', 'file'] as const;
export type CalFieldType = (typeof CAL_FIELD_TYPES)[number];

/**
 * The forms the engine serves; the end form has rules of its own (q1–q3, q15–q16), and so has the
 * field-assignment project form (002 §4, §5: see "The field-assignment project form" below).
 */
export const CAL_FORM_KINDS = ['registration', 'start', 'end', 'abstract', 'project'] as const;
export type CalFormKind = (typeof CAL_FORM_KINDS)[number];

/** A dropdown option (webinar and meeting forms use label/value/is_selected instead: not these). */
export interface CalOption {
  key: string;
  value: string;
  selected: boolean;
}

/** A field's saved or default answer as a definition carries it (`attributes.value`). */
export type CalSavedValue = string | number | boolean | string[] | null;

/** The other ways to draw a field (CalFieldAttributes.display). */
export const CAL_FIELD_DISPLAYS = ['radios', 'checkboxes', 'tags'] as const;
export type CalFieldDisplay = (typeof CAL_FIELD_DISPLAYS)[number];

/**
 * A field's attributes, keyed as the spec names them ("error message" is `error_message`):
 * - `type`, `required`: what the field holds and whether it must be answered.
 * - `error_message`: the message shown when a required field is left empty (else a generic one).
 * - `error`: the same message by the name the field-assignment project form gives it (002 §3).
 * - `value`: the saved or default answer; a dropdown's initial choice is its options marked `selected`.
 * - `placeholder`: hint text of the input.
 * - `multiple`: a dropdown that takes several choices (a multi-select).
 * - `url`: the path a dropdown's lookup is POSTed to when its choice changes (§7, e.g. /cal/api/get/districts/details/).
 * - `visible`: false hides the field (not shown, not validated, not sent); absent means shown.
 * - `options`: a dropdown's choices; none when another field's lookup supplies them.
 * - `disabled`, `max_length`, `display`: for forms built in code (the calendar's), see below.
 */
export interface CalFieldAttributes {
  type: CalFieldType;
  required: boolean;
  error_message?: string;
  error?: string;
  value?: CalSavedValue;
  placeholder?: string;
  multiple?: boolean;
  url?: string;
  visible?: boolean;
  /** Shown but not editable, neither checked nor sent (a discussion's fields kept as scheduled). */
  disabled?: boolean;
  /** A text's own longest length, in place of its type's (CAL_FORM_LIMITS): a webinar's description, a list of addresses. */
  max_length?: number;
  /** How a field is drawn, its answers unchanged: a dropdown as radio buttons or (multiple) check boxes, a text as a list of tags (sent comma-separated). */
  display?: CalFieldDisplay;
  options?: CalOption[];
}

export interface CalField {
  label: string;
  field_order: number;
  attributes: CalFieldAttributes;
}

/** A CAL form as the server sends it: the form-level fields and `fields`, the map of field key → field. */
export interface CalFormDefinition {
  cal_id: number;
  cal_name: string;
  short_name: string;
  milestone_id: number | null;
  auto_name: string;
  course_id: number;
  name: string;
  fields: Record<string, CalField>;
}

/** A field as the renderer shows it: its key, whether it is disabled and the options it offers now. */
export type CalVisibleField = CalField & { key: string; disabled: boolean; options: CalOption[] };

/**
 * A form built in code rather than stored (the calendar's forms, the project form): `field` adds a
 * field after the last one added (not required unless said), `definition` wraps the fields.
 */
export function formBuilder(name: string, ids: { calId?: number; courseId?: number } = {}) {
  let order = 0;
  return {
    field: (label: string, type: CalFieldType, attributes: Partial<CalFieldAttributes> = {}): CalField =>
      ({ label, field_order: ++order, attributes: { type, required: false, ...attributes } }),
    definition: (fields: Record<string, CalField>): CalFormDefinition =>
      ({ cal_id: ids.calId ?? 1, cal_name: '', short_name: '', milestone_id: null, auto_name: '', course_id: ids.courseId ?? 1, name, fields }),
  };
}

/** A list's choices ({ value, label }, the spec's pre-data) as the engine's options, each key once (a person of two courses is listed twice; Mantine refuses a repeated option); chosen when marked or named in `chosen`. */
export function calOptionsOf(list: readonly { value: string | number; label: string; is_selected?: boolean }[] = [], chosen: readonly string[] = []): CalOption[] {
  const options = new Map<string, CalOption>();
  for (const o of list) {
    const key = String(o.value);
    if (!options.has(key)) options.set(key, { key, value: o.label, selected: o.is_selected === true || chosen.includes(key) });
  }
  return [...options.values()];
}

// ---- Answers ----

/**
 * The answers of a form, by field key. They come from the browser's form or from a request, so
 * they are read as unknown; the engine understands, by field type:
 * - text, textarea, RichTextBox, url, time, number: a string (a number is taken as its text);
 * - date: 'YYYY-MM-DD' (the UI's DD/MM/YYYY input converts with fromInputDate);
 * - dropdown: an option key, or an option ({ key }); a multi-select a list of them;
 * - checkbox: a boolean, or 'true'/'false' (also 'on', '1', '0') as a form sends it;
 * - file: the chosen file ({ name, size }, a browser File fits) or the stored file's name.
 */
export type CalValues = Readonly<Record<string, unknown>>;

/** A chosen file, as far as the engine looks at it (a browser File has this shape). */
export interface CalFile {
  name: string;
  size?: number;
}

/** What is sent: texts, option keys (lists for a multi-select), 'true'/'false' for a checkbox, files. */
export type CalPayload = Record<string, string | string[] | CalFile>;

// ---- Dependency rules (§5) ----

/** The end form's own fields: q2/q3 show only when q1 allows; q16 is disabled when q15 is false. */
export const END_FORM_FIELDS = { gate: 'q1', startDate: 'q2', lastDate: 'q3', switch: 'q15', switched: 'q16' } as const;

/**
 * Each other-specify field, the multi-select it belongs to and the option that shows it (§5). The
 * spec names only public_health_activity_results; the others follow the same `other_<field>` pattern.
 * An option triggers when its key or its label is the trigger (case ignored).
 *
 * | other-specify field                       | related multi-select               | trigger    |
 * |-------------------------------------------|------------------------------------|------------|
 * | other_type_of_data                        | type_of_data                       | Others     |
 * | other_reported_groups                     | reported_groups                    | Others     |
 * | other_composition_specialities            | composition_specialities           | Others     |
 * | other_investigation_objectives            | investigation_objectives           | Others     |
 * | other_anticipated_scope_of_investigation  | anticipated_scope_of_investigation | Others     |
 * | other_public_health_activity_results      | public_health_activity_results     | other-info |
 * | other_exposure_mode_of_transmission       | exposure_mode_of_transmission      | Others     |
 */
export const OTHER_SPECIFY_FIELDS: Readonly<Record<string, { relatedTo: string; trigger: string }>> = {
  other_type_of_data: { relatedTo: 'type_of_data', trigger: 'Others' },
  other_reported_groups: { relatedTo: 'reported_groups', trigger: 'Others' },
  other_composition_specialities: { relatedTo: 'composition_specialities', trigger: 'Others' },
  other_investigation_objectives: { relatedTo: 'investigation_objectives', trigger: 'Others' },
  other_anticipated_scope_of_investigation: { relatedTo: 'anticipated_scope_of_investigation', trigger: 'Others' },
  other_public_health_activity_results: { relatedTo: 'public_health_activity_results', trigger: 'other-info' },
  other_exposure_mode_of_transmission: { relatedTo: 'exposure_mode_of_transmission', trigger: 'Others' },
};

/** The two mentor dropdowns: each offers every mentor but the one chosen in the other. */
export const MENTOR_FIELDS = ['mentor1_id', 'mentor2_id'] as const;

/** A field's answer, read only from the answers' own keys (never from Object.prototype). */
const answerOf = (values: CalValues, key: string): unknown => (Object.hasOwn(values, key) ? values[key] : undefined);

/** A field of the definition by key, own keys only (a key such as 'constructor' is no field). */
const fieldOf = (definition: CalFormDefinition, key: string): CalField | undefined =>
  Object.hasOwn(definition.fields, key) ? definition.fields[key] : undefined;

/** The other-specify rule of a field, if it is one. */
const otherSpecifyRule = (key: string) => (Object.hasOwn(OTHER_SPECIFY_FIELDS, key) ? OTHER_SPECIFY_FIELDS[key] : undefined);

/** A text answer trimmed ('' when absent or not text). */
export const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The option keys an answer holds, or null when it is not a choice at all. */
export function choicesOf(value: unknown): string[] | null {
  if (value === undefined || value === null || value === '') return [];
  const one = (item: unknown) => (typeof item === 'string' ? item : typeof item === 'number' ? String(item) : isKeyed(item) ? item.key : null);
  const list = Array.isArray(value) ? value.map(one) : [one(value)];
  return list.every((key): key is string => key !== null) ? list.filter((key) => key !== '') : null;
}

const isKeyed = (value: unknown): value is { key: string } =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';

const isFile = (value: unknown): value is CalFile =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string' && (value as CalFile).name !== '';

/** A checkbox's answer as a boolean (unset is false), or null when it is not one. */
export function flagOf(value: unknown): boolean | null {
  if (value === true || value === false) return value;
  if (value === undefined || value === null) return false;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : null;
  if (text === null) return null;
  if (['true', 'on', '1', 'yes'].includes(text)) return true;
  if (['false', 'off', '0', 'no', ''].includes(text)) return false;
  return null;
}

/** q1 lets q2 and q3 show when it is empty, 1 or true (as a value, a text or a chosen key). */
function gateIsOpen(value: unknown): boolean {
  const keys = choicesOf(value === true ? 'true' : value);
  if (keys === null) return false;
  return keys.length === 0 || keys.some((key) => key === '1' || key.toLowerCase() === 'true');
}

/** Only an explicit false (false, 'false', '0', 'no' or such a chosen key) turns q15 off; empty does not. */
function switchIsOff(value: unknown): boolean {
  const keys = choicesOf(value);
  const one = keys === null ? value : keys.length === 1 ? keys[0] : undefined;
  return one !== undefined && one !== '' && flagOf(one) === false;
}

/** Whether the chosen keys of a dropdown include the option whose key or label is the trigger. */
function chooses(field: CalField | undefined, value: unknown, trigger: string): boolean {
  const wanted = trigger.toLowerCase();
  const options = field?.attributes.options ?? [];
  return (choicesOf(value) ?? []).some((key) => {
    const option = options.find((o) => o.key === key);
    return key.toLowerCase() === wanted || option?.value.toLowerCase() === wanted;
  });
}

/** A field shown by its definition alone (`visible` absent or true). */
const declaredVisible = (field: CalField) => field.attributes.visible !== false;

/** Whether a field shows, by its `visible` attribute and the §5 dependency rules. */
function isShown(definition: CalFormDefinition, key: string, values: CalValues, kind: CalFormKind): boolean {
  const field = fieldOf(definition, key);
  if (!field || !declaredVisible(field)) return false;
  if (kind === 'end' && (key === END_FORM_FIELDS.startDate || key === END_FORM_FIELDS.lastDate)) {
    return gateIsOpen(answerOf(values, END_FORM_FIELDS.gate));
  }
  if (kind === 'project') return projectFieldShown(definition, key, values);
  const other = otherSpecifyRule(key);
  if (other) {
    const related = fieldOf(definition, other.relatedTo);
    return !!related && isShown(definition, other.relatedTo, values, kind) && chooses(related, answerOf(values, other.relatedTo), other.trigger);
  }
  return true;
}

/** Whether a shown field is disabled: q16 of the end form while q15 is false (it is then not sent). */
export function isDisabled(key: string, values: CalValues, kind: CalFormKind): boolean {
  return kind === 'end' && key === END_FORM_FIELDS.switched && switchIsOff(answerOf(values, END_FORM_FIELDS.switch));
}

/** The options a dropdown offers now: a mentor dropdown leaves out the other mentor's choice. */
export function optionsFor(definition: CalFormDefinition, key: string, values: CalValues): CalOption[] {
  const options = fieldOf(definition, key)?.attributes.options ?? [];
  const [first, second] = MENTOR_FIELDS;
  const other = key === first ? second : key === second ? first : null;
  if (!other) return options;
  const taken = choicesOf(answerOf(values, other)) ?? [];
  return options.filter((option) => !taken.includes(option.key));
}

/** The fields to show, in field_order (then key), with their disabled state and current options. */
export function visibleFields(definition: CalFormDefinition, values: CalValues, kind: CalFormKind): CalVisibleField[] {
  return Object.entries(definition.fields)
    .filter(([key]) => isShown(definition, key, values, kind))
    .sort(([a, fa], [b, fb]) => fa.field_order - fb.field_order || (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, field]) => ({ ...field, key, disabled: field.attributes.disabled === true || isDisabled(key, values, kind), options: optionsFor(definition, key, values) }));
}

/** The answers a definition starts with: saved values, options marked selected, unticked boxes. */
export function initialValues(definition: CalFormDefinition): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, { attributes }] of Object.entries(definition.fields)) {
    const saved = attributes.value;
    if (attributes.type === 'checkbox') values[key] = flagOf(saved) === true;
    else if (attributes.type === 'dropdown') {
      const selected = (attributes.options ?? []).filter((o) => o.selected).map((o) => o.key);
      const keys = selected.length ? selected : (choicesOf(saved) ?? []);
      values[key] = attributes.multiple ? keys : (keys[0] ?? '');
    } else if (attributes.type === 'file') values[key] = typeof saved === 'string' ? saved : undefined;
    else values[key] = saved === undefined || saved === null ? '' : String(saved);
  }
  return values;
}

/** The definition with saved answers as `value`s (and dropdown options marked `selected`), each only where its shape fits the field. */
export function withSavedValues(definition: CalFormDefinition, answers: Record<string, unknown>): CalFormDefinition {
  const fields = { ...definition.fields };
  for (const [key, field] of Object.entries(fields)) {
    if (!Object.hasOwn(answers, key)) continue;
    const saved = answers[key];
    const { attributes } = field;
    let value: CalSavedValue;
    let options = attributes.options;
    if (attributes.type === 'dropdown') {
      const keys = (choicesOf(saved) ?? []).slice(0, attributes.multiple ? undefined : 1);
      value = attributes.multiple ? keys : (keys[0] ?? null);
      options = options?.map((o) => ({ ...o, selected: keys.includes(o.key) }));
    } else if (typeof saved === 'string') value = saved;
    else continue;
    fields[key] = { ...field, attributes: { ...attributes, value, ...(options ? { options } : {}) } };
  }
  return { ...definition, fields };
}

// ---- Dates (§5 Dates, Formats) ----

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INPUT_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The years a date may have: 1900–2100 in the CAL forms (001 §5), 1900–2099 in the project form (002 §9). */
export interface DateYears {
  min: number;
  max: number;
}
const CAL_DATE_YEARS: DateYears = { min: CAL_FORM_LIMITS.dateYearMin, max: CAL_FORM_LIMITS.dateYearMax };
export const PROJECT_DATE_YEARS: DateYears = { min: PROJECT_FORM_LIMITS.dateYearMin, max: PROJECT_FORM_LIMITS.dateYearMax };

/** A real calendar date written YYYY-MM-DD with a year in range (1900 to 2100 unless given). */
export function isCalDate(text: string, years: DateYears = CAL_DATE_YEARS): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < years.min || year > years.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UI's DD/MM/YYYY input as the engine's YYYY-MM-DD, or undefined when it is not one. */
export function fromInputDate(text: string): string | undefined {
  const match = INPUT_DATE.exec(text.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

/** The engine's YYYY-MM-DD as the UI's DD/MM/YYYY (other text is returned unchanged). */
export function toInputDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

// ---- Field checks (§5 Dynamic forms) ----

/** A wall-clock time HH:MM (00:00–23:59): the time fields of every form (calendar, modules, dynamic forms). */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME = CLOCK_TIME;

/** One outside address to invite or write to: no spaces, list separators (`,` `;`) or mail-header characters (`<` `>` `"`). */
export const INVITEE_EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
const NUMBER = /^[-+]?(\d+(\.\d+)?|\.\d+)$/;

/** Whether a text holds a control character (C0 such as TAB, CR and LF, DEL, or C1): never part of a link. */
export function hasControlCharacters(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  return /[\u0000-\u001f\u007f-\u009f]/.test(text);
}

/** An absolute http(s) address with a host. */
export function isHttpUrl(text: string): boolean {
  // The URL parser drops tabs and line breaks silently; a stored link keeps them and breaks every redirect to it.
  if (hasControlCharacters(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether rich text says anything: an empty editor ('<p><br></p>') does not; text or an embed does. */
const hasContent = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim() !== '' || /<(img|iframe|video|audio|embed|object|table|hr)\b/i.test(html);

/**
 * The longest text of each free-text type. Rich text is only checked for type and length here: the
 * server sanitises RichTextBox values (sanitize-html) before storing them.
 */
const TEXT_MAX: Partial<Record<CalFieldType, readonly [number, string]>> = {
  text: [CAL_FORM_LIMITS.textMax, CAL_FORM_MESSAGES.textTooLong],
  textarea: [CAL_FORM_LIMITS.longTextMax, CAL_FORM_MESSAGES.longTextTooLong],
  RichTextBox: [CAL_FORM_LIMITS.richTextMax, CAL_FORM_MESSAGES.richTextTooLong],
};

/** The fault of a non-empty typed text, by field type, or undefined. */
function textFault(type: CalFieldType, text: string, ownMax?: number): string | undefined {
  const max = TEXT_MAX[type];
  if (max) return text.length > (ownMax ?? max[0]) ? max[1] : undefined;
  if (type === 'url') return text.length <= CAL_FORM_LIMITS.urlMax && isHttpUrl(text) ? undefined : CAL_FORM_MESSAGES.badUrl;
  if (type === 'time') return TIME.test(text) ? undefined : CAL_FORM_MESSAGES.badTime;
  if (type === 'number') return text.length <= CAL_FORM_LIMITS.numberMax && NUMBER.test(text) ? undefined : CAL_FORM_MESSAGES.notNumber;
  if (type === 'date') return isCalDate(text) ? undefined : CAL_FORM_MESSAGES.invalidDate;
  return undefined;
}

/** A field's own missing-answer message (`error_message`, or the project form's `error`), or ''. */
const ownMessage = (field: CalField) => field.attributes.error_message?.trim() || field.attributes.error?.trim() || '';
const missingMessage = (field: CalField) => ownMessage(field) || CAL_FORM_MESSAGES.required;

function dropdownFault(field: CalField, value: unknown, required: boolean, missing: string): string | undefined {
  const { multiple, options = [] } = field.attributes;
  const keys = choicesOf(value);
  // A definition's own options bound the choices (a webinar may invite every person of its course); a lookup's, the engine's limit.
  const most = Math.max(CAL_FORM_LIMITS.choicesMax, options.length);
  if (keys === null || (!multiple && keys.length > 1) || keys.length > most) return CAL_FORM_MESSAGES.invalidValue;
  if (keys.length === 0) return required ? (multiple ? ownMessage(field) || CAL_FORM_MESSAGES.selectAtLeastOne : missing) : undefined;
  // Options a lookup supplies (none in the definition) are checked by the route that knows them.
  const offered = new Set(options.map((o) => o.key));
  const known = (key: string) => key.length <= CAL_FORM_LIMITS.optionKeyMax && (offered.size === 0 || offered.has(key));
  return keys.every(known) ? undefined : CAL_FORM_MESSAGES.unknownOption;
}

/**
 * One field's answer checked against its definition: the message to show, or undefined. An empty
 * required field gets the field's own error_message (a generic one when it has none).
 */
export function checkCalField(field: CalField, value: unknown, required = field.attributes.required): string | undefined {
  const { type } = field.attributes;
  const missing = missingMessage(field);
  if (type === 'dropdown') return dropdownFault(field, value, required, missing);
  if (type === 'checkbox') {
    const ticked = flagOf(value);
    if (ticked === null) return CAL_FORM_MESSAGES.invalidValue;
    return required && !ticked ? missing : undefined;
  }
  if (type === 'file') {
    if (value === undefined || value === null || value === '') return required ? missing : undefined;
    return isFile(value) || typeof value === 'string' ? undefined : CAL_FORM_MESSAGES.invalidValue;
  }
  const raw = value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value;
  if (typeof raw !== 'string') return CAL_FORM_MESSAGES.invalidValue;
  const text = raw.trim();
  if (!text || (type === 'RichTextBox' && !hasContent(text))) return required ? missing : undefined;
  return textFault(type, text, field.attributes.max_length);
}

/**
 * Every fault of a form's answers, by field key: only shown, enabled fields are checked; a shown
 * other-specify field must be answered; the end form's last date may not precede its start date;
 * the same mentor may not be chosen twice.
 */
export function checkAnswers(definition: CalFormDefinition, values: CalValues, kind: CalFormKind): Record<string, string> {
  const faults: Record<string, string> = {};
  const shown = visibleFields(definition, values, kind).filter((field) => !field.disabled);
  for (const field of shown) {
    const required = field.attributes.required || otherSpecifyRule(field.key) !== undefined;
    const value = answerOf(values, field.key);
    const fault = kind === 'project' ? checkProjectField(field, value, required) : checkCalField(field, value, required);
    if (fault) faults[field.key] = fault;
  }
  const isShownKey = (key: string) => shown.some((field) => field.key === key);
  if (kind === 'project') {
    const { from, to } = PROJECT_FIELDS;
    if (isShownKey(from) && isShownKey(to) && !faults[from] && !faults[to]) {
      const start = textOf(answerOf(values, from));
      const end = textOf(answerOf(values, to));
      if (start && end && start > end) faults[from] = FIELD_ASSIGNMENT_MESSAGES.startAfterEnd;
    }
    return faults;
  }
  const { startDate, lastDate } = END_FORM_FIELDS;
  if (kind === 'end' && isShownKey(startDate) && isShownKey(lastDate) && !faults[startDate] && !faults[lastDate]) {
    const start = textOf(answerOf(values, startDate));
    const last = textOf(answerOf(values, lastDate));
    if (start && last && last < start) faults[lastDate] = CAL_FORM_MESSAGES.lastBeforeStart;
  }
  const [first, second] = MENTOR_FIELDS;
  if (isShownKey(first) && isShownKey(second) && !faults[second]) {
    const one = choicesOf(answerOf(values, first)) ?? [];
    const two = choicesOf(answerOf(values, second)) ?? [];
    if (two.some((key) => one.includes(key))) faults[second] = CAL_FORM_MESSAGES.sameMentor;
  }
  return faults;
}

// ---- Submit (§5 Formats, §7 payload rules) ----

/** One field's answer as sent, or undefined when there is nothing to send. */
function sentValue(field: CalField, value: unknown): string | string[] | CalFile | undefined {
  const { type, multiple } = field.attributes;
  if (type === 'dropdown') {
    const keys = choicesOf(value) ?? [];
    if (keys.length === 0) return undefined;
    return multiple ? keys : keys[0];
  }
  if (type === 'checkbox') return flagOf(value) ? 'true' : 'false';
  if (type === 'file') return isFile(value) ? value : typeof value === 'string' && value.trim() ? value.trim() : undefined;
  const text = textOf(value);
  if (!text || (type === 'RichTextBox' && !hasContent(text))) return undefined;
  return type === 'date' ? (fromInputDate(text) ?? text) : text;
}

/**
 * What the form sends (§7): only shown, enabled fields (so q16 is dropped while q15 is false),
 * empty values omitted, choices as their option keys (lists for a multi-select), dates as
 * YYYY-MM-DD, checkboxes as 'true'/'false', texts trimmed.
 */
export function toPayload(definition: CalFormDefinition, values: CalValues, kind: CalFormKind): CalPayload {
  const payload: CalPayload = {};
  for (const field of visibleFields(definition, values, kind)) {
    if (field.disabled) continue;
    const sent = sentValue(field, answerOf(values, field.key));
    if (sent !== undefined) payload[field.key] = sent;
  }
  return payload;
}

// ---- The field-assignment project form (002 §3, §4, §5) ----

/** The project type an answer chooses ('1' or '2', by key or by label), or null before one is chosen. */
export function projectTypeOf(definition: CalFormDefinition, values: CalValues): ProjectType | null {
  const field = fieldOf(definition, PROJECT_FIELDS.type);
  const value = answerOf(values, PROJECT_FIELDS.type);
  for (const [type, label] of Object.entries(PROJECT_TYPE_LABELS) as [ProjectType, string][]) {
    if (chooses(field, value, type) || chooses(field, value, label)) return type;
  }
  return null;
}

/** A project form field shows unless it belongs to the other project type (or none is chosen), or is other_disease without Others. */
function projectFieldShown(definition: CalFormDefinition, key: string, values: CalValues): boolean {
  const onlyFor = Object.hasOwn(PROJECT_TYPE_FIELDS, key) ? PROJECT_TYPE_FIELDS[key] : undefined;
  if (onlyFor !== undefined) return projectTypeOf(definition, values) === onlyFor;
  if (key === PROJECT_FIELDS.otherDisease) {
    const disease = PROJECT_FIELDS.disease;
    return isShown(definition, disease, values, 'project') && chooses(fieldOf(definition, disease), answerOf(values, disease), OTHER_DISEASE_TRIGGER);
  }
  return true;
}

/**
 * One project form field's answer (002 §5): Title of Project at most 400 characters and not only
 * whitespace; other_disease at most 100 ('{label} cannot exceed 100 characters'); any other text at
 * most 100; dates YYYY-MM-DD with a year from 1900 to 2099 ('Invalid date format'); the rest as
 * in the CAL forms. A shown other_disease must be answered.
 */
export function checkProjectField(field: CalField & { key: string }, value: unknown, required = field.attributes.required): string | undefined {
  const { type } = field.attributes;
  if (type !== 'text' && type !== 'textarea' && type !== 'date') return checkCalField(field, value, required);
  const raw = value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value;
  if (typeof raw !== 'string') return CAL_FORM_MESSAGES.invalidValue;
  const text = raw.trim();
  if (field.key === PROJECT_FIELDS.title && raw !== '' && text === '') return FIELD_ASSIGNMENT_MESSAGES.titleWhitespace;
  if (!text) return required ? missingMessage(field) : undefined;
  if (type === 'date') return isCalDate(text, PROJECT_DATE_YEARS) ? undefined : FIELD_ASSIGNMENT_MESSAGES.invalidDate;
  if (field.key === PROJECT_FIELDS.title) return text.length > PROJECT_FORM_LIMITS.titleMax ? FIELD_ASSIGNMENT_MESSAGES.titleTooLong : undefined;
  if (field.key === PROJECT_FIELDS.otherDisease) return text.length > PROJECT_FORM_LIMITS.otherDiseaseMax ? otherTooLong(field.label) : undefined;
  return text.length > PROJECT_FORM_LIMITS.textMax ? FIELD_ASSIGNMENT_MESSAGES.textTooLong : undefined;
}

/** The project form's answers after a change (002 §4): changing the state clears the district. */
export function deriveProjectValues(values: Record<string, unknown>, changedKey: string): Record<string, unknown> {
  return changedKey === PROJECT_FIELDS.state ? { ...values, [PROJECT_FIELDS.district]: '' } : values;
}
