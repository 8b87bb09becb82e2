import { defineMessages } from 'react-intl';

/** Texts of the profile pages (002 §2.8): titles, section headings, field labels and buttons of the four forms. */
const messages = defineMessages({
  // ---- Pages ----
  title: {
    id: 'profiles.title',
    defaultMessage: 'MY PROFILE',
    description: 'Heading of the profile page of an officer (written in capitals, as the spec shows it).',
  },
  mentorTitle: {
    id: 'profiles.mentorTitle',
    defaultMessage: 'MENTOR PROFILE',
    description: 'Heading of the profile page when the signed-in user is a mentor (written in capitals).',
  },
  description: {
    id: 'profiles.description',
    defaultMessage: 'Kindly fill in the following details. These will reflect on you profile which will be visible for your mentors and colleagues.',
    description: 'Text under the heading of the profile page. The English is kept exactly as the programme wrote it ("on you profile"); translate the meaning.',
  },
  menteeTitle: {
    id: 'profiles.menteeTitle',
    defaultMessage: "{first} {last}'s Profile",
    description: 'Heading of the page showing another user’s profile read-only; {first} and {last} are their first and last names.',
  },
  menteePageTitle: {
    id: 'profiles.menteePageTitle',
    defaultMessage: 'Mentee Profile',
    description: 'Heading of the page showing another user’s profile while it loads or when it cannot be shown.',
  },
  noMentee: {
    id: 'profiles.noMentee',
    defaultMessage: 'No profile was chosen. Open a profile from an officer’s name on your dashboard.',
    description: 'Shown on the mentee profile page when it was opened without choosing whose profile to show.',
  },
  loadFailed: {
    id: 'profiles.loadFailed',
    defaultMessage: 'The profile could not be loaded.',
    description: 'Shown when the profile page could not load the profile.',
  },
  retry: {
    id: 'profiles.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the profile again after a failure.',
  },
  saveFailed: {
    id: 'profiles.saveFailed',
    defaultMessage: 'The profile could not be saved. Check the fields marked in red.',
    description: 'Alert above the profile form when the save was refused without a message of its own.',
  },
  edit: {
    id: 'profiles.edit',
    defaultMessage: 'Edit',
    description: 'Button on the read-only profile that opens the profile form to change it.',
  },
  cancel: {
    id: 'profiles.cancel',
    defaultMessage: 'Cancel',
    description: 'Button beside the save button of the profile form that leaves the form without saving and shows the saved profile.',
  },
  viewProfile: {
    id: 'profiles.viewProfile',
    defaultMessage: 'View Profile',
    description: 'Link above the profile form that shows the saved profile read-only.',
  },
  submit: {
    id: 'profiles.submit',
    defaultMessage: 'submit',
    description: 'Button that saves the field-epidemiology profile form (written in lower case, as the programme shows it).',
  },
  save: {
    id: 'profiles.save',
    defaultMessage: 'Save',
    description: 'Button that saves the profile form.',
  },
  notFilled: {
    id: 'profiles.notFilled',
    defaultMessage: 'This profile has not been filled in yet.',
    description: 'Shown on a read-only profile that its owner has never saved.',
  },
  formLabel: {
    id: 'profiles.formLabel',
    defaultMessage: 'Profile form',
    description: 'Accessible name of the profile form.',
  },

  // ---- Sections ----
  personalDetails: {
    id: 'profiles.section.personal',
    defaultMessage: 'Personal Details',
    description: 'Heading of the personal details part of the profile form and of its read-only card.',
  },
  generalDetails: {
    id: 'profiles.section.general',
    defaultMessage: 'General Details',
    description: 'Heading of the first part of the mentor profile form (name, birth date, sex, address).',
  },
  educationDetails: {
    id: 'profiles.section.education',
    defaultMessage: 'Education Details',
    description: 'Heading of the education part of the field-epidemiology profile form.',
  },
  educationCard: {
    id: 'profiles.section.educationCard',
    defaultMessage: 'EDUCATION DETAILS',
    description: 'Heading of the read-only education card of the field-epidemiology profile (in capitals, as the spec shows it).',
  },
  currentJob: {
    id: 'profiles.section.currentJob',
    defaultMessage: 'Current Job',
    description: 'Heading of the current job part of the field-epidemiology profile form.',
  },
  currentJobCard: {
    id: 'profiles.section.currentJobCard',
    defaultMessage: 'CURRENT JOB',
    description: 'Heading of the read-only current job card of the field-epidemiology profile (in capitals).',
  },
  ugDegreeB: {
    id: 'profiles.section.ugDegreeUpper',
    defaultMessage: 'DETAILS OF UNDERGRADUATE (UG) DEGREE',
    description: 'Heading of the undergraduate degree part of the applied-epidemiology profile form (in capitals, as the spec shows it).',
  },
  ugDegree: {
    id: 'profiles.section.ugDegree',
    defaultMessage: 'Details of Undergraduate (UG) Degree',
    description: 'Heading of the undergraduate degree part of the profile form.',
  },
  pgDegree: {
    id: 'profiles.section.pgDegree',
    defaultMessage: 'Details of Postgraduate (PG) Degree',
    description: 'Heading of the list of postgraduate degrees of the profile form.',
  },
  postingDetails: {
    id: 'profiles.section.posting',
    defaultMessage: 'Work Experience Details',
    description: 'Heading of the posting details part (date of joining, place of posting) of the applied-epidemiology profile form.',
  },
  otherDetailsB: {
    id: 'profiles.section.otherDetailsUpper',
    defaultMessage: 'OTHER DETAILS',
    description: 'Heading of the other details part (diseases, affiliation, institution) of the applied-epidemiology profile form (in capitals).',
  },
  otherDetails: {
    id: 'profiles.section.otherDetails',
    defaultMessage: 'Other Details',
    description: 'Heading of the other details part (diseases, affiliation, institution) of the mentor profile form.',
  },
  hardshipDetails: {
    id: 'profiles.section.hardship',
    defaultMessage: 'Hardship Details',
    description: 'Heading of the list of postings in hardship locations of the applied-epidemiology profile form.',
  },
  moreWorkExperience: {
    id: 'profiles.section.moreWork',
    defaultMessage: 'MORE WORK EXPERIENCE',
    description: 'Heading of the table of further posts held, on the applied-epidemiology profile form (in capitals).',
  },
  selfDeclarationSection: {
    id: 'profiles.section.selfDeclaration',
    defaultMessage: 'SELF-DECLARATION',
    description: 'Heading of the self-declaration part at the end of the applied-epidemiology profile form (in capitals).',
  },
  workExperience: {
    id: 'profiles.section.work',
    defaultMessage: 'Work Experience',
    description: 'Heading of the list of posts held, on the profile form.',
  },
  teachingExperience: {
    id: 'profiles.section.teaching',
    defaultMessage: 'Teaching Experience',
    description: 'Heading of the table of teaching posts held, on the profile form.',
  },
  areasOfInterest: {
    id: 'profiles.section.interest',
    defaultMessage: 'Areas of Interest',
    description: 'Heading of the part of the profile form that asks about areas of experience and interest.',
  },
  contactAndInterest: {
    id: 'profiles.section.contactInterest',
    defaultMessage: 'Contact and Areas of Interest',
    description: 'Heading of the part of the mentor profile form with the phone numbers and areas of interest.',
  },
  publications: {
    id: 'profiles.section.publications',
    defaultMessage: 'Publications and Achievements',
    description: 'Heading of the table of scientific publications and key achievements on the profile form.',
  },
  mentorPublications: {
    id: 'profiles.section.mentorPublications',
    defaultMessage: 'Scientific publications & Achievements',
    description: 'Heading of the table of scientific publications and key achievements on the mentor profile form.',
  },

  // ---- Personal fields ----
  email: { id: 'profiles.field.email', defaultMessage: 'E-mail', description: 'Label of the e-mail address shown (not editable) on the profile.' },
  prefix: { id: 'profiles.field.prefix', defaultMessage: 'Prefix', description: 'Label of the title before the name (Dr., Mr., Ms.) on the profile form.' },
  firstName: { id: 'profiles.field.firstName', defaultMessage: 'First Name', description: 'Label of the first name field of the profile form.' },
  middleName: { id: 'profiles.field.middleName', defaultMessage: 'Middle Name', description: 'Label of the middle name field of the profile form.' },
  lastName: { id: 'profiles.field.lastName', defaultMessage: 'Last Name', description: 'Label of the last name field of the profile form.' },
  dob: { id: 'profiles.field.dob', defaultMessage: 'Date of Birth', description: 'Label of the date of birth field of the profile form.' },
  gender: { id: 'profiles.field.gender', defaultMessage: 'Sex', description: 'Label of the sex (female, male…) drop-down of the profile form.' },
  currentAddress: {
    id: 'profiles.field.currentAddress',
    defaultMessage: 'Current Address',
    description: 'Label of the current address field of the profile form.',
  },
  presentOfficeAddress: {
    id: 'profiles.field.presentOfficeAddress',
    defaultMessage: 'Present Office Address',
    description: 'Label of the address of the present office on the applied-epidemiology profile form.',
  },
  correspondenceAddress: {
    id: 'profiles.field.correspondenceAddress',
    defaultMessage: 'Correspondence Address',
    description: 'Label of the postal address for letters on the profile form.',
  },
  district: { id: 'profiles.field.district', defaultMessage: 'District', description: 'Label of a district drop-down of the profile form.' },
  state: { id: 'profiles.field.state', defaultMessage: 'State', description: 'Label of a state drop-down of the profile form (set from the district chosen).' },
  selectDistrict: {
    id: 'profiles.field.selectDistrict',
    defaultMessage: 'Select District',
    description: 'Placeholder of a district drop-down before a district is chosen.',
  },
  clearDistrict: {
    id: 'profiles.field.clearDistrict',
    defaultMessage: 'Clear district',
    description: 'Accessible name of the × button that empties a district drop-down (which also empties the state).',
  },
  phone: { id: 'profiles.field.phone', defaultMessage: 'Phone Number', description: 'Label of the phone number field of the profile form.' },
  mobile: { id: 'profiles.field.mobile', defaultMessage: 'Mobile Number', description: 'Label of the mobile number field of the profile form.' },
  phoneHint: {
    id: 'profiles.field.phoneHint',
    defaultMessage: '10 digits',
    description: 'Hint under a phone or WhatsApp number field: the number has exactly ten digits.',
  },
  whatsappSame: {
    id: 'profiles.field.whatsappSame',
    defaultMessage: 'WhatsApp same as mobile',
    description: 'Checkbox of the profile form: the WhatsApp number is the mobile number (the WhatsApp field then hides).',
  },
  whatsapp: { id: 'profiles.field.whatsapp', defaultMessage: 'WhatsApp Number', description: 'Label of the WhatsApp number field of the profile form.' },

  // ---- Education (variant A) ----
  professionalBackground: {
    id: 'profiles.field.professionalBackground',
    defaultMessage: 'Professional Background',
    description: 'Label of the professional background drop-down of the profile form.',
  },
  otherProfessionalBackground: {
    id: 'profiles.field.otherProfessionalBackground',
    defaultMessage: 'Specify other professional background',
    description: 'Label of the text field shown when the professional background chosen is Others.',
  },
  sector: { id: 'profiles.field.sector', defaultMessage: 'Sector', description: 'Label of the sector of work drop-down of the profile form.' },
  otherSector: { id: 'profiles.field.otherSector', defaultMessage: 'Specify other sector', description: 'Label of the text field shown when the sector chosen is Others.' },
  areaOfExperience: {
    id: 'profiles.field.areaOfExperience',
    defaultMessage: 'Area of Experience',
    description: 'Label of the area of experience drop-down of the profile form.',
  },
  otherAreaOfExperience: {
    id: 'profiles.field.otherAreaOfExperience',
    defaultMessage: 'Specify other area of experience',
    description: 'Label of the text field shown when the area of experience chosen is Others.',
  },
  graduateDegree: { id: 'profiles.field.graduateDegree', defaultMessage: 'Graduate Degree', description: 'Label of the graduate degree drop-down of the profile form.' },
  otherGraduateDegree: {
    id: 'profiles.field.otherGraduateDegree',
    defaultMessage: 'Specify other graduate degree',
    description: 'Label of the text field shown when the graduate degree chosen is Others.',
  },
  highestQualification: {
    id: 'profiles.field.highestQualification',
    defaultMessage: 'Highest Qualification',
    description: 'Label of the highest qualification drop-down of the profile form.',
  },
  otherHighestQualification: {
    id: 'profiles.field.otherHighestQualification',
    defaultMessage: 'Specify other highest qualification',
    description: 'Label of the text field shown when the highest qualification chosen is Others.',
  },
  trainingFieldEpidemiology: {
    id: 'profiles.field.trainingFieldEpidemiology',
    defaultMessage: 'Any previous training in field epidemiology?',
    description: 'Yes/no question of the profile form.',
  },
  trainingFieldEpidemiologyName: {
    id: 'profiles.field.trainingFieldEpidemiologyName',
    defaultMessage: 'Name of the field epidemiology training',
    description: 'Label of the text field shown when the answer to the previous field epidemiology training question is yes.',
  },
  trainingOneHealth: {
    id: 'profiles.field.trainingOneHealth',
    defaultMessage: 'Any previous training in One Health?',
    description: 'Yes/no question of the profile form ("One Health" is the name of an approach to public health).',
  },
  trainingOneHealthName: {
    id: 'profiles.field.trainingOneHealthName',
    defaultMessage: 'Name of the One Health training',
    description: 'Label of the text field shown when the answer to the previous One Health training question is yes.',
  },
  yes: { id: 'profiles.yes', defaultMessage: 'Yes', description: 'Answer yes to a yes/no question of the profile form.' },
  no: { id: 'profiles.no', defaultMessage: 'No', description: 'Answer no to a yes/no question of the profile form.' },

  // ---- Current job (variant A) ----
  employer: { id: 'profiles.field.employer', defaultMessage: 'Employer', description: 'Label of the employer field of the profile form.' },
  jobTitle: { id: 'profiles.field.jobTitle', defaultMessage: 'Job Title', description: 'Label of the job title field of the profile form.' },
  facilityName: { id: 'profiles.field.facilityName', defaultMessage: 'Facility Name', description: 'Label of the name of the health facility of the current job.' },
  facilitySurveillanceLevel: {
    id: 'profiles.field.facilitySurveillanceLevel',
    defaultMessage: 'Facility Surveillance Level',
    description: 'Label of the drop-down of the surveillance level (national, state, district…) of the facility of the current job.',
  },
  otherFacilitySurveillanceLevel: {
    id: 'profiles.field.otherFacilitySurveillanceLevel',
    defaultMessage: 'Specify other surveillance level',
    description: 'Label of the text field shown when the facility surveillance level chosen is Others.',
  },
  roleInTraining: {
    id: 'profiles.field.roleInTraining',
    defaultMessage: 'Role in Training',
    description: 'Label of the drop-down of the user’s role in the training programme (officer, mentor, other).',
  },
  otherRoleInTraining: {
    id: 'profiles.field.otherRoleInTraining',
    defaultMessage: 'Specify other role',
    description: 'Label of the text field shown when the role in training chosen is Other.',
  },
  department: { id: 'profiles.field.department', defaultMessage: 'Name of Department', description: 'Label of the department of the current job (not asked of mentors).' },
  organization: {
    id: 'profiles.field.organization',
    defaultMessage: 'Name of Organization',
    description: 'Label of the organisation of the current job (not asked of mentors).',
  },
  institute: { id: 'profiles.field.institute', defaultMessage: 'Name of Institute', description: 'Label of the institute of a mentor’s current job (asked of mentors only).' },
  institutionalLevel: {
    id: 'profiles.field.institutionalLevel',
    defaultMessage: 'Institutional Level of Current Job',
    description: 'Label of the drop-down of the level (national, state, district…) of the institution of the current job.',
  },
  designation: { id: 'profiles.field.designation', defaultMessage: 'Designation', description: 'Label of a designation (post title) field of the profile form.' },
  jobDistrict: { id: 'profiles.field.jobDistrict', defaultMessage: 'Job District', description: 'Label of the district of the current job.' },
  jobState: { id: 'profiles.field.jobState', defaultMessage: 'Job State', description: 'Label of the state of the current job (set from its district).' },
  startDateCurrentJob: {
    id: 'profiles.field.startDateCurrentJob',
    defaultMessage: 'Start Date of Current Job',
    description: 'Label of the date the current job began.',
  },

  // ---- UG degree ----
  ugDegreeName: { id: 'profiles.field.ugDegreeName', defaultMessage: 'UG Degree', description: 'Label of the undergraduate degree drop-down of the profile form.' },
  passingYear: { id: 'profiles.field.passingYear', defaultMessage: 'Passing Year', description: 'Label of the year a degree was obtained (four digits).' },
  institution: { id: 'profiles.field.institution', defaultMessage: 'Institution', description: 'Label of the institution (college) of the undergraduate degree.' },
  university: { id: 'profiles.field.university', defaultMessage: 'University', description: 'Label of the university of the undergraduate degree.' },

  // ---- PG rows ----
  pgDegreeName: { id: 'profiles.row.pgDegreeName', defaultMessage: 'Degree Name', description: 'Label (and table column) of the name of a postgraduate degree.' },
  pgInstitute: { id: 'profiles.row.pgInstitute', defaultMessage: 'Institute Name', description: 'Label (and table column) of the institute of a postgraduate degree.' },
  pgUniversity: { id: 'profiles.row.pgUniversity', defaultMessage: 'University Name', description: 'Label (and table column) of the university of a postgraduate degree.' },
  addDegree: { id: 'profiles.row.addDegree', defaultMessage: 'Add Degree', description: 'Button that adds the postgraduate degree typed in to the list.' },
  updateDegree: {
    id: 'profiles.row.updateDegree',
    defaultMessage: 'Update Degree',
    description: 'Text of the add button while a postgraduate degree of the list is being edited: saves the changes to that row.',
  },

  // ---- Posting (variant B) ----
  doj: { id: 'profiles.field.doj', defaultMessage: 'Date of Joining', description: 'Label of the date the officer joined the place of posting.' },
  postingPlace: { id: 'profiles.field.postingPlace', defaultMessage: 'Place of Posting', description: 'Label of the place where the officer is posted.' },
  isCurrentPosting: {
    id: 'profiles.field.isCurrentPosting',
    defaultMessage: 'Is this your current place of posting?',
    description: 'Yes/no question of the profile form; when yes, the current posting fields are hidden.',
  },
  periodFrom: { id: 'profiles.field.periodFrom', defaultMessage: 'Period From', description: 'Label of the start date of the posting period.' },
  periodTo: { id: 'profiles.field.periodTo', defaultMessage: 'Period To', description: 'Label of the end date of the posting period.' },
  currentPostingPlace: {
    id: 'profiles.field.currentPostingPlace',
    defaultMessage: 'Current Place of Posting',
    description: 'Label of the place of the current posting (asked when the place of posting is not the current one).',
  },
  currentDistrict: { id: 'profiles.field.currentDistrict', defaultMessage: 'Current District', description: 'Label of the district of the current posting.' },
  currentState: { id: 'profiles.field.currentState', defaultMessage: 'Current State', description: 'Label of the state of the current posting (set from its district).' },
  totalDuration: {
    id: 'profiles.field.totalDuration',
    defaultMessage: 'Total Duration of Service (years)',
    description: 'Label of the total length of service, a number of years.',
  },
  mentorExperience: {
    id: 'profiles.field.mentorExperience',
    defaultMessage: 'Do you have experience as a mentor?',
    description: 'Yes/no question of the profile form.',
  },

  // ---- Other details ----
  diseases: {
    id: 'profiles.field.diseases',
    defaultMessage: 'Diseases your job is addressing',
    description: 'Label of the drop-down of the diseases the user’s job deals with.',
  },
  otherDiseases: {
    id: 'profiles.field.otherDiseases',
    defaultMessage: 'Specify other disease',
    description: 'Label of the text field shown when the disease chosen is Other Specify.',
  },
  affiliation: {
    id: 'profiles.field.affiliation',
    defaultMessage: 'Institutional Affiliation of Job',
    description: 'Label of the drop-down of the kind of institution the job belongs to (government, private…).',
  },
  otherAffiliation: {
    id: 'profiles.field.otherAffiliation',
    defaultMessage: 'Specify other affiliation',
    description: 'Label of the text field shown when the institutional affiliation chosen is Other Specify.',
  },
  institutionType: { id: 'profiles.field.institutionType', defaultMessage: 'Institution Type', description: 'Label of the drop-down of the type of institution of the job.' },

  // ---- Work, hardship and teaching rows ----
  rowOrganization: { id: 'profiles.row.organization', defaultMessage: 'Organization', description: 'Label (and table column) of the organisation of a post held.' },
  rowDesignation: { id: 'profiles.row.designation', defaultMessage: 'Designation', description: 'Label (and table column) of the designation of a post held.' },
  rowLocation: { id: 'profiles.row.location', defaultMessage: 'Location', description: 'Label (and table column) of the location of a post held.' },
  rowFrom: { id: 'profiles.row.from', defaultMessage: 'Time Period From', description: 'Label (and table column) of the start date of a post held.' },
  rowTo: { id: 'profiles.row.to', defaultMessage: 'Time Period To', description: 'Label (and table column) of the end date of a post held.' },
  rowTimePeriod: {
    id: 'profiles.row.timePeriod',
    defaultMessage: 'Time Period',
    description: 'Table column of a teaching post held: its start and end dates.',
  },
  timePeriodValue: {
    id: 'profiles.row.timePeriodValue',
    defaultMessage: '{from} to {to}',
    description: 'A period shown in a table cell; {from} and {to} are dates (DD/MM/YYYY) or the word for the present.',
  },
  present: { id: 'profiles.row.present', defaultMessage: 'Present', description: 'Shown as the end of a post the user still holds.' },
  currentlyWorking: {
    id: 'profiles.row.currentlyWorking',
    defaultMessage: 'I am currently working here',
    description: 'Checkbox of a work experience row: the post is still held (the end date is then hidden).',
  },
  rowOrganizationType: {
    id: 'profiles.row.organizationType',
    defaultMessage: 'Organization Type',
    description: 'Label (and table column) of the type of organisation of a teaching post.',
  },
  rowEmploymentType: {
    id: 'profiles.row.employmentType',
    defaultMessage: 'Employment Type',
    description: 'Label (and table column) of the kind of employment (permanent, contract…) of a teaching post.',
  },
  rowResponsibilities: {
    id: 'profiles.row.responsibilities',
    defaultMessage: 'Responsibilities',
    description: 'Label (and table column) of the responsibilities of a teaching post.',
  },
  addHardship: { id: 'profiles.row.addHardship', defaultMessage: 'Add Hardship Detail', description: 'Button that adds the hardship posting typed in to the list.' },
  updateHardship: {
    id: 'profiles.row.updateHardship',
    defaultMessage: 'Update Hardship Detail',
    description: 'Text of the add button while a hardship posting of the list is being edited.',
  },
  addExperience: { id: 'profiles.row.addExperience', defaultMessage: 'Add Experience', description: 'Button that adds the post typed in to the work experience list.' },
  updateExperience: {
    id: 'profiles.row.updateExperience',
    defaultMessage: 'Update Experience',
    description: 'Text of the add button while a post of the work experience list is being edited.',
  },
  addTeaching: {
    id: 'profiles.row.addTeaching',
    defaultMessage: 'Add Teaching Experience',
    description: 'Button that adds the teaching post typed in to the list.',
  },
  updateTeaching: {
    id: 'profiles.row.updateTeaching',
    defaultMessage: 'Update Teaching Experience',
    description: 'Text of the add button while a teaching post of the list is being edited.',
  },
  hardshipTotal: {
    id: 'profiles.row.hardshipTotal',
    defaultMessage: 'Total duration of service in hardship location',
    description: 'Caption of the hardship list: followed by the sum of the lengths of the hardship postings.',
  },
  duration: {
    id: 'profiles.row.duration',
    defaultMessage: '{years, plural, one {# year} other {# years}} {months, plural, one {# month} other {# months}}',
    description: 'A length of service in years and months, e.g. "2 years 3 months".',
  },

  // ---- Publications ----
  numberOfPublications: {
    id: 'profiles.row.numberOfPublications',
    defaultMessage: 'Number of Scientific Publications',
    description: 'Label (and table column) of the number of scientific publications.',
  },
  publicationsLink: {
    id: 'profiles.row.publicationsLink',
    defaultMessage: 'Publications Details',
    description: 'Label (and table column) of the details or link of the publications.',
  },
  keyAchievements: { id: 'profiles.row.keyAchievements', defaultMessage: 'Key Achievements', description: 'Label (and table column) of the key achievements.' },
  addPublication: { id: 'profiles.row.addPublication', defaultMessage: 'Add', description: 'Button that adds the publications and achievements typed in to the table.' },
  updatePublication: {
    id: 'profiles.row.updatePublication',
    defaultMessage: 'Update',
    description: 'Text of the add button while a row of the publications table is being edited.',
  },

  // ---- Row lists ----
  actions: { id: 'profiles.row.actions', defaultMessage: 'Action', description: 'Column heading of the edit and delete buttons of a table of the profile form.' },
  editRow: { id: 'profiles.row.edit', defaultMessage: 'Edit row {number}', description: 'Accessible name of the edit button of a row of a profile table; {number} counts from 1.' },
  deleteRow: {
    id: 'profiles.row.delete',
    defaultMessage: 'Delete row {number}',
    description: 'Accessible name of the delete button of a row of a profile table; {number} counts from 1.',
  },
  editShort: { id: 'profiles.row.editShort', defaultMessage: 'Edit', description: 'Text of the edit button of a row of a profile table.' },
  deleteShort: { id: 'profiles.row.deleteShort', defaultMessage: 'Delete', description: 'Text (and column heading) of the delete button of a row of a profile table.' },
  cancelEdit: {
    id: 'profiles.row.cancelEdit',
    defaultMessage: 'Cancel',
    description: 'Button that stops editing a row of a profile table and empties the row fields.',
  },
  rowProblem: {
    id: 'profiles.row.problem',
    defaultMessage: 'Row {number}: {message}',
    description: 'A problem of one row of a profile table; {number} counts from 1 and {message} is the problem.',
  },
  newRow: {
    id: 'profiles.row.newRow',
    defaultMessage: 'New row',
    description: 'Accessible name of the group of fields under a profile table where a row is typed in before it is added.',
  },
  editingRow: {
    id: 'profiles.row.editingRow',
    defaultMessage: 'Editing row {number}',
    description: 'Accessible name of the group of fields under a profile table while a row is loaded in them for a change.',
  },

  // ---- Areas of interest ----
  areasInExperience: {
    id: 'profiles.field.areasInExperience',
    defaultMessage: 'Do you have experience in any of these areas?',
    description: 'Label of the drop-down of the areas the user has experience in.',
  },
  otherAreasInExperience: {
    id: 'profiles.field.otherAreasInExperience',
    defaultMessage: 'Specify other area',
    description: 'Label of the text field shown when the area of experience chosen is Other Specify.',
  },
  interestArea: {
    id: 'profiles.field.interestArea',
    defaultMessage: 'Interest Area {number}',
    description: 'Label of one of the five areas of interest of the profile form; {number} is 1 to 5.',
  },

  // ---- Self-declaration ----
  selfDeclaration: {
    id: 'profiles.field.selfDeclaration',
    defaultMessage: 'I hereby declare that the information given above is true and correct to the best of my knowledge.',
    description: 'Checkbox that ends the applied-epidemiology profile form; it must be ticked to save.',
  },
});

export default messages;
