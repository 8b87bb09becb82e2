/**
 * The CAL tracker's message texts (001 §5, §8), zod-free like messages.ts, and in a module of their
 * own so that a page outside the tracker (the login page) does not download them.
 */
import { CAL_FORM_LIMITS, CHAT_LIMITS } from './constants';

/**
 * The CAL dynamic forms' messages (001 §5): a field's own error_message comes first where the
 * definition gives one; these are the spec's fixed texts and the fallbacks.
 */
export const CAL_FORM_MESSAGES = {
  invalidDate: 'Invalid date format',
  lastBeforeStart: 'Last date cannot be before Start date',
  required: 'This field is required',
  selectAtLeastOne: 'Please select at least one option.',
  notNumber: 'Enter a valid number.',
  badUrl: 'Enter a valid URL starting with http:// or https://.',
  badTime: 'Enter a valid time (HH:mm).',
  sameMentor: 'Mentor 2 must be different from Mentor 1.',
  unknownOption: 'Select a valid option.',
  invalidValue: 'Enter a valid value.',
  textTooLong: `Ensure this field has no more than ${CAL_FORM_LIMITS.textMax} characters.`,
  longTextTooLong: `Ensure this field has no more than ${CAL_FORM_LIMITS.longTextMax} characters.`,
  richTextTooLong: `Ensure this field has no more than ${CAL_FORM_LIMITS.richTextMax} characters.`,
  badDefinition: 'The form definition is not valid.',
} as const;

/** The CAL tracker's answers (001): refusals of records that are not the caller's, and confirmations. */
export const CAL_MESSAGES = {
  badCourse: 'Select a valid course.',
  badMentee: 'Select a valid officer.',
  badCal: 'Select a valid CAL.',
  badMilestone: 'Select a valid milestone.',
  badStatus: 'Select a valid status.',
  badPage: 'Enter a valid page number.',
  commentTooLong: 'Ensure this comment has no more than 1000 characters.',
  notEnrolled: 'You are not enrolled in this course.',
  notYourMentee: 'This officer is not one of your mentees in this course.',
  noCalSections: 'This course has no Field Projects or Scientific Communications.',
  subCalCompleted: 'This CAL is completed and can no longer be changed, unless a mentor or coordinator reopens it.',
  registered: 'CAL registered successfully.',
  statusUpdated: 'Status updated successfully.',
} as const;

/** The CAL forms' calls (001 §7): the start, end and abstract forms and their dropdown lookups. */
export const CAL_FORM_CALL_MESSAGES = {
  noForm: 'This CAL has no such form.',
  wrongMilestone: 'This milestone does not take this form.',
  onlyMentee: 'Only the officer can fill in their CAL forms.',
  startClosed: 'The start form can no longer be changed: its milestone is completed.',
  endLocked: 'The end form is locked: its milestone is completed.',
  abstractClosed: 'The abstract can no longer be changed: its milestone is completed.',
  startSaved: 'Start form submitted successfully.',
  endSaved: 'End form submitted successfully.',
  abstractSaved: 'Abstract submitted successfully.',
  badState: 'Select a valid state.',
  badDistrict: 'Select a valid district.',
  badProjectType: 'Select a valid project type.',
} as const;

/** Milestone files (001 §5 "Milestone file upload", §8): the spec's two texts as written, spelling included, and the server's own. */
export const CAL_FILE_MESSAGES = {
  multipleExtensions: 'Multiple extenstion file not allowed.',
  tooLarge: 'File must be less than 100MB.',
  badType: 'This type of file is not allowed. Upload a jpg, jpeg, png, csv, ico, docx, doc, json, pdf, ppt, pptx or txt file.',
  contentMismatch: 'The file’s content does not match its extension.',
  empty: 'The file is empty.',
  fileRequired: 'Please choose a file to upload.',
  notYourMilestone: 'Only the officer whose milestone this is can upload its files.',
  takesForm: 'This milestone is submitted through its form, not as a file.',
  completed: 'This milestone is completed; no more files can be uploaded.',
  uploaded: 'File uploaded successfully.',
} as const;

/** Modules and units (modules.ts). */
export const MODULE_MESSAGES = {
  badUnit: 'Please choose a valid unit.',
  notOpened: 'Open the unit before marking it done.',
  /** The officer cannot undo what a coordinator recorded, nor their own mark. */
  onlyCoordinatorUndo: 'Only a course coordinator can mark a done unit as pending again.',
  marked: 'Unit marked as done.',
  unmarked: 'Unit marked as pending.',
  opened: 'Unit opened.',
  badPage: 'Please choose a valid page.',
  /** A unit that is only an outside address has no page on the portal. */
  noContent: 'This unit has no page on the portal.',
} as const;

/** The milestone chat (chat.ts). */
export const CHAT_MESSAGES = {
  /** 001 §5: a message must be non-blank or a file attached. */
  empty: 'Please enter a message or attach a file.',
  tooLong: `A message can have at most ${CHAT_LIMITS.messageMax} characters.`,
  /** 001 §8, with the file's name. */
  attachmentTooLarge: (name: string) => `File ${name} exceeds 20MB and has been removed.`,
  badType: CAL_FILE_MESSAGES.badType,
  multipleExtensions: CAL_FILE_MESSAGES.multipleExtensions,
  notEditable: 'This chat is closed: the CAL is completed.',
  badRoom: 'Please choose a valid chat.',
  badMilestone: 'Please choose a valid milestone.',
  sent: 'Message sent successfully.',
} as const;
