import { defineMessages } from 'react-intl';

export default defineMessages({
  title: {
    id: 'milestoneVersions.title',
    defaultMessage: 'Milestone files',
    description: 'Browser tab title of the milestone version page, and its heading while it loads or could not be loaded.',
  },
  heading: {
    id: 'milestoneVersions.heading',
    defaultMessage: 'Files of {milestone}',
    description: 'Heading (h1) of the milestone version page. {milestone} is the milestone\'s title.',
  },
  cal: { id: 'milestoneVersions.cal', defaultMessage: 'CAL', description: 'Label of the CAL\'s name on the milestone version page.' },
  subCal: { id: 'milestoneVersions.subCal', defaultMessage: 'Sub-CAL', description: 'Label of the sub-CAL\'s name on the milestone version page.' },
  milestone: { id: 'milestoneVersions.milestone', defaultMessage: 'Milestone', description: 'Label of the milestone\'s title on the milestone version page.' },
  mentee: { id: 'milestoneVersions.mentee', defaultMessage: 'Officer', description: 'Label of the name of the officer (mentee) whose milestone it is, on the milestone version page.' },
  tableLabel: {
    id: 'milestoneVersions.tableLabel',
    defaultMessage: 'Versions of the milestone’s file',
    description: 'Accessible name of the table of the versions of a milestone\'s file.',
  },
  colVersion: { id: 'milestoneVersions.col.version', defaultMessage: 'Version', description: 'Column of the milestone versions table: the version number.' },
  colFileName: { id: 'milestoneVersions.col.fileName', defaultMessage: 'File name', description: 'Column of the milestone versions table: the file\'s name, a download link.' },
  colUploadedBy: { id: 'milestoneVersions.col.uploadedBy', defaultMessage: 'Uploaded by', description: 'Column of the milestone versions table: who uploaded the version.' },
  colUploadedAt: { id: 'milestoneVersions.col.uploadedAt', defaultMessage: 'Uploaded at', description: 'Column of the milestone versions table: when the version was uploaded (DD-MM-YYYY HH:mm).' },
  colSize: { id: 'milestoneVersions.col.size', defaultMessage: 'Size', description: 'Column of the milestone versions table: the file\'s size.' },
  sizeBytes: { id: 'milestoneVersions.size.bytes', defaultMessage: '{size} B', description: 'A file size in bytes. {size} is the number.' },
  sizeKb: { id: 'milestoneVersions.size.kb', defaultMessage: '{size} KB', description: 'A file size in kilobytes. {size} is the number (one decimal at most).' },
  sizeMb: { id: 'milestoneVersions.size.mb', defaultMessage: '{size} MB', description: 'A file size in megabytes. {size} is the number (one decimal at most).' },
  download: {
    id: 'milestoneVersions.download',
    defaultMessage: 'Download {name} (opens in a new tab)',
    description: 'Accessible name of the download link of a version\'s file. {name} is the file\'s name.',
  },
  upload: {
    id: 'milestoneVersions.upload',
    defaultMessage: 'Upload a new version',
    description: 'Button of the milestone version page with which the officer uploads a new version of the milestone\'s file.',
  },
  failed: {
    id: 'milestoneVersions.failed',
    defaultMessage: 'The files of this milestone could not be loaded.',
    description: 'Title of the error alert when the milestone version page could not load.',
  },
  retry: { id: 'milestoneVersions.retry', defaultMessage: 'Try again', description: 'Button of the error alert that loads the milestone version page again.' },
});
