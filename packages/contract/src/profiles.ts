import { z } from 'zod';
import { isCalDate } from './dynamic-form-rules';
import { endpoint } from './endpoints';
import {
  OTHER_SPECIFY, OTHERS, PROFILE_LIMITS as L, PROFILE_LISTS, PROFILE_MESSAGES as M, PROFILE_TEMPLATES as T, PROFILE_TEMPLATE_NAMES,
  ROLE_IN_TRAINING, ROW_FIELDS, type ProfileListName, type ProfileTemplate, type RowKind,
} from './profile-messages';
import { ROLES } from './roles';
import { recordId } from './validation';

/**
 * The profile forms (spec 002 §2.8, §3, §4, §5, §7 "Profiles"): one schema per variant (A, B, C and
 * the mentor form), used by the web form and by the server, so a rule and its message are written
 * once. Every form value is flat and named as the spec names it; the row lists are objects in the
 * form and ordered lists on the wire (002 §7). Variant B travels as multipart, with arrays as JSON
 * text and null as the text None; the other three as JSON.
 */

export * from './profile-messages';

// ---- Field rules ----

const today = () => new Date().toISOString().slice(0, 10);
const ANY_YEAR = { min: 0, max: 9999 };
/** A real calendar date written YYYY-MM-DD (a month 13 or day 32 is no date, and no error either): the form engine's check, any year. */
export const isRealDate = (v: string) => isCalDate(v, ANY_YEAR);
const PROFILE_DATE_YEARS = { min: L.yearMin, max: L.yearMax };
/** A date of a work, teaching or posting row: real, in the years 1900 to 2100 (002 §9). */
export const isProfileDate = (v: string) => isCalDate(v, PROFILE_DATE_YEARS);

/** Text checked by ordered rules, reporting only the first that fails (so a field shows one message, and the form-wide rules still run). */
type Rule = readonly [ok: (v: string) => boolean, message: string];
const ruled = (...rules: Rule[]) => z.string().superRefine((v, ctx) => {
  const failed = rules.find(([ok]) => !ok(v));
  if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
});
const filled = (v: string) => v.length > 0;
const trimmedText = () => str().transform((v) => v.trim());

/** Text, with null and missing read as empty (the wire's None is null). */
const str = () => z.preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v), z.string({ error: M.badRow }));
const required = (message: string, max: number = L.textMax, tooLong: string = M.textTooLong) =>
  trimmedText().pipe(ruled([filled, message], [(v) => v.length <= max, tooLong]));
const optional = (max: number = L.textMax, tooLong: string = M.textTooLong) =>
  str().transform((v) => v.trim()).pipe(z.string().max(max, tooLong));
/** Variant A's names: required, no leading or trailing whitespace, at most 100 (002 §5). */
const untrimmedName = (requiredMessage: string, whitespace: string, tooLong: string) =>
  str().pipe(ruled([filled, requiredMessage], [(v) => v === v.trim(), whitespace], [(v) => v.length <= L.nameMax, tooLong]));
/** A yes/no answer: true, false, or not given (null), from a radio, a checkbox or multipart text. */
const yesNo = () => z.preprocess((v) => {
  if (typeof v === 'boolean' || v === null || v === undefined) return v ?? null;
  const text = String(v).trim().toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(text)) return true;
  if (['false', 'no', '0', 'off'].includes(text)) return false;
  return text === '' || text === 'none' ? null : v;
}, z.boolean({ error: M.badChoice }).nullable());
const dob = () => str().pipe(ruled([filled, M.dobRequired], [isRealDate, M.invalidDate], [(v) => v >= '1900-01-01', M.invalidDate], [(v) => v <= today(), M.dobFuture]));
const passingYear = () => trimmedText().pipe(ruled([filled, M.passingYearDigits], [(v) => /^\d+$/.test(v), M.passingYearNumber], [(v) => /^\d{4}$/.test(v), M.passingYearDigits]));
const choiceId = (message: string) => trimmedText().pipe(ruled([(v) => /^\d{1,9}$/.test(v), message]));
const optionalId = () => str().transform((v) => v.trim()).pipe(z.string().regex(/^(\d{1,9})?$/, M.badChoice));
const optionalDate = () => str().transform((v) => v.trim()).pipe(z.string().refine((v) => v === '' || isProfileDate(v), M.invalidDate));

