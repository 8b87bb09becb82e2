import { z } from 'zod';
import { MESSAGES } from './messages';
import { LIMITS } from './constants';
import { EMAIL_PATTERN, LOGIN_EMAIL_LENGTH, OTP_PATTERN, checkLoginEmail, checkLoginPassword, checkOtpCode, checkRecoveryEmail, type TextRule } from './rules';

// In a browser zod would probe `new Function` to compile its parsers; the portal's CSP forbids
// eval, so it is told first. The server keeps the compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

/** The largest id a PostgreSQL integer column holds. */
export const MAX_RECORD_ID = 2 ** 31 - 1;

/**
 * A record id from a form, a query string or a JSON body: digits only and within PostgreSQL's
 * integer, so `1e1`, `0x5` or `99999999999` are refused with the caller's message, not sent to the
 * database.
 */
export const recordId = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const id = parseRecordId(String(value));
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

/** A list's page number (1–100,000; 1 when absent), every fault answered with the list's own message. */
export const pageNumber = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(100_000, message).default(1);

/** The record id a text holds (see recordId), or null. */
export function parseRecordId(value: string): number | null {
  const text = value.trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}

/** The items of a list field's text: a JSON list, or the parts between commas, semicolons or lines ([text] when it is neither). */
function listItems(value: string): unknown[] {
  const text = value.trim();
  if (!text.startsWith('[')) return text.split(/[,;\n]/);
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [text];
  } catch {
    return [text];
  }
}

/** A list field's text as its trimmed items (a JSON list or comma-, semicolon- or line-separated), blanks left out. */
export function splitListField(value: string): string[] {
  return listItems(value).map((x) => String(x).trim()).filter(Boolean);
}

/**
 * A list of record ids as a form or query sends it: one field or repeated ones (`name`, `name[]`),
 * each a list field's text (listItems); blanks skipped, repeats dropped. Null when an item is not
 * an id. Every calendar form reads its id lists through this.
 */
export function idListOf(value: unknown): number[] | null {
  const items = (Array.isArray(value) ? value : [value]).flatMap((item): unknown[] =>
    (typeof item === 'string' ? listItems(item) : item === undefined || item === null ? [] : [item]));
  const ids: number[] = [];
  for (const item of items) {
    if (typeof item === 'string' && item.trim() === '') continue;
    const id = typeof item === 'string' || typeof item === 'number' ? parseRecordId(String(item)) : null;
    if (id === null) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

// ---- Course ids (issue 30 §2) ----
/**
 * The spec's course key (`course-v1:NCDC+FETP-ADV+2025`, 000 §4): a query string turns its plus
 * signs into spaces, so spaces are read as plus signs.
 */
export const COURSE_KEY_PATTERN = /^course-v1:[A-Za-z0-9._~+\- ]{1,200}$/;

/** A course key as stored (plus signs for spaces), or null when the value is not one. */
export function courseKeyOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return COURSE_KEY_PATTERN.test(text) ? text.replace(/ /g, '+') : null;
}

/** The schemas that take a course's id or key: the server resolves a key to its id before validation. */
const courseIdSchemas = new WeakSet<z.ZodType>();

/**
 * Wherever the spec says `course_id`: the course's record id or its key (`course-v1:…`). The
 * server (plugins/course-keys.ts) turns a key into its id before this schema sees it, so the
 * handler always gets the number; a key that names no course answers like an unknown id.
 */
export function courseIdParam(message: string) {
  const schema = recordId(message).meta({ description: 'A course’s id, or its key (course-v1:…)' });
  courseIdSchemas.add(schema);
  return schema;
}

/** A multipart form's `course_id` (read later by the form's own schema): a course id or key. */
export function courseIdFormField() {
  const schema = z.unknown().optional().meta({ type: 'string', description: 'A course’s id, or its key (course-v1:…)' });
  courseIdSchemas.add(schema);
  return schema;
}

/** Whether a field's schema takes a course id or key, through optional, default, nullable, pipes and unions. */
function takesCourseId(schema: z.ZodType, depth = 0): boolean {
  if (courseIdSchemas.has(schema)) return true;
  if (depth > 6) return false;
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[] } } })._zod.def;
  if (def.innerType) return takesCourseId(def.innerType, depth + 1);
  if (def.type === 'pipe' && def.in) return takesCourseId(def.in, depth + 1);
  if (def.type === 'union' && def.options) return def.options.some((o) => takesCourseId(o, depth + 1));
  return false;
}

