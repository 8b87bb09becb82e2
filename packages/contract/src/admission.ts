import { z } from 'zod';
import { MESSAGES, ADMISSION_MESSAGES } from './messages';
import { LIMITS } from './constants';
import { isoDate, multipartFormBody, recordId } from './validation';
import { EMAIL_PATTERN } from './rules';
import { option } from './api';
import { endpoint } from './endpoints';
import { PAGE_ROUTES } from './routes';
import { APPLICATION_STATUSES } from './admission-decision-messages';

/**
 * Admission (spec 000 §2.6, §5.3–5.7, §7.3; 002 §2.11): the applicant wizard's fields and rules,
 * written once for the wizard and for POST /api/submit_application/.
 */

/** Option key of the "Others" entry of the degree and organisation-type lists. */
export const OTHERS_KEY = 'others';

/** Organisation type as the tracker shows it (002 §2.11: always Non-Profit). */
export const TRACKER_ORG_TYPE = 'Non-Profit';

export const ADMISSION_LIMITS = {
  pincodeMax: 6,
  experienceMaxDigits: 2,
  passingYearAfter: 1990,
  extraEducationMax: 10,
  previousExperienceMax: 20,
  shortText: 100,
  text: 255,
  longText: 1000,
} as const;

const text = (max: number = ADMISSION_LIMITS.text) =>
  z.string().trim().min(1, MESSAGES.required).max(max, max === ADMISSION_LIMITS.shortText ? MESSAGES.nameTooLong : max === ADMISSION_LIMITS.text ? MESSAGES.textTooLong : MESSAGES.longTextTooLong);
const optionalText = (max: number = ADMISSION_LIMITS.shortText) =>
  z.string().trim().max(max, max === ADMISSION_LIMITS.shortText ? MESSAGES.nameTooLong : MESSAGES.textTooLong);
const choice = () => z.string().trim().min(1, MESSAGES.required).max(64, ADMISSION_MESSAGES.badChoice);
const pincode = () =>
  z.string().trim().min(1, MESSAGES.required).max(ADMISSION_LIMITS.pincodeMax, MESSAGES.pincodeLength).regex(/^\d+$/, MESSAGES.pincodeDigits);

const currentYear = () => new Date().getFullYear();
export const passingYear = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^\d{4}$/, MESSAGES.passingYearDigits)
  .refine((v) => Number(v) > ADMISSION_LIMITS.passingYearAfter, MESSAGES.passingYearAfter)
  .refine((v) => Number(v) <= currentYear(), MESSAGES.passingYearFuture);

/** Years of experience: digits only, at most two, so 0 to 99. */
export const experienceYears = z.string().trim().min(1, MESSAGES.required).regex(/^\d{1,2}$/, MESSAGES.experienceRange);

// ---- Step 0: personal details (§5.3) ----
export const personalStepSchema = z.object({
  prefix: choice(),
  first_name: text(ADMISSION_LIMITS.shortText),
  middle_name: optionalText(),
  last_name: text(ADMISSION_LIMITS.shortText),
  dob: isoDate,
  gender: choice(),
  father: text(ADMISSION_LIMITS.shortText),
  community: z.string().trim().max(64, ADMISSION_MESSAGES.badChoice),
  current_address: text(ADMISSION_LIMITS.longText),
  district: choice(),
  state: choice(),
  pincode: pincode(),
  phone_number: z.string().trim().min(1, MESSAGES.required).regex(/^\d{10}$/, MESSAGES.phoneNotValid),
  email: z.string().trim().min(1, MESSAGES.required).max(254, MESSAGES.registrationEmail).regex(EMAIL_PATTERN, MESSAGES.registrationEmail),
});

// ---- Step 1: education (§5.4) ----
export const extraEducationRow = z.object({
  other_degree: z.string({ error: MESSAGES.addEducation }).trim().min(1, MESSAGES.addEducation).max(64, ADMISSION_MESSAGES.badChoice),
  passing_year: z.string({ error: MESSAGES.addEducation }).trim().min(1, MESSAGES.addEducation).pipe(passingYear),
  institution: z.string({ error: MESSAGES.addEducation }).trim().min(1, MESSAGES.addEducation).max(ADMISSION_LIMITS.text, MESSAGES.textTooLong),
  university: z.string({ error: MESSAGES.addEducation }).trim().min(1, MESSAGES.addEducation).max(ADMISSION_LIMITS.text, MESSAGES.textTooLong),
});
export type ExtraEducationRow = z.infer<typeof extraEducationRow>;