// ---- Rows ----

export const pgDegreeRow = z.object({
  pgDegreeName: required(M.degreeNameRequired),
  pgDegreePassingYear: passingYear(),
  pgDegreeInstituteName: required(M.instituteNameRequired),
  pgDegreeUniversityName: required(M.universityNameRequired),
});
export type PgDegreeRow = z.infer<typeof pgDegreeRow>;

const rowDates = {
  workExperienceTimePeriodStartDate: trimmedText().pipe(ruled([filled, M.startDateRequired], [isProfileDate, M.invalidDate])),
  workExperienceTimePeriodEndDate: optionalDate(),
  workExperienceIsCurrent: yesNo().transform((v) => v ?? false),
};
/** End required unless current, and not before the start (002 §5). */
function checkRowDates(row: { workExperienceTimePeriodStartDate: string; workExperienceTimePeriodEndDate: string; workExperienceIsCurrent: boolean }, ctx: z.RefinementCtx, endRequired: boolean) {
  const { workExperienceTimePeriodStartDate: start, workExperienceTimePeriodEndDate: end } = row;
  if (!end) {
    if (endRequired || !row.workExperienceIsCurrent) ctx.addIssue({ code: 'custom', message: M.endDateRequired, path: ['workExperienceTimePeriodEndDate'] });
  } else if (start && end < start) ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['workExperienceTimePeriodEndDate'] });
}

/** A work experience or hardship row: organization, designation, location, district, state, start, end. */
export const workRow = z.object({
  workExperienceOrganizationName: required(M.organizationNameRequired),
  workExperienceDesignation: required(M.designationRequired),
  workExperienceLocation: required(M.locationRequired),
  workExperienceDistrict: choiceId(M.districtRequired),
  workExperienceState: choiceId(M.stateRequired),
  ...rowDates,
}).superRefine((row, ctx) => checkRowDates(row, ctx, false));
export type WorkRow = z.infer<typeof workRow>;

/** A teaching experience row: every field required, end included (002 §5 mentor form). */
export const teachingRow = z.object({
  workExperienceOrganizationName: required(M.organizationNameRequired),
  workExperienceOrganizationType: required(M.organizationTypeRequired),
  workExperienceDesignation: required(M.designationRequired),
  workExperienceEmploymentType: required(M.employmentTypeRequired),
  workExperienceDistrict: choiceId(M.districtRequired),
  workExperienceState: choiceId(M.stateRequired),
  jobResponsibility: required(M.responsibilitiesRequired, L.longTextMax, M.longTextTooLong),
  ...rowDates,
}).superRefine((row, ctx) => checkRowDates(row, ctx, true));
export type TeachingRow = z.infer<typeof teachingRow>;

/** A publications and achievements row; Add is disabled while all three are empty (002 §2.8). */
export const achievementRow = z.object({
  numberOfPublications: str().transform((v) => v.trim()).pipe(z.string().regex(/^\d{0,4}$/, M.publicationsNumber)),
  publicationsLink: optional(L.linkMax, M.textTooLong),
  keyAchievements: optional(L.longTextMax, M.longTextTooLong),
}).refine((r) => r.numberOfPublications || r.publicationsLink || r.keyAchievements, { message: M.achievementEmpty, path: ['numberOfPublications'] });
export type AchievementRow = z.infer<typeof achievementRow>;