/** The fields of an object schema (a request's params, query or body) that take a course id or key. */
export function courseIdFields(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  let inner: z.ZodType = schema;
  for (let i = 0; i < 4; i += 1) {
    const def = (inner as unknown as { _zod: { def: { type: string; in?: z.ZodType; innerType?: z.ZodType } } })._zod.def;
    if (def.type === 'pipe' && def.in) inner = def.in;
    else if (def.innerType) inner = def.innerType;
    else break;
  }
  const shape = (inner as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape || typeof shape !== 'object') return [];
  return Object.entries(shape).filter(([, field]) => takesCourseId(field)).map(([name]) => name);
}

/** A trimmed text; `missing` is the message when the field is absent or not text. */
const trimmed = (missing: string) => z.string({ error: missing }).trim();

// ---- Login (000 §5.1) ----
/** What the API document says of a text whose rule is a function (it cannot read one). */
type TextLimits = { minLength?: number; maxLength?: number; pattern?: string };

/**
 * A text checked by a contract rule (rules.ts), so the server refuses it with the message the
 * browser's form shows; an absent or non-text value gets the rule's message for an empty text.
 */
const ruledText = (rule: TextRule, limits: TextLimits, { trim = false } = {}) => {
  const text = z.string({ error: () => rule('') });
  return (trim ? text.trim() : text)
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .meta(limits);
};

const emailLimits: TextLimits = { minLength: LOGIN_EMAIL_LENGTH.min, maxLength: LOGIN_EMAIL_LENGTH.max, pattern: EMAIL_PATTERN.source };

export const loginEmail = ruledText(checkLoginEmail, emailLimits, { trim: true });
export const loginPassword = ruledText(checkLoginPassword, { minLength: LIMITS.loginPasswordMin });
export const loginFormSchema = z.object({ email: loginEmail, password: loginPassword });
export type LoginForm = z.infer<typeof loginFormSchema>;

export const recoveryEmail = ruledText(checkRecoveryEmail, emailLimits, { trim: true });
export const forgotPasswordSchema = z.object({ email: recoveryEmail });

export const otpCode = ruledText(checkOtpCode, { pattern: OTP_PATTERN.source });

// ---- New password (000 §5.2), also the registration password rule (002 §5) ----
export const newPassword = z
  .string({ error: MESSAGES.passwordMin })
  .min(LIMITS.newPasswordMin, MESSAGES.passwordMin)
  .max(128, 'Password must be at most 128 characters')
  .refine((v) => (v.match(/\d/g) ?? []).length >= 3, MESSAGES.passwordDigits)
  .refine((v) => /[A-Z]/.test(v), MESSAGES.passwordUpper)
  .refine((v) => /[a-z]/.test(v), MESSAGES.passwordLower)
  .refine((v) => /[^A-Za-z0-9]/.test(v), MESSAGES.passwordSpecial);

export const passwordResetSchema = z
  .object({
    new_password1: newPassword,
    new_password2: z.string({ error: MESSAGES.confirmRequired }).min(1, MESSAGES.confirmRequired),
  })
  .refine((v) => !v.new_password2 || v.new_password1 === v.new_password2, { message: MESSAGES.confirmMatch, path: ['new_password2'] });
export type PasswordResetForm = z.infer<typeof passwordResetSchema>;

