import type { CalFieldType, CalFormKind } from '@fetp/contract';
import messages from './messages';

/** How each form kind and field type is named on the page. */
export const KIND_LABELS: Record<CalFormKind, (typeof messages)[keyof typeof messages]> = {
  registration: messages.kindRegistration,
  start: messages.kindStart,
  end: messages.kindEnd,
  abstract: messages.kindAbstract,
  project: messages.kindProject,
};

export const TYPE_LABELS: Record<CalFieldType, (typeof messages)[keyof typeof messages]> = {
  text: messages.typeText,
  textarea: messages.typeTextarea,
  date: messages.typeDate,
  number: messages.typeNumber,
  dropdown: messages.typeDropdown,
  time: messages.typeTime,
  url: messages.typeUrl,
  RichTextBox: messages.typeRichText,
  checkbox: messages.typeCheckbox,
  file: messages.typeFile,
};