export const ROW_SCHEMAS = { pg: pgDegreeRow, work: workRow, teaching: teachingRow, achievement: achievementRow } as const;
export type RowOf<K extends RowKind> = z.infer<(typeof ROW_SCHEMAS)[K]>;

/** A row from its wire list (positions as ROW_FIELDS names them); a work row without an end is current. */
export function rowFromList(kind: RowKind, list: unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  ROW_FIELDS[kind].forEach((name, i) => { row[name] = list[i] ?? null; });
  if (kind === 'work' || kind === 'teaching') {
    row.workExperienceIsCurrent = kind === 'work' && (list[ROW_FIELDS.work.length] === true || row.workExperienceTimePeriodEndDate == null || row.workExperienceTimePeriodEndDate === '');
  }
  return row;
}
/** A row as its wire list; an empty value travels as null. */
export function rowToList(kind: RowKind, row: Record<string, unknown>): Array<string | null> {
  return ROW_FIELDS[kind].map((name) => {
    const value = row[name];
    return value === undefined || value === null || value === '' ? null : String(value);
  });
}

/** A list field: rows as objects (the form) or as ordered lists (the wire), at most rowsMax, non-empty when `emptyMessage` is given. */
function rowList<K extends RowKind>(kind: K, emptyMessage?: string) {
  const rows = z.array(ROW_SCHEMAS[kind] as unknown as z.ZodType<RowOf<K>, unknown>, { error: M.badRow }).max(L.rowsMax, M.tooManyRows);
  return z.preprocess(
    (v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v.map((r) => (Array.isArray(r) ? rowFromList(kind, r) : r)) : v),
    emptyMessage ? rows.min(1, emptyMessage) : rows,
  );
}

// ---- Shared groups of fields ----

const ugFields = {
  ug_degree_name: required(M.ugDegreeRequired),
  ug_passing_year: passingYear(),
  ug_institution: required(M.institutionRequired),
  ug_university: required(M.universityRequired),
};

const contactFields = {
  phone_number: trimmedText().pipe(ruled([filled, M.contactRequired], [(v) => /^\d{10}$/.test(v), M.invalidMobile])),
};

const whatsappFields = {
  whatsapp_number: optional(L.phoneDigits + 5),
  isSameAsPhoneNumber: yesNo().transform((v) => v ?? false),
};

const otherDetailsFields = {
  diseases_job_is_addressing: required(M.diseasesRequired),
  other_diseases_job_is_addressing: optional(L.otherMax, M.otherTooLong),
  institutional_affiliation_of_job: required(M.affiliationRequired),
  other_institutional_affiliation_of_job: optional(L.otherMax, M.otherTooLong),
  institutional_level_of_current_job: required(M.institutionalLevelRequired),
  institution_type: required(M.institutionTypeRequired),
};

const interestFields = {
  areas_in_experience: required(M.areasRequired),
  other_areas_in_experience: optional(L.otherMax, M.otherTooLong),
  interest_area_1: required(M.interestAreaRequired),
  interest_area_2: optional(),
  interest_area_3: optional(),
  interest_area_4: optional(),
  interest_area_5: optional(),
};

const personalFields = {
  first_name: required(M.firstNameRequired, L.nameMax, M.firstNameTooLong),
  middle_name: optional(L.nameMax, M.middleNameTooLong),
  last_name: required(M.lastNameRequired, L.nameMax, M.lastNameTooLong),
  dob: dob(),
  gender: required(M.sexRequired, 64),
  current_address: required(M.currentAddressRequired, L.addressMax, M.addressTooLong),
  district_id: choiceId(M.districtRequired),
  state_id: choiceId(M.stateRequired),
};

// ---- Conditional rules (002 §4) ----

type Ctx = z.RefinementCtx;
type Values = Record<string, unknown>;

