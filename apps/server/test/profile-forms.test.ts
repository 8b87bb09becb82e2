import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  OTHERS, OTHER_SPECIFY, PROFILE_FORMS, PROFILE_LIMITS, PROFILE_MESSAGES as M, PROFILE_TEMPLATES as T, achievementRow, fieldErrors,
  fromMultipartFields, isProfileDate, isRealDate, listsToWire, mentorProfileForm, otherSentinelOf, pgDegreeRow, profileFieldsOf, rowFromList,
  rowToList, teachingRow, toMultipartFields, variantAForm, variantBForm, variantCForm, workRow,
} from '@fetp/contract';

/**
 * The profile forms' rules (contract profiles.ts; spec 002 §4, §5, §9): every rule and message of
 * variants A, B, C and the mentor form, the rows, and variant B's multipart text. The web form and
 * the server check with these very schemas.
 */

type Values = Record<string, unknown>;
/** The field messages of a check, as the 400 answer carries them ({} when it passes). */
const errorsOf = (schema: z.ZodType, values: Values) => {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
};
const outputOf = (schema: z.ZodType, values: Values) => schema.parse(values) as Values;
const long = (n: number) => 'x'.repeat(n);

// ---- Valid forms (district 11 of state 1; ids are not looked up here) ----

const personal = {
  first_name: 'Asha', middle_name: '', last_name: 'Kumar', dob: '1988-04-12', gender: 'female',
  current_address: '12 MG Road', district_id: '11', state_id: '1',
};
const VALID_A: Values = {
  ...personal, prefix: 'dr', phone_number: '9876543210', whatsapp_number: '', isSameAsPhoneNumber: true,
  professional_background: 'Medical Officer', other_professional_background: '', sector: 'Human Health', other_sector: '',
  area_of_experience: 'None', other_area_of_experience: '', graduate_degree: 'MBBS', other_graduate_degree: '',
  highest_qualification: 'MPH', other_highest_qualification: '',
  any_previous_training_in_field_epidemiology: false, previous_training_in_field_epidemiology_name: '',
  any_previous_training_in_one_health: false, previous_training_in_one_health_name: '',
  employer: '', job_title: '', facility_name: '', facility_surveillance_level: '', other_facility_surveillance_level: '',
  role_in_training: 'Resident', other_role_in_training: '', name_of_department: 'Health', name_of_organization: 'DHS',
  name_of_institute: '', institutional_level_of_current_job: 'District', designation: 'DSO',
  job_district: '11', job_state: '1', start_date_current_job: '2021-06-01',
};
const pg = { pgDegreeName: 'MPH', pgDegreePassingYear: '2010', pgDegreeInstituteName: 'PHFI', pgDegreeUniversityName: 'PHFI' };
const work = {
  workExperienceOrganizationName: 'PHC', workExperienceDesignation: 'MO', workExperienceLocation: 'Block', workExperienceDistrict: '11',
  workExperienceState: '1', workExperienceTimePeriodStartDate: '2010-01-01', workExperienceTimePeriodEndDate: '2012-12-31', workExperienceIsCurrent: false,
};
const teaching = {
  workExperienceOrganizationName: 'College', workExperienceOrganizationType: 'Medical College', workExperienceDesignation: 'Tutor',
  workExperienceEmploymentType: 'Permanent', workExperienceDistrict: '11', workExperienceState: '1', jobResponsibility: 'Teaching',
  workExperienceTimePeriodStartDate: '2013-01-01', workExperienceTimePeriodEndDate: '2014-01-01', workExperienceIsCurrent: false,
};
const ug = { ug_degree_name: 'MBBS', ug_passing_year: '2006', ug_institution: 'GMC', ug_university: 'KUHS' };
const otherDetails = {
  diseases_job_is_addressing: 'Tuberculosis', other_diseases_job_is_addressing: '', institutional_affiliation_of_job: 'Medical College',
  other_institutional_affiliation_of_job: '', institutional_level_of_current_job: 'State', institution_type: 'Academic',
};
const interests = {
  areas_in_experience: 'One Health', other_areas_in_experience: '', interest_area_1: 'AMR', interest_area_2: '', interest_area_3: '', interest_area_4: '', interest_area_5: '',
};
const VALID_B: Values = {
  ...personal, phone_number: '9922000000', ...ug, ...otherDetails, pg_degrees: [pg],
  post_doj: '2014-03-01', post_posting_place: 'DSU', post_district_id: '11', post_state_id: '1', post_is_current_posting: true,
  post_period_from: '', post_period_to: '', post_current_posting_place: '', post_current_district_id: '', post_current_state_id: '',
  post_total_duration: '10', has_mentor_experience: false, hardship_details: [work], work_experiences: [work], selfDeclaration: true,
};
const VALID_C: Values = {
  ...personal, correspondence_address: 'House 4', phone_number: '9447000000', whatsapp_number: '', isSameAsPhoneNumber: true, ...ug,
  pg_degrees: [pg], work_experiences: [work], teaching_experiences: [teaching], ...interests, achievements: [],
};
const VALID_MENTOR: Values = {
  ...personal, prefix: '', phone_number: '9812345678', whatsapp_number: '', isSameAsPhoneNumber: true, ...ug, pg_degrees: [pg],
  work_experiences: [work], ...otherDetails, teaching_experiences: [teaching], ...interests, achievements: [],
};
const VALID: Record<string, Values> = {
  [T.fieldEpidemiology]: VALID_A, [T.appliedEpidemiology]: VALID_B, [T.frontline]: VALID_C, [T.mentor]: VALID_MENTOR,
};

