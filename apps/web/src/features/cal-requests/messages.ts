import { defineMessages } from 'react-intl';

const messages = defineMessages({
  title: { id: 'calRequests.title', defaultMessage: 'CAL Requests', description: 'Heading and browser tab title of the CAL Requests page (user menu) for mentors and coordinators.' },
  intro: {
    id: 'calRequests.intro',
    defaultMessage: 'Sub-CALs your mentees registered that no mentor or coordinator has reviewed yet, newest first. Open one to set its status.',
    description: 'Text under the heading of the CAL Requests page.',
  },
  colRegistered: { id: 'calRequests.col.registered', defaultMessage: 'Registered', description: 'Column header: the date the sub-CAL was registered.' },
  colOfficer: { id: 'calRequests.col.officer', defaultMessage: 'Officer', description: 'Column header: the mentee (officer) who registered the sub-CAL.' },
  colCourse: { id: 'calRequests.col.course', defaultMessage: 'Course', description: 'Column header: the course of the sub-CAL.' },
  colCal: { id: 'calRequests.col.cal', defaultMessage: 'CAL', description: 'Column header: the CAL (e.g. Outbreak Investigation) of the sub-CAL.' },
  colSubCal: { id: 'calRequests.col.subCal', defaultMessage: 'Sub-CAL', description: 'Column header: the sub-CAL’s name (e.g. OI-2) and short title.' },
  open: { id: 'calRequests.open', defaultMessage: 'Open tracker', description: 'Link in a CAL Requests row that opens the mentee’s CAL tracker.' },
  openLabel: {
    id: 'calRequests.openLabel',
    defaultMessage: 'Open tracker: {name}, {subCal}',
    description: 'Accessible name of the Open tracker link of a CAL Requests row: starts with the visible text of the link (Open tracker).',
  },
  empty: { id: 'calRequests.empty', defaultMessage: 'No data available in table', description: 'Shown when no sub-CAL waits for review (spec 001 §8).' },
  failed: { id: 'calRequests.failed', defaultMessage: 'The CAL requests could not be loaded.', description: 'Title of the error alert when the CAL Requests list could not be loaded.' },
  retry: { id: 'calRequests.retry', defaultMessage: 'Try again', description: 'Button in the error alert of the CAL Requests page that loads the list again.' },
});

export default messages;