/** Each choice that equals the sentinel needs its other-specify field; otherwise that field is cleared. */
function otherSpecify(values: Values, ctx: Ctx, pairs: ReadonlyArray<readonly [choice: string, other: string]>, sentinel: string) {
  for (const [choice, other] of pairs) {
    if (values[choice] === sentinel) {
      if (!values[other]) ctx.addIssue({ code: 'custom', message: M.otherSpecifyRequired, path: [other] });
    } else values[other] = '';
  }
}

/** 'WhatsApp same as mobile': the number is copied from the mobile; otherwise required and 10 digits. */
function whatsapp(values: Values, ctx: Ctx) {
  if (values.isSameAsPhoneNumber) {
    values.whatsapp_number = values.phone_number;
    return;
  }
  const number = String(values.whatsapp_number ?? '');
  if (!number) ctx.addIssue({ code: 'custom', message: M.whatsappRequired, path: ['whatsapp_number'] });
  else if (!/^\d{10}$/.test(number)) ctx.addIssue({ code: 'custom', message: M.whatsappTenDigits, path: ['whatsapp_number'] });
}

const B_OTHERS = [
  ['diseases_job_is_addressing', 'other_diseases_job_is_addressing'],
  ['institutional_affiliation_of_job', 'other_institutional_affiliation_of_job'],
] as const;
const INTEREST_OTHERS = [['areas_in_experience', 'other_areas_in_experience']] as const;

// ---- Variant A (field-epidemiology style, button 'submit') ----

const trainingName = str().pipe(z.string().refine((v) => v === v.trim(), M.trainingNameWhitespace).pipe(z.string().max(L.otherMax, M.trainingNameTooLong)));

export const variantAForm = z.object({
  prefix: required(M.prefixRequired, 20),
  first_name: untrimmedName(M.firstNameRequired, M.firstNameWhitespace, M.firstNameTooLong),
  middle_name: str().pipe(z.string().max(L.nameMax, M.middleNameTooLong)),
  last_name: untrimmedName(M.lastNameRequired, M.lastNameWhitespace, M.lastNameTooLong),
  dob: dob(),
  gender: required(M.sexRequired, 64),
  current_address: required(M.currentAddressRequired, L.addressMax, M.addressTooLong),
  district_id: choiceId(M.districtRequired),
  state_id: choiceId(M.stateRequired),
  phone_number: str().pipe(ruled([(v) => /^\d*$/.test(v), M.phoneNumeric], [(v) => v === '' || v.length === L.phoneDigits, M.phoneTenDigits])),
  ...whatsappFields,
  // Education Details (user_education).
  professional_background: optional(),
  other_professional_background: optional(L.otherMax, M.otherTooLong),
  sector: required(M.sectorRequired),
  other_sector: optional(L.otherMax, M.otherTooLong),
  area_of_experience: required(M.areaOfExperienceRequired),
  other_area_of_experience: optional(L.otherMax, M.otherTooLong),
  graduate_degree: required(M.graduateDegreeRequired),
  other_graduate_degree: optional(L.otherMax, M.otherTooLong),
  highest_qualification: required(M.highestQualificationRequired),
  other_highest_qualification: optional(L.otherMax, M.otherTooLong),
  any_previous_training_in_field_epidemiology: yesNo(),
  previous_training_in_field_epidemiology_name: trainingName,
  any_previous_training_in_one_health: yesNo(),
  previous_training_in_one_health_name: trainingName,
  // Current Job (user_job).
  employer: optional(),
  job_title: optional(),
  facility_name: optional(),
  facility_surveillance_level: optional(),
  other_facility_surveillance_level: optional(L.otherMax, M.otherTooLong),
  role_in_training: required(M.roleInTrainingRequired, 100),
  other_role_in_training: optional(L.otherMax, M.otherTooLong),
  name_of_department: optional(),
  name_of_organization: optional(),
  name_of_institute: optional(),
  institutional_level_of_current_job: optional(),
  designation: required(M.designationRequired),
  job_district: choiceId(M.districtRequired),
  job_state: choiceId(M.jobStateRequired),
  start_date_current_job: trimmedText().pipe(ruled([filled, M.startDateCurrentJobRequired], [isProfileDate, M.invalidDate])),
}).superRefine((values: Values, ctx) => {
  whatsapp(values, ctx);
  otherSpecify(values, ctx, [
    ['professional_background', 'other_professional_background'],
    ['sector', 'other_sector'],
    ['area_of_experience', 'other_area_of_experience'],
    ['graduate_degree', 'other_graduate_degree'],
    ['highest_qualification', 'other_highest_qualification'],
    ['facility_surveillance_level', 'other_facility_surveillance_level'],
  ], OTHERS);
  otherSpecify(values, ctx, [['role_in_training', 'other_role_in_training']], ROLE_IN_TRAINING.other);
  for (const [answer, name] of [
    ['any_previous_training_in_field_epidemiology', 'previous_training_in_field_epidemiology_name'],
    ['any_previous_training_in_one_health', 'previous_training_in_one_health_name'],
  ] as const) {
    if (values[answer] === null) ctx.addIssue({ code: 'custom', message: M.trainingAnswerRequired, path: [answer] });
    if (values[answer] === true) {
      if (!values[name]) ctx.addIssue({ code: 'custom', message: M.trainingNameRequired, path: [name] });
    } else values[name] = '';
  }
  const isMentor = values.role_in_training === ROLE_IN_TRAINING.mentor;
  const need = (field: string, message: string) => { if (!values[field]) ctx.addIssue({ code: 'custom', message, path: [field] }); };
  if (isMentor) {
    need('name_of_institute', M.instituteRequired);
    values.name_of_department = '';
    values.name_of_organization = '';
    values.institutional_level_of_current_job = '';
  } else {
    need('name_of_department', M.departmentRequired);
    need('name_of_organization', M.organizationRequired);
    need('institutional_level_of_current_job', M.institutionalLevelOfJobRequired);
    values.name_of_institute = '';
  }
});

