import { defineMessages } from 'react-intl';

/** Texts of the applications tracker (002 §2.11, §8). */
const messages = defineMessages({
  title: {
    id: 'applicationTracker.title',
    defaultMessage: 'Applications tracker',
    description: 'Browser tab title and heading of the applications tracker page, used by course coordinators.',
  },
  intro: {
    id: 'applicationTracker.intro',
    defaultMessage: 'Applications submitted to the courses you coordinate, newest first.',
    description: 'Text under the Applications tracker heading, for a course coordinator.',
  },
  introAdministrator: {
    id: 'applicationTracker.introAdministrator',
    defaultMessage: 'Applications submitted to every course of the programme, newest first.',
    description: 'Text under the Applications tracker heading, for an administrator (every course).',
  },
  courseFilter: {
    id: 'applicationTracker.courseFilter',
    defaultMessage: 'Course',
    description: 'Label of the drop-down on the applications tracker that filters the applications by course.',
  },
  allCourses: {
    id: 'applicationTracker.allCourses',
    defaultMessage: 'All courses',
    description: 'First option of the course filter on the applications tracker, showing the applications of every course.',
  },
  noOptions: {
    id: 'applicationTracker.noOptions',
    defaultMessage: 'No options found',
    description: 'Shown in the course filter of the applications tracker when the typed search matches no course.',
  },
  download: {
    id: 'applicationTracker.download',
    defaultMessage: 'Download',
    description: 'Button on the applications tracker that downloads the applications as a CSV file.',
  },
  downloadLabel: {
    id: 'applicationTracker.downloadLabel',
    defaultMessage: 'Download the applications as a CSV file',
    description: 'Tooltip of the Download button on the applications tracker.',
  },
  count: {
    id: 'applicationTracker.count',
    defaultMessage: '{count, plural, =0 {No applications} one {# application} other {# applications}}',
    description: 'Number of applications above the table of the applications tracker. {count} is the number of applications found.',
  },
  tableLabel: {
    id: 'applicationTracker.tableLabel',
    defaultMessage: 'Applications',
    description: 'Accessible name of the table of applications on the applications tracker.',
  },
  colIdPhoto: {
    id: 'applicationTracker.col.idPhoto',
    defaultMessage: 'ID Photo',
    description: "Column heading of the applications tracker table: the applicant's ID photo.",
  },
  colFirstName: {
    id: 'applicationTracker.col.firstName',
    defaultMessage: 'First Name',
    description: "Column heading of the applications tracker table: the applicant's first name.",
  },
  colEmail: {
    id: 'applicationTracker.col.email',
    defaultMessage: 'E-mail',
    description: "Column heading of the applications tracker table: the applicant's e-mail address.",
  },
  colAge: {
    id: 'applicationTracker.col.age',
    defaultMessage: 'Age',
    description: "Column heading of the applications tracker table: the applicant's age in years.",
  },
  colDistrict: {
    id: 'applicationTracker.col.district',
    defaultMessage: 'District',
    description: "Column heading of the applications tracker table: the applicant's district.",
  },
  colState: {
    id: 'applicationTracker.col.state',
    defaultMessage: 'State',
    description: "Column heading of the applications tracker table: the applicant's state.",
  },
  colUgDegree: {
    id: 'applicationTracker.col.ugDegree',
    defaultMessage: 'UG Degree',
    description: "Column heading of the applications tracker table: the applicant's undergraduate degree.",
  },
  colOrgType: {
    id: 'applicationTracker.col.orgType',
    defaultMessage: 'Organisation Type',
    description: 'Column heading of the applications tracker table: the type of organisation the applicant works for.',
  },
  colApplicationForm: {
    id: 'applicationTracker.col.applicationForm',
    defaultMessage: 'Application Form',
    description: 'Column heading of the applications tracker table: a link to the application form.',
  },
  colDobCertificate: {
    id: 'applicationTracker.col.dobCertificate',
    defaultMessage: 'Date of Birth Certificate',
    description: 'Column heading of the applications tracker table: a link to the date of birth certificate.',
  },
  colHpDegreeCertificate: {
    id: 'applicationTracker.col.hpDegreeCertificate',
    defaultMessage: 'Health Professional Degree Certificate',
    description: 'Column heading of the applications tracker table: a link to the health professional (higher) degree certificate.',
  },
  colUDegreeCertificate: {
    id: 'applicationTracker.col.uDegreeCertificate',
    defaultMessage: 'University Degree Certificate',
    description: 'Column heading of the applications tracker table: a link to the university (undergraduate) degree certificate.',
  },
  colNocCertificate: {
    id: 'applicationTracker.col.nocCertificate',
    defaultMessage: 'No Objection Certificate',
    description: "Column heading of the applications tracker table: a link to the employer's no objection certificate.",
  },
  photoAlt: {
    id: 'applicationTracker.photoAlt',
    defaultMessage: 'ID photo of {name}',
    description: "Alternative text of an applicant's ID photo in the applications tracker table. {name} is the applicant's full name.",
  },
  view: {
    id: 'applicationTracker.view',
    defaultMessage: 'View',
    description: 'Link in a document column of the applications tracker table that opens the document in a new tab.',
  },
  viewLabel: {
    id: 'applicationTracker.viewLabel',
    defaultMessage: 'View {document} of {name} (opens in a new tab)',
    description: "Accessible name of a View link in the tracker table. {document} is the document's name, {name} the applicant's name.",
  },
  formMissing: {
    id: 'applicationTracker.formMissing',
    defaultMessage: 'Application Form Does Not Exists.',
    description: 'Shown in the Application Form column of the applications tracker when the application has no form.',
  },
  noCertificates: {
    id: 'applicationTracker.noCertificates',
    defaultMessage: 'No certificates',
    description: 'Shown in a certificate column of the applications tracker when the applicant did not upload that certificate.',
  },
  noValue: {
    id: 'applicationTracker.noValue',
    defaultMessage: '-',
    description: 'Shown in a cell of the applications tracker table that has no value.',
  },
  colDecision: {
    id: 'applicationTracker.colDecision',
    defaultMessage: 'Decision',
    description: 'Column header of the applications tracker showing the admission decision of each application (added to the spec columns, issue 32).',
  },
  colActions: {
    id: 'applicationTracker.colActions',
    defaultMessage: 'Decide',
    description: 'Column header of the applications tracker holding the Admit and Reject buttons of pending applications.',
  },
  statusPending: {
    id: 'applicationTracker.statusPending',
    defaultMessage: 'Pending',
    description: 'Badge of an application not decided yet.',
  },
  statusAdmitted: {
    id: 'applicationTracker.statusAdmitted',
    defaultMessage: 'Admitted',
    description: 'Badge of an admitted application.',
  },
  statusRejected: {
    id: 'applicationTracker.statusRejected',
    defaultMessage: 'Rejected',
    description: 'Badge of a rejected application.',
  },
  decidedBy: {
    id: 'applicationTracker.decidedBy',
    defaultMessage: 'by {name} on {date}',
    description: 'Under a decision badge: who decided and when. {name} is a person, {date} a date.',
  },
  admittedInto: {
    id: 'applicationTracker.admittedInto',
    defaultMessage: 'Cohort: {cohort}',
    description: 'Under an Admitted badge: the cohort the applicant was enrolled in.',
  },
  admit: {
    id: 'applicationTracker.admit',
    defaultMessage: 'Admit',
    description: 'Button in a tracker row that opens the dialog to admit the applicant.',
  },
  reject: {
    id: 'applicationTracker.reject',
    defaultMessage: 'Reject',
    description: 'Button in a tracker row that opens the dialog to reject the application.',
  },
  admitNamed: {
    id: 'applicationTracker.admitNamed',
    defaultMessage: 'Admit {name}',
    description: "Accessible name of a row's Admit button, with the applicant's name.",
  },
  rejectNamed: {
    id: 'applicationTracker.rejectNamed',
    defaultMessage: 'Reject the application of {name}',
    description: "Accessible name of a row's Reject button, with the applicant's name.",
  },
  admitTitle: {
    id: 'applicationTracker.admitTitle',
    defaultMessage: 'Admit {name}',
    description: 'Title of the dialog that admits an applicant.',
  },
  rejectTitle: {
    id: 'applicationTracker.rejectTitle',
    defaultMessage: 'Reject the application of {name}',
    description: 'Title of the dialog that rejects an application.',
  },
  admitIntro: {
    id: 'applicationTracker.admitIntro',
    defaultMessage: 'Admitting makes the applicant an account (or uses the one of their e-mail address), enrols them in the cohort and sends them an e-mail to sign in.',
    description: 'Text at the top of the Admit dialog.',
  },
  rejectIntro: {
    id: 'applicationTracker.rejectIntro',
    defaultMessage: 'Rejecting e-mails the applicant that they were not offered a place. The note stays with the application.',
    description: 'Text at the top of the Reject dialog.',
  },
  cohort: {
    id: 'applicationTracker.cohort',
    defaultMessage: 'Cohort',
    description: 'Label of the cohort choice in the Admit dialog.',
  },
  noCohorts: {
    id: 'applicationTracker.noCohorts',
    defaultMessage: 'This course has no cohort yet. Add one in Content Management first.',
    description: 'Shown in the Admit dialog when the course has no cohort.',
  },
  note: {
    id: 'applicationTracker.note',
    defaultMessage: 'Note',
    description: 'Label of the note field of the Admit and Reject dialogs.',
  },
  noteHint: {
    id: 'applicationTracker.noteHint',
    defaultMessage: 'Why this decision; kept with the application and shown in the tracker.',
    description: 'Description under the note field of the decision dialogs.',
  },
  continue: {
    id: 'applicationTracker.continue',
    defaultMessage: 'Continue',
    description: 'Button of a decision dialog that goes on to the confirmation.',
  },
  confirmAdmit: {
    id: 'applicationTracker.confirmAdmit',
    defaultMessage: 'Admit {name} into {cohort}? This cannot be undone.',
    description: 'Confirmation asked before admitting. {name} is the applicant, {cohort} the cohort.',
  },
  confirmReject: {
    id: 'applicationTracker.confirmReject',
    defaultMessage: 'Reject the application of {name}? The applicant will be e-mailed. This cannot be undone.',
    description: 'Confirmation asked before rejecting.',
  },
  confirmAdmitButton: {
    id: 'applicationTracker.confirmAdmitButton',
    defaultMessage: 'Yes, admit',
    description: 'Button that confirms the admission.',
  },
  confirmRejectButton: {
    id: 'applicationTracker.confirmRejectButton',
    defaultMessage: 'Yes, reject',
    description: 'Button that confirms the rejection.',
  },
  back: {
    id: 'applicationTracker.back',
    defaultMessage: 'Back',
    description: 'Button of the confirmation step that goes back to the form.',
  },
  cancel: {
    id: 'applicationTracker.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes a decision dialog without deciding.',
  },
  closeDialog: {
    id: 'applicationTracker.closeDialog',
    defaultMessage: 'Close',
    description: "Accessible name of a decision dialog's close button.",
  },
  decisionFailed: {
    id: 'applicationTracker.decisionFailed',
    defaultMessage: 'The decision could not be saved. Please try again.',
    description: 'Shown in a decision dialog when saving failed for a reason other than a field.',
  },
  decisionsLoadFailed: {
    id: 'applicationTracker.decisionsLoadFailed',
    defaultMessage: 'The cohorts could not be loaded.',
    description: 'Shown in the Admit dialog when the cohorts of the course could not be loaded.',
  },
});
export default messages;
