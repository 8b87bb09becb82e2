import { defineMessages } from 'react-intl';
import { ADMISSION_MESSAGES } from '@fetp/contract';

/** Texts of the applicant admission wizard (spec 000 §2.6, §4, §5.3–5.7). */
const messages = defineMessages({
  pageTitle: {
    id: 'applicant.pageTitle',
    defaultMessage: 'Course admission',
    description: 'Browser tab title of the admission form page.',
  },
  title: {
    id: 'applicant.title',
    defaultMessage: 'FETP Course Admission Registration Form',
    description: 'Heading of the admission form page.',
  },
  mandatory: {
    id: 'applicant.mandatory',
    defaultMessage: '* Mandatory field',
    description: 'Note under the heading of the admission form page saying that an asterisk marks a required field.',
  },
  loadingCourse: {
    id: 'applicant.loadingCourse',
    defaultMessage: 'Loading the course…',
    description: 'Accessible name of the spinner shown while the course of the admission form is loading.',
  },
  courseClosed: {
    id: 'applicant.courseClosed',
    defaultMessage: ADMISSION_MESSAGES.courseClosed,
    description: 'Shown on the admission form page when the course does not exist or is not open for admission.',
  },
  courseClosedHelp: {
    id: 'applicant.courseClosedHelp',
    defaultMessage: 'Check the address you followed, or choose a course that is open for admission.',
    description: 'Advice under the course-closed message on the admission form page.',
  },
  browseCourses: {
    id: 'applicant.browseCourses',
    defaultMessage: 'See the courses open for admission',
    description: 'Link under the course-closed message on the admission form page to the list of courses open for admission.',
  },
  courseFailed: {
    id: 'applicant.courseFailed',
    defaultMessage: 'The course could not be loaded. Please check your connection and try again.',
    description: 'Error on the admission form page when the course could not be loaded.',
  },
  retry: {
    id: 'applicant.retry',
    defaultMessage: 'Try again',
    description: 'Button under the course loading error on the admission form page that tries again.',
  },
  applyingFor: {
    id: 'applicant.applyingFor',
    defaultMessage: 'You are applying for',
    description: 'Small label in capitals above the course title in the course summary of the admission form page.',
  },
  courseHub: {
    id: 'applicant.courseHub',
    defaultMessage: 'Offered by {hub}',
    description: 'Line in the course summary of the admission form page. {hub} is the name of the hub that offers the course.',
  },
  courseDates: {
    id: 'applicant.courseDates',
    defaultMessage: 'Runs {start} to {end}',
    description: "Badge in the course summary of the admission form. {start} and {end} are the course's first and last days.",
  },
  courseCloses: {
    id: 'applicant.courseCloses',
    defaultMessage: 'Admission closes on {date}',
    description: 'Badge in the course summary of the admission form page. {date} is the last day to apply.',
  },
  optionsFailed: {
    id: 'applicant.optionsFailed',
    defaultMessage: 'Some of the form options could not be loaded. Please reload the page.',
    description: 'Error alert on the admission form when some drop-down option lists could not be loaded.',
  },
  draftRestored: {
    id: 'applicant.draftRestored',
    defaultMessage: 'The answers you saved on this device have been restored. Documents must be chosen again.',
    description: 'Notice at the top of the admission form when answers saved in this browser were restored.',
  },
  startOver: {
    id: 'applicant.startOver',
    defaultMessage: 'Start over',
    description: 'Button in the restored-answers notice of the admission form that clears the saved answers and starts again.',
  },

  // ---- steps (§2.6) ----
  stepPersonal: {
    id: 'applicant.step.personal',
    defaultMessage: 'Personal Details',
    description: 'Name of the first step of the admission form, shown in the step bar and as the step heading.',
  },
  stepEducation: {
    id: 'applicant.step.education',
    defaultMessage: 'Education Details',
    description: 'Name of the second step of the admission form, shown in the step bar and as the step heading.',
  },
  stepWork: {
    id: 'applicant.step.work',
    defaultMessage: 'Work Experience',
    description: 'Name of the third step of the admission form, shown in the step bar and as the step heading.',
  },
  stepSkills: {
    id: 'applicant.step.skills',
    defaultMessage: 'Skill Set',
    description: 'Name of the fourth step of the admission form, shown in the step bar and as the step heading.',
  },
  stepUpload: {
    id: 'applicant.step.upload',
    defaultMessage: 'Upload Documents',
    description: 'Name of the fifth and last step of the admission form, shown in the step bar and as the step heading.',
  },
  stepsLabel: {
    id: 'applicant.steps',
    defaultMessage: 'Steps of the form',
    description: 'Accessible name of the step bar at the top of the admission form.',
  },
  stepButton: {
    id: 'applicant.stepButton',
    defaultMessage: 'Step {number}: {label}',
    description:
      "Accessible name of a step's button in the step bar of the admission form. {number} is the step's number (shown in its circle), {label} its name, e.g. Personal Details.",
  },
  stepCounter: {
    id: 'applicant.stepCounter',
    defaultMessage: 'Step {current} of {total}',
    description: "Progress text under the step bar of the admission form. {current} is the current step's number, {total} the step count.",
  },
  previous: {
    id: 'applicant.previous',
    defaultMessage: 'Previous',
    description: 'Button of the admission form that goes back to the previous step.',
  },
  next: {
    id: 'applicant.next',
    defaultMessage: 'Next',
    description: 'Button of the admission form that checks the current step and goes to the next one.',
  },
  preview: {
    id: 'applicant.preview',
    defaultMessage: 'Preview',
    description: 'Button on the last step of the admission form that opens the overview of all answers before submitting.',
  },

  // ---- shared field texts ----
  chooseDistrictFirst: {
    id: 'applicant.chooseDistrictFirst',
    defaultMessage: 'Choose a district first',
    description: 'Placeholder of a state drop-down on the admission form while no district is chosen (the states depend on the district).',
  },
  digitsHint: {
    id: 'applicant.digitsHint',
    defaultMessage: '{count} digits',
    description: 'Hint under the phone number field of the admission form. {count} is the exact number of digits required.',
  },
  digitsAtMostHint: {
    id: 'applicant.digitsAtMostHint',
    defaultMessage: 'Up to {count} digits',
    description: 'Hint under a pincode field of the admission form. {count} is the largest number of digits allowed.',
  },
  yearHint: {
    id: 'applicant.yearHint',
    defaultMessage: 'YYYY',
    description: 'Hint under a year field of the admission form, showing the expected format (a four-digit year).',
  },

  // ---- education rows (§5.4) ----
  extraEducationTitle: {
    id: 'applicant.extraEducation.title',
    defaultMessage: 'Other Qualifications',
    description: 'Title of the box for other qualifications on the Education Details step of the admission form.',
  },
  extraEducationText: {
    id: 'applicant.extraEducation.text',
    defaultMessage: 'Optional: add any other degree you hold, one at a time.',
    description: 'Explanation at the top of the other qualifications box on the admission form.',
  },
  extraDegree: {
    id: 'applicant.extraEducation.degree',
    defaultMessage: 'Equivalent Degree',
    description: 'Label of the degree drop-down in the other qualifications box of the admission form.',
  },
  extraYear: {
    id: 'applicant.extraEducation.year',
    defaultMessage: 'Year of Passing',
    description: 'Label of the year of passing field in the other qualifications box of the admission form.',
  },
  extraInstitution: {
    id: 'applicant.extraEducation.institution',
    defaultMessage: 'Institution',
    description: 'Label of the institution field in the other qualifications box of the admission form.',
  },
  extraUniversity: {
    id: 'applicant.extraEducation.university',
    defaultMessage: 'University',
    description: 'Label of the university field in the other qualifications box of the admission form.',
  },
  addEducation: {
    id: 'applicant.extraEducation.add',
    defaultMessage: 'ADD EDUCATION',
    description: 'Button in the other qualifications box of the admission form that adds the filled-in degree (shown in capitals).',
  },
  deleteEducation: {
    id: 'applicant.extraEducation.delete',
    defaultMessage: 'Delete {degree}',
    description: 'Accessible name of the Delete button on an added qualification row of the admission form. {degree} is that degree.',
  },
  extraEducationRow: {
    id: 'applicant.extraEducation.row',
    defaultMessage: '{year} · {institution}, {university}',
    description: 'Shown for an added degree (row and overview). {year} is the passing year, {institution} and {university} as typed.',
  },

  // ---- experience rows (§5.5) ----
  previousExperienceTitle: {
    id: 'applicant.previousExperience.title',
    defaultMessage: 'Past Experience',
    description: 'Title of the box for past posts on the Work Experience step of the admission form.',
  },
  previousExperienceText: {
    id: 'applicant.previousExperience.text',
    defaultMessage: 'Optional: add the posts you held before the current one.',
    description: 'Explanation at the top of the past posts box on the admission form.',
  },
  previousDesignation: {
    id: 'applicant.previousExperience.designation',
    defaultMessage: 'Previous Designation',
    description: 'Label of the designation (job title) field in the past posts box of the admission form.',
  },
  previousOrganisation: {
    id: 'applicant.previousExperience.organisation',
    defaultMessage: 'Previous Organisation',
    description: 'Label of the organisation field in the past posts box of the admission form.',
  },
  previousYears: {
    id: 'applicant.previousExperience.years',
    defaultMessage: 'Years',
    description: 'Label of the field for the number of years in the past posts box of the admission form.',
  },
  addExperience: {
    id: 'applicant.previousExperience.add',
    defaultMessage: 'ADD EXPERIENCE',
    description: 'Button in the past posts box of the admission form that adds the post filled in as a row (shown in capitals).',
  },
  updateExperience: {
    id: 'applicant.previousExperience.update',
    defaultMessage: 'UPDATE_EXPERIENCE',
    description: 'Button in the past posts box of the admission form that saves the post being edited (exact text set by the spec).',
  },
  editExperience: {
    id: 'applicant.previousExperience.edit',
    defaultMessage: 'Edit {designation}',
    description: "Accessible name of the Edit button on a past post row of the admission form. {designation} is that post's designation.",
  },
  deleteExperience: {
    id: 'applicant.previousExperience.delete',
    defaultMessage: 'Delete {designation}',
    description: "Accessible name of the Delete button on a past post row of the admission form. {designation} is that post's designation.",
  },
  experienceRow: {
    id: 'applicant.previousExperience.row',
    defaultMessage: '{org} · {years, plural, one {# year} other {# years}}',
    description: 'Shown for an added past post (row and overview). {org} is the organisation, {years} the number of years.',
  },

  // ---- upload (§2.6, §5.7) ----
  photoHint: {
    id: 'applicant.upload.photoHint',
    defaultMessage: 'Passport-size photograph, 4.5 x 3.5 cm. PNG or JPEG, at most 5 MB.',
    description: 'Hint under the photograph upload box on the Upload Documents step of the admission form.',
  },
  signatureHint: {
    id: 'applicant.upload.signatureHint',
    defaultMessage: 'Signature, 2.5 x 6 cm. PNG or JPEG, at most 5 MB.',
    description: 'Hint under the signature upload box on the Upload Documents step of the admission form.',
  },
  pdfHint: {
    id: 'applicant.upload.pdfHint',
    defaultMessage: 'PDF, at most 5 MB.',
    description: 'Hint under a required PDF document upload box on the Upload Documents step of the admission form.',
  },
  optionalPdfHint: {
    id: 'applicant.upload.optionalPdfHint',
    defaultMessage: 'Optional. PDF, at most 5 MB.',
    description: 'Hint under an optional PDF document upload box on the Upload Documents step of the admission form.',
  },
  declarationTitle: {
    id: 'applicant.upload.declarationTitle',
    defaultMessage: 'Declaration',
    description: 'Title of the declaration box on the Upload Documents step of the admission form.',
  },
  declaration1: {
    id: 'applicant.upload.declaration1',
    defaultMessage:
      'I hereby declare that all the information given in this application is true, complete and correct to the best of my knowledge and belief.',
    description: 'Text of the first declaration checkbox on the Upload Documents step of the admission form.',
  },
  declaration2: {
    id: 'applicant.upload.declaration2',
    defaultMessage:
      'I understand that my application may be rejected, or my admission cancelled, if any information or document is found to be false or incomplete.',
    description: 'Text of the second declaration checkbox on the Upload Documents step of the admission form.',
  },
  declaration3: {
    id: 'applicant.upload.declaration3',
    defaultMessage:
      'If selected, I agree to abide by the rules of the programme and to complete the course, its field assignments and its assessments.',
    description: 'Text of the third declaration checkbox on the Upload Documents step of the admission form.',
  },
  declaredOn: {
    id: 'applicant.upload.declaredOn',
    defaultMessage: 'Date',
    description: "Label of the read-only field showing today's date in the declaration box of the admission form.",
  },

  // ---- preview (§2.6) ----
  previewTitle: {
    id: 'applicant.preview.title',
    defaultMessage: 'Details Overview',
    description: 'Title of the overview dialog that shows all answers of the admission form before submitting.',
  },
  previewPersonal: {
    id: 'applicant.preview.personal',
    defaultMessage: 'Personal Details',
    description: 'Heading of the personal details section in the overview dialog of the admission form.',
  },
  previewEducation: {
    id: 'applicant.preview.education',
    defaultMessage: 'Education Details',
    description: 'Heading of the education details section in the overview dialog of the admission form.',
  },
  previewWork: {
    id: 'applicant.preview.work',
    defaultMessage: 'Work Details',
    description: 'Heading of the work details section in the overview dialog of the admission form.',
  },
  previewSkills: {
    id: 'applicant.preview.skills',
    defaultMessage: 'Skill Details',
    description: 'Heading of the skills section in the overview dialog of the admission form.',
  },
  previewDocuments: {
    id: 'applicant.preview.documents',
    defaultMessage: 'Uploaded Documents',
    description: 'Heading of the uploaded documents section in the overview dialog of the admission form.',
  },
  previewEdit: {
    id: 'applicant.preview.edit',
    defaultMessage: 'EDIT',
    description: 'Button next to each section heading of the overview dialog that returns to that step of the admission form.',
  },
  previewClose: {
    id: 'applicant.preview.close',
    defaultMessage: 'Close',
    description: 'Button of the overview dialog that closes it and returns to the admission form.',
  },
  previewCloseIcon: {
    id: 'applicant.preview.closeIcon',
    defaultMessage: 'Close the overview',
    description: 'Accessible name of the X button in the corner of the overview dialog of the admission form.',
  },
  previewSubmit: {
    id: 'applicant.preview.submit',
    defaultMessage: 'Submit',
    description: 'Button of the overview dialog that submits the application.',
  },
  previewEmpty: {
    id: 'applicant.preview.empty',
    defaultMessage: '—',
    description: 'Shown in the overview dialog of the admission form for a question left unanswered.',
  },
  previewNone: {
    id: 'applicant.preview.none',
    defaultMessage: 'None',
    description: 'Shown in the overview dialog of the admission form when no other qualification or no past post was added.',
  },
  previewNotUploaded: {
    id: 'applicant.preview.notUploaded',
    defaultMessage: 'Not uploaded',
    description: 'Shown in the overview dialog of the admission form for a document that was not uploaded.',
  },
  previewDeclared: {
    id: 'applicant.preview.declared',
    defaultMessage: 'Declared at {place} on {date}',
    description: "Line under the documents in the admission form's overview. {place} is the place of the declaration, {date} today's date.",
  },
  submitted: {
    id: 'applicant.submitted',
    defaultMessage: 'Your application has been submitted.',
    description: 'Confirmation after the application was submitted, shown when the server sends no message of its own.',
  },
  redirecting: {
    id: 'applicant.redirecting',
    defaultMessage: 'Taking you back to the portal…',
    description: 'Text under the submission confirmation of the admission form, shown until the browser returns to the portal.',
  },
});
export default messages;

