import {
  CAL_FORM_CALL_MESSAGES, CAL_GROUP_TYPES, choicesOf, parseRecordId,
  type CalFormDefinition, type CalGroup, type CalOption, type CalValues,
} from '@fetp/contract';
import type { Queryable } from '../../db/client';
import { optionList } from '../option-lists';
import { fieldError, forbidden } from '../../plugins/errors';
import { notInScope, trackerScope, type TrackerScope } from '../../plugins/officer-access';
import {
  calOfUsersCourses, calOptions, districtOptions, formById, mentorOptions, ownerOfSubCal, placeNames, stateExists, stateOfDistrict, stateOptions, subCalOfMentee,
  subCalOptions,
} from './form-queries';

/** The option list of the project types, and of each type's classifications (seeded with the demo forms). */
export const PROJECT_TYPE_LIST = 'project_type';
export const projectClassificationList = (projectType: string) => `project_classification_${projectType}`;

/** The one option key an answer holds, or null. */
const chosenKey = (value: unknown): string | null => {
  const keys = choicesOf(value);
  return keys && keys.length === 1 ? keys[0]! : null;
};
const chosenId = (value: unknown): number | null => {
  const key = chosenKey(value);
  return key === null ? null : parseRecordId(key);
};

/** What the fields the server fills depend on: the mentee, their cohort and course. */
type FillContext = Pick<TrackerScope, 'menteeId' | 'cohortId' | 'courseId'>;

/**
 * The dropdowns whose options come from the database, not from the stored definition (001 §3.1):
 * filled when a form is served (so the saved choice shows) and when it is saved (so the engine
 * checks a choice against them). Each fill may read the other answers (a state's districts).
 */
const LOOKUP_FIELDS: Record<string, (db: Queryable, context: FillContext, values: CalValues) => Promise<CalOption[]>> = {
  state_id: (db) => stateOptions(db),
  // None until a state is chosen (every district of a country may pass the definition's option limit).
  district_id: async (db, _context, values) => {
    const stateId = chosenId(values.state_id);
    return stateId === null ? [] : districtOptions(db, stateId);
  },
  project_type: (db) => optionList(db, PROJECT_TYPE_LIST),
  project_classification: async (db, _context, values) => {
    const type = chosenKey(values.project_type);
    return type ? optionList(db, projectClassificationList(type)) : [];
  },
  mentor1_id: (db, context) => mentorOptions(db, context.menteeId, context.courseId),
  mentor2_id: (db, context) => mentorOptions(db, context.menteeId, context.courseId),
  // The scientific communication a field project is meant to end in.
  target_cal_id: (db, context) => calOptions(db, context.courseId, 'scientific_communication'),
  // The field project an abstract reports on; choosing it pre-fills the abstract (abstract/cal/data).
  project_cal_id: (db, context) => subCalOptions(db, context.menteeId, context.courseId, 'project'),
};

/** The keys of a definition's dropdowns that the server fills (those without options of their own). */
export function lookupFieldsOf(definition: CalFormDefinition): string[] {
  return Object.entries(definition.fields)
    .filter(([key, field]) => Object.hasOwn(LOOKUP_FIELDS, key) && field.attributes.type === 'dropdown' && !field.attributes.options?.length)
    .map(([key]) => key);
}

/** The definition with the server-filled dropdowns' options, for these answers. */
export async function withLookupOptions(db: Queryable, definition: CalFormDefinition, context: FillContext, values: CalValues): Promise<CalFormDefinition> {
  const fields = { ...definition.fields };
  for (const key of lookupFieldsOf(definition)) {
    const field = fields[key]!;
    fields[key] = { ...field, attributes: { ...field.attributes, options: await LOOKUP_FIELDS[key]!(db, context, values) } };
  }
  return { ...definition, fields };
}

const selectedOption = (row: { key: number; value: string } | undefined) => (row ? { key: String(row.key), value: row.value, selected: true } : null);

// ---- The dependent-dropdown lookups (001 §7): reference data for anyone signed in, a CAL or sub-CAL only for those who may see it ----

/** The state of a district, selected. */
export async function stateOfDistrictOption(db: Queryable, districtId: number) {
  const state = await stateOfDistrict(db, districtId);
  if (!state) throw fieldError('district_id', CAL_FORM_CALL_MESSAGES.badDistrict);
  return { data: [selectedOption(state)!] };
}

/** The districts of a state. */
export async function districtsOfState(db: Queryable, stateId: number) {
  if (!(await stateExists(db, stateId))) throw fieldError('state_id', CAL_FORM_CALL_MESSAGES.badState);
  return { data: await districtOptions(db, stateId) };
}

/** The classifications of a project type. */
export async function classificationsOf(db: Queryable, type: string) {
  const types = await optionList(db, PROJECT_TYPE_LIST);
  if (!types.some((t) => t.key === type)) throw fieldError('project_type', CAL_FORM_CALL_MESSAGES.badProjectType);
  return { data: await optionList(db, projectClassificationList(type)) };
}

/** The group of a CAL of one of the caller's courses. */
export async function calTypeOf(db: Queryable, callerId: number, calId: number) {
  const cal = await calOfUsersCourses(db, calId, callerId);
  if (!cal) throw forbidden();
  const group = cal.group as CalGroup;
  return {
    data: [{ key: group, value: CAL_GROUP_TYPES[group], selected: true }],
    cal: { id: cal.id, short_name: cal.shortName, full_name: cal.fullName, group, cal_type: CAL_GROUP_TYPES[group] },
  };
}

/** What an abstract pre-fills from a sub-CAL's registration, for those who may see the sub-CAL. */
export async function abstractCalData(db: Queryable, callerId: number, subCalId: number) {
  const owner = await ownerOfSubCal(db, subCalId);
  if (!owner) throw notInScope();
  await trackerScope(db, callerId, owner.menteeId, owner.courseId);
  const sub = (await subCalOfMentee(db, subCalId, owner.menteeId))!;
  const answers = (sub.registrationAnswers ?? {}) as Record<string, unknown>;
  const { state, district } = await placeNames(db, chosenId(answers.state_id), chosenId(answers.district_id));
  // The disease's label is the registration form's own option (the version the sub-CAL answered).
  const diseaseKey = chosenKey(answers.abstract_disease);
  const registration = diseaseKey ? await formById(db, sub.registrationFormId) : undefined;
  const diseaseOptions = (registration?.definition as Partial<CalFormDefinition> | undefined)?.fields?.abstract_disease?.attributes.options ?? [];
  const disease = diseaseOptions.find((o) => String(o.key) === diseaseKey);
  return {
    data: {
      cal_id: sub.id,
      auto_name: sub.autoName,
      title: typeof answers.short_title === 'string' && answers.short_title.trim() ? answers.short_title : sub.shortTitle,
      state: selectedOption(state),
      district: selectedOption(district),
      disease: disease ? { key: String(disease.key), value: disease.value, selected: true } : null,
    },
  };
}