export const educationStepSchema = z
  .object({
    degree: choice(),
    other_degree_name: optionalText(ADMISSION_LIMITS.text),
    passing_year: passingYear,
    institution: text(),
    university: text(),
    extra_education_data: z.array(extraEducationRow).max(ADMISSION_LIMITS.extraEducationMax, ADMISSION_MESSAGES.badRows),
  })
  .superRefine((v, ctx) => {
    if (v.degree === OTHERS_KEY && !v.other_degree_name) ctx.addIssue({ code: 'custom', path: ['other_degree_name'], message: MESSAGES.required });
  });

// ---- Step 2: work experience (§5.5) ----
export const previousExperienceRow = z.object({
  /** The wizard's own row id (the server gives rows sent without one their position). */
  id: z.string().max(64),
  designation: z.string({ error: MESSAGES.addExperience }).trim().min(1, MESSAGES.addExperience).max(ADMISSION_LIMITS.text, MESSAGES.textTooLong),
  org: z.string({ error: MESSAGES.addExperience }).trim().min(1, MESSAGES.addExperience).max(ADMISSION_LIMITS.text, MESSAGES.textTooLong),
  experience: z.string({ error: MESSAGES.addExperience }).trim().min(1, MESSAGES.addExperience).pipe(experienceYears),
});
export type PreviousExperienceRow = z.infer<typeof previousExperienceRow>;

export const workStepSchema = z
  .object({
    org_type: choice(),
    org_type_other: optionalText(ADMISSION_LIMITS.text),
    employment_type: choice(),
    organisation: text(),
    designation: text(),
    experience: experienceYears,
    responsibilities: text(ADMISSION_LIMITS.longText),
    officer_address: z.string().trim().min(1, MESSAGES.selectDistrict).max(ADMISSION_LIMITS.longText, MESSAGES.longTextTooLong),
    work_district: z.string().trim().min(1, MESSAGES.enterStateName).max(64, ADMISSION_MESSAGES.badChoice),
    work_state: choice(),
    org_pincode: pincode(),
    prev_exp_data: z.array(previousExperienceRow).max(ADMISSION_LIMITS.previousExperienceMax, ADMISSION_MESSAGES.badRows),
  })
  .superRefine((v, ctx) => {
    if (v.org_type === OTHERS_KEY && !v.org_type_other) ctx.addIssue({ code: 'custom', path: ['org_type_other'], message: MESSAGES.required });
  });

// ---- Step 3: skills (§5.6) ----
export const skillsStepSchema = z.object({ ms_word: choice(), ms_excel: choice(), ms_powerPoint: choice() });

// ---- Step 4: upload (§5.7); the files are checked apart ----
const ticked = z.boolean().refine((v) => v, MESSAGES.required);
export const uploadStepSchema = z.object({
  place: text(ADMISSION_LIMITS.shortText),
  checkbox1: ticked,
  checkbox2: ticked,
  checkbox3: ticked,
});

export const APPLICATION_STEPS = [personalStepSchema, educationStepSchema, workStepSchema, skillsStepSchema, uploadStepSchema] as const;

/** Every non-file field of an application, as the wizard holds it. */
export const applicationFieldsSchema = z
  .object({
    ...personalStepSchema.shape,
    ...educationStepSchema.shape,
    ...workStepSchema.shape,
    ...skillsStepSchema.shape,
    ...uploadStepSchema.shape,
  })
  .superRefine((v, ctx) => {
    if (v.degree === OTHERS_KEY && !v.other_degree_name) ctx.addIssue({ code: 'custom', path: ['other_degree_name'], message: MESSAGES.required });
    if (v.org_type === OTHERS_KEY && !v.org_type_other) ctx.addIssue({ code: 'custom', path: ['org_type_other'], message: MESSAGES.required });
  });
export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;

