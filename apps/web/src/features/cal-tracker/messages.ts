import { defineMessages } from 'react-intl';
import type { CalGroup, MilestoneStatus, SubCalStatus } from '@fetp/contract';

const messages = defineMessages({
  trackerFailed: {
    id: 'cal.trackerFailed',
    defaultMessage: 'The CAL tracker could not be loaded.',
    description: 'Title of the error alert when the CAL TRACKER tab could not load the CALs.',
  },
  milestonesFailed: {
    id: 'cal.milestonesFailed',
    defaultMessage: 'The milestones could not be loaded.',
    description: 'Title of the error alert when the milestone table of a sub-CAL could not be loaded.',
  },
  retry: {
    id: 'cal.retry',
    defaultMessage: 'Try again',
    description: 'Button in an error alert of the CAL tracker that loads the data again.',
  },
  // ---- +Add (registration of a new sub-CAL) ----
  registrationFailed: {
    id: 'cal.registration.failed',
    defaultMessage: 'The registration form could not be loaded.',
    description: 'Title of the error alert in the +Add modal (registering a new sub-CAL) when its form could not be loaded.',
  },
  register: {
    id: 'cal.registration.submit',
    defaultMessage: 'Register',
    description: 'Button of the +Add modal that sends the registration form of a new sub-CAL.',
  },
  percent: {
    id: 'cal.percent',
    defaultMessage: '{value}%',
    description: 'A percentage (progress). {value} is the number, e.g. 45.',
  },
  // ---- the CAL TRACKER tab ----
  progressHeading: {
    id: 'cal.progress.heading',
    defaultMessage: 'Progress by CAL',
    description: 'Heading of the list of progress bars (one per CAL) at the top of the CAL TRACKER tab.',
  },
  progressLabel: {
    id: 'cal.progress.label',
    defaultMessage: 'Progress of {name}',
    description: 'Accessible name of the progress bar of one CAL. {name} is the CAL\'s full name.',
  },
  noCals: {
    id: 'cal.noCals',
    defaultMessage: 'No CALs yet.',
    description: 'Shown in the CAL TRACKER tab, or in one of its sections, when it has no CAL.',
  },
  calTabs: {
    id: 'cal.calTabs',
    defaultMessage: 'CALs of {section}',
    description: 'Accessible name of the row of CAL tabs of a section. {section} is the section (Field Projects or Scientific Communications).',
  },
  subCalsLabel: {
    id: 'cal.subCals.label',
    defaultMessage: 'Sub-CALs of {cal}',
    description: 'Accessible name of the list of sub-CALs of one CAL. {cal} is the CAL\'s full name.',
  },
  subCalStatusLabel: {
    id: 'cal.subCals.statusLabel',
    defaultMessage: 'Status of {name}',
    description: 'Accessible name of the status drop-down of a sub-CAL (mentor and coordinator view). {name} is the sub-CAL\'s name, e.g. PRJ-1.',
  },
  chooseSubCal: {
    id: 'cal.subCals.choose',
    defaultMessage: 'Select a sub-CAL to see its milestones.',
    description: 'Hint under the list of sub-CALs before one is selected.',
  },
  viewForm: {
    id: 'cal.milestones.viewForm',
    defaultMessage: 'View form',
    description: 'Link under a milestone that takes a start, end or abstract form: opens the form read-only for a mentor or coordinator.',
  },
  add: {
    id: 'cal.add',
    defaultMessage: '+Add',
    description: 'Link under a CAL tab that registers a new sub-CAL of that CAL (learner only).',
  },
  addLabel: {
    id: 'cal.addLabel',
    defaultMessage: 'Add a sub-CAL to {cal}',
    description: 'Accessible name of the +Add link. {cal} is the CAL\'s full name.',
  },
  // ---- milestone table ----
  milestonesHeading: {
    id: 'cal.milestones.heading',
    defaultMessage: 'Milestones of {name}',
    description: 'Heading and accessible name of the milestone table of a sub-CAL. {name} is the sub-CAL\'s name and title.',
  },
  colNo: { id: 'cal.milestones.col.no', defaultMessage: 'No.', description: 'Column of the milestone table: the milestone\'s number.' },
  colMilestone: { id: 'cal.milestones.col.milestone', defaultMessage: 'Milestone', description: 'Column of the milestone table: the milestone\'s title.' },
  colDueDate: { id: 'cal.milestones.col.dueDate', defaultMessage: 'Due Date', description: 'Column of the milestone table: the date the milestone is due.' },
  colSubmitted: {
    id: 'cal.milestones.col.submitted',
    defaultMessage: 'Submitted',
    description: 'Column of the milestone table: the date the milestone was submitted.',
  },
  colStatus: { id: 'cal.milestones.col.status', defaultMessage: 'Status', description: 'Column of the milestone table: the milestone\'s status.' },
  colLatestFile: {
    id: 'cal.milestones.col.latestFile',
    defaultMessage: 'Latest File',
    description: 'Column of the milestone table: the last file uploaded for the milestone.',
  },
  colUploadFile: {
    id: 'cal.milestones.col.uploadFile',
    defaultMessage: 'Upload File',
    description: 'Column of the milestone table (learner only): uploads a file or opens the milestone\'s form.',
  },
  colFiles: {
    id: 'cal.milestones.col.files',
    defaultMessage: 'Files',
    description: 'Column of the milestone table: a link to every version of the milestone\'s files.',
  },
  milestoneStatusLabel: {
    id: 'cal.milestones.statusLabel',
    defaultMessage: 'Status of milestone {number}',
    description: 'Accessible name of the status drop-down of a milestone (mentor and coordinator view). {number} is the milestone\'s number.',
  },
  uploadTitle: {
    id: 'cal.upload.title',
    defaultMessage: 'Upload file: {milestone}',
    description: 'Title of the modal in which the learner uploads a new version of a milestone\'s file. {milestone} is the milestone\'s title.',
  },
  uploadLabel: {
    id: 'cal.upload.label',
    defaultMessage: 'Milestone file',
    description: 'Label of the file box of the milestone file upload modal.',
  },
  uploadHint: {
    id: 'cal.upload.hint',
    defaultMessage: 'Allowed types: {types}. The file must be less than 100MB.',
    description: 'Hint under the file box of the milestone file upload modal. {types} is the list of allowed extensions (.pdf, .docx, …).',
  },
  uploadSubmit: {
    id: 'cal.upload.submit',
    defaultMessage: 'Upload',
    description: 'Button of the milestone file upload modal that sends the chosen file.',
  },
  uploadCancel: {
    id: 'cal.upload.cancel',
    defaultMessage: 'Cancel',
    description: 'Button of the milestone file upload modal that closes it without uploading.',
  },
  uploadFailed: {
    id: 'cal.upload.failed',
    defaultMessage: 'The file could not be uploaded.',
    description: 'Shown in the milestone file upload modal when the upload failed without a message from the server.',
  },
  formStart: {
    id: 'cal.form.start',
    defaultMessage: 'Start form: {milestone}',
    description: 'Title of the modal showing a sub-CAL\'s start form. {milestone} is the title of the milestone that takes the form.',
  },
  formEnd: {
    id: 'cal.form.end',
    defaultMessage: 'End form: {milestone}',
    description: 'Title of the modal showing a sub-CAL\'s end form. {milestone} is the title of the milestone that takes the form.',
  },
  formAbstract: {
    id: 'cal.form.abstract',
    defaultMessage: 'Abstract form: {milestone}',
    description: 'Title of the modal showing a sub-CAL\'s abstract form. {milestone} is the title of the milestone that takes the form.',
  },
  formFailed: {
    id: 'cal.form.failed',
    defaultMessage: 'The form could not be loaded.',
    description: 'Title of the error alert in a CAL form modal when the form could not be loaded.',
  },
  formSave: {
    id: 'cal.form.save',
    defaultMessage: 'Save',
    description: 'Submit button of a sub-CAL\'s start, end or abstract form.',
  },
  formReadOnly: {
    id: 'cal.form.readOnly',
    defaultMessage: 'This form can no longer be edited.',
    description: 'Notice above a CAL form shown read-only (its milestone is completed, or the form is not editable).',
  },
  formNotFilled: {
    id: 'cal.form.notFilled',
    defaultMessage: 'The officer has not filled this form yet.',
    description: 'Shown instead of an empty read-only CAL form when a mentor or coordinator opens a form the officer has never saved.',
  },
  formClose: { id: 'cal.form.close', defaultMessage: 'Close', description: 'Button that closes the CAL form dialog telling that the form has not been filled yet.' },
  newTab: {
    id: 'cal.newTab',
    defaultMessage: '{text} (opens in a new tab)',
    description: 'Accessible name of a link of the milestone table that opens in a new tab. {text} is the link\'s visible text.',
  },
  filesLabel: {
    id: 'cal.milestones.filesLabel',
    defaultMessage: '{text} of milestone {number} (opens in a new tab)',
    description: 'Accessible name of the Files link of a milestone. {text} is the link\'s visible text (from the server), {number} the milestone\'s number.',
  },
  chatLink: {
    id: 'cal.milestones.chat',
    defaultMessage: 'Chat',
    description: 'Link in the Files column of the milestone table that opens the milestone\'s chat in a new tab.',
  },
  chatLabel: {
    id: 'cal.milestones.chatLabel',
    defaultMessage: 'Chat about milestone {number} (opens in a new tab)',
    description: 'Accessible name of the Chat link of a milestone. {number} is the milestone\'s number.',
  },
  noValue: {
    id: 'cal.noValue',
    defaultMessage: '-',
    description: 'Shown in a cell of the milestone table that has no value (e.g. not yet submitted).',
  },
  // ---- section titles (001 §2.1) ----
  groupProject: {
    id: 'cal.group.project',
    defaultMessage: 'Field Projects',
    description: 'Heading of the section of the CAL TRACKER tab listing the project CALs.',
  },
  groupScientificCommunication: {
    id: 'cal.group.scientificCommunication',
    defaultMessage: 'Scientific Communications',
    description: 'Heading of the section of the CAL TRACKER tab listing the scientific communication CALs.',
  },
  // ---- tabs of the course page (001 §2.6) ----
  // ---- statuses (001 §4) ----
  statusNotStarted: { id: 'cal.status.notStarted', defaultMessage: 'Not Started', description: 'Status of a milestone, a sub-CAL or a CAL\'s progress bar.' },
  statusPending: { id: 'cal.status.pending', defaultMessage: 'Pending', description: 'Status of a milestone or of a CAL\'s progress bar (under way).' },
  statusOngoing: { id: 'cal.status.ongoing', defaultMessage: 'Ongoing', description: 'Status of a sub-CAL that is under way.' },
  statusRevoke: { id: 'cal.status.revoke', defaultMessage: 'Revoke', description: 'Status of a milestone whose submission was sent back.' },
  statusCompleted: { id: 'cal.status.completed', defaultMessage: 'Completed', description: 'Status of a milestone, a sub-CAL or a CAL\'s progress bar.' },
  statusPassedDueDate: {
    id: 'cal.status.passedDueDate',
    defaultMessage: 'Passed Due Date',
    description: 'Status of a milestone, a sub-CAL or a CAL\'s progress bar whose due date has passed.',
  },
});
export default messages;

type Descriptor = (typeof messages)[keyof typeof messages];

/** The labels of the milestone statuses (the contract's MILESTONE_STATUS_LABELS). */
export const milestoneStatusLabels: Record<MilestoneStatus, Descriptor> = {
  not_started: messages.statusNotStarted,
  pending: messages.statusPending,
  revoke: messages.statusRevoke,
  completed: messages.statusCompleted,
  passed_due_date: messages.statusPassedDueDate,
};

/** The labels of the sub-CAL statuses (the contract's SUB_CAL_STATUS_LABELS: pending is Ongoing). */
export const subCalStatusLabels: Record<SubCalStatus, Descriptor> = {
  not_started: messages.statusNotStarted,
  pending: messages.statusOngoing,
  completed: messages.statusCompleted,
  passed_due_date: messages.statusPassedDueDate,
};

/** The sections of the CAL TRACKER tab. */
export const groupLabels: Record<CalGroup, Descriptor> = {
  project: messages.groupProject,
  scientific_communication: messages.groupScientificCommunication,
};
