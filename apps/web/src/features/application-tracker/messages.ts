import { defineMessages } from 'react-intl';

/** Texts of the applications tracker (002 §2.11, §8). */
const messages = defineMessages({
  title: { id: 'applicationTracker.title', defaultMessage: 'Applications tracker' },
  intro: {
    id: 'applicationTracker.intro',
    defaultMessage: 'Applications submitted to the courses you coordinate, newest first.',
  },
  courseFilter: { id: 'applicationTracker.courseFilter', defaultMessage: 'Course' },
  allCourses: { id: 'applicationTracker.allCourses', defaultMessage: 'All courses' },
  noOptions: { id: 'applicationTracker.noOptions', defaultMessage: 'No options found' },
  download: { id: 'applicationTracker.download', defaultMessage: 'Download' },
  downloadLabel: { id: 'applicationTracker.downloadLabel', defaultMessage: 'Download the applications as a CSV file' },
  count: {
    id: 'applicationTracker.count',
    defaultMessage: '{count, plural, =0 {No applications} one {# application} other {# applications}}',
  },
  tableLabel: { id: 'applicationTracker.tableLabel', defaultMessage: 'Applications' },
  colIdPhoto: { id: 'applicationTracker.col.idPhoto', defaultMessage: 'ID Photo' },
  colFirstName: { id: 'applicationTracker.col.firstName', defaultMessage: 'First Name' },
  colEmail: { id: 'applicationTracker.col.email', defaultMessage: 'E-mail' },
  colAge: { id: 'applicationTracker.col.age', defaultMessage: 'Age' },
  colDistrict: { id: 'applicationTracker.col.district', defaultMessage: 'District' },
  colState: { id: 'applicationTracker.col.state', defaultMessage: 'State' },
  colUgDegree: { id: 'applicationTracker.col.ugDegree', defaultMessage: 'UG Degree' },
  colOrgType: { id: 'applicationTracker.col.orgType', defaultMessage: 'Organisation Type' },
  colApplicationForm: { id: 'applicationTracker.col.applicationForm', defaultMessage: 'Application Form' },
  colDobCertificate: { id: 'applicationTracker.col.dobCertificate', defaultMessage: 'Date of Birth Certificate' },
  colHpDegreeCertificate: {
    id: 'applicationTracker.col.hpDegreeCertificate',
    defaultMessage: 'Health Professional Degree Certificate',
  },
  colUDegreeCertificate: { id: 'applicationTracker.col.uDegreeCertificate', defaultMessage: 'University Degree Certificate' },
  colNocCertificate: { id: 'applicationTracker.col.nocCertificate', defaultMessage: 'No Objection Certificate' },
  photoAlt: { id: 'applicationTracker.photoAlt', defaultMessage: 'ID photo of {name}' },
  view: { id: 'applicationTracker.view', defaultMessage: 'View' },
  viewLabel: { id: 'applicationTracker.viewLabel', defaultMessage: 'View {document} of {name} (opens in a new tab)' },
  formMissing: { id: 'applicationTracker.formMissing', defaultMessage: 'Application Form Does Not Exists.' },
  noCertificates: { id: 'applicationTracker.noCertificates', defaultMessage: 'No certificates' },
  noValue: { id: 'applicationTracker.noValue', defaultMessage: '-' },
});
export default messages;
