/*
 * The form editor's texts and limits (issue 32: CAL form definitions edited from the browser), as
 * plain constants so SERVER_MESSAGES carries them to the web's catalog.
 */

export const FORM_TEMPLATE_LIMITS = {
  nameMax: 255,
  labelMax: 1000,
  keyMax: 64,
  textMax: 255,
} as const;

/** Every text the form-editor calls answer with. */
export const FORM_TEMPLATE_MESSAGES = {
  nameRequired: 'Please enter the form’s name',
  nameTooLong: 'The name is too long',
  fieldsRequired: 'Please add at least one field',
  tooManyFields: 'A form has at most 200 fields',
  badFieldKey: 'A field name starts with a letter, then letters, digits or underscores (at most 64)',
  duplicateFieldKey: 'Two fields have the same name',
  labelRequired: 'Please enter the field’s label',
  labelTooLong: 'The label is too long',
  badFieldType: 'Please choose one of the field types',
  badFlag: 'Please answer yes or no',
  textTooLong: 'This text is too long (at most 255 characters)',
  optionsOnlyForDropdown: 'Only a dropdown has options, a lookup or several choices',
  dropdownNeedsOptions: 'A dropdown needs options or a lookup address',
  badOption: 'Each option needs a key (at most 64 characters) and a text',
  duplicateOption: 'Two options have the same key',
  badLookup: 'A lookup address is a path on this server, such as /cal/api/get/state/details/',
  keptField: 'This field is stored with every project and cannot be removed or change its type',
  badDefinition: 'The form definition is not valid',
  badKind: 'Please choose a form kind',
  badFormKey: 'Form not found',
  badVersion: 'Please give the version the changes start from',
  courseNotFound: 'Course not found',
  notYourCourse: 'You do not coordinate this course',
  formNotFound: 'This course has no such form',
  sharedForm: 'This form is also used by courses you do not coordinate: only an administrator may change it',
  projectAdministratorOnly: 'The project form is the programme’s: only an administrator may change it',
  newerVersion: 'Someone saved a newer version of this form meanwhile: reload it and make your changes again',
  versionSaved: 'Saved as a new version',
  noChange: 'Nothing changed: no new version was made',
} as const;
