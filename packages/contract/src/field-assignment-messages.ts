/*
 * The field assignment (002 §2.7, §3, §5, §9) as plain constants, with no schema library: the
 * project form's limits, field keys, texts and its built-in definition. The form engine
 * (dynamic-form-rules.ts) reads them for its 'project' rules; the calls are in field-assignment.ts.
 */
import type { CalField, CalFormDefinition, CalOption } from './dynamic-form-rules';

/** 002 §9: Title of Project at most 400; other required text and other_disease at most 100; years 1900–2099. */
export const PROJECT_FORM_LIMITS = {
  titleMax: 400,
  textMax: 100,
  otherDiseaseMax: 100,
  dateYearMin: 1900,
  dateYearMax: 2099,
} as const;

/** The project list (10 a page) and the graduation table (50 a page, 002 §9). */
export const PROJECT_LIST_PAGE_SIZE = 10;
export const GRADUATION_PAGE_SIZE = 50;

/** The keys of the project form's fields (002 §3 "Field assignment project form"). */
export const PROJECT_FIELDS = {
  type: 'project_type',
  title: 'project_title',
  state: 'state',
  district: 'district',
  disease: 'disease_type',
  otherDisease: 'other_disease',
  targetCal: 'target_cal_id',
  from: 'from_date',
  to: 'to_date',
  mentor: 'mentor',
  investigators: 'investigators',
  oneHealth: 'one_health_approach_applied',
  cohort: 'cohort_id',
  id: 'id',
} as const;

/** project_type's option keys: FIELD Assignment 1 and 2. */
export const PROJECT_TYPES = { fa1: '1', fa2: '2' } as const;
export type ProjectType = (typeof PROJECT_TYPES)[keyof typeof PROJECT_TYPES];
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = { '1': 'FIELD Assignment 1', '2': 'FIELD Assignment 2' };

/**
 * The fields only one project type shows (002 §4): before a type is chosen none of them shows;
 * FIELD Assignment 1 shows the data-quality-audit, database-analysis and surveillance-report fields,
 * FIELD Assignment 2 the case-investigation, outbreak-investigation, expanded-summary-report and
 * problem-analysis fields. A hidden one is neither checked nor sent.
 *
 * The spec's form (002 §3) names the first four; the other three are the Cohort Project Report's
 * flags (002 §2.9: surveillance report during training, submitted in expanded summary report,
 * problem analysis), added here (form version 2) because nothing else holds them: the surveillance
 * report is written from FIELD Assignment 1's surveillance data, the problem analysis and the
 * expanded summary report follow FIELD Assignment 2's investigation.
 */
export const PROJECT_TYPE_FIELDS: Readonly<Record<string, ProjectType>> = {
  fa1_data_quality_audit: PROJECT_TYPES.fa1,
  fa1_database_analysis: PROJECT_TYPES.fa1,
  fa1_surveillance_report: PROJECT_TYPES.fa1,
  fa2_case_investigation: PROJECT_TYPES.fa2,
  fa2_outbreak_investigation: PROJECT_TYPES.fa2,
  fa2_expanded_summary_report: PROJECT_TYPES.fa2,
  fa2_problem_analysis: PROJECT_TYPES.fa2,
};

/** Each Yes/No flag of a project type: its form field and the field_assignment_projects column it is stored in. */
export const PROJECT_FLAGS = {
  dataQualityAudit: 'fa1_data_quality_audit',
  databaseAnalysis: 'fa1_database_analysis',
  surveillanceReport: 'fa1_surveillance_report',
  caseInvestigation: 'fa2_case_investigation',
  outbreakInvestigation: 'fa2_outbreak_investigation',
  expandedSummaryReport: 'fa2_expanded_summary_report',
  problemAnalysis: 'fa2_problem_analysis',
} as const;
export type ProjectFlag = keyof typeof PROJECT_FLAGS;

/** The disease option that shows other_disease (its key or its label; case ignored). */
export const OTHER_DISEASE_TRIGGER = 'Others';

