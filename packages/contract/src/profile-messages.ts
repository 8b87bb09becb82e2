/*
 * The profile forms (002 §2.8, §3, §4, §5, §9) as plain constants: template names, sentinels,
 * limits, the row lists' field order on the wire, and every text. The schemas are in profiles.ts.
 */

/** The server's template_name, which selects the form (002 §2.8). Variant A's name is ours: the spec does not show it. */
export const PROFILE_TEMPLATES = {
  /** Variant A, field-epidemiology style, button 'submit'. */
  fieldEpidemiology: 'mentee-profile-details',
  /** Variant B, applied-epidemiology style, button 'Save'. */
  appliedEpidemiology: 'who-mentee-profile',
  /** Variant C. */
  frontline: 'frontline-profile-page',
  /** The full mentor form. */
  mentor: 'mentor-profile-details',
} as const;
export type ProfileTemplate = (typeof PROFILE_TEMPLATES)[keyof typeof PROFILE_TEMPLATES];
export const PROFILE_TEMPLATE_NAMES = Object.values(PROFILE_TEMPLATES) as [ProfileTemplate, ...ProfileTemplate[]];
/** The hub templates an administrator may give a hub (the mentor form follows the Mentor role). */
export const HUB_PROFILE_TEMPLATES = [PROFILE_TEMPLATES.fieldEpidemiology, PROFILE_TEMPLATES.appliedEpidemiology, PROFILE_TEMPLATES.frontline] as const;

/**
 * The choice that reveals an other-specify field (002 §4): 'Others' on variant A, 'Other Specify'
 * (002 §9's sentinel option value) on variant B, C and the mentor form.
 */
export const OTHERS = 'Others';
export const OTHER_SPECIFY = 'Other Specify';
export const otherSentinelOf = (template: ProfileTemplate) => (template === PROFILE_TEMPLATES.fieldEpidemiology ? OTHERS : OTHER_SPECIFY);
/** role_in_training's values that change the form (002 §4, §5 variant A). */
export const ROLE_IN_TRAINING = { mentor: 'Mentor', other: 'Other' } as const;

/** 002 §9 and §5. */
export const PROFILE_LIMITS = {
  nameMax: 100,
  textMax: 200,
  otherMax: 100,
  addressMax: 500,
  longTextMax: 2000,
  linkMax: 500,
  phoneDigits: 10,
  yearMin: 1900,
  yearMax: 2100,
  interestAreas: 5,
  /** Rows in one list: more is not a profile but a paste gone wrong. */
  rowsMax: 50,
  /** A profile photo: JPEG or PNG, at most 5 MB, kept as a square of this many pixels. */
  photoMaxBytes: 5 * 1024 * 1024,
  photoSize: 256,
} as const;

/** The spec's "Default district option": label 'Select District', empty value. */
export const DEFAULT_DISTRICT_OPTION = { value: '', label: 'Select District' } as const;

/**
 * The row lists' fields in the order they travel (002 §7: "each row an ordered list"); the web
 * form and the stored rows use the names, the wire the positions.
 */
export const ROW_FIELDS = {
  pg: ['pgDegreeName', 'pgDegreePassingYear', 'pgDegreeInstituteName', 'pgDegreeUniversityName'],
  work: [
    'workExperienceOrganizationName', 'workExperienceDesignation', 'workExperienceLocation', 'workExperienceDistrict',
    'workExperienceState', 'workExperienceTimePeriodStartDate', 'workExperienceTimePeriodEndDate',
  ],
  teaching: [
    'workExperienceOrganizationName', 'workExperienceOrganizationType', 'workExperienceDesignation', 'workExperienceEmploymentType',
    'workExperienceDistrict', 'workExperienceState', 'jobResponsibility', 'workExperienceTimePeriodStartDate', 'workExperienceTimePeriodEndDate',
  ],
  achievement: ['numberOfPublications', 'publicationsLink', 'keyAchievements'],
} as const;
export type RowKind = keyof typeof ROW_FIELDS;

/** The lists of a profile payload and the kind of their rows. */
export const PROFILE_LISTS = {
  pg_degrees: 'pg',
  hardship_details: 'work',
  work_experiences: 'work',
  teaching_experiences: 'teaching',
  achievements: 'achievement',
} as const satisfies Record<string, RowKind>;
export type ProfileListName = keyof typeof PROFILE_LISTS;

