import { defineMessages } from 'react-intl';

const messages = defineMessages({
  download: {
    id: 'portfolio.download',
    defaultMessage: 'Download portfolio',
    description: "Button on the mentee details page (and the officer's course page) that downloads the officer's portfolio in this course as a PDF.",
  },
  failed: {
    id: 'portfolio.failed',
    defaultMessage: 'The portfolio could not be downloaded. Try again.',
    description: 'Shown under the Download portfolio button when the PDF could not be made or fetched.',
  },
  zipHeading: {
    id: 'portfolio.zipHeading',
    defaultMessage: 'Officer portfolios',
    description: "Heading of the coordinator dashboard's section where the coordinator downloads every officer portfolio of the selected cohort as one ZIP file.",
  },
  zipHint: {
    id: 'portfolio.zipHint',
    defaultMessage: 'One PDF per officer of {cohort}, in one ZIP file. It is prepared in the background and appears below when it is ready.',
    description: 'Explains the Download portfolios (ZIP) button on the coordinator dashboard. {cohort} is the selected cohort’s name.',
  },
  zipDownload: {
    id: 'portfolio.zipDownload',
    defaultMessage: 'Download portfolios (ZIP)',
    description: "Button on the coordinator dashboard that starts preparing a ZIP of the portfolios of every officer of the selected cohort.",
  },
  zipFailed: {
    id: 'portfolio.zipFailed',
    defaultMessage: 'The portfolio ZIP could not be started. Try again.',
    description: 'Shown under the Download portfolios (ZIP) button when the server refused or could not be reached (the server’s own reason is shown when it gives one).',
  },
  zipFiles: {
    id: 'portfolio.zipFiles',
    defaultMessage: 'Portfolio ZIP files',
    description: 'Heading of the list of portfolio ZIP files of the selected cohort the coordinator generated before.',
  },
  zipFilesEmpty: {
    id: 'portfolio.zipFilesEmpty',
    defaultMessage: 'No portfolio ZIP has been generated for this cohort yet.',
    description: 'Shown in place of the list of portfolio ZIP files when there is none.',
  },
});

export default messages;
