import { defineMessages } from 'react-intl';
import { ADMISSION_MESSAGES } from '@fetp/contract';

/** Texts of the applicant admission wizard (spec 000 §2.6, §4, §5.3–5.7). */
const messages = defineMessages({
  pageTitle: { id: 'applicant.pageTitle', defaultMessage: 'Course admission' },
  title: { id: 'applicant.title', defaultMessage: 'FETP Course Admission Registration Form' },
  mandatory: { id: 'applicant.mandatory', defaultMessage: '* Mandatory field' },
  loadingCourse: { id: 'applicant.loadingCourse', defaultMessage: 'Loading the course…' },
  courseClosed: { id: 'applicant.courseClosed', defaultMessage: ADMISSION_MESSAGES.courseClosed },
  courseClosedHelp: {
    id: 'applicant.courseClosedHelp',
    defaultMessage: 'Check the address you followed, or choose a course that is open for admission.',
  },
  browseCourses: { id: 'applicant.browseCourses', defaultMessage: 'See the courses open for admission' },
  courseFailed: {
    id: 'applicant.courseFailed',
    defaultMessage: 'The course could not be loaded. Please check your connection and try again.',
  },
  retry: { id: 'applicant.retry', defaultMessage: 'Try again' },
  applyingFor: { id: 'applicant.applyingFor', defaultMessage: 'You are applying for' },
  courseHub: { id: 'applicant.courseHub', defaultMessage: 'Offered by {hub}' },
  courseDates: { id: 'applicant.courseDates', defaultMessage: 'Runs {start} to {end}' },
  courseCloses: { id: 'applicant.courseCloses', defaultMessage: 'Admission closes on {date}' },
  optionsFailed: {
    id: 'applicant.optionsFailed',
    defaultMessage: 'Some of the form options could not be loaded. Please reload the page.',
  },
  draftRestored: {
    id: 'applicant.draftRestored',
    defaultMessage: 'The answers you saved on this device have been restored. Documents must be chosen again.',
  },
  startOver: { id: 'applicant.startOver', defaultMessage: 'Start over' },

  // ---- steps (§2.6) ----
  stepPersonal: { id: 'applicant.step.personal', defaultMessage: 'Personal Details' },
  stepEducation: { id: 'applicant.step.education', defaultMessage: 'Education Details' },
  stepWork: { id: 'applicant.step.work', defaultMessage: 'Work Experience' },
  stepSkills: { id: 'applicant.step.skills', defaultMessage: 'Skill Set' },
  stepUpload: { id: 'applicant.step.upload', defaultMessage: 'Upload Documents' },
  stepsLabel: { id: 'applicant.steps', defaultMessage: 'Steps of the form' },
  stepCounter: { id: 'applicant.stepCounter', defaultMessage: 'Step {current} of {total}' },
  previous: { id: 'applicant.previous', defaultMessage: 'Previous' },
  next: { id: 'applicant.next', defaultMessage: 'Next' },
  preview: { id: 'applicant.preview', defaultMessage: 'Preview' },

  // ---- shared field texts ----
  choose: { id: 'applicant.choose', defaultMessage: 'Choose…' },
  chooseDistrictFirst: { id: 'applicant.chooseDistrictFirst', defaultMessage: 'Choose a district first' },
  noOptions: { id: 'applicant.noOptions', defaultMessage: 'No options found' },
  datePlaceholder: { id: 'applicant.datePlaceholder', defaultMessage: 'DD/MM/YYYY' },
  digitsHint: { id: 'applicant.digitsHint', defaultMessage: '{count} digits' },
  digitsAtMostHint: { id: 'applicant.digitsAtMostHint', defaultMessage: 'Up to {count} digits' },
  yearHint: { id: 'applicant.yearHint', defaultMessage: 'YYYY' },
  delete: { id: 'applicant.delete', defaultMessage: 'Delete' },
  edit: { id: 'applicant.edit', defaultMessage: 'Edit' },
  cancel: { id: 'applicant.cancel', defaultMessage: 'Cancel' },
  dismiss: { id: 'applicant.dismiss', defaultMessage: 'Dismiss' },

  // ---- education rows (§5.4) ----
  extraEducationTitle: { id: 'applicant.extraEducation.title', defaultMessage: 'Other Qualifications' },
  extraEducationText: {
    id: 'applicant.extraEducation.text',
    defaultMessage: 'Optional: add any other degree you hold, one at a time.',
  },
  extraDegree: { id: 'applicant.extraEducation.degree', defaultMessage: 'Equivalent Degree' },
  extraYear: { id: 'applicant.extraEducation.year', defaultMessage: 'Year of Passing' },
  extraInstitution: { id: 'applicant.extraEducation.institution', defaultMessage: 'Institution' },
  extraUniversity: { id: 'applicant.extraEducation.university', defaultMessage: 'University' },
  addEducation: { id: 'applicant.extraEducation.add', defaultMessage: 'ADD EDUCATION' },
  deleteEducation: { id: 'applicant.extraEducation.delete', defaultMessage: 'Delete {degree}' },
  extraEducationRow: { id: 'applicant.extraEducation.row', defaultMessage: '{year} · {institution}, {university}' },

  // ---- experience rows (§5.5) ----
  previousExperienceTitle: { id: 'applicant.previousExperience.title', defaultMessage: 'Past Experience' },
  previousExperienceText: {
    id: 'applicant.previousExperience.text',
    defaultMessage: 'Optional: add the posts you held before the current one.',
  },
  previousDesignation: { id: 'applicant.previousExperience.designation', defaultMessage: 'Previous Designation' },
  previousOrganisation: { id: 'applicant.previousExperience.organisation', defaultMessage: 'Previous Organisation' },
  previousYears: { id: 'applicant.previousExperience.years', defaultMessage: 'Years' },
  addExperience: { id: 'applicant.previousExperience.add', defaultMessage: 'ADD EXPERIENCE' },
  updateExperience: { id: 'applicant.previousExperience.update', defaultMessage: 'UPDATE_EXPERIENCE' },
  editExperience: { id: 'applicant.previousExperience.edit', defaultMessage: 'Edit {designation}' },
  deleteExperience: { id: 'applicant.previousExperience.delete', defaultMessage: 'Delete {designation}' },
  experienceRow: {
    id: 'applicant.previousExperience.row',
    defaultMessage: '{org} · {years, plural, one {# year} other {# years}}',
  },

  // ---- upload (§2.6, §5.7) ----
  photoHint: { id: 'applicant.upload.photoHint', defaultMessage: 'Passport-size photograph, 4.5 x 3.5 cm. PNG or JPEG, at most 5 MB.' },
  signatureHint: { id: 'applicant.upload.signatureHint', defaultMessage: 'Signature, 2.5 x 6 cm. PNG or JPEG, at most 5 MB.' },
  pdfHint: { id: 'applicant.upload.pdfHint', defaultMessage: 'PDF, at most 5 MB.' },
  optionalPdfHint: { id: 'applicant.upload.optionalPdfHint', defaultMessage: 'Optional. PDF, at most 5 MB.' },
  documentsTitle: { id: 'applicant.upload.documentsTitle', defaultMessage: 'Documents' },
  declarationTitle: { id: 'applicant.upload.declarationTitle', defaultMessage: 'Declaration' },
  declaration1: {
    id: 'applicant.upload.declaration1',
    defaultMessage:
      'I hereby declare that all the information given in this application is true, complete and correct to the best of my knowledge and belief.',
  },
  declaration2: {
    id: 'applicant.upload.declaration2',
    defaultMessage:
      'I understand that my application may be rejected, or my admission cancelled, if any information or document is found to be false or incomplete.',
  },
  declaration3: {
    id: 'applicant.upload.declaration3',
    defaultMessage:
      'If selected, I agree to abide by the rules of the programme and to complete the course, its field assignments and its assessments.',
  },
  declaredOn: { id: 'applicant.upload.declaredOn', defaultMessage: 'Date' },

  // ---- preview (§2.6) ----
  previewTitle: { id: 'applicant.preview.title', defaultMessage: 'Details Overview' },
  previewPersonal: { id: 'applicant.preview.personal', defaultMessage: 'Personal Details' },
  previewEducation: { id: 'applicant.preview.education', defaultMessage: 'Education Details' },
  previewWork: { id: 'applicant.preview.work', defaultMessage: 'Work Details' },
  previewSkills: { id: 'applicant.preview.skills', defaultMessage: 'Skill Details' },
  previewDocuments: { id: 'applicant.preview.documents', defaultMessage: 'Uploaded Documents' },
  previewEdit: { id: 'applicant.preview.edit', defaultMessage: 'EDIT' },
  previewClose: { id: 'applicant.preview.close', defaultMessage: 'Close' },
  previewCloseIcon: { id: 'applicant.preview.closeIcon', defaultMessage: 'Close the overview' },
  previewSubmit: { id: 'applicant.preview.submit', defaultMessage: 'Submit' },
  previewEmpty: { id: 'applicant.preview.empty', defaultMessage: '—' },
  previewNone: { id: 'applicant.preview.none', defaultMessage: 'None' },
  previewNotUploaded: { id: 'applicant.preview.notUploaded', defaultMessage: 'Not uploaded' },
  previewDeclared: { id: 'applicant.preview.declared', defaultMessage: 'Declared at {place} on {date}' },
  submitted: { id: 'applicant.submitted', defaultMessage: 'Your application has been submitted.' },
  redirecting: { id: 'applicant.redirecting', defaultMessage: 'Taking you back to the portal…' },
});
export default messages;

