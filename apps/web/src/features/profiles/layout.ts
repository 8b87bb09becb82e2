import type { MessageDescriptor } from 'react-intl';
import {
  PROFILE_LISTS, profileFieldsOf, rowFromList,
  type ProfileListName, type ProfileOption, type ProfileOptionList, type ProfileTemplate, type RowKind,
} from '@fetp/contract';

/**
 * A profile form described as data: its sections and their fields. One description serves the form
 * (fields.tsx draws each field) and the read-only cards (cards.ts gives each field's shown value),
 * so the four variants are four lists of fields, not four copies of a form.
 */

/** The form's values, flat and named as the template's schema names them (rows of a list as objects). */
export type ProfileValues = Record<string, unknown>;

/** A field shown only while another field's value passes `test` (002 §4: training names, mentor fields, posting). */
export interface ShownWhen {
  field: string;
  test: (value: unknown) => boolean;
}

interface Base {
  when?: ShownWhen;
  /** Takes a whole row of the grid (addresses, long texts, lists). */
  wide?: boolean;
}
export interface TextSpec extends Base {
  kind: 'text';
  name: string;
  label: MessageDescriptor;
  labelValues?: Record<string, string | number>;
  required?: boolean;
  multiline?: boolean;
  /** Digits only (years, phone numbers, counts). */
  digits?: boolean;
  maxLength?: number;
  hint?: MessageDescriptor;
}
/** A choice from one of the answer's option lists; `other` is the text field its sentinel reveals (002 §4). */
export interface SelectSpec extends Base {
  kind: 'select';
  name: string;
  label: MessageDescriptor;
  options: ProfileOptionList;
  required?: boolean;
  other?: { name: string; label: MessageDescriptor; sentinel: string };
}
export interface DateSpec extends Base {
  kind: 'date';
  name: string;
  label: MessageDescriptor;
  required?: boolean;
  /** A date of birth: not after today. */
  birth?: boolean;
}
export interface YesNoSpec extends Base {
  kind: 'yesNo';
  name: string;
  label: MessageDescriptor;
  required?: boolean;
}
export interface CheckboxSpec extends Base {
  kind: 'checkbox';
  name: string;
  label: MessageDescriptor;
  required?: boolean;
}
/** A district and its state: choosing the district looks the state up (002 §2.8). */
export interface PlaceSpec extends Base {
  kind: 'place';
  district: string;
  state: string;
  districtLabel: MessageDescriptor;
  stateLabel: MessageDescriptor;
  required?: boolean;
}
/** The mobile's 'WhatsApp same as mobile' box and the WhatsApp number it hides. */
export interface WhatsAppSpec extends Base {
  kind: 'whatsapp';
}
/** The account's e-mail, shown as text. */
export interface EmailSpec extends Base {
  kind: 'email';
}
/** A row list (PG degrees, hardships, work, teaching, publications). */
export interface ListSpec extends Base {
  kind: 'list';
  name: ProfileListName;
  label: MessageDescriptor;
  add: MessageDescriptor;
  update: MessageDescriptor;
  /** Work rows: the 'currently working here' box (002 §4, shown while no other row is current). */
  allowCurrent?: boolean;
  /** Hardship rows: the caption with the sum of the rows' durations. */
  totalCaption?: boolean;
}

export type FieldSpec = TextSpec | SelectSpec | DateSpec | YesNoSpec | CheckboxSpec | PlaceSpec | WhatsAppSpec | EmailSpec | ListSpec;

export interface SectionSpec {
  key: string;
  title: MessageDescriptor;
  /** The read-only card's heading when it differs from the form's (variant A's EDUCATION DETAILS). */
  cardTitle?: MessageDescriptor;
  fields: FieldSpec[];
  /** Shown on the form only (variant B's self-declaration). */
  formOnly?: boolean;
}

export interface VariantSpec {
  template: ProfileTemplate;
  sections: SectionSpec[];
  submit: MessageDescriptor;
  /** The mentor form is checked on every change (002 §5); the others from the first submit. */
  checkOnChange?: boolean;
}

/** The yes/no answers and the booleans of the forms, whose empty value is not ''. */
const YES_NO = new Set(['any_previous_training_in_field_epidemiology', 'any_previous_training_in_one_health', 'post_is_current_posting', 'has_mentor_experience']);
const BOOLEANS = new Set(['isSameAsPhoneNumber', 'selfDeclaration']);

/** A row of the answer as the row form holds it: text values, and a work row's 'current' box. */
export function rowValues(kind: RowKind, row: unknown): Record<string, unknown> {
  const source = Array.isArray(row) ? rowFromList(kind, row) : ((row ?? {}) as Record<string, unknown>);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(source)) {
    out[name] = name === 'workExperienceIsCurrent' ? value === true : value === null || value === undefined ? '' : String(value);
  }
  if (kind === 'work' && out.workExperienceIsCurrent === undefined) out.workExperienceIsCurrent = !out.workExperienceTimePeriodEndDate;
  return out;
}

/**
 * The form's starting values from the answer's `values`: every field of the template's schema,
 * text as text, yes/no as true, false or null, lists as row objects; the WhatsApp box ticked when
 * both numbers are equal (002 §4).
 */
export function formDefaults(template: ProfileTemplate, values: ProfileValues): ProfileValues {
  const out: ProfileValues = {};
  for (const name of profileFieldsOf(template)) {
    const value = values[name];
    if (name in PROFILE_LISTS) {
      const kind = PROFILE_LISTS[name as ProfileListName];
      out[name] = Array.isArray(value) ? value.map((row) => rowValues(kind, row)) : [];
    } else if (YES_NO.has(name)) out[name] = typeof value === 'boolean' ? value : null;
    else if (BOOLEANS.has(name)) out[name] = value === true;
    else out[name] = value === null || value === undefined ? '' : String(value);
  }
  if ('isSameAsPhoneNumber' in out && !out.isSameAsPhoneNumber) {
    out.isSameAsPhoneNumber = out.whatsapp_number !== '' && out.whatsapp_number === out.phone_number;
  }
  return out;
}

/** Whether a field is shown for these values. */
export const isShown = (spec: { when?: ShownWhen }, values: ProfileValues) => !spec.when || spec.when.test(values[spec.when.field]);

/** The label of an option value, or the value itself when the list does not know it. */
export function labelOf(list: readonly ProfileOption[] | undefined, value: string): string {
  return list?.find((option) => option.value === value)?.label ?? value;
}
