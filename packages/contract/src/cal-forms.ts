import { z } from 'zod';
import { option } from './api';
import { CAL_GROUPS, MILESTONE_STATUSES } from './cal';
import { calFormDefinitionSchema } from './dynamic-form';
import { endpoint } from './endpoints';
import { CAL_FORM_CALL_MESSAGES, CAL_MESSAGES } from './cal-messages';
import { PAGE_ROUTES } from './routes';
import { ROLES } from './roles';
import { recordId } from './validation';

/**
 * The CAL forms' calls (spec 001 §2.2, §4, §7 "CAL and milestones"): the start, end and abstract
 * forms of a sub-CAL, read by the mentee, their mentors and their course's coordinators and written
 * by the mentee only; and the dependent-dropdown lookups the forms' fields name in their `url`.
 */

const { mentee } = ROLES;
/** Who reads a mentee's forms and uses the lookups: the same people who open the mentee's tracker. */
const readers = PAGE_ROUTES.menteeDashboard.access;

/** The forms a sub-CAL fills after registering, each taken by a milestone whose `takes` names it. */
export const CAL_FILLED_FORM_KINDS = ['start', 'end', 'abstract'] as const;
export type CalFilledFormKind = (typeof CAL_FILLED_FORM_KINDS)[number];

/** Where each lookup is POSTed (the `url` attribute of a dropdown), and what it is sent. */
export const CAL_LOOKUP_PATHS = {
  stateOfDistrict: '/cal/api/get/state/details/',
  districtsOfState: '/cal/api/get/districts/details/',
  projectClassifications: '/cal/api/get/project/classification/',
  calType: '/cal/api/get/cal/type/',
  abstractCalData: '/cal/api/get/abstract/cal/data/',
} as const;

const subCalId = recordId(CAL_MESSAGES.badCal);
const menteeId = recordId(CAL_MESSAGES.badMentee);
const milestoneId = recordId(CAL_MESSAGES.badMilestone);

// ---- Bodies ----

/** Loads a form: the sub-CAL (`cal_id`), its mentee (`user_id`) and, optionally, the milestone that takes the form. */
export const calFormLoadBody = z.object({ cal_id: subCalId, user_id: menteeId, milestone_id: milestoneId.optional() });

/**
 * Saves a form: the sub-CAL, the milestone that takes the form, and the answers as the form's own
 * fields (checked against the form's latest definition; keys it does not have are dropped).
 */
export const calFormSubmitBody = z.looseObject({ cal_id: subCalId, milestone_id: milestoneId });

export const stateOfDistrictBody = z.object({ district_id: recordId(CAL_FORM_CALL_MESSAGES.badDistrict) });
export const districtsOfStateBody = z.object({ state_id: recordId(CAL_FORM_CALL_MESSAGES.badState) });
export const projectClassificationBody = z.object({
  project_type: z.string({ error: CAL_FORM_CALL_MESSAGES.badProjectType }).trim().min(1, CAL_FORM_CALL_MESSAGES.badProjectType).max(64, CAL_FORM_CALL_MESSAGES.badProjectType),
});
/** A CAL of a course (not a sub-CAL): the one chosen in a target_cal_id dropdown. */
export const calTypeBody = z.object({ cal_id: recordId(CAL_MESSAGES.badCal) });
/** A sub-CAL whose registration an abstract pre-fills from. */
export const abstractCalDataBody = z.object({ cal_id: subCalId });

// ---- Answers ----

/**
 * A form with its saved answers as the fields' `value`s, whether the caller may save it now, and
 * whether the officer has saved it at all (a reviewer opening a never-filled form is told so).
 */
export const calFormAnswer = z.object({ data: calFormDefinitionSchema, is_editable: z.boolean(), is_filled: z.boolean() });
export type CalFormAnswer = z.infer<typeof calFormAnswer>;

/** What a save stored: the answers as kept (rich text sanitised), the version they answered and the milestone's state. */
export const savedCalFormAnswer = z.object({
  message: z.string(),
  data: z.object({
    cal_id: z.number(),
    milestone_id: z.number(),
    kind: z.enum(CAL_FILLED_FORM_KINDS),
    form_id: z.number(),
    version: z.number(),
    answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    submitted_at: z.string(),
    milestone_status: z.enum(MILESTONE_STATUSES),
  }),
});
export type SavedCalForm = z.infer<typeof savedCalFormAnswer>['data'];

/** A lookup's options, in the definition's option shape; the one to pick is `selected`. */
export const lookupOptionsAnswer = z.object({ data: z.array(option) });

/** The chosen CAL's group as an option (key: group, value: its cal_type), and the CAL itself. */
export const calTypeAnswer = z.object({
  data: z.array(option),
  cal: z.object({ id: z.number(), short_name: z.string(), full_name: z.string(), group: z.enum(CAL_GROUPS), cal_type: z.string() }),
});

/** What an abstract pre-fills from a sub-CAL's registration: its title, place and disease (null when not answered). */
export const abstractCalDataAnswer = z.object({
  data: z.object({
    cal_id: z.number(),
    auto_name: z.string(),
    title: z.string(),
    state: option.nullable(),
    district: option.nullable(),
    disease: option.nullable(),
  }),
});
export type AbstractCalData = z.infer<typeof abstractCalDataAnswer>['data'];

/** Every call of the CAL forms, with its roles; each also checks that the sub-CAL is the caller's to read or write. */
export const CAL_FORM_API = {
  startForm: endpoint({ method: 'POST', path: '/cal/api/get/edit-start-form/', access: readers, body: calFormLoadBody, answer: calFormAnswer }),
  submitStartForm: endpoint({ method: 'POST', path: '/cal/api/submit/start-form/', access: [mentee], body: calFormSubmitBody, answer: savedCalFormAnswer }),
  endForm: endpoint({ method: 'POST', path: '/cal/api/courses/cal/get/end/', access: readers, body: calFormLoadBody, answer: calFormAnswer }),
  submitEndForm: endpoint({ method: 'POST', path: '/cal/api/courses/cal/submit/end/', access: [mentee], body: calFormSubmitBody, answer: savedCalFormAnswer }),
  abstractForm: endpoint({ method: 'POST', path: '/cal/api/courses/cal/get/abstract/', access: readers, body: calFormLoadBody, answer: calFormAnswer }),
  submitAbstractForm: endpoint({ method: 'POST', path: '/cal/api/courses/cal/submit/abstract/', access: [mentee], body: calFormSubmitBody, answer: savedCalFormAnswer }),
  stateOfDistrict: endpoint({ method: 'POST', path: CAL_LOOKUP_PATHS.stateOfDistrict, access: readers, body: stateOfDistrictBody, answer: lookupOptionsAnswer }),
  districtsOfState: endpoint({ method: 'POST', path: CAL_LOOKUP_PATHS.districtsOfState, access: readers, body: districtsOfStateBody, answer: lookupOptionsAnswer }),
  projectClassifications: endpoint({
    method: 'POST', path: CAL_LOOKUP_PATHS.projectClassifications, access: readers, body: projectClassificationBody, answer: lookupOptionsAnswer,
  }),
  calType: endpoint({ method: 'POST', path: CAL_LOOKUP_PATHS.calType, access: readers, body: calTypeBody, answer: calTypeAnswer }),
  abstractCalData: endpoint({ method: 'POST', path: CAL_LOOKUP_PATHS.abstractCalData, access: readers, body: abstractCalDataBody, answer: abstractCalDataAnswer }),
} as const;
