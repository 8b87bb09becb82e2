import { OTHER_SPECIFY, OTHERS, PROFILE_LIMITS as L, PROFILE_TEMPLATES as T, ROLE_IN_TRAINING, type ProfileTemplate } from '@fetp/contract';
import type { MessageDescriptor } from 'react-intl';
import type { FieldSpec, SelectSpec, SectionSpec, TextSpec, VariantSpec } from './layout';
import messages from './messages';

/**
 * The four profile forms (002 §2.8, §5) as lists of sections and fields, in the spec's order.
 * Names are the contract schema's; the schema (PROFILE_FORMS) holds every rule and message.
 */

const text = (name: string, label: MessageDescriptor, more: Partial<Omit<TextSpec, 'kind' | 'name' | 'label'>> = {}): TextSpec => ({
  kind: 'text', name, label, maxLength: L.textMax, ...more,
});

// ---- Shared groups ----

const names = (required = true): FieldSpec[] => [
  text('first_name', messages.firstName, { required, maxLength: L.nameMax }),
  text('middle_name', messages.middleName, { maxLength: L.nameMax }),
  text('last_name', messages.lastName, { required, maxLength: L.nameMax }),
];
const dob: FieldSpec = { kind: 'date', name: 'dob', label: messages.dob, required: true, birth: true };
const gender: FieldSpec = { kind: 'select', name: 'gender', label: messages.gender, options: 'genderOptions', required: true };
const address = (label = messages.currentAddress): FieldSpec => text('current_address', label, { required: true, multiline: true, wide: true, maxLength: L.addressMax });
const home: FieldSpec = { kind: 'place', district: 'district_id', state: 'state_id', districtLabel: messages.district, stateLabel: messages.state, required: true };
const mobile = (label = messages.mobile, required = true): FieldSpec =>
  text('phone_number', label, { required, digits: true, maxLength: L.phoneDigits, hint: messages.phoneHint });
const whatsapp: FieldSpec = { kind: 'whatsapp' };

const ugSection = (title = messages.ugDegree): SectionSpec => ({
  key: 'ug',
  title,
  fields: [
    { kind: 'select', name: 'ug_degree_name', label: messages.ugDegreeName, options: 'underGraduateOptions', required: true },
    text('ug_passing_year', messages.passingYear, { required: true, digits: true, maxLength: 4 }),
    text('ug_institution', messages.institution, { required: true }),
    text('ug_university', messages.university, { required: true }),
  ],
});

const pgSection: SectionSpec = {
  key: 'pg',
  title: messages.pgDegree,
  fields: [{ kind: 'list', name: 'pg_degrees', label: messages.pgDegree, add: messages.addDegree, update: messages.updateDegree, wide: true }],
};

const otherDetails: FieldSpec[] = [
  {
    kind: 'select', name: 'diseases_job_is_addressing', label: messages.diseases, options: 'diseasesJobisAddressingOptions', required: true,
    other: { name: 'other_diseases_job_is_addressing', label: messages.otherDiseases, sentinel: OTHER_SPECIFY },
  },
  {
    kind: 'select', name: 'institutional_affiliation_of_job', label: messages.affiliation, options: 'institutionAlaffiliationofjobOptions', required: true,
    other: { name: 'other_institutional_affiliation_of_job', label: messages.otherAffiliation, sentinel: OTHER_SPECIFY },
  },
  { kind: 'select', name: 'institutional_level_of_current_job', label: messages.institutionalLevel, options: 'institutionallevelofcurrentjobOptions', required: true },
  { kind: 'select', name: 'institution_type', label: messages.institutionType, options: 'institutionTypeOptions', required: true },
];

/** Work rows; variant B asks for both dates (002 §5), the others offer 'currently working here'. */
const work = (label = messages.workExperience, allowCurrent = true): FieldSpec => ({
  kind: 'list', name: 'work_experiences', label, add: messages.addExperience, update: messages.updateExperience, allowCurrent, wide: true,
});
const teaching: FieldSpec = {
  kind: 'list', name: 'teaching_experiences', label: messages.teachingExperience, add: messages.addTeaching, update: messages.updateTeaching, wide: true,
};
const interest: FieldSpec[] = [
  {
    kind: 'select', name: 'areas_in_experience', label: messages.areasInExperience, options: 'areasInExperienceOptions', required: true, wide: true,
    other: { name: 'other_areas_in_experience', label: messages.otherAreasInExperience, sentinel: OTHER_SPECIFY },
  },
  ...[1, 2, 3, 4, 5].map((n) => text(`interest_area_${n}`, messages.interestArea, { labelValues: { number: n }, required: n === 1 })),
];
const achievements = (label = messages.publications): FieldSpec => ({
  kind: 'list', name: 'achievements', label, add: messages.addPublication, update: messages.updatePublication, wide: true,
});