// ---- Days (one rule for every YYYY-MM-DD the server takes) ----
/** Days before this are typing mistakes (and year 0000 is no date in PostgreSQL). */
export const EARLIEST_DATE = '1900-01-01';
/** Days after this are typing mistakes too. */
export const LATEST_DATE = '2099-12-31';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a text is a real day written YYYY-MM-DD between EARLIEST_DATE and LATEST_DATE: the rule
 * of every date a form or filter sends (course and cohort dates, report and audit filters, birth
 * dates), so none reaches the database as a day it cannot hold.
 */
export function isRealDay(value: string, range: { latest: string } = { latest: LATEST_DATE }): boolean {
  if (!ISO_DAY.test(value) || value < EARLIEST_DATE || value > range.latest) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** YYYY-MM-DD as the lists and mails show a day: DD-MM-YYYY (001 §5 Formats). */
export const dayMonthYear = (day: string) => day.split('-').reverse().join('-');

// ---- Registration (002 §5) ----
export const isoDate = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  // A birth date in a later year is told it is in the future, not that it is no date.
  .refine((v) => isRealDay(v, { latest: '9999-12-31' }), MESSAGES.invalidDate)
  .refine((v) => v <= new Date().toISOString().slice(0, 10), MESSAGES.futureDate);

const requiredChoice = trimmed(MESSAGES.required).min(1, MESSAGES.required).max(64, MESSAGES.required);

/** Registration fields other than the password, which travels encrypted and is checked after decryption. */
export const registrationFieldsSchema = z.object({
  email: trimmed(MESSAGES.registrationEmail).min(1, MESSAGES.registrationEmail).max(254, MESSAGES.registrationEmail).regex(EMAIL_PATTERN, MESSAGES.registrationEmail),
  name: trimmed(MESSAGES.registrationName).min(1, MESSAGES.registrationName).max(LIMITS.nameMax, MESSAGES.nameTooLong),
  phone_number: trimmed(MESSAGES.registrationPhone).regex(/^\d{10}$/, MESSAGES.registrationPhone),
  dob: isoDate,
  state: requiredChoice,
  district: requiredChoice,
  gender: requiredChoice,
  goals: requiredChoice,
});
export const registrationFormSchema = registrationFieldsSchema.extend({ password: newPassword });

/**
 * A multipart form's body as the API document shows it: each text field and file by name. Its
 * route's service checks the values (naming every bad field at once), so this only names them.
 */
export function multipartFormBody(textFields: readonly string[], fileFields: readonly string[] = []) {
  const shape: Record<string, z.ZodType> = {};
  for (const name of textFields) shape[name] = z.unknown().optional().meta({ type: 'string' });
  for (const name of fileFields) shape[name] = z.unknown().optional().meta({ type: 'string', format: 'binary' });
  return z.object(shape).loose();
}

/** POST /create_account_custom: the registration fields, the encrypted password and its key id. */
export const createAccountBody = multipartFormBody([...Object.keys(registrationFieldsSchema.shape), 'password', 'key_id']);
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** Flattens a zod error into the field map the web client and forms read: { field: [messages] }. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    // Own keys only: a field named like an Object.prototype member ("constructor") must not reach it.
    const messages = Object.hasOwn(map, key) ? map[key]! : (map[key] = []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return map;
}

/** IANA's spelling: each part of a zone's name begins with a capital (`America/Port-au-Prince`, `Etc/GMT+5`, `UTC`). */
const ZONE_SPELLING = /^[A-Z][A-Za-z0-9_+-]*(\/[A-Z][A-Za-z0-9_+-]*)*$/;

/**
 * Whether a time zone is one the platform knows, in IANA's spelling (calendar forms, issue 22):
 * Intl would take `america/new_york` too, but a row, an .ics TZID and its VTIMEZONE need one
 * spelling per zone.
 */
export function isKnownTimeZone(zone: string): boolean {
  if (zone.length > 64 || !ZONE_SPELLING.test(zone)) return false;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    // A mere change of case of a known name (`America/New_york`) is refused too.
    return resolved.toLowerCase() !== zone.toLowerCase() || resolved === zone;
  } catch {
    return false;
  }
}