// ---- Variant B (applied-epidemiology style, button 'Save') ----

const postingDate = (message: string) => trimmedText().pipe(ruled([filled, message], [isProfileDate, M.invalidDate]));

export const variantBForm = z.object({
  ...personalFields,
  ...contactFields,
  ...ugFields,
  ...otherDetailsFields,
  pg_degrees: rowList('pg', M.pgListRequired),
  post_doj: postingDate(M.dojRequired),
  post_posting_place: required(M.postingPlaceRequired),
  post_district_id: choiceId(M.districtRequired),
  post_state_id: choiceId(M.stateRequired),
  post_is_current_posting: yesNo(),
  post_period_from: optionalDate(),
  post_period_to: optionalDate(),
  post_current_posting_place: optional(),
  post_current_district_id: optionalId(),
  post_current_state_id: optionalId(),
  post_total_duration: trimmedText().pipe(ruled([filled, M.totalDurationRequired], [(v) => /^\d{1,4}(\.\d{1,2})?$/.test(v), M.totalDurationNumber])),
  has_mentor_experience: yesNo(),
  hardship_details: rowList('work', M.hardshipListRequired),
  work_experiences: rowList('work', M.workListRequired),
  selfDeclaration: yesNo().transform((v) => v ?? false),
}).superRefine((values: Values, ctx) => {
  otherSpecify(values, ctx, B_OTHERS, OTHER_SPECIFY);
  if (values.post_is_current_posting === null) ctx.addIssue({ code: 'custom', message: M.currentPostingRequired, path: ['post_is_current_posting'] });
  if (values.has_mentor_experience === null) ctx.addIssue({ code: 'custom', message: M.mentorExperienceRequired, path: ['has_mentor_experience'] });
  const current = ['post_period_from', 'post_period_to', 'post_current_posting_place', 'post_current_district_id', 'post_current_state_id'] as const;
  if (values.post_is_current_posting === true) {
    for (const field of current) values[field] = '';
  } else if (values.post_is_current_posting === false) {
    const messages = [M.periodFromRequired, M.periodToRequired, M.currentPostingPlaceRequired, M.districtRequired, M.stateRequired];
    current.forEach((field, i) => { if (!values[field]) ctx.addIssue({ code: 'custom', message: messages[i]!, path: [field] }); });
    const from = String(values.post_period_from ?? ''); const to = String(values.post_period_to ?? '');
    if (from && to && to < from) ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['post_period_to'] });
  }
  if (values.selfDeclaration !== true) ctx.addIssue({ code: 'custom', message: M.selfDeclarationRequired, path: ['selfDeclaration'] });
});

