import { APPLICANT_API, OPTION_LISTS_API } from '@fetp/contract';
import { call } from '../../app/http';

/** The option lists of the wizard (spec 000 §7.3), each a public GET descriptor answering { data: [{ key, value, selected }] }. */
export const OPTION_LISTS = {
  prefix: OPTION_LISTS_API.list('/api/prefix/'),
  gender: OPTION_LISTS_API.list('/api/gender/'),
  community: OPTION_LISTS_API.list('/api/community/'),
  district: OPTION_LISTS_API.districts,
  degree: OPTION_LISTS_API.list('/api/degree/'),
  equivalent_degree: OPTION_LISTS_API.list('/api/equivalent_degree/'),
  computer_skills: OPTION_LISTS_API.list('/api/computer_skills/'),
  employment: OPTION_LISTS_API.list('/api/employment/'),
  organization: OPTION_LISTS_API.list('/api/organization/'),
} as const;
export type OptionListName = keyof typeof OPTION_LISTS;

/** Applicant wizard calls (000 §7.3, docs/api.md). None carries a bearer token. */
export const applicantApi = {
  options: (list: OptionListName) => call(OPTION_LISTS[list], { auth: false }),
  /** The state(s) of a district; the first is the one to select. */
  states: (districtId: string) =>
    call(OPTION_LISTS_API.stateOfDistrict, { body: { district_id: districtId }, auth: false, toast: false }),
  /** The course when it is open for admission; `data` is empty otherwise. */
  course: (courseId: string) =>
    call(APPLICANT_API.courses, { query: { course_id: courseId }, auth: false }),
  /** Submit failures are only logged (000 §8.2): the page puts the field messages on the fields. */
  submit: (body: FormData) =>
    call(APPLICANT_API.submit, { body, auth: false, toast: false }),
};
