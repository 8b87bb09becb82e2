import { APPLICANT_API, OPTION_LISTS_API, type AnswerOf, type OptionListAnswer } from '@fetp/contract';
import { http } from '../../app/http';

/** The option lists of the wizard (spec 000 §7.3), each a public GET answering { data: [{ key, value, selected }] }. */
export const OPTION_LISTS = {
  prefix: OPTION_LISTS_API.list('/api/prefix/').path,
  gender: OPTION_LISTS_API.list('/api/gender/').path,
  community: OPTION_LISTS_API.list('/api/community/').path,
  district: OPTION_LISTS_API.districts.path,
  degree: OPTION_LISTS_API.list('/api/degree/').path,
  equivalent_degree: OPTION_LISTS_API.list('/api/equivalent_degree/').path,
  computer_skills: OPTION_LISTS_API.list('/api/computer_skills/').path,
  employment: OPTION_LISTS_API.list('/api/employment/').path,
  organization: OPTION_LISTS_API.list('/api/organization/').path,
} as const;
export type OptionListName = keyof typeof OPTION_LISTS;

/** Applicant wizard calls (000 §7.3, docs/api.md). None carries a bearer token. */
export const applicantApi = {
  options: (list: OptionListName) => http.get<OptionListAnswer>(OPTION_LISTS[list], { auth: false }),
  /** The state(s) of a district; the first is the one to select. */
  states: (districtId: string) =>
    http.post<OptionListAnswer>(OPTION_LISTS_API.stateOfDistrict.path, { form: { district_id: districtId }, auth: false, toast: false }),
  /** The course when it is open for admission; `data` is empty otherwise. */
  course: (courseId: string) =>
    http.get<AnswerOf<typeof APPLICANT_API.courses>>(APPLICANT_API.courses.path, { query: { course_id: courseId }, auth: false }),
  /** Submit failures are only logged (000 §8.2): the page puts the field messages on the fields. */
  submit: (body: FormData) =>
    http.post<AnswerOf<typeof APPLICANT_API.submit>>(APPLICANT_API.submit.path, { formData: body, auth: false, toast: false }),
};