describe('the four forms pass when filled', () => {
  it('each valid form passes, and its fields are the schema’s', () => {
    for (const [template, values] of Object.entries(VALID)) {
      expect(errorsOf(PROFILE_FORMS[template as keyof typeof PROFILE_FORMS], values), template).toEqual({});
      expect(profileFieldsOf(template as keyof typeof PROFILE_FORMS).sort()).toEqual(Object.keys(values).sort());
    }
  });
});

// ---- Shared rules ----

describe('dates', () => {
  it('isRealDate and isProfileDate: YYYY-MM-DD of a real day; profile dates in 1900–2100', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    for (const bad of ['2023-02-29', '2024-13-01', '12/01/2024', '2024-1-01', '']) expect(isRealDate(bad), bad).toBe(false);
    expect(isProfileDate('1900-01-01')).toBe(true);
    expect(isProfileDate('2100-12-31')).toBe(true);
    expect(isProfileDate('1899-12-31')).toBe(false);
    expect(isProfileDate('2101-01-01')).toBe(false);
  });

  it('dob: required, a real date, not in the future (every form)', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [template, values] of Object.entries(VALID)) {
      const schema = PROFILE_FORMS[template as keyof typeof PROFILE_FORMS];
      expect(errorsOf(schema, { ...values, dob: '' }), template).toEqual({ dob: [M.dobRequired] });
      expect(errorsOf(schema, { ...values, dob: '1990-02-30' }), template).toEqual({ dob: [M.invalidDate] });
      expect(errorsOf(schema, { ...values, dob: '01/02/1990' }), template).toEqual({ dob: [M.invalidDate] });
      expect(errorsOf(schema, { ...values, dob: tomorrow }), template).toEqual({ dob: [M.dobFuture] });
    }
  });

  it('sex, district and state are required on every form', () => {
    for (const [template, values] of Object.entries(VALID)) {
      const schema = PROFILE_FORMS[template as keyof typeof PROFILE_FORMS];
      expect(errorsOf(schema, { ...values, gender: '' }), template).toEqual({ gender: [M.sexRequired] });
      expect(errorsOf(schema, { ...values, district_id: '' }), template).toEqual({ district_id: [M.districtRequired] });
      expect(errorsOf(schema, { ...values, state_id: null }), template).toEqual({ state_id: [M.stateRequired] });
      expect(errorsOf(schema, { ...values, current_address: '   ' }), template).toEqual({ current_address: [M.currentAddressRequired] });
    }
  });
});

// ---- Variant A ----