/** Field labels, by the field's name in the form (spec 000 §3). */
export const fieldLabels = defineMessages({
  prefix: {
    id: 'applicant.field.prefix',
    defaultMessage: 'Prefix',
    description: 'Label of the prefix (title) drop-down on the Personal Details step of the admission form and its overview.',
  },
  first_name: {
    id: 'applicant.field.first_name',
    defaultMessage: 'First Name',
    description: 'Label of the first name field on the Personal Details step of the admission form and its overview.',
  },
  middle_name: {
    id: 'applicant.field.middle_name',
    defaultMessage: 'Middle Name',
    description: 'Label of the middle name field on the Personal Details step of the admission form and its overview.',
  },
  last_name: {
    id: 'applicant.field.last_name',
    defaultMessage: 'Last Name',
    description: 'Label of the last name field on the Personal Details step of the admission form and its overview.',
  },
  dob: {
    id: 'applicant.field.dob',
    defaultMessage: 'Date of Birth',
    description: 'Label of the date of birth field on the Personal Details step of the admission form and its overview.',
  },
  gender: {
    id: 'applicant.field.gender',
    defaultMessage: 'Gender',
    description: 'Label of the gender drop-down on the Personal Details step of the admission form and its overview.',
  },
  father: {
    id: 'applicant.field.father',
    defaultMessage: "Father's Name",
    description: "Label of the father's name field on the Personal Details step of the admission form and its overview.",
  },
  community: {
    id: 'applicant.field.community',
    defaultMessage: 'Community',
    description: 'Label of the community drop-down on the Personal Details step of the admission form and its overview.',
  },
  current_address: {
    id: 'applicant.field.current_address',
    defaultMessage: 'Current Address',
    description: 'Label of the current address field on the Personal Details step of the admission form and its overview.',
  },
  district: {
    id: 'applicant.field.district',
    defaultMessage: 'District',
    description: 'Label of the home district drop-down on the Personal Details step of the admission form and its overview.',
  },
  state: {
    id: 'applicant.field.state',
    defaultMessage: 'State',
    description: 'Label of the home state drop-down on the Personal Details step of the admission form and its overview.',
  },
  pincode: {
    id: 'applicant.field.pincode',
    defaultMessage: 'Pincode',
    description: 'Label of the home pincode (postal code) field on the Personal Details step of the admission form and its overview.',
  },
  phone_number: {
    id: 'applicant.field.phone_number',
    defaultMessage: 'Phone Number',
    description: 'Label of the phone number field on the Personal Details step of the admission form and its overview.',
  },
  email: {
    id: 'applicant.field.email',
    defaultMessage: 'Email',
    description: 'Label of the e-mail address field on the Personal Details step of the admission form and its overview.',
  },
  degree: {
    id: 'applicant.field.degree',
    defaultMessage: 'Undergraduate Degree',
    description: 'Label of the undergraduate degree drop-down on the Education Details step of the admission form and its overview.',
  },
  other_degree_name: {
    id: 'applicant.field.other_degree_name',
    defaultMessage: 'Name of the Degree',
    description: 'Label of the degree name field on the admission form, shown when the undergraduate degree chosen is Others.',
  },
  passing_year: {
    id: 'applicant.field.passing_year',
    defaultMessage: 'Year of Passing',
    description: 'Label of the year of passing field on the Education Details step of the admission form and its overview.',
  },
  institution: {
    id: 'applicant.field.institution',
    defaultMessage: 'Institution / College',
    description: 'Label of the institution or college field on the Education Details step of the admission form and its overview.',
  },
  university: {
    id: 'applicant.field.university',
    defaultMessage: 'University',
    description: 'Label of the university field on the Education Details step of the admission form and its overview.',
  },
  extra_education_data: {
    id: 'applicant.field.extra_education_data',
    defaultMessage: 'Other Qualifications',
    description: 'Heading of the list of other qualifications in the overview dialog of the admission form.',
  },
  org_type: {
    id: 'applicant.field.org_type',
    defaultMessage: 'Organisation Type',
    description: 'Label of the organisation type drop-down on the Work Experience step of the admission form and its overview.',
  },
  org_type_other: {
    id: 'applicant.field.org_type_other',
    defaultMessage: 'Other Organisation Type',
    description: 'Label of the organisation type field on the admission form, shown when the organisation type chosen is Others.',
  },
  employment_type: {
    id: 'applicant.field.employment_type',
    defaultMessage: 'Employment Type',
    description: 'Label of the employment type drop-down on the Work Experience step of the admission form and its overview.',
  },
  organisation: {
    id: 'applicant.field.organisation',
    defaultMessage: 'Name of the Organisation',
    description: 'Label of the organisation name field on the Work Experience step of the admission form and its overview.',
  },
  designation: {
    id: 'applicant.field.designation',
    defaultMessage: 'Designation',
    description: 'Label of the designation (job title) field on the Work Experience step of the admission form and its overview.',
  },
  experience: {
    id: 'applicant.field.experience',
    defaultMessage: 'Experience (years)',
    description: 'Label of the years of experience field on the Work Experience step of the admission form and its overview.',
  },
  responsibilities: {
    id: 'applicant.field.responsibilities',
    defaultMessage: 'Roles and Responsibilities',
    description: 'Label of the roles and responsibilities field on the Work Experience step of the admission form and its overview.',
  },
  officer_address: {
    id: 'applicant.field.officer_address',
    defaultMessage: 'Office Address',
    description: 'Label of the office address field on the Work Experience step of the admission form and its overview.',
  },
  work_district: {
    id: 'applicant.field.work_district',
    defaultMessage: 'Office District',
    description: 'Label of the office district drop-down on the Work Experience step of the admission form and its overview.',
  },
  work_state: {
    id: 'applicant.field.work_state',
    defaultMessage: 'Office State',
    description: 'Label of the office state drop-down on the Work Experience step of the admission form and its overview.',
  },
  org_pincode: {
    id: 'applicant.field.org_pincode',
    defaultMessage: 'Office Pincode',
    description: 'Label of the office pincode (postal code) field on the Work Experience step of the admission form and its overview.',
  },
  prev_exp_data: {
    id: 'applicant.field.prev_exp_data',
    defaultMessage: 'Past Experience',
    description: 'Heading of the list of past posts in the overview dialog of the admission form.',
  },
  ms_word: {
    id: 'applicant.field.ms_word',
    defaultMessage: 'MS Word',
    description: 'Label of the Microsoft Word skill level choice on the Skill Set step of the admission form and its overview.',
  },
  ms_excel: {
    id: 'applicant.field.ms_excel',
    defaultMessage: 'MS Excel',
    description: 'Label of the Microsoft Excel skill level choice on the Skill Set step of the admission form and its overview.',
  },
  ms_powerPoint: {
    id: 'applicant.field.ms_powerPoint',
    defaultMessage: 'MS PowerPoint',
    description: 'Label of the Microsoft PowerPoint skill level choice on the Skill Set step of the admission form and its overview.',
  },
  place: {
    id: 'applicant.field.place',
    defaultMessage: 'Place',
    description: 'Label of the field for the place where the declaration is made, on the Upload Documents step of the admission form.',
  },
  checkbox1: {
    id: 'applicant.field.checkbox1',
    defaultMessage: 'Declaration 1',
    description: 'Short name of the first declaration checkbox of the admission form (the checkbox itself shows the full declaration).',
  },
  checkbox2: {
    id: 'applicant.field.checkbox2',
    defaultMessage: 'Declaration 2',
    description: 'Short name of the second declaration checkbox of the admission form (the checkbox itself shows the full declaration).',
  },
  checkbox3: {
    id: 'applicant.field.checkbox3',
    defaultMessage: 'Declaration 3',
    description: 'Short name of the third declaration checkbox of the admission form (the checkbox itself shows the full declaration).',
  },
  id_photo: {
    id: 'applicant.field.id_photo',
    defaultMessage: 'Photograph',
    description: "Label of the photograph upload box on the admission form's Upload Documents step and its overview.",
  },
  dob_certificate: {
    id: 'applicant.field.dob_certificate',
    defaultMessage: 'Date of Birth Certificate',
    description: "Label of the date of birth certificate upload box on the admission form's Upload Documents step and its overview.",
  },
  udegree_certificate: {
    id: 'applicant.field.udegree_certificate',
    defaultMessage: 'Undergraduate Degree Certificate',
    description: "Label of the undergraduate degree certificate upload box on the admission form's Upload Documents step and its overview.",
  },
  hpdegree_certificate: {
    id: 'applicant.field.hpdegree_certificate',
    defaultMessage: 'Higher Degree Certificate',
    description: "Label of the higher degree certificate upload box on the admission form's Upload Documents step and its overview.",
  },
  noc_certificate: {
    id: 'applicant.field.noc_certificate',
    defaultMessage: 'No Objection Certificate (NOC)',
    description: "Label of the no objection certificate upload box on the admission form's Upload Documents step and its overview.",
  },
  id_signature: {
    id: 'applicant.field.id_signature',
    defaultMessage: 'Signature',
    description: "Label of the signature upload box on the admission form's Upload Documents step and its overview.",
  },
});