// ---- Variant C ----

export const variantCForm = z.object({
  ...personalFields,
  correspondence_address: required(M.correspondenceAddressRequired, L.addressMax, M.addressTooLong),
  ...contactFields,
  ...whatsappFields,
  ...ugFields,
  pg_degrees: rowList('pg', M.pgListRequired),
  work_experiences: rowList('work', M.workListRequired),
  teaching_experiences: rowList('teaching', M.teachingListRequired),
  ...interestFields,
  achievements: rowList('achievement'),
}).superRefine((values: Values, ctx) => {
  whatsapp(values, ctx);
  otherSpecify(values, ctx, INTEREST_OTHERS, OTHER_SPECIFY);
});

// ---- The mentor form ----

export const mentorProfileForm = z.object({
  prefix: optional(20),
  ...personalFields,
  ...contactFields,
  ...whatsappFields,
  ...ugFields,
  pg_degrees: rowList('pg', M.pgListRequired),
  work_experiences: rowList('work', M.workListRequired),
  ...otherDetailsFields,
  teaching_experiences: rowList('teaching', M.teachingListRequired),
  ...interestFields,
  achievements: rowList('achievement'),
}).superRefine((values: Values, ctx) => {
  whatsapp(values, ctx);
  otherSpecify(values, ctx, [...B_OTHERS, ...INTEREST_OTHERS], OTHER_SPECIFY);
});

/** Each template's form: the web form resolves with it, the server checks the save with it. */
export const PROFILE_FORMS = {
  [T.fieldEpidemiology]: variantAForm,
  [T.appliedEpidemiology]: variantBForm,
  [T.frontline]: variantCForm,
  [T.mentor]: mentorProfileForm,
} as const;
export type VariantAValues = z.output<typeof variantAForm>;
export type VariantBValues = z.output<typeof variantBForm>;
export type VariantCValues = z.output<typeof variantCForm>;
export type MentorProfileValues = z.output<typeof mentorProfileForm>;
export type ProfileValues = Partial<VariantAValues & VariantBValues & VariantCValues & MentorProfileValues>;

/** The fields a template's form holds, in its order. */
export const profileFieldsOf = (template: ProfileTemplate): string[] => Object.keys(PROFILE_FORMS[template].shape);

// ---- The wire ----

/** Every list of a payload as ordered lists (002 §7). */
export function listsToWire(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [name, kind] of Object.entries(PROFILE_LISTS) as Array<[ProfileListName, RowKind]>) {
    const rows = values[name];
    if (Array.isArray(rows)) out[name] = rows.map((r: unknown) => (Array.isArray(r) ? r : rowToList(kind, r as Record<string, unknown>)));
  }
  return out;
}

/** Variant B's multipart text: arrays as JSON text, null as the text None, booleans as true/false. */
export function toMultipartFields(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(listsToWire(values))) {
    out[name] = value === null || value === undefined || value === '' ? 'None' : Array.isArray(value) ? JSON.stringify(value) : String(value);
  }
  return out;
}