describe('variant A (002 §5 "Profile variant A")', () => {
  it('prefix, names: required, no leading or trailing whitespace, at most 100; middle name optional, at most 100', () => {
    expect(errorsOf(variantAForm, { ...VALID_A, prefix: '' })).toEqual({ prefix: [M.prefixRequired] });
    expect(errorsOf(variantAForm, { ...VALID_A, first_name: '' })).toEqual({ first_name: [M.firstNameRequired] });
    expect(errorsOf(variantAForm, { ...VALID_A, first_name: ' Asha' })).toEqual({ first_name: [M.firstNameWhitespace] });
    expect(errorsOf(variantAForm, { ...VALID_A, first_name: long(101) })).toEqual({ first_name: [M.firstNameTooLong] });
    expect(errorsOf(variantAForm, { ...VALID_A, last_name: '' })).toEqual({ last_name: [M.lastNameRequired] });
    expect(errorsOf(variantAForm, { ...VALID_A, last_name: 'Kumar ' })).toEqual({ last_name: [M.lastNameWhitespace] });
    expect(errorsOf(variantAForm, { ...VALID_A, last_name: long(101) })).toEqual({ last_name: [M.lastNameTooLong] });
    expect(errorsOf(variantAForm, { ...VALID_A, first_name: long(100), last_name: long(100) })).toEqual({});
    expect(errorsOf(variantAForm, { ...VALID_A, middle_name: long(101) })).toEqual({ middle_name: [M.middleNameTooLong] });
    // Inner spaces are no whitespace at the ends.
    expect(errorsOf(variantAForm, { ...VALID_A, first_name: 'Asha Devi' })).toEqual({});
  });

  it('phone: optional, digits only, exactly 10; WhatsApp required and 10 digits unless same as mobile (then copied)', () => {
    expect(errorsOf(variantAForm, { ...VALID_A, phone_number: '', isSameAsPhoneNumber: false, whatsapp_number: '9000000001' })).toEqual({});
    expect(errorsOf(variantAForm, { ...VALID_A, phone_number: '98765abc10' })).toEqual({ phone_number: [M.phoneNumeric] });
    expect(errorsOf(variantAForm, { ...VALID_A, phone_number: '98765 4321' })).toEqual({ phone_number: [M.phoneNumeric] });
    expect(errorsOf(variantAForm, { ...VALID_A, phone_number: '98765' })).toEqual({ phone_number: [M.phoneTenDigits] });
    expect(errorsOf(variantAForm, { ...VALID_A, isSameAsPhoneNumber: false, whatsapp_number: '' })).toEqual({ whatsapp_number: [M.whatsappRequired] });
    expect(errorsOf(variantAForm, { ...VALID_A, isSameAsPhoneNumber: false, whatsapp_number: '90000' })).toEqual({ whatsapp_number: [M.whatsappTenDigits] });
    expect(outputOf(variantAForm, { ...VALID_A, isSameAsPhoneNumber: true, whatsapp_number: '1111111111' }).whatsapp_number).toBe('9876543210');
    expect(outputOf(variantAForm, { ...VALID_A, isSameAsPhoneNumber: 'on', whatsapp_number: '' }).whatsapp_number).toBe('9876543210');
  });

  it('required choices and designation, start date of the current job, job district and state', () => {
    const cases: Array<[string, string]> = [
      ['sector', M.sectorRequired], ['area_of_experience', M.areaOfExperienceRequired], ['graduate_degree', M.graduateDegreeRequired],
      ['highest_qualification', M.highestQualificationRequired], ['role_in_training', M.roleInTrainingRequired], ['designation', M.designationRequired],
      ['start_date_current_job', M.startDateCurrentJobRequired], ['job_district', M.districtRequired], ['job_state', M.jobStateRequired],
    ];
    for (const [field, message] of cases) expect(errorsOf(variantAForm, { ...VALID_A, [field]: '' }), field).toEqual({ [field]: [message] });
    expect(errorsOf(variantAForm, { ...VALID_A, start_date_current_job: '2021-02-30' })).toEqual({ start_date_current_job: [M.invalidDate] });
  });

  it('Others reveals each other-specify field: required then, cleared otherwise', () => {
    expect(otherSentinelOf(T.fieldEpidemiology)).toBe(OTHERS);
    const pairs = [
      ['professional_background', 'other_professional_background'], ['sector', 'other_sector'], ['area_of_experience', 'other_area_of_experience'],
      ['graduate_degree', 'other_graduate_degree'], ['highest_qualification', 'other_highest_qualification'],
      ['facility_surveillance_level', 'other_facility_surveillance_level'],
    ];
    for (const [choice, other] of pairs) {
      expect(errorsOf(variantAForm, { ...VALID_A, [choice!]: OTHERS, [other!]: '' }), choice).toEqual({ [other!]: [M.otherSpecifyRequired] });
      expect(outputOf(variantAForm, { ...VALID_A, [choice!]: OTHERS, [other!]: 'Mine' })[other!]).toBe('Mine');
      expect(outputOf(variantAForm, { ...VALID_A, [other!]: 'left over' })[other!]).toBe('');
      // 'Other Specify' is not variant A's sentinel.
      expect(errorsOf(variantAForm, { ...VALID_A, [choice!]: OTHER_SPECIFY, [other!]: '' }), choice).toEqual({});
    }
    expect(errorsOf(variantAForm, { ...VALID_A, role_in_training: 'Other' })).toEqual({ other_role_in_training: [M.otherSpecifyRequired] });
    expect(outputOf(variantAForm, { ...VALID_A, other_role_in_training: 'x' }).other_role_in_training).toBe('');
    expect(errorsOf(variantAForm, { ...VALID_A, other_sector: long(101) })).toEqual({ other_sector: [M.otherTooLong] });
  });

  it('training names: required when yes (no whitespace at the ends, at most 100), cleared when no; the answer itself required', () => {
    for (const [answer, name] of [
      ['any_previous_training_in_field_epidemiology', 'previous_training_in_field_epidemiology_name'],
      ['any_previous_training_in_one_health', 'previous_training_in_one_health_name'],
    ] as const) {
      expect(errorsOf(variantAForm, { ...VALID_A, [answer]: true, [name]: '' }), name).toEqual({ [name]: [M.trainingNameRequired] });
      expect(errorsOf(variantAForm, { ...VALID_A, [answer]: 'yes', [name]: ' FETP' }), name).toEqual({ [name]: [M.trainingNameWhitespace] });
      expect(errorsOf(variantAForm, { ...VALID_A, [answer]: true, [name]: long(101) }), name).toEqual({ [name]: [M.trainingNameTooLong] });
      expect(outputOf(variantAForm, { ...VALID_A, [answer]: true, [name]: 'FETP 2019' })[name]).toBe('FETP 2019');
      expect(outputOf(variantAForm, { ...VALID_A, [answer]: 'no', [name]: 'FETP 2019' })[name]).toBe('');
      expect(errorsOf(variantAForm, { ...VALID_A, [answer]: null }), answer).toEqual({ [answer]: [M.trainingAnswerRequired] });
      expect(errorsOf(variantAForm, { ...VALID_A, [answer]: 'maybe' }), answer).toEqual({ [answer]: [M.badChoice] });
    }
  });

  it('department, organisation and institutional level for a non-mentor; name of institute only for a Mentor', () => {
    expect(errorsOf(variantAForm, { ...VALID_A, name_of_department: '', name_of_organization: '', institutional_level_of_current_job: '' })).toEqual({
      name_of_department: [M.departmentRequired], name_of_organization: [M.organizationRequired], institutional_level_of_current_job: [M.institutionalLevelOfJobRequired],
    });
    expect(outputOf(variantAForm, { ...VALID_A, name_of_institute: 'NCDC' }).name_of_institute).toBe('');
    expect(errorsOf(variantAForm, { ...VALID_A, role_in_training: 'Mentor' })).toEqual({ name_of_institute: [M.instituteRequired] });
    const mentor = outputOf(variantAForm, { ...VALID_A, role_in_training: 'Mentor', name_of_institute: 'NCDC' });
    expect(mentor).toMatchObject({ name_of_institute: 'NCDC', name_of_department: '', name_of_organization: '', institutional_level_of_current_job: '' });
  });
});

