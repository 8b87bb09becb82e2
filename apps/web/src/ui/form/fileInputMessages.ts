import { defineMessages } from 'react-intl';

/** The file upload box's texts (FileInputField): apart, so pages without a file input do not carry them. */
export default defineMessages({
  fileChoose: { id: 'ui.fileInput.choose', defaultMessage: 'Choose file', description: 'Button text inside an empty file upload box.' },
  fileReplace: {
    id: 'ui.fileInput.replace',
    defaultMessage: 'Change file',
    description: 'Button text inside a file upload box that already holds a file, for choosing another one.',
  },
  fileNone: {
    id: 'ui.fileInput.none',
    defaultMessage: 'No file chosen',
    description: 'Placeholder inside a file upload box when no file has been chosen.',
  },
  fileRemove: {
    id: 'ui.fileInput.remove',
    defaultMessage: 'Remove {name}',
    description: "Accessible name of the button that removes the chosen file from a file upload box. {name} is the file's name.",
  },
  fileSize: {
    id: 'ui.fileInput.size',
    defaultMessage: '{size} KB',
    description: 'Size of the chosen file in a file upload box. {size} is the size in kilobytes (a whole number).',
  },
});