/** A Yes/No dropdown's option keys; stored as booleans. */
export const YES_NO = { yes: 'yes', no: 'no' } as const;

/** The diseases a project may be about (disease_type), the last one revealing other_disease. */
export const PROJECT_DISEASES: ReadonlyArray<readonly [key: string, label: string]> = [
  ['measles', 'Measles'],
  ['cholera', 'Cholera'],
  ['add', 'Acute Diarrhoeal Disease'],
  ['dengue', 'Dengue'],
  ['malaria', 'Malaria'],
  ['aes', 'Acute Encephalitis Syndrome (AES)'],
  ['leptospirosis', 'Leptospirosis'],
  ['scrub_typhus', 'Scrub Typhus'],
  ['typhoid', 'Typhoid'],
  ['hepatitis_a', 'Hepatitis A'],
  ['diphtheria', 'Diphtheria'],
  ['others', 'Others'],
];

/** The field assignment's texts: each field's own message, the §5 rules, refusals and confirmations. */
export const FIELD_ASSIGNMENT_MESSAGES = {
  // The fields' `error` (shown when a required field is left empty).
  selectProjectType: 'Please select project type',
  enterTitle: 'Please enter title of project',
  selectState: 'Please select state',
  selectDistrict: 'Please select district',
  selectDisease: 'Please select disease',
  enterOtherDisease: 'Please enter other disease',
  enterFromDate: 'Please enter from date',
  enterToDate: 'Please enter to date',
  selectMentor: 'Please select mentor',
  selectInvestigators: 'Please select investigators',
  selectYesNo: 'Please select Yes or No',
  // 002 §5 "Field assignment project form", §8.
  titleWhitespace: 'Project cannot contain whitespace',
  titleTooLong: `Ensure this field has no more than ${PROJECT_FORM_LIMITS.titleMax} characters.`,
  textTooLong: `Ensure this field has no more than ${PROJECT_FORM_LIMITS.textMax} characters.`,
  /** '{label} cannot exceed 100 characters' for the built-in label of other_disease (see otherTooLong). */
  otherDiseaseTooLong: `Other Disease cannot exceed ${PROJECT_FORM_LIMITS.otherDiseaseMax} characters`,
  invalidDate: 'Invalid date format',
  startAfterEnd: 'The start date must be before the end date.',
  // Choices the server checks against the cohort and its course.
  badState: 'Select a valid state.',
  badDistrict: 'Select a district of the chosen state.',
  badMentor: 'Select a mentor of this cohort.',
  badInvestigator: 'Select officers of this cohort.',
  badCal: 'Select a CAL of this course.',
  // Records and their owners.
  badCohort: 'Select a valid cohort.',
  notYourCohort: 'This cohort is not in a course you coordinate.',
  notFrontline: 'Field assignments are kept for Frontline Courses only.',
  badProject: 'Select a valid project.',
  badOfficer: 'Select a valid officer.',
  notYourOfficer: 'This officer is not enrolled in this cohort.',
  /** The call named no cohort and several fit (issue 30 §2). */
  chooseCohort: 'Several cohorts fit: choose one (cohort_id).',
  badGraduated: 'Select Yes or No.',
  badPage: 'Enter a valid page number.',
  noForm: 'No project form is available.',
  // Confirmations.
  created: 'Project created successfully.',
  updated: 'Project updated successfully.',
  graduationSaved: 'Graduation status updated successfully.',
} as const;

/** '{label} cannot exceed 100 characters' (002 §5) with the field's own label. */
export const otherTooLong = (label: string) => `${label} cannot exceed ${PROJECT_FORM_LIMITS.otherDiseaseMax} characters`;

const M = FIELD_ASSIGNMENT_MESSAGES;
const yesNo: CalOption[] = [
  { key: YES_NO.yes, value: 'Yes', selected: false },
  { key: YES_NO.no, value: 'No', selected: false },
];
const pick = (entries: ReadonlyArray<readonly [string, string]>): CalOption[] => entries.map(([key, value]) => ({ key, value, selected: false }));

