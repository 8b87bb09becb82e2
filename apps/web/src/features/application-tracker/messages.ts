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
    description: 'Introduction under the heading of the applications tracker page.',
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
});
export default messages;
