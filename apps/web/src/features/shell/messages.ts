import { defineMessages } from 'react-intl';

/** Texts of the shell's own controls (the language menu). */
const messages = defineMessages({
  language: {
    id: 'shell.language.label',
    defaultMessage: 'Language',
    description: 'Hidden label of the header button that opens the language menu; read before the current language’s name.',
  },
});

export default messages;