// ---- Variant A (field-epidemiology style) ----

const yes = (value: unknown) => value === true;
const others = (name: string, label: MessageDescriptor, options: SelectSpec['options'], other: MessageDescriptor, required = true): SelectSpec => ({
  kind: 'select', name, label, options, required, other: { name: `other_${name}`, label: other, sentinel: OTHERS },
});
const isMentorRole = (role: unknown) => role === ROLE_IN_TRAINING.mentor;

const variantA: VariantSpec = {
  template: T.fieldEpidemiology,
  submit: messages.submit,
  sections: [
    {
      key: 'personal',
      title: messages.personalDetails,
      fields: [
        { kind: 'select', name: 'prefix', label: messages.prefix, options: 'prefixOptions', required: true },
        ...names(),
        dob,
        gender,
        address(),
        home,
        mobile(messages.phone, false),
        whatsapp,
      ],
    },
    {
      key: 'education',
      title: messages.educationDetails,
      cardTitle: messages.educationCard,
      fields: [
        others('professional_background', messages.professionalBackground, 'professionalBackgroundOptions', messages.otherProfessionalBackground, false),
        others('sector', messages.sector, 'sectorOptions', messages.otherSector),
        others('area_of_experience', messages.areaOfExperience, 'areaOfExperienceOptions', messages.otherAreaOfExperience),
        others('graduate_degree', messages.graduateDegree, 'graduateDegreeOptions', messages.otherGraduateDegree),
        others('highest_qualification', messages.highestQualification, 'highestQualificationOptions', messages.otherHighestQualification),
        { kind: 'yesNo', name: 'any_previous_training_in_field_epidemiology', label: messages.trainingFieldEpidemiology, required: true },
        text('previous_training_in_field_epidemiology_name', messages.trainingFieldEpidemiologyName, {
          required: true, maxLength: L.otherMax, when: { field: 'any_previous_training_in_field_epidemiology', test: yes },
        }),
        { kind: 'yesNo', name: 'any_previous_training_in_one_health', label: messages.trainingOneHealth, required: true },
        text('previous_training_in_one_health_name', messages.trainingOneHealthName, {
          required: true, maxLength: L.otherMax, when: { field: 'any_previous_training_in_one_health', test: yes },
        }),
      ],
    },
    {
      key: 'job',
      title: messages.currentJob,
      cardTitle: messages.currentJobCard,
      fields: [
        text('employer', messages.employer),
        text('job_title', messages.jobTitle),
        text('facility_name', messages.facilityName),
        others('facility_surveillance_level', messages.facilitySurveillanceLevel, 'facilitySurveillanceLevelOptions', messages.otherFacilitySurveillanceLevel, false),
        {
          kind: 'select', name: 'role_in_training', label: messages.roleInTraining, options: 'roleInTrainingOptions', required: true,
          other: { name: 'other_role_in_training', label: messages.otherRoleInTraining, sentinel: ROLE_IN_TRAINING.other },
        },
        text('name_of_department', messages.department, { required: true, when: { field: 'role_in_training', test: (role) => !isMentorRole(role) } }),
        text('name_of_organization', messages.organization, { required: true, when: { field: 'role_in_training', test: (role) => !isMentorRole(role) } }),
        {
          kind: 'select', name: 'institutional_level_of_current_job', label: messages.institutionalLevel, options: 'institutionallevelofcurrentjobOptions',
          required: true, when: { field: 'role_in_training', test: (role) => !isMentorRole(role) },
        },
        text('name_of_institute', messages.institute, { required: true, when: { field: 'role_in_training', test: isMentorRole } }),
        text('designation', messages.designation, { required: true }),
        { kind: 'place', district: 'job_district', state: 'job_state', districtLabel: messages.jobDistrict, stateLabel: messages.jobState, required: true },
        { kind: 'date', name: 'start_date_current_job', label: messages.startDateCurrentJob, required: true },
      ],
    },
  ],
};

// ---- Variant B (applied-epidemiology style) ----

