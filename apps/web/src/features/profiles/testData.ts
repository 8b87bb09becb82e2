import {
  PROFILE_OPTION_LISTS, PROFILE_TEMPLATES as T,
  type ProfileAnswer, type ProfileData, type ProfileOption, type ProfileOptions, type ProfileTemplate,
} from '@fetp/contract';

/** Fixtures of the profile tests: option lists, a complete profile of each template, and answers. */

const same = (...labels: string[]): ProfileOption[] => labels.map((label) => ({ value: label, label }));

export const DISTRICTS: ProfileOption[] = [
  { value: '11', label: 'Ernakulam' },
  { value: '12', label: 'Pune' },
];
export const STATES: ProfileOption[] = [
  { value: '3', label: 'Kerala' },
  { value: '4', label: 'Maharashtra' },
];
/** The state of each district, as GET /api/v1/get/state/ answers. */
export const STATE_OF: Record<string, ProfileOption> = { '11': STATES[0]!, '12': STATES[1]! };

const LISTS: Partial<ProfileOptions> = {
  prefixOptions: same('Dr.', 'Mr.', 'Ms.'),
  genderOptions: same('Female', 'Male'),
  disrictOptions: DISTRICTS,
  stateOptions: STATES,
  underGraduateOptions: same('MBBS', 'BSc Nursing'),
  postGraduateOptions: [
    { value: 'md-cm', label: 'MD Community Medicine' },
    { value: 'mph', label: 'MPH' },
  ],
  diseasesJobisAddressingOptions: same('Vector-borne diseases', 'Other Specify'),
  institutionAlaffiliationofjobOptions: same('Government', 'Other Specify'),
  institutionallevelofcurrentjobOptions: same('District', 'State'),
  institutionTypeOptions: same('Medical college', 'Hospital'),
  organizationTypeOptions: same('Government', 'Private'),
  employmentTypeOptions: same('Permanent', 'Contract'),
  professionalBackgroundOptions: same('Medical', 'Others'),
  sectorOptions: same('Public', 'Others'),
  areaOfExperienceOptions: same('Management of surveillance systems', 'Others'),
  graduateDegreeOptions: same('MBBS', 'Others'),
  highestQualificationOptions: same('MD', 'Others'),
  facilitySurveillanceLevelOptions: same('District', 'Others'),
  roleInTrainingOptions: same('Officer', 'Mentor', 'Other'),
  areasInExperienceOptions: same('Outbreak investigation', 'Other Specify'),
};
export const OPTIONS = Object.fromEntries(PROFILE_OPTION_LISTS.map((name) => [name, LISTS[name] ?? []])) as ProfileOptions;

const personal = {
  first_name: 'Anjali', middle_name: '', last_name: 'Menon', dob: '1990-08-15', gender: 'Female',
  current_address: '12 MG Road, Kochi', district_id: '11', state_id: '3', phone_number: '9876543210',
};
const ug = { ug_degree_name: 'MBBS', ug_passing_year: '2012', ug_institution: 'Government Medical College', ug_university: 'KUHS' };
const pgRow = { pgDegreeName: 'mph', pgDegreePassingYear: '2016', pgDegreeInstituteName: 'AIIMS', pgDegreeUniversityName: 'AIIMS Delhi' };
const workRow = {
  workExperienceOrganizationName: 'DHS Kerala', workExperienceDesignation: 'Medical Officer', workExperienceLocation: 'Kochi',
  workExperienceDistrict: '11', workExperienceState: '3', workExperienceTimePeriodStartDate: '2014-01-01', workExperienceTimePeriodEndDate: '2016-07-01',
};
const teachingRow = {
  workExperienceOrganizationName: 'GMC Kochi', workExperienceOrganizationType: 'Government', workExperienceDesignation: 'Lecturer',
  workExperienceEmploymentType: 'Permanent', workExperienceDistrict: '11', workExperienceState: '3', jobResponsibility: 'Teaching epidemiology',
  workExperienceTimePeriodStartDate: '2017-01-01', workExperienceTimePeriodEndDate: '2019-01-01',
};
const whatsapp = { whatsapp_number: '9876543210', isSameAsPhoneNumber: true };
const otherDetails = {
  diseases_job_is_addressing: 'Vector-borne diseases', other_diseases_job_is_addressing: '', institutional_affiliation_of_job: 'Government',
  other_institutional_affiliation_of_job: '', institutional_level_of_current_job: 'District', institution_type: 'Hospital',
};
const interest = {
  areas_in_experience: 'Outbreak investigation', other_areas_in_experience: '', interest_area_1: 'Zoonoses',
  interest_area_2: '', interest_area_3: '', interest_area_4: '', interest_area_5: '',
};