/** The path state's choice is POSTed to for its districts (the CAL forms' lookup, 001 §7). */
export const DISTRICTS_OF_STATE_PATH = '/cal/api/get/districts/details/';

/**
 * The built-in project form (version PROJECT_FORM_VERSION of PROJECT_FORM_KEY), as stored: the
 * server fills the cohort's choices when it serves it (state, district, target_cal_id, mentor,
 * investigators). `error` is the spec's name of a field's missing-answer message (002 §3).
 * Version 1 had the spec's four type flags; version 2 adds fa1_surveillance_report,
 * fa2_expanded_summary_report and fa2_problem_analysis (the Cohort Project Report's columns).
 */
export const PROJECT_FORM_KEY = 'frontline-project';
export const PROJECT_FORM_NAME = 'Field Assignment Project';
export const PROJECT_FORM_VERSION = 2;

const field = (label: string, order: number, attributes: CalField['attributes']): CalField => ({ label, field_order: order, attributes });

export const PROJECT_FORM_TEMPLATE: Pick<CalFormDefinition, 'name' | 'fields'> = {
  name: PROJECT_FORM_NAME,
  fields: {
    project_type: field('Project Type', 1, {
      type: 'dropdown', required: true, error: M.selectProjectType, placeholder: 'Select Project Type',
      options: pick(Object.entries(PROJECT_TYPE_LABELS)),
    }),
    project_title: field('Title of Project', 2, { type: 'text', required: true, error: M.enterTitle, placeholder: 'Title of Project' }),
    state: field('State', 3, { type: 'dropdown', required: true, error: M.selectState, placeholder: 'Select State', url: DISTRICTS_OF_STATE_PATH }),
    district: field('District', 4, { type: 'dropdown', required: true, error: M.selectDistrict, placeholder: 'Select District' }),
    disease_type: field('Disease', 5, { type: 'dropdown', required: true, error: M.selectDisease, placeholder: 'Select Disease', options: pick(PROJECT_DISEASES) }),
    other_disease: field('Other Disease', 6, { type: 'text', required: true, error: M.enterOtherDisease, placeholder: 'Name of the disease' }),
    target_cal_id: field('Target CAL', 7, { type: 'dropdown', required: false, placeholder: 'Select CAL' }),
    from_date: field('From Date', 8, { type: 'date', required: true, error: M.enterFromDate }),
    to_date: field('To Date', 9, { type: 'date', required: true, error: M.enterToDate }),
    mentor: field('Mentor', 10, { type: 'dropdown', required: true, error: M.selectMentor, placeholder: 'Select Mentor' }),
    investigators: field('Investigators', 11, { type: 'dropdown', multiple: true, required: true, error: M.selectInvestigators, placeholder: 'Select Investigators' }),
    one_health_approach_applied: field('One Health Approach Applied', 12, { type: 'dropdown', required: true, error: M.selectYesNo, options: yesNo }),
    fa1_data_quality_audit: field('Data Quality Audit', 13, { type: 'dropdown', required: true, error: M.selectYesNo, options: yesNo }),
    fa1_database_analysis: field('Database Analysis', 14, { type: 'dropdown', required: true, error: M.selectYesNo, options: yesNo }),
    fa1_surveillance_report: field('Surveillance Report', 15, { type: 'dropdown', required: true, error: M.selectYesNo, options: yesNo }),
    fa2_case_investigation: field('Case Investigation', 16, { type: 'dropdown', required: true, error: M.selectYesNo, options: yesNo }),
    fa2_outbreak_investigation: field('Outbreak Investigation', 17, { type: 'dropdown', required: true, error: M.selectYesNo, options: yesNo }),
    fa2_expanded_summary_report: field('Submitted in Expanded Summary Report', 18, { type: 'dropdown', required: true, error: M.selectYesNo, options: yesNo }),
    fa2_problem_analysis: field('Problem Analysis', 19, { type: 'dropdown', required: true, error: M.selectYesNo, options: yesNo }),
    cohort_id: field('Cohort', 20, { type: 'text', required: false, visible: false }),
    id: field('Project', 21, { type: 'text', required: false, visible: false }),
  },
};