// ---- Files (§5.7) ----
export type DocumentKind = 'image' | 'pdf';
export const APPLICATION_FILES = {
  id_photo: { kind: 'image', required: true },
  dob_certificate: { kind: 'pdf', required: true },
  udegree_certificate: { kind: 'pdf', required: true },
  hpdegree_certificate: { kind: 'pdf', required: false },
  noc_certificate: { kind: 'pdf', required: false },
  id_signature: { kind: 'image', required: true },
} as const satisfies Record<string, { kind: DocumentKind; required: boolean }>;
export type ApplicationFileField = keyof typeof APPLICATION_FILES;
export const APPLICATION_FILE_FIELDS = Object.keys(APPLICATION_FILES) as ApplicationFileField[];

/** POST /api/submit_application/: the wizard's fields, its rows as JSON lists (extra, prev) and its files. */
export const applicationSubmissionBody = multipartFormBody(
  ['course_id', ...Object.keys(applicationFieldsSchema.shape).filter((k) => k !== 'extra_education_data' && k !== 'prev_exp_data'), 'extra', 'prev'],
  APPLICATION_FILE_FIELDS,
);

export const FILE_EXTENSIONS: Record<DocumentKind, readonly string[]> = { image: ['png', 'jpg', 'jpeg'], pdf: ['pdf'] };

/** The browser's check of a chosen file (by name and size); the server checks the content. */
export function fileProblem(kind: DocumentKind, file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!FILE_EXTENSIONS[kind].includes(extension)) return kind === 'image' ? MESSAGES.fileImage : MESSAGES.filePdf;
  if (file.size > LIMITS.maxUploadBytes) return MESSAGES.fileSize;
  return null;
}

// ---- Answers ----
export const optionListAnswer = z.object({ data: z.array(option) });
export type OptionListAnswer = z.infer<typeof optionListAnswer>;

export const stateLookupBody = z.object({ district_id: recordId(ADMISSION_MESSAGES.unknownDistrict) });

export const admissionCourse = z.object({
  course_id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  hub: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  admission_closes_on: z.string().nullable(),
  apply_url: z.string(),
});
export type AdmissionCourse = z.infer<typeof admissionCourse>;

export const pageQuery = z.object({
  page: z.coerce.number({ error: 'page must be a positive number.' }).int('page must be a positive number.').min(1, 'page must be a positive number.').max(100_000, 'page must be a positive number.').default(1),
  page_size: z.coerce.number({ error: 'page_size must be between 1 and 100.' }).int('page_size must be between 1 and 100.').min(1, 'page_size must be between 1 and 100.').max(100, 'page_size must be between 1 and 100.').default(20),
});

const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ count: z.number(), page: z.number(), page_size: z.number(), data: z.array(item) });

export const admissionCoursesQuery = pageQuery.extend({ course_id: z.string().max(255).optional() });
export const admissionCoursesAnswer = paged(admissionCourse);
export type AdmissionCoursesAnswer = z.infer<typeof admissionCoursesAnswer>;

export const submitApplicationAnswer = z.object({ message: z.string(), redirect_url: z.string() });
export type SubmitApplicationAnswer = z.infer<typeof submitApplicationAnswer>;

export const trackerCourseOption = z.object({ value: z.string(), label: z.string() });
export const appTrackerCourseAnswer = z.object({ data: z.array(trackerCourseOption) });
export type AppTrackerCourseAnswer = z.infer<typeof appTrackerCourseAnswer>;