const notCurrent = { field: 'post_is_current_posting', test: (value: unknown) => value === false };

const variantB: VariantSpec = {
  template: T.appliedEpidemiology,
  submit: messages.save,
  sections: [
    {
      key: 'personal',
      title: messages.personalDetails,
      fields: [{ kind: 'email' }, ...names(), dob, gender, address(messages.presentOfficeAddress), home, mobile()],
    },
    ugSection(messages.ugDegreeB),
    pgSection,
    {
      key: 'posting',
      title: messages.postingDetails,
      fields: [
        { kind: 'date', name: 'post_doj', label: messages.doj, required: true },
        text('post_posting_place', messages.postingPlace, { required: true }),
        { kind: 'place', district: 'post_district_id', state: 'post_state_id', districtLabel: messages.district, stateLabel: messages.state, required: true },
        { kind: 'yesNo', name: 'post_is_current_posting', label: messages.isCurrentPosting, required: true, wide: true },
        { kind: 'date', name: 'post_period_from', label: messages.periodFrom, required: true, when: notCurrent },
        { kind: 'date', name: 'post_period_to', label: messages.periodTo, required: true, when: notCurrent },
        text('post_current_posting_place', messages.currentPostingPlace, { required: true, when: notCurrent }),
        {
          kind: 'place', district: 'post_current_district_id', state: 'post_current_state_id', districtLabel: messages.currentDistrict,
          stateLabel: messages.currentState, required: true, when: notCurrent,
        },
        text('post_total_duration', messages.totalDuration, { required: true, maxLength: 7 }),
        { kind: 'yesNo', name: 'has_mentor_experience', label: messages.mentorExperience, required: true },
      ],
    },
    { key: 'other', title: messages.otherDetailsB, fields: otherDetails },
    {
      key: 'hardship',
      title: messages.hardshipDetails,
      fields: [
        { kind: 'list', name: 'hardship_details', label: messages.hardshipDetails, add: messages.addHardship, update: messages.updateHardship, totalCaption: true, wide: true },
      ],
    },
    { key: 'work', title: messages.moreWorkExperience, fields: [work(messages.moreWorkExperience, false)] },
    {
      key: 'declaration',
      title: messages.selfDeclarationSection,
      formOnly: true,
      fields: [{ kind: 'checkbox', name: 'selfDeclaration', label: messages.selfDeclaration, required: true, wide: true }],
    },
  ],
};

// ---- Variant C (frontline) ----

const variantC: VariantSpec = {
  template: T.frontline,
  submit: messages.save,
  sections: [
    {
      key: 'personal',
      title: messages.personalDetails,
      fields: [
        ...names(),
        dob,
        gender,
        address(),
        text('correspondence_address', messages.correspondenceAddress, { required: true, multiline: true, wide: true, maxLength: L.addressMax }),
        home,
        mobile(),
        whatsapp,
      ],
    },
    ugSection(),
    pgSection,
    { key: 'work', title: messages.workExperience, fields: [work()] },
    { key: 'teaching', title: messages.teachingExperience, fields: [teaching] },
    { key: 'interest', title: messages.areasOfInterest, fields: interest },
    { key: 'publications', title: messages.publications, fields: [achievements()] },
  ],
};

// ---- The mentor form ----

const mentor: VariantSpec = {
  template: T.mentor,
  submit: messages.save,
  checkOnChange: true,
  sections: [
    {
      key: 'general',
      title: messages.generalDetails,
      fields: [{ kind: 'select', name: 'prefix', label: messages.prefix, options: 'prefixOptions' }, ...names(), dob, gender, address(), home],
    },
    ugSection(),
    pgSection,
    { key: 'work', title: messages.workExperience, fields: [work()] },
    { key: 'other', title: messages.otherDetails, fields: otherDetails },
    { key: 'teaching', title: messages.teachingExperience, fields: [teaching] },
    { key: 'contact', title: messages.contactAndInterest, fields: [mobile(), whatsapp, ...interest] },
    { key: 'publications', title: messages.mentorPublications, fields: [achievements(messages.mentorPublications)] },
  ],
};

/** Each template's form. */
export const VARIANTS: Record<ProfileTemplate, VariantSpec> = {
  [T.fieldEpidemiology]: variantA,
  [T.appliedEpidemiology]: variantB,
  [T.frontline]: variantC,
  [T.mentor]: mentor,
};
