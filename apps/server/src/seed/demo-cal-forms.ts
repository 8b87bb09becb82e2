import type { CalField, CalFieldAttributes, CalFieldType, CalFormDefinition } from '@fetp/contract';

/**
 * The demo programme's start, end and abstract forms (spec 001 §3.1, §5), stored as `{ name, fields }`
 * like the registration forms; the form-level fields are filled in when a form is served. The
 * dropdowns without options (state, district, project type and classification, target CAL,
 * mentors, field project) get theirs from the server when served and saved (lookups.ts).
 */

export type StoredCalForm = Pick<CalFormDefinition, 'name' | 'fields'>;

const option = (key: string, value: string) => ({ key, value, selected: false });

const field = (type: CalFieldType, label: string, field_order: number, attributes: Partial<CalFieldAttributes> = {}): CalField => ({
  label, field_order, attributes: { type, required: false, ...attributes },
});

/** The diseases a field project or an abstract is about (the registration form offers the same). */
export const DISEASE_OPTIONS = [
  option('add', 'Acute diarrhoeal disease'), option('measles', 'Measles'), option('dengue', 'Dengue'), option('cholera', 'Cholera'),
  option('typhoid', 'Typhoid fever'), option('hepatitis_a_e', 'Hepatitis A and E'), option('leptospirosis', 'Leptospirosis'),
  option('chikungunya', 'Chikungunya'), option('food_poisoning', 'Food poisoning'), option('aes', 'Acute encephalitis syndrome'),
  option('others', 'Others'),
];

/** A classification's option key: its label in snake case ('Vaccine-preventable disease' → vaccine_preventable_disease). */
export const classificationKey = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** The project types and each type's classifications, kept as option lists (project_type, project_classification_<type>). */
export const PROJECT_TYPES: Record<string, { label: string; classifications: string[] }> = {
  outbreak_investigation: {
    label: 'Outbreak investigation',
    classifications: ['Vaccine-preventable disease', 'Water- or food-borne disease', 'Vector-borne disease', 'Zoonotic disease', 'Respiratory disease', 'Unknown aetiology'],
  },
  surveillance_evaluation: {
    label: 'Surveillance system evaluation',
    classifications: ['Indicator-based surveillance', 'Event-based surveillance', 'Laboratory surveillance', 'Sentinel surveillance'],
  },
  surveillance_data_analysis: {
    label: 'Surveillance data analysis',
    classifications: ['Communicable disease', 'Non-communicable disease', 'Maternal and child health', 'Injury'],
  },
  planned_study: {
    label: 'Planned study',
    classifications: ['Cross-sectional study', 'Case-control study', 'Cohort study', 'Programme evaluation'],
  },
};

const place = {
  // Choosing a state POSTs state_id to its url for the districts; choosing a district POSTs district_id for its state.
  state_id: field('dropdown', 'State', 1, { required: true, error_message: 'Please select state', url: '/cal/api/get/districts/details/' }),
  district_id: field('dropdown', 'District', 2, { required: true, error_message: 'Please select district', url: '/cal/api/get/state/details/' }),
};

/** The start form of a field project: where, what kind, when notified, how big, why, with which data and which mentors. */
export const PROJECT_START_FORM: StoredCalForm = {
  name: 'Field Project Start Form',
  fields: {
    ...place,
    project_type: field('dropdown', 'Project type', 3, {
      required: true, error_message: 'Please select project type', url: '/cal/api/get/project/classification/',
    }),
    project_classification: field('dropdown', 'Classification', 4, { required: true, error_message: 'Please select classification' }),
    target_cal_id: field('dropdown', 'Planned scientific communication', 5, { url: '/cal/api/get/cal/type/' }),
    q1: field('date', 'Date the event was notified (or the work was assigned)', 6, { required: true, error_message: 'Please enter date of notification' }),
    q2: field('number', 'Number of cases at notification (or in the period studied)', 7, {
      required: true, error_message: 'Please enter number of cases', placeholder: 'e.g. 23',
    }),
    q3: field('dropdown', 'Setting', 8, {
      required: true, error_message: 'Please select setting',
      options: [option('urban', 'Urban'), option('rural', 'Rural'), option('peri_urban', 'Peri-urban'), option('institution', 'Institution (school, hostel, hospital)')],
    }),
    q4: field('textarea', 'Objectives', 9, {
      required: true, error_message: 'Please enter objectives', placeholder: 'e.g. Confirm the outbreak, describe it by time, place and person, find its source',
    }),
    type_of_data: field('dropdown', 'Type of data to be used', 10, {
      required: true, multiple: true, error_message: 'Please select type of data',
      options: [
        option('line_list', 'Line list of cases'), option('case_records', 'Hospital case records'), option('laboratory_reports', 'Laboratory reports'),
        option('idsp_data', 'IDSP surveillance data'), option('household_survey', 'Household survey'), option('others', 'Others'),
      ],
    }),
    other_type_of_data: field('text', 'Other type of data (please specify)', 11, { error_message: 'Please specify the type of data' }),
    q5: field('date', 'Planned start of field work', 12),
    q6: field('textarea', 'Support needed from the programme', 13, { placeholder: 'Transport, laboratory, permissions…' }),
    mentor1_id: field('dropdown', 'Mentor 1', 14, { required: true, error_message: 'Please select mentor' }),
    mentor2_id: field('dropdown', 'Mentor 2', 15),
    // The Resident Activities Report's co-investigators and secondary disease (issue 31).
    co_investigators: field('text', 'Co-investigators', 16, { placeholder: 'Names of the other officers and staff in the team' }),
    secondary_disease: field('dropdown', 'Secondary disease or condition', 17, { options: DISEASE_OPTIONS }),
  },
};