// ---- Variant B ----

describe('variant B (002 §5 "Profile variant B")', () => {
  it('names trimmed and required; mobile required and exactly 10 digits', () => {
    expect(outputOf(variantBForm, { ...VALID_B, first_name: '  Imran ' }).first_name).toBe('Imran');
    expect(errorsOf(variantBForm, { ...VALID_B, first_name: '  ' })).toEqual({ first_name: [M.firstNameRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, last_name: '' })).toEqual({ last_name: [M.lastNameRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, first_name: long(101) })).toEqual({ first_name: [M.firstNameTooLong] });
    expect(errorsOf(variantBForm, { ...VALID_B, phone_number: '' })).toEqual({ phone_number: [M.contactRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, phone_number: '99220' })).toEqual({ phone_number: [M.invalidMobile] });
    expect(errorsOf(variantBForm, { ...VALID_B, phone_number: '99220000ab' })).toEqual({ phone_number: [M.invalidMobile] });
  });

  it('UG degree: select, 4-digit passing year, institution and university', () => {
    expect(errorsOf(variantBForm, { ...VALID_B, ug_degree_name: '' })).toEqual({ ug_degree_name: [M.ugDegreeRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, ug_passing_year: '06' })).toEqual({ ug_passing_year: [M.passingYearDigits] });
    expect(errorsOf(variantBForm, { ...VALID_B, ug_passing_year: '' })).toEqual({ ug_passing_year: [M.passingYearDigits] });
    expect(errorsOf(variantBForm, { ...VALID_B, ug_passing_year: '20o6' })).toEqual({ ug_passing_year: [M.passingYearNumber] });
    expect(errorsOf(variantBForm, { ...VALID_B, ug_passing_year: 2006 })).toEqual({});
    expect(errorsOf(variantBForm, { ...VALID_B, ug_institution: '' })).toEqual({ ug_institution: [M.institutionRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, ug_university: '' })).toEqual({ ug_university: [M.universityRequired] });
  });

  it('other details: each required, Other Specify needs its other field', () => {
    const cases: Array<[string, string]> = [
      ['diseases_job_is_addressing', M.diseasesRequired], ['institutional_affiliation_of_job', M.affiliationRequired],
      ['institutional_level_of_current_job', M.institutionalLevelRequired], ['institution_type', M.institutionTypeRequired],
    ];
    for (const [field, message] of cases) expect(errorsOf(variantBForm, { ...VALID_B, [field]: '' }), field).toEqual({ [field]: [message] });
    expect(errorsOf(variantBForm, { ...VALID_B, diseases_job_is_addressing: OTHER_SPECIFY })).toEqual({ other_diseases_job_is_addressing: [M.otherSpecifyRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, institutional_affiliation_of_job: OTHER_SPECIFY })).toEqual({ other_institutional_affiliation_of_job: [M.otherSpecifyRequired] });
    expect(outputOf(variantBForm, { ...VALID_B, other_diseases_job_is_addressing: 'left over' }).other_diseases_job_is_addressing).toBe('');
  });

  it('posting: date of joining (1900–2100), place, district, state, current posting, total duration (a number), mentoring experience', () => {
    expect(errorsOf(variantBForm, { ...VALID_B, post_doj: '' })).toEqual({ post_doj: [M.dojRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, post_doj: '1899-12-31' })).toEqual({ post_doj: [M.invalidDate] });
    expect(errorsOf(variantBForm, { ...VALID_B, post_doj: '2101-01-01' })).toEqual({ post_doj: [M.invalidDate] });
    expect(errorsOf(variantBForm, { ...VALID_B, post_posting_place: '' })).toEqual({ post_posting_place: [M.postingPlaceRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, post_district_id: '' })).toEqual({ post_district_id: [M.districtRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, post_state_id: '' })).toEqual({ post_state_id: [M.stateRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, post_total_duration: '' })).toEqual({ post_total_duration: [M.totalDurationRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, post_total_duration: 'ten' })).toEqual({ post_total_duration: [M.totalDurationNumber] });
    expect(errorsOf(variantBForm, { ...VALID_B, post_total_duration: '2.5' })).toEqual({});
    expect(errorsOf(variantBForm, { ...VALID_B, post_is_current_posting: null })).toEqual({ post_is_current_posting: [M.currentPostingRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, has_mentor_experience: null })).toEqual({ has_mentor_experience: [M.mentorExperienceRequired] });
  });

  it('the current place of posting: period and current posting optional and emptied (sent as null); otherwise each required, the period in order', () => {
    const current = outputOf(variantBForm, {
      ...VALID_B, post_period_from: '2014-01-01', post_period_to: '2015-01-01', post_current_posting_place: 'NCDC', post_current_district_id: '12', post_current_state_id: '1',
    });
    expect(current).toMatchObject({ post_period_from: '', post_period_to: '', post_current_posting_place: '', post_current_district_id: '', post_current_state_id: '' });
    expect(toMultipartFields(current)).toMatchObject({ post_period_from: 'None', post_current_district_id: 'None' });
    expect(errorsOf(variantBForm, { ...VALID_B, post_is_current_posting: false })).toEqual({
      post_period_from: [M.periodFromRequired], post_period_to: [M.periodToRequired], post_current_posting_place: [M.currentPostingPlaceRequired],
      post_current_district_id: [M.districtRequired], post_current_state_id: [M.stateRequired],
    });
    const period = { post_is_current_posting: false, post_current_posting_place: 'NCDC', post_current_district_id: '12', post_current_state_id: '1' };
    expect(errorsOf(variantBForm, { ...VALID_B, ...period, post_period_from: '2015-01-01', post_period_to: '2014-01-01' })).toEqual({ post_period_to: [M.endBeforeStart] });
    expect(errorsOf(variantBForm, { ...VALID_B, ...period, post_period_from: '2014-01-01', post_period_to: '2015-01-01' })).toEqual({});
    expect(errorsOf(variantBForm, { ...VALID_B, ...period, post_period_from: '2014-13-01', post_period_to: '2015-01-01' })).toEqual({ post_period_from: [M.invalidDate] });
  });

  it('self-declaration must be ticked; each list needs a row', () => {
    expect(errorsOf(variantBForm, { ...VALID_B, selfDeclaration: false })).toEqual({ selfDeclaration: [M.selfDeclarationRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, selfDeclaration: null })).toEqual({ selfDeclaration: [M.selfDeclarationRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, pg_degrees: [] })).toEqual({ pg_degrees: [M.pgListRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, work_experiences: [] })).toEqual({ work_experiences: [M.workListRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, hardship_details: null })).toEqual({ hardship_details: [M.hardshipListRequired] });
    expect(errorsOf(variantBForm, { ...VALID_B, hardship_details: Array(PROFILE_LIMITS.rowsMax + 1).fill(work) })).toEqual({ hardship_details: [M.tooManyRows] });
    expect(errorsOf(variantBForm, { ...VALID_B, pg_degrees: 'text' })).toEqual({ pg_degrees: [M.badRow] });
  });

  it('a save names every bad field at once: field rules and the form-wide rules together', () => {
    const errors = errorsOf(variantBForm, { ...VALID_B, first_name: '', ug_passing_year: '12', selfDeclaration: false, post_is_current_posting: false });
    expect(errors.first_name).toEqual([M.firstNameRequired]);
    expect(errors.ug_passing_year).toEqual([M.passingYearDigits]);
    expect(errors.selfDeclaration).toEqual([M.selfDeclarationRequired]);
    expect(errors.post_period_from).toEqual([M.periodFromRequired]);
  });

  it('multipart: arrays as JSON text, null as None, booleans as text; read back to the same form', () => {
    const fields = toMultipartFields({ ...VALID_B, middle_name: null });
    expect(fields.middle_name).toBe('None');
    expect(fields.post_period_from).toBe('None');
    expect(fields.post_is_current_posting).toBe('true');
    expect(JSON.parse(fields.pg_degrees!)).toEqual([['MPH', '2010', 'PHFI', 'PHFI']]);
    expect(JSON.parse(fields.work_experiences!)).toEqual([['PHC', 'MO', 'Block', '11', '1', '2010-01-01', '2012-12-31']]);
    const read = fromMultipartFields(fields);
    expect(read).toMatchObject({ middle_name: null, post_period_from: null, pg_degrees: [['MPH', '2010', 'PHFI', 'PHFI']] });
    expect(outputOf(variantBForm, read)).toEqual(outputOf(variantBForm, VALID_B));
    // Unreadable JSON text stays text, and fails as a bad row.
    expect(fromMultipartFields({ pg_degrees: '[oops' }).pg_degrees).toBe('[oops');
    expect(errorsOf(variantBForm, { ...read, pg_degrees: '[oops' })).toEqual({ pg_degrees: [M.badRow] });
  });
});