/** Field labels, by the field's name in the form (spec 000 §3). */
export const fieldLabels = defineMessages({
  prefix: { id: 'applicant.field.prefix', defaultMessage: 'Prefix' },
  first_name: { id: 'applicant.field.first_name', defaultMessage: 'First Name' },
  middle_name: { id: 'applicant.field.middle_name', defaultMessage: 'Middle Name' },
  last_name: { id: 'applicant.field.last_name', defaultMessage: 'Last Name' },
  dob: { id: 'applicant.field.dob', defaultMessage: 'Date of Birth' },
  gender: { id: 'applicant.field.gender', defaultMessage: 'Gender' },
  father: { id: 'applicant.field.father', defaultMessage: "Father's Name" },
  community: { id: 'applicant.field.community', defaultMessage: 'Community' },
  current_address: { id: 'applicant.field.current_address', defaultMessage: 'Current Address' },
  district: { id: 'applicant.field.district', defaultMessage: 'District' },
  state: { id: 'applicant.field.state', defaultMessage: 'State' },
  pincode: { id: 'applicant.field.pincode', defaultMessage: 'Pincode' },
  phone_number: { id: 'applicant.field.phone_number', defaultMessage: 'Phone Number' },
  email: { id: 'applicant.field.email', defaultMessage: 'Email' },
  degree: { id: 'applicant.field.degree', defaultMessage: 'Undergraduate Degree' },
  other_degree_name: { id: 'applicant.field.other_degree_name', defaultMessage: 'Name of the Degree' },
  passing_year: { id: 'applicant.field.passing_year', defaultMessage: 'Year of Passing' },
  institution: { id: 'applicant.field.institution', defaultMessage: 'Institution / College' },
  university: { id: 'applicant.field.university', defaultMessage: 'University' },
  extra_education_data: { id: 'applicant.field.extra_education_data', defaultMessage: 'Other Qualifications' },
  org_type: { id: 'applicant.field.org_type', defaultMessage: 'Organisation Type' },
  org_type_other: { id: 'applicant.field.org_type_other', defaultMessage: 'Other Organisation Type' },
  employment_type: { id: 'applicant.field.employment_type', defaultMessage: 'Employment Type' },
  organisation: { id: 'applicant.field.organisation', defaultMessage: 'Name of the Organisation' },
  designation: { id: 'applicant.field.designation', defaultMessage: 'Designation' },
  experience: { id: 'applicant.field.experience', defaultMessage: 'Experience (years)' },
  responsibilities: { id: 'applicant.field.responsibilities', defaultMessage: 'Roles and Responsibilities' },
  officer_address: { id: 'applicant.field.officer_address', defaultMessage: 'Office Address' },
  work_district: { id: 'applicant.field.work_district', defaultMessage: 'Office District' },
  work_state: { id: 'applicant.field.work_state', defaultMessage: 'Office State' },
  org_pincode: { id: 'applicant.field.org_pincode', defaultMessage: 'Office Pincode' },
  prev_exp_data: { id: 'applicant.field.prev_exp_data', defaultMessage: 'Past Experience' },
  ms_word: { id: 'applicant.field.ms_word', defaultMessage: 'MS Word' },
  ms_excel: { id: 'applicant.field.ms_excel', defaultMessage: 'MS Excel' },
  ms_powerPoint: { id: 'applicant.field.ms_powerPoint', defaultMessage: 'MS PowerPoint' },
  place: { id: 'applicant.field.place', defaultMessage: 'Place' },
  checkbox1: { id: 'applicant.field.checkbox1', defaultMessage: 'Declaration 1' },
  checkbox2: { id: 'applicant.field.checkbox2', defaultMessage: 'Declaration 2' },
  checkbox3: { id: 'applicant.field.checkbox3', defaultMessage: 'Declaration 3' },
  id_photo: { id: 'applicant.field.id_photo', defaultMessage: 'Photograph' },
  dob_certificate: { id: 'applicant.field.dob_certificate', defaultMessage: 'Date of Birth Certificate' },
  udegree_certificate: { id: 'applicant.field.udegree_certificate', defaultMessage: 'Undergraduate Degree Certificate' },
  hpdegree_certificate: { id: 'applicant.field.hpdegree_certificate', defaultMessage: 'Higher Degree Certificate' },
  noc_certificate: { id: 'applicant.field.noc_certificate', defaultMessage: 'No Objection Certificate (NOC)' },
  id_signature: { id: 'applicant.field.id_signature', defaultMessage: 'Signature' },
});