/** The end form of a field project: the period (q1–q3, the last date not before the start), the toll, laboratory results (q15–q16) and findings (q20). */
export const PROJECT_END_FORM: StoredCalForm = {
  name: 'Field Project End Form',
  fields: {
    q1: field('dropdown', 'Did the investigation have a defined period?', 1, {
      required: true, error_message: 'Please select an option', options: [option('1', 'Yes'), option('0', 'No')],
    }),
    q2: field('date', 'Start date', 2, { required: true, error_message: 'Please enter start date' }),
    q3: field('date', 'Last date', 3, { required: true, error_message: 'Please enter last date' }),
    q4: field('number', 'Total number of cases', 4, { required: true, error_message: 'Please enter number of cases' }),
    q5: field('number', 'Number of deaths', 5),
    q15: field('dropdown', 'Was the diagnosis confirmed by a laboratory?', 6, {
      required: true, error_message: 'Please select an option', options: [option('1', 'Yes'), option('0', 'No')],
    }),
    q16: field('textarea', 'Laboratory results', 7, { required: true, error_message: 'Please enter laboratory results' }),
    public_health_activity_results: field('dropdown', 'Public health actions that followed', 8, {
      multiple: true,
      options: [
        option('control_measures', 'Control measures implemented'), option('surveillance_strengthened', 'Surveillance strengthened'),
        option('policy_change', 'Policy or guideline changed'), option('community_awareness', 'Community awareness campaign'), option('other-info', 'Other'),
      ],
    }),
    other_public_health_activity_results: field('text', 'Other action (please specify)', 9, { error_message: 'Please specify the action' }),
    q20: field('RichTextBox', 'Key findings and recommendations', 10, { required: true, error_message: 'Please enter key findings' }),
  },
};

/** The abstract of a scientific communication, pre-filled from the field project it reports on (abstract/cal/data). */
export const ABSTRACT_FORM: StoredCalForm = {
  name: 'Abstract Form',
  fields: {
    project_cal_id: field('dropdown', 'Field project this abstract reports on', 1, { url: '/cal/api/get/abstract/cal/data/' }),
    title: field('text', 'Title', 2, { required: true, error_message: 'Please enter title' }),
    state_id: { ...place.state_id, field_order: 3 },
    district_id: { ...place.district_id, field_order: 4 },
    abstract_disease: field('dropdown', 'Disease or condition', 5, { required: true, error_message: 'Please select disease', options: DISEASE_OPTIONS }),
    background: field('textarea', 'Background', 6, { required: true, error_message: 'Please enter background' }),
    methods: field('textarea', 'Methods', 7, { required: true, error_message: 'Please enter methods' }),
    results: field('textarea', 'Results', 8, { required: true, error_message: 'Please enter results' }),
    conclusions: field('textarea', 'Conclusions and recommendations', 9, { required: true, error_message: 'Please enter conclusions' }),
    // Where the communication went and how it fared (the Scientific Communications Report, issue 31).
    submission_date: field('date', 'Date submitted', 10),
    conference_name: field('text', 'Conference', 11),
    journal_name: field('text', 'Journal', 12),
    citation: field('textarea', 'Citation (once published or presented)', 13),
    is_accepted: field('dropdown', 'Accepted?', 14, { options: [option('yes', 'Yes'), option('no', 'No')] }),
  },
};

/** What a demo mentee answered in a start form, with the ids the seed looked up. */
export interface DemoStartAnswers {
  stateId: number;
  districtId: number;
  projectType: string;
  classification: string;
  targetCalId: number;
  notifiedOn: string;
  cases: number;
  setting: string;
  objectives: string;
  data: string[];
  otherData?: string;
  fieldWorkFrom: string;
  mentors: number[];
}

/** Start form answers as the server keeps them (toPayload's shape: texts and lists of option keys). */
export function startAnswers(a: DemoStartAnswers): Record<string, string | string[]> {
  return {
    state_id: String(a.stateId), district_id: String(a.districtId), project_type: a.projectType, project_classification: a.classification,
    target_cal_id: String(a.targetCalId), q1: a.notifiedOn, q2: String(a.cases), q3: a.setting, q4: a.objectives, type_of_data: a.data,
    ...(a.otherData ? { other_type_of_data: a.otherData } : {}), q5: a.fieldWorkFrom,
    ...(a.mentors[0] ? { mentor1_id: String(a.mentors[0]) } : {}), ...(a.mentors[1] ? { mentor2_id: String(a.mentors[1]) } : {}),
  };
}