// ---- Rows ----

describe('rows (002 §5: PG, work, hardship, teaching; 002 §2.8: achievements)', () => {
  it('PG row: degree, 4-digit year, institute and university required', () => {
    expect(errorsOf(pgDegreeRow, { pgDegreeName: '', pgDegreePassingYear: '', pgDegreeInstituteName: '', pgDegreeUniversityName: '' })).toEqual({
      pgDegreeName: [M.degreeNameRequired], pgDegreePassingYear: [M.passingYearDigits], pgDegreeInstituteName: [M.instituteNameRequired],
      pgDegreeUniversityName: [M.universityNameRequired],
    });
    expect(errorsOf(pgDegreeRow, { ...pg, pgDegreePassingYear: '201' })).toEqual({ pgDegreePassingYear: [M.passingYearDigits] });
    expect(errorsOf(pgDegreeRow, { ...pg, pgDegreePassingYear: 'abcd' })).toEqual({ pgDegreePassingYear: [M.passingYearNumber] });
  });

  it('work and hardship row: organisation, designation, location, district, state, start required; dates valid, 1900–2100; end required unless current, not before start', () => {
    expect(errorsOf(workRow, {
      workExperienceOrganizationName: '', workExperienceDesignation: '', workExperienceLocation: '', workExperienceDistrict: '', workExperienceState: '',
      workExperienceTimePeriodStartDate: '', workExperienceTimePeriodEndDate: '2012-12-31',
    })).toEqual({
      workExperienceOrganizationName: [M.organizationNameRequired], workExperienceDesignation: [M.designationRequired], workExperienceLocation: [M.locationRequired],
      workExperienceDistrict: [M.districtRequired], workExperienceState: [M.stateRequired], workExperienceTimePeriodStartDate: [M.startDateRequired],
    });
    expect(errorsOf(workRow, { ...work, workExperienceTimePeriodStartDate: '1899-01-01' })).toEqual({ workExperienceTimePeriodStartDate: [M.invalidDate] });
    expect(errorsOf(workRow, { ...work, workExperienceTimePeriodEndDate: '2101-01-01' })).toEqual({ workExperienceTimePeriodEndDate: [M.invalidDate] });
    expect(errorsOf(workRow, { ...work, workExperienceTimePeriodEndDate: '2009-12-31' })).toEqual({ workExperienceTimePeriodEndDate: [M.endBeforeStart] });
    expect(errorsOf(workRow, { ...work, workExperienceTimePeriodEndDate: '' })).toEqual({ workExperienceTimePeriodEndDate: [M.endDateRequired] });
    expect(errorsOf(workRow, { ...work, workExperienceTimePeriodEndDate: '', workExperienceIsCurrent: true })).toEqual({});
    expect(errorsOf(workRow, { ...work, workExperienceTimePeriodEndDate: '2010-01-01' })).toEqual({});
  });

  it('teaching row: every field required, the end included (even if current); responsibilities at most 2000', () => {
    const empty = Object.fromEntries(Object.keys(teaching).map((k) => [k, '']));
    expect(errorsOf(teachingRow, empty)).toEqual({
      workExperienceOrganizationName: [M.organizationNameRequired], workExperienceOrganizationType: [M.organizationTypeRequired],
      workExperienceDesignation: [M.designationRequired], workExperienceEmploymentType: [M.employmentTypeRequired],
      workExperienceDistrict: [M.districtRequired], workExperienceState: [M.stateRequired], jobResponsibility: [M.responsibilitiesRequired],
      workExperienceTimePeriodStartDate: [M.startDateRequired], workExperienceTimePeriodEndDate: [M.endDateRequired],
    });
    expect(errorsOf(teachingRow, { ...teaching, workExperienceTimePeriodEndDate: '', workExperienceIsCurrent: true })).toEqual({ workExperienceTimePeriodEndDate: [M.endDateRequired] });
    expect(errorsOf(teachingRow, { ...teaching, workExperienceTimePeriodEndDate: '2012-01-01' })).toEqual({ workExperienceTimePeriodEndDate: [M.endBeforeStart] });
    expect(errorsOf(teachingRow, { ...teaching, jobResponsibility: long(2001) })).toEqual({ jobResponsibility: [M.longTextTooLong] });
  });

  it('achievement row: not all three empty; the number of publications a number', () => {
    expect(errorsOf(achievementRow, { numberOfPublications: '', publicationsLink: '', keyAchievements: '' })).toEqual({ numberOfPublications: [M.achievementEmpty] });
    expect(errorsOf(achievementRow, { numberOfPublications: null, publicationsLink: null, keyAchievements: '  ' })).toEqual({ numberOfPublications: [M.achievementEmpty] });
    expect(errorsOf(achievementRow, { numberOfPublications: 'many', publicationsLink: '', keyAchievements: '' })).toEqual({ numberOfPublications: [M.publicationsNumber] });
    for (const one of [{ numberOfPublications: '3' }, { publicationsLink: 'https://x.org' }, { keyAchievements: 'Award' }]) {
      expect(errorsOf(achievementRow, { numberOfPublications: '', publicationsLink: '', keyAchievements: '', ...one })).toEqual({});
    }
  });

  it('rows travel as ordered lists: rowToList and rowFromList; a work row without an end is current; listsToWire', () => {
    expect(rowToList('pg', pg)).toEqual(['MPH', '2010', 'PHFI', 'PHFI']);
    expect(rowFromList('pg', ['MPH', '2010', 'PHFI', 'PHFI'])).toEqual(pg);
    expect(rowToList('work', { ...work, workExperienceTimePeriodEndDate: '' })).toEqual(['PHC', 'MO', 'Block', '11', '1', '2010-01-01', null]);
    expect(rowFromList('work', ['PHC', 'MO', 'Block', '11', '1', '2010-01-01', null])).toMatchObject({ workExperienceTimePeriodEndDate: null, workExperienceIsCurrent: true });
    expect(rowFromList('work', rowToList('work', work))).toEqual(work);
    expect(rowFromList('teaching', rowToList('teaching', teaching))).toEqual(teaching);
    expect(rowFromList('achievement', [null, null, 'Award'])).toEqual({ numberOfPublications: null, publicationsLink: null, keyAchievements: 'Award' });
    const wire = listsToWire(VALID_C);
    expect(wire.teaching_experiences).toEqual([['College', 'Medical College', 'Tutor', 'Permanent', '11', '1', 'Teaching', '2013-01-01', '2014-01-01']]);
    expect(outputOf(variantCForm, wire)).toEqual(outputOf(variantCForm, VALID_C));
  });
});

