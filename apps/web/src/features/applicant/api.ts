import type { AdmissionCoursesAnswer, OptionListAnswer, SubmitApplicationAnswer } from '@fetp/contract';
import { http } from '../../app/http';

/** The option lists of the wizard (spec 000 §7.3), each a public GET answering { data: [{ key, value, selected }] }. */
export const OPTION_LISTS = {
  prefix: '/api/prefix/',
  gender: '/api/gender/',
  community: '/api/community/',
  district: '/api/district/',
  degree: '/api/degree/',
  equivalent_degree: '/api/equivalent_degree/',
  computer_skills: '/api/computer_skills/',
  employment: '/api/employment/',
  organization: '/api/organization/',
} as const;
export type OptionListName = keyof typeof OPTION_LISTS;

/** Applicant wizard calls (000 §7.3, docs/api.md). None carries a bearer token. */
export const applicantApi = {
  options: (list: OptionListName) => http.get<OptionListAnswer>(OPTION_LISTS[list], { auth: false }),
  /** The state(s) of a district; the first is the one to select. */
  states: (districtId: string) =>
    http.post<OptionListAnswer>('/api/state/', { form: { district_id: districtId }, auth: false, toast: false }),
  /** The course when it is open for admission; `data` is empty otherwise. */
  course: (courseId: string) =>
    http.get<AdmissionCoursesAnswer>('/api/admission_courses/', { query: { course_id: courseId }, auth: false }),
  /** Submit failures are only logged (000 §8.2): the page puts the field messages on the fields. */
  submit: (body: FormData) =>
    http.post<SubmitApplicationAnswer>('/api/submit_application/', { formData: body, auth: false, toast: false }),
};