/** One row of the applications tracker (002 §3): file columns hold a link, or null when absent. */
export const applicationRow = z.object({
  id: z.number(),
  course: z.string(),
  submitted_at: z.string(),
  id_photo: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  age: z.number().nullable(),
  district: z.string(),
  state: z.string(),
  ug_degree: z.string(),
  org_type: z.string(),
  download_application_form: z.string().nullable(),
  dob_certificate: z.string().nullable(),
  hpdegree_certificate: z.string().nullable(),
  udegree_certificate: z.string().nullable(),
  noc_certificate: z.string().nullable(),
  /** The course applied to (its cohorts are those an admission chooses from). */
  course_id: z.number(),
  /** The admission decision (issue 32): who decided, when, with what note, into which cohort. */
  status: z.enum(APPLICATION_STATUSES),
  decision_note: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  cohort: z.string().nullable(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;

/** `pk` is a course id from /api/app_tracker_course/; without it, every course of the caller. */
export const applicationsQuery = pageQuery.extend({
  pk: recordId('Select a valid course.').optional(),
});
export const applicationsAnswer = paged(applicationRow);
export type ApplicationsAnswer = z.infer<typeof applicationsAnswer>;

export const downloadApplicationsQuery = z.object({ pk: applicationsQuery.shape.pk });

/**
 * A signed link's own parameters (the user it was made for, when it was issued, its expiry, its
 * signature). Optional here so that a link missing one gets the route's own "expired" answer, not a
 * validation error.
 */
export const signedLinkQuery = z.object({ uid: z.string().optional(), iat: z.string().optional(), exp: z.string().optional(), sig: z.string().optional() });
/** The applications CSV link: a signed link that may carry the course filter. */
export const applicationsCsvQuery = signedLinkQuery.extend({ pk: z.string().optional() });
export const downloadApplicationsAnswer = z.object({ data: z.object({ data: z.object({ csv_url: z.string() }) }) });
export type DownloadApplicationsAnswer = z.infer<typeof downloadApplicationsAnswer>;

/** The documents the tracker links to: the uploaded files and the generated application form. */
export const APPLICATION_DOCUMENT_FIELDS = [...APPLICATION_FILE_FIELDS, 'application_form'] as const;
export const applicationDocumentParams = z.object({
  id: recordId('Not found.'),
  field: z.enum(APPLICATION_DOCUMENT_FIELDS, { error: 'Not found.' }),
});

/** The applications tracker's calls (002 §2.11): coordinators, their own courses only. */
export const APPLICATION_TRACKER_API = {
  courses: endpoint({ method: 'GET', path: '/api/app_tracker_course/', access: PAGE_ROUTES.applicationTracker.access, answer: appTrackerCourseAnswer }),
  applications: endpoint({
    method: 'GET', path: '/api/applications/', access: PAGE_ROUTES.applicationTracker.access, query: applicationsQuery, answer: applicationsAnswer,
  }),
  downloadLink: endpoint({
    method: 'GET', path: '/api/download_applications/', access: PAGE_ROUTES.applicationTracker.access, query: downloadApplicationsQuery,
    answer: downloadApplicationsAnswer,
  }),
  /** The CSV itself: a signed link, so public; the signature names the user. */
  csv: endpoint({ method: 'GET', path: '/api/download_applications/applications.csv', access: 'public', query: applicationsCsvQuery }),
  /** A document of an application: a signed link, so public; the signature names the user. */
  document: endpoint({
    method: 'GET', path: '/api/application_files/:id/:field', access: 'public', params: applicationDocumentParams, query: signedLinkQuery,
  }),
} as const;

/** The public option lists of the applicant wizard (000 §7.3), by path. */
export const OPTION_LIST_PATHS = {
  '/api/prefix/': 'prefix',
  '/api/gender/': 'gender',
  '/api/community/': 'community',
  '/api/degree/': 'degree',
  '/api/equivalent_degree/': 'equivalent_degree',
  '/api/computer_skills/': 'computer_skills',
  '/api/employment/': 'employment',
  '/api/organization/': 'organization',
} as const;

export const OPTION_LISTS_API = {
  list: (path: keyof typeof OPTION_LIST_PATHS) => endpoint({ method: 'GET', path, access: 'public', answer: optionListAnswer }),
  districts: endpoint({ method: 'GET', path: '/api/district/', access: 'public', answer: optionListAnswer }),
  stateOfDistrict: endpoint({ method: 'POST', path: '/api/state/', access: 'public', body: stateLookupBody, answer: optionListAnswer }),
} as const;

/** Admission (000 §7.3): the catalogue of open courses and the application itself. */
export const APPLICANT_API = {
  courses: endpoint({ method: 'GET', path: '/api/admission_courses/', access: 'public', query: admissionCoursesQuery, answer: admissionCoursesAnswer }),
  submit: endpoint({ method: 'POST', path: '/api/submit_application/', access: 'public', body: applicationSubmissionBody, answer: submitApplicationAnswer }),
} as const;