// ---- Variant C and the mentor form ----

describe('variant C (002 §5 "Profile variant C")', () => {
  it('correspondence address, interest area 1 required (2 to 5 optional); teaching list required; achievements optional', () => {
    expect(errorsOf(variantCForm, { ...VALID_C, correspondence_address: '' })).toEqual({ correspondence_address: [M.correspondenceAddressRequired] });
    expect(errorsOf(variantCForm, { ...VALID_C, interest_area_1: '' })).toEqual({ interest_area_1: [M.interestAreaRequired] });
    expect(errorsOf(variantCForm, { ...VALID_C, interest_area_5: 'Modelling' })).toEqual({});
    expect(errorsOf(variantCForm, { ...VALID_C, areas_in_experience: '' })).toEqual({ areas_in_experience: [M.areasRequired] });
    expect(errorsOf(variantCForm, { ...VALID_C, areas_in_experience: OTHER_SPECIFY })).toEqual({ other_areas_in_experience: [M.otherSpecifyRequired] });
    expect(errorsOf(variantCForm, { ...VALID_C, teaching_experiences: [] })).toEqual({ teaching_experiences: [M.teachingListRequired] });
    expect(errorsOf(variantCForm, { ...VALID_C, pg_degrees: [] })).toEqual({ pg_degrees: [M.pgListRequired] });
    expect(errorsOf(variantCForm, { ...VALID_C, work_experiences: [] })).toEqual({ work_experiences: [M.workListRequired] });
    expect(errorsOf(variantCForm, { ...VALID_C, achievements: [['', '', '']] })).toEqual({ 'achievements.0.numberOfPublications': [M.achievementEmpty] });
  });

  it('mobile and WhatsApp as the mentor form', () => {
    expect(errorsOf(variantCForm, { ...VALID_C, phone_number: '' })).toEqual({ phone_number: [M.contactRequired] });
    expect(errorsOf(variantCForm, { ...VALID_C, isSameAsPhoneNumber: false })).toEqual({ whatsapp_number: [M.whatsappRequired] });
    expect(outputOf(variantCForm, VALID_C).whatsapp_number).toBe('9447000000');
  });

  it('a row error names its list, row and field', () => {
    expect(errorsOf(variantCForm, { ...VALID_C, work_experiences: [work, { ...work, workExperienceTimePeriodEndDate: '2009-01-01' }] }))
      .toEqual({ 'work_experiences.1.workExperienceTimePeriodEndDate': [M.endBeforeStart] });
  });
});