/** Reads variant B's multipart text back: None is null, a list field's text is parsed as JSON (unreadable text stays, to fail as a bad row). */
export function fromMultipartFields(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(fields)) {
    if (text === 'None') out[name] = null;
    else if (name in PROFILE_LISTS) {
      try { out[name] = JSON.parse(text); } catch { out[name] = text; }
    } else out[name] = text;
  }
  return out;
}

// ---- Calls ----

/** A choice as the form lists show it. */
export const profileOption = z.object({ value: z.string(), label: z.string() });
export type ProfileOption = z.infer<typeof profileOption>;

/** The option lists (002 §3 "Profile"), by the spec's names (disrictOptions as written). */
export const PROFILE_OPTION_LISTS = [
  'prefixOptions', 'genderOptions', 'disrictOptions', 'stateOptions', 'underGraduateOptions', 'postGraduateOptions',
  'diseasesJobisAddressingOptions', 'institutionAlaffiliationofjobOptions', 'institutionallevelofcurrentjobOptions',
  'institutionTypeOptions', 'organizationTypeOptions', 'employmentTypeOptions',
  // Variant A's choices, beyond the spec's twelve names.
  'professionalBackgroundOptions', 'sectorOptions', 'areaOfExperienceOptions', 'graduateDegreeOptions', 'highestQualificationOptions',
  'facilitySurveillanceLevelOptions', 'roleInTrainingOptions', 'areasInExperienceOptions',
] as const;
export type ProfileOptionList = (typeof PROFILE_OPTION_LISTS)[number];
export const profileOptions = z.object(Object.fromEntries(PROFILE_OPTION_LISTS.map((n) => [n, z.array(profileOption)])) as Record<ProfileOptionList, z.ZodArray<typeof profileOption>>);
export type ProfileOptions = z.infer<typeof profileOptions>;

/**
 * The option list of each choice field (the web offers it, the server checks a saved value is one
 * of it: 'Choose one of the options'); a field of a template that lacks it is simply absent.
 */
export const PROFILE_CHOICE_LISTS = {
  prefix: 'prefixOptions',
  gender: 'genderOptions',
  professional_background: 'professionalBackgroundOptions',
  sector: 'sectorOptions',
  area_of_experience: 'areaOfExperienceOptions',
  graduate_degree: 'graduateDegreeOptions',
  highest_qualification: 'highestQualificationOptions',
  facility_surveillance_level: 'facilitySurveillanceLevelOptions',
  role_in_training: 'roleInTrainingOptions',
  institutional_level_of_current_job: 'institutionallevelofcurrentjobOptions',
  ug_degree_name: 'underGraduateOptions',
  diseases_job_is_addressing: 'diseasesJobisAddressingOptions',
  institutional_affiliation_of_job: 'institutionAlaffiliationofjobOptions',
  institution_type: 'institutionTypeOptions',
  areas_in_experience: 'areasInExperienceOptions',
} as const satisfies Record<string, ProfileOptionList>;

/** The choice fields of the row lists, by row kind. */
export const PROFILE_ROW_CHOICE_LISTS = {
  pg: { pgDegreeName: 'postGraduateOptions' },
  work: {},
  teaching: { workExperienceOrganizationType: 'organizationTypeOptions', workExperienceEmploymentType: 'employmentTypeOptions' },
  achievement: {},
} as const satisfies Record<RowKind, Record<string, ProfileOptionList>>;

/**
 * The district and state fields that go together (district first): the state must be the
 * district's ('The state does not match the district'). Rows pair workExperienceDistrict and workExperienceState.
 */
export const PROFILE_PLACE_FIELDS = [
  ['district_id', 'state_id'],
  ['job_district', 'job_state'],
  ['post_district_id', 'post_state_id'],
  ['post_current_district_id', 'post_current_state_id'],
] as const;

/**
 * A profile as the page reads it: the template, whether the caller may edit it, the flat values
 * (rows as objects; district and state ids as text) and, per the spec, district and state as
 * objects. `is_saved` is false until the first save (the page then opens the form, not the cards).
 */
