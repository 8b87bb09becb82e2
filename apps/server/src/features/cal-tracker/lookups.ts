import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CAL_FORM_API as API, CAL_FORM_CALL_MESSAGES, CAL_GROUP_TYPES, choicesOf, parseRecordId,
  type CalFormDefinition, type CalGroup, type CalOption, type CalValues,
} from '@fetp/contract';
import type { Services } from '../../services';
import type { Queryable } from '../../db/client';
import { optionList } from '../option-lists';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
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

/**
 * The dependent-dropdown lookups (001 §7), POSTed as form data to a field's `url`: reference data
 * for any signed-in mentee, mentor or coordinator, and a CAL or sub-CAL only for those who may see it.
 */
export const calLookupRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const tags = ['cal-forms'];

  app.post(API.stateOfDistrict.path, fromEndpoint(API.stateOfDistrict, { tags, summary: 'The state of a district (district_id), selected' }), async (request) => {
    const state = await stateOfDistrict(db, request.body.district_id);
    if (!state) throw fieldError('district_id', CAL_FORM_CALL_MESSAGES.badDistrict);
    return { data: [selectedOption(state)!] };
  });

  app.post(API.districtsOfState.path, fromEndpoint(API.districtsOfState, { tags, summary: 'The districts of a state (state_id)' }), async (request) => {
    if (!(await stateExists(db, request.body.state_id))) throw fieldError('state_id', CAL_FORM_CALL_MESSAGES.badState);
    return { data: await districtOptions(db, request.body.state_id) };
  });

  app.post(API.projectClassifications.path, fromEndpoint(API.projectClassifications, {
    tags, summary: 'The classifications of a project type (project_type)',
  }), async (request) => {
    const types = await optionList(db, PROJECT_TYPE_LIST);
    const type = request.body.project_type;
    if (!types.some((t) => t.key === type)) throw fieldError('project_type', CAL_FORM_CALL_MESSAGES.badProjectType);
    return { data: await optionList(db, projectClassificationList(type)) };
  });

  app.post(API.calType.path, fromEndpoint(API.calType, { tags, summary: 'The group (cal_type) of a CAL of one of the caller’s courses' }), async (request) => {
    const me = requireUser(request);
    const cal = await calOfUsersCourses(db, request.body.cal_id, me.id);
    if (!cal) throw forbidden();
    const group = cal.group as CalGroup;
    return {
      data: [{ key: group, value: CAL_GROUP_TYPES[group], selected: true }],
      cal: { id: cal.id, short_name: cal.shortName, full_name: cal.fullName, group, cal_type: CAL_GROUP_TYPES[group] },
    };
  });

  app.post(API.abstractCalData.path, fromEndpoint(API.abstractCalData, {
    tags, summary: 'What an abstract pre-fills from a sub-CAL’s registration (title, state, district, disease)',
  }), async (request) => {
    const me = requireUser(request);
    const owner = await ownerOfSubCal(db, request.body.cal_id);
    if (!owner) throw notInScope();
    await trackerScope(db, me.id, owner.menteeId, owner.courseId);
    const sub = (await subCalOfMentee(db, request.body.cal_id, owner.menteeId))!;
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
  });
};
