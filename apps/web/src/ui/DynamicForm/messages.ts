import { defineMessages } from 'react-intl';

/** Texts of the CAL dynamic form renderer (ui/DynamicForm): its buttons and field hints. */
const messages = defineMessages({
  submit: {
    id: 'dynamicForm.submit',
    defaultMessage: 'Submit',
    description: 'Button at the end of a CAL form (registration, start, end or abstract form) that sends the answers.',
  },
  cancel: {
    id: 'dynamicForm.cancel',
    defaultMessage: 'Cancel',
    description: 'Button at the end of a CAL form that closes it without sending the answers.',
  },
  close: {
    id: 'dynamicForm.close',
    defaultMessage: 'Close',
    description: 'Button at the end of a read-only CAL form that closes it.',
  },
  noOptions: {
    id: 'dynamicForm.noOptions',
    defaultMessage: 'No options available',
    description: 'Shown in a drop-down list of a CAL form when it has no options or nothing matches what was typed.',
  },
  datePlaceholder: {
    id: 'dynamicForm.datePlaceholder',
    defaultMessage: 'DD/MM/YYYY',
    description: 'Placeholder of a date field of a CAL form: the order of day, month and year it expects.',
  },
  timePlaceholder: {
    id: 'dynamicForm.timePlaceholder',
    defaultMessage: 'HH:mm',
    description: 'Placeholder of a time field of a CAL form: hours and minutes on the 24-hour clock.',
  },
  choose: {
    id: 'dynamicForm.choose',
    defaultMessage: 'Choose…',
    description: 'Placeholder of a drop-down list of a CAL form before anything is chosen.',
  },
  chooseFile: {
    id: 'dynamicForm.chooseFile',
    defaultMessage: 'Choose a file',
    description: 'Placeholder of a file field of a CAL form before a file is chosen.',
  },
  draftRestored: {
    id: 'dynamicForm.draftRestored',
    defaultMessage: 'Your unsent answers were restored.',
    description: 'Note at the top of a CAL form reopened with the answers the user had typed but not yet sent.',
  },
});

export default messages;