export const profileData = z.object({
  user_id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  hub: z.string().nullable(),
  template_name: z.enum(PROFILE_TEMPLATE_NAMES),
  is_mentor: z.boolean(),
  is_editable: z.boolean(),
  is_saved: z.boolean(),
  is_view_profile: z.boolean(),
  profile_image_url: z.string().nullable(),
  district: profileOption.nullable(),
  state: profileOption.nullable(),
  values: z.record(z.string(), z.unknown()),
  updated_at: z.string().nullable(),
});
export type ProfileData = z.infer<typeof profileData>;
export const profileAnswer = z.object({ data: profileData, options: profileOptions });
export type ProfileAnswer = z.infer<typeof profileAnswer>;

export const stateLookupQuery = z.object({ district_id: recordId(M.badDistrict) });
/** GET /api/v1/get/state/?district_id: the states of a district (the form takes the first). */
export const stateLookupAnswer = z.object({ data: z.array(profileOption) });

export const menteeProfileQuery = z.object({ user_id: recordId(M.badUser) });

export const profileSavedAnswer = z.object({ success: z.literal(true), message: z.string(), data: profileData });
export type ProfileSavedAnswer = z.infer<typeof profileSavedAnswer>;

/** The roles that have a profile page (002 §2.1). */
const PROFILE_ROLES = [ROLES.coordinator, ROLES.mentee, ROLES.mentor] as const;

/** Variant B's multipart body as the API document shows it; the service reads it with fromMultipartFields and checks it with variantBForm. */
const variantBBody = z.object(Object.fromEntries(Object.keys(variantBForm.shape).map((n) => [n, z.unknown().optional().meta({ type: 'string' })]))).loose();

export const PROFILE_API = {
  /** The caller's own profile, whatever their template (the path is the spec's). */
  myProfile: endpoint({ method: 'GET', path: '/api/v1/mentor/profile/', access: PROFILE_ROLES, answer: profileAnswer }),
  /** The mentor form's save (JSON, lists as ordered lists). */
  saveMentorProfile: endpoint({ method: 'POST', path: '/api/v1/mentor/profile/', access: PROFILE_ROLES, body: mentorProfileForm, answer: profileSavedAnswer }),
  /** Variant A's save (JSON); the spec does not show its path. */
  saveVariantA: endpoint({ method: 'POST', path: '/api/v1/mentee/profile/', access: PROFILE_ROLES, body: variantAForm, answer: profileSavedAnswer }),
  /** Variant B's save: multipart, arrays as JSON text, null as None (002 §7). */
  saveVariantB: endpoint({ method: 'POST', path: '/api/v1/who/mentee/profile/', access: PROFILE_ROLES, body: variantBBody, answer: profileSavedAnswer }),
  /** Variant C's save (JSON); the spec does not show its path. */
  saveVariantC: endpoint({ method: 'POST', path: '/api/v1/frontline/profile/', access: PROFILE_ROLES, body: variantCForm, answer: profileSavedAnswer }),
  stateOfDistrict: endpoint({ method: 'GET', path: '/api/v1/get/state/', access: 'authenticated', query: stateLookupQuery, answer: stateLookupAnswer }),
  /** Another user's profile, read-only: the user themself, their mentors, and coordinators of their courses. */
  menteeProfile: endpoint({ method: 'GET', path: '/api/v1/show/mentee/profile/', access: PROFILE_ROLES, query: menteeProfileQuery, answer: profileAnswer }),
} as const;

/** Each template's save call. */
export const PROFILE_SAVE_OF = {
  [T.fieldEpidemiology]: PROFILE_API.saveVariantA,
  [T.appliedEpidemiology]: PROFILE_API.saveVariantB,
  [T.frontline]: PROFILE_API.saveVariantC,
  [T.mentor]: PROFILE_API.saveMentorProfile,
} as const;