/** The profile's texts: titles, every §5 message, the designed ones, refusals and confirmations. */
export const PROFILE_MESSAGES = {
  // 002 §5, as written.
  prefixRequired: 'Prefix is required',
  firstNameRequired: 'First name is required',
  firstNameWhitespace: 'First name cannot contain whitespace',
  firstNameTooLong: 'First name cannot exceed 100 characters',
  lastNameRequired: 'Last name is required',
  lastNameWhitespace: 'Last name cannot contain whitespace',
  lastNameTooLong: 'Last name cannot exceed 100 characters',
  middleNameTooLong: 'Middle name cannot exceed 100 characters',
  dobRequired: 'Dob is required',
  invalidDate: 'Invalid date format',
  dobFuture: 'Date of birth cannot be in the future',
  sexRequired: 'Sex is required',
  jobStateRequired: 'Job State is required',
  districtRequired: 'District is required',
  stateRequired: 'State is required',
  phoneNumeric: 'Phone number must contain only numeric values',
  phoneTenDigits: 'Phone number must be a 10 digit valid number',
  whatsappRequired: 'Whatsapp number is required',
  whatsappTenDigits: 'Whatsapp number must be a 10 digit valid number',
  contactRequired: 'Contact number is required',
  invalidMobile: 'Invalid mobile number',
  ugDegreeRequired: 'Please select UG degree',
  passingYearNumber: 'Passing year must be a valid number',
  passingYearDigits: 'Passing year must be a 4-digit number',
  otherSpecifyRequired: 'Other specify is required',
  diseasesRequired: 'Please select disease job addressing',
  affiliationRequired: 'Please select Institutional affiliation job',
  institutionalLevelRequired: 'Please select current job',
  institutionTypeRequired: 'Please select institution type',
  areasRequired: 'Please select experience area',
  totalDurationNumber: 'Total duration must be a number',
  selfDeclarationRequired: 'Self declaration is required',
  pgListRequired: 'At least one post-graduation detail is required',
  workListRequired: 'At least one work experience is required',
  hardshipListRequired: 'At least one hardship detail is required',
  teachingListRequired: 'At least one teaching experience is required',
  endBeforeStart: 'End date cannot be before start date',
  // Required fields whose message the spec does not give: the field's name, as §5 words the others.
  currentAddressRequired: 'Current address is required',
  correspondenceAddressRequired: 'Correspondence address is required',
  addressTooLong: 'Address cannot exceed 500 characters',
  sectorRequired: 'Sector is required',
  professionalBackgroundRequired: 'Professional background is required',
  areaOfExperienceRequired: 'Area of experience is required',
  graduateDegreeRequired: 'Graduate degree is required',
  highestQualificationRequired: 'Highest qualification is required',
  trainingAnswerRequired: 'Please answer yes or no',
  trainingNameRequired: 'Training name is required',
  trainingNameWhitespace: 'Training name cannot contain whitespace',
  trainingNameTooLong: 'Training name cannot exceed 100 characters',
  roleInTrainingRequired: 'Role in training is required',
  departmentRequired: 'Name of department is required',
  organizationRequired: 'Name of organization is required',
  instituteRequired: 'Name of institute is required',
  designationRequired: 'Designation is required',
  startDateCurrentJobRequired: 'Start date of current job is required',
  institutionalLevelOfJobRequired: 'Institutional level of current job is required',
  institutionRequired: 'Institution is required',
  universityRequired: 'University is required',
  dojRequired: 'Date of joining is required',
  postingPlaceRequired: 'Place of posting is required',
  currentPostingRequired: 'Please say whether this is your current place of posting',
  currentPostingPlaceRequired: 'Current place of posting is required',
  periodFromRequired: 'Period from is required',
  periodToRequired: 'Period to is required',
  totalDurationRequired: 'Total duration is required',
  mentorExperienceRequired: 'Please say whether you have mentoring experience',
  interestAreaRequired: 'Interest area 1 is required',
  degreeNameRequired: 'Degree name is required',
  instituteNameRequired: 'Institute name is required',
  universityNameRequired: 'University name is required',
  organizationNameRequired: 'Organization is required',
  organizationTypeRequired: 'Organization type is required',
  employmentTypeRequired: 'Employment type is required',
  locationRequired: 'Location is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  responsibilitiesRequired: 'Responsibilities are required',
  publicationsNumber: 'Number of publications must be a number',
  achievementEmpty: 'Fill in at least one of the three fields',
  textTooLong: 'Cannot exceed 200 characters',
  otherTooLong: 'Cannot exceed 100 characters',
  longTextTooLong: 'Cannot exceed 2000 characters',
  tooManyRows: 'Too many rows in this list',
  badRow: 'This row could not be read',
  badChoice: 'Choose one of the options',
  stateNotOfDistrict: 'The state does not match the district',
  // Calls.
  badUser: 'Choose a valid user.',
  badDistrict: 'Choose a valid district.',
  notYourProfile: 'You may not see this profile.',
  wrongTemplate: 'This form is not the profile form of your programme. Reload the page.',
  saved: 'Your profile is saved.',
  // The profile photo.
  photoRequired: 'Choose a photo to upload.',
  photoType: 'The photo must be a JPEG or PNG image.',
  photoTooLarge: 'The photo must be at most 5 MB.',
  photoSaved: 'Your photo is saved.',
  photoRemoved: 'Your photo is removed.',
  photoNotFound: 'This photo does not exist.',
} as const;