/** A complete, valid profile of each template (the form's values). */
export const VALID: Record<ProfileTemplate, Record<string, unknown>> = {
  [T.fieldEpidemiology]: {
    prefix: 'Dr.', ...personal, ...whatsapp,
    professional_background: 'Medical', other_professional_background: '', sector: 'Public', other_sector: '',
    area_of_experience: 'Management of surveillance systems', other_area_of_experience: '', graduate_degree: 'MBBS', other_graduate_degree: '',
    highest_qualification: 'MD', other_highest_qualification: '',
    any_previous_training_in_field_epidemiology: false, previous_training_in_field_epidemiology_name: '',
    any_previous_training_in_one_health: false, previous_training_in_one_health_name: '',
    employer: 'Government of Kerala', job_title: 'Medical Officer', facility_name: 'District Hospital', facility_surveillance_level: 'District',
    other_facility_surveillance_level: '', role_in_training: 'Officer', other_role_in_training: '', name_of_department: 'Health',
    name_of_organization: 'DHS', name_of_institute: '', institutional_level_of_current_job: 'District', designation: 'Medical Officer',
    job_district: '11', job_state: '3', start_date_current_job: '2018-04-01',
  },
  [T.appliedEpidemiology]: {
    ...personal, ...ug, ...otherDetails, pg_degrees: [pgRow],
    post_doj: '2018-04-01', post_posting_place: 'Kochi', post_district_id: '11', post_state_id: '3', post_is_current_posting: true,
    post_period_from: '', post_period_to: '', post_current_posting_place: '', post_current_district_id: '', post_current_state_id: '',
    post_total_duration: '6', has_mentor_experience: false, hardship_details: [workRow], work_experiences: [workRow], selfDeclaration: true,
  },
  [T.frontline]: {
    ...personal, correspondence_address: 'PO Box 12, Kochi', ...whatsapp, ...ug, pg_degrees: [pgRow], work_experiences: [workRow],
    teaching_experiences: [teachingRow], ...interest, achievements: [],
  },
  [T.mentor]: {
    prefix: 'Dr.', ...personal, ...whatsapp, ...ug, pg_degrees: [pgRow], work_experiences: [workRow], ...otherDetails,
    teaching_experiences: [teachingRow], ...interest, achievements: [{ numberOfPublications: '4', publicationsLink: '', keyAchievements: 'Led an outbreak response' }],
  },
};

/** A profile answer of `template`; `values` replace the valid ones (pass {} for an empty profile). */
export function profileAnswer(template: ProfileTemplate, more: Partial<ProfileData> = {}, values: Record<string, unknown> = VALID[template]): ProfileAnswer {
  return {
    data: {
      user_id: 41, email: 'anjali@example.org', first_name: 'Anjali', last_name: 'Menon', hub: 'NCDC', template_name: template,
      is_mentor: template === T.mentor, is_editable: true, is_saved: false, is_view_profile: true, profile_image_url: null,
      district: { value: '11', label: 'Ernakulam' }, state: { value: '3', label: 'Kerala' }, values, updated_at: null, ...more,
    },
    options: OPTIONS,
  };
}