describe('the mentor form (002 §5 "Mentor profile form")', () => {
  it('names, mobile, UG degree, other details and areas: each message as written', () => {
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, first_name: '' })).toEqual({ first_name: [M.firstNameRequired] });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, last_name: '' })).toEqual({ last_name: [M.lastNameRequired] });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, phone_number: '' })).toEqual({ phone_number: [M.contactRequired] });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, phone_number: '123' })).toEqual({ phone_number: [M.invalidMobile] });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, ug_degree_name: '' })).toEqual({ ug_degree_name: [M.ugDegreeRequired] });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, ug_passing_year: 'year' })).toEqual({ ug_passing_year: [M.passingYearNumber] });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, ug_passing_year: '19' })).toEqual({ ug_passing_year: [M.passingYearDigits] });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, diseases_job_is_addressing: '' })).toEqual({ diseases_job_is_addressing: [M.diseasesRequired] });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, institutional_affiliation_of_job: '' })).toEqual({ institutional_affiliation_of_job: [M.affiliationRequired] });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, institutional_level_of_current_job: '' })).toEqual({ institutional_level_of_current_job: [M.institutionalLevelRequired] });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, institution_type: '' })).toEqual({ institution_type: [M.institutionTypeRequired] });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, areas_in_experience: '' })).toEqual({ areas_in_experience: [M.areasRequired] });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, interest_area_1: '' })).toEqual({ interest_area_1: [M.interestAreaRequired] });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, prefix: '' })).toEqual({});
  });

  it('Other Specify for disease, affiliation and area; lists of each kind required', () => {
    expect(otherSentinelOf(T.mentor)).toBe(OTHER_SPECIFY);
    expect(errorsOf(mentorProfileForm, {
      ...VALID_MENTOR, diseases_job_is_addressing: OTHER_SPECIFY, institutional_affiliation_of_job: OTHER_SPECIFY, areas_in_experience: OTHER_SPECIFY,
    })).toEqual({
      other_diseases_job_is_addressing: [M.otherSpecifyRequired], other_institutional_affiliation_of_job: [M.otherSpecifyRequired], other_areas_in_experience: [M.otherSpecifyRequired],
    });
    // 'Others' is not the mentor form's sentinel.
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, diseases_job_is_addressing: OTHERS })).toEqual({});
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, pg_degrees: [], work_experiences: [], teaching_experiences: [] })).toEqual({
      pg_degrees: [M.pgListRequired], work_experiences: [M.workListRequired], teaching_experiences: [M.teachingListRequired],
    });
  });

  it('a current work row needs no end; a teaching row does; rows may come as lists', () => {
    const wire = listsToWire({ ...VALID_MENTOR, work_experiences: [{ ...work, workExperienceTimePeriodEndDate: '', workExperienceIsCurrent: true }] });
    expect(errorsOf(mentorProfileForm, wire)).toEqual({});
    expect((outputOf(mentorProfileForm, wire).work_experiences as Values[])[0]).toMatchObject({ workExperienceIsCurrent: true, workExperienceTimePeriodEndDate: '' });
    expect(errorsOf(mentorProfileForm, { ...VALID_MENTOR, teaching_experiences: [['College', 'Medical College', 'Tutor', 'Permanent', '11', '1', 'Teaching', '2013-01-01', null]] }))
      .toEqual({ 'teaching_experiences.0.workExperienceTimePeriodEndDate': [M.endDateRequired] });
  });
});
