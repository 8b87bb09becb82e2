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
});

export default messages;
