import { defineMessages } from 'react-intl';

/** Texts of the shared form kit (ui/form): select placeholders, date format, row-list actions. */
const messages = defineMessages({
  choose: {
    id: 'form.choose',
    defaultMessage: 'Choose…',
    description: 'Placeholder of a drop-down list before anything is chosen.',
  },
  noOptions: {
    id: 'form.noOptions',
    defaultMessage: 'No options found',
    description: 'Shown in a searchable drop-down list when nothing matches what was typed.',
  },
  clearDate: {
    id: 'form.clearDate',
    defaultMessage: 'Clear date',
    description: 'Accessible name of the × button inside a date field that empties it.',
  },
  calendarNext: {
    id: 'form.calendar.next',
    defaultMessage: 'Next',
    description: 'Accessible name of the › button of an open calendar (next month, year or decade).',
  },
  calendarPrevious: {
    id: 'form.calendar.previous',
    defaultMessage: 'Previous',
    description: 'Accessible name of the ‹ button of an open calendar (previous month, year or decade).',
  },
  datePlaceholder: {
    id: 'form.datePlaceholder',
    defaultMessage: 'DD/MM/YYYY',
    description: 'Placeholder of a date field: the order of day, month and year it expects.',
  },
  delete: {
    id: 'form.rows.delete',
    defaultMessage: 'Delete',
    description: 'Button on a row of a list in a form (another degree, a past post) that removes the row.',
  },
  edit: {
    id: 'form.rows.edit',
    defaultMessage: 'Edit',
    description: 'Button on a row of a list in a form that loads the row back into the fields to change it.',
  },
  cancel: {
    id: 'form.rows.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that stops editing a row of a list and empties the fields.',
  },
  dismiss: {
    id: 'form.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Label of the close button of an alert in a form.',
  },
});

export default messages;
