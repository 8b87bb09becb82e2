import { defineMessages } from 'react-intl';

/** The discussions' texts (001 §2.7, §5; 002 §2.5): the Discussion Event List and its modals. */
const messages = defineMessages({
  addEvent: { id: 'discussions.add', defaultMessage: '+ Add Event', description: "Button above the Discussion Event List that opens the Add Discussion form (only on the user's own list)." },
  colTitle: { id: 'discussions.col.title', defaultMessage: 'CAL/Title', description: 'Column of the Discussion Event List: the CAL the discussion is about, or its title.' },
  colMentor: { id: 'discussions.col.mentor', defaultMessage: 'Mentor', description: 'Column of the Discussion Event List as an officer sees it: the mentor name(s).' },
  colMentee: { id: 'discussions.col.mentee', defaultMessage: 'Mentee', description: 'Column of the Discussion Event List as a mentor or coordinator sees it: the officer name(s).' },
  colMode: { id: 'discussions.col.mode', defaultMessage: 'Mode', description: 'Column of the Discussion Event List: how the discussion is held (online, in person, phone call).' },
  colLink: { id: 'discussions.col.link', defaultMessage: 'Meeting Link', description: 'Column of the Discussion Event List: the link to join an online discussion.' },
  colActions: { id: 'discussions.col.actions', defaultMessage: 'Actions', description: 'Column of the Discussion Event List with the edit and cancel buttons.' },
  colMentors: { id: 'discussions.col.mentors', defaultMessage: 'Mentors', description: "Column of a coordinator's Discussion Event List: the mentors taking part." },
  colCoordinators: { id: 'discussions.col.coordinators', defaultMessage: 'Course Coordinators', description: "Column of a coordinator's Discussion Event List: the coordinators taking part." },
  joinMeeting: { id: 'discussions.join', defaultMessage: 'Join Meeting', description: 'Link in the Meeting Link column that opens the online discussion in a new tab.' },
  joinMeetingLabel: { id: 'discussions.join.label', defaultMessage: 'Join Meeting “{title}” (opens in a new tab)', description: "Accessible name of the Join Meeting link. {title} is the discussion's CAL or title." },
  edit: { id: 'discussions.edit', defaultMessage: 'Edit discussion “{title}”', description: "Accessible name of the edit (pencil) button of a row. {title} is the discussion's CAL or title." },
  cancelEvent: { id: 'discussions.cancel', defaultMessage: 'Cancel discussion “{title}”', description: "Accessible name of the cancel (cross) button of a row. {title} is the discussion's CAL or title." },
  cancelConfirm: { id: 'discussions.cancel.confirm', defaultMessage: 'Cancel this discussion? Everyone invited will be told.', description: 'Question asked before a discussion is cancelled.' },
  cancelYes: { id: 'discussions.cancel.yes', defaultMessage: 'Cancel discussion', description: 'Button that confirms cancelling a discussion.' },
  cancelNo: { id: 'discussions.cancel.no', defaultMessage: 'Keep it', description: 'Button that closes the cancel question without cancelling.' },
  failed: { id: 'discussions.failed', defaultMessage: 'The discussions could not be loaded.', description: 'Title of the error alert when the Discussion Event List could not be loaded.' },
  listLabel: { id: 'discussions.list.label', defaultMessage: 'Mentor-mentee discussions', description: 'Accessible name of the Discussion Event List table.' },
  addTitle: { id: 'discussions.modal.add', defaultMessage: 'Add Discussion', description: 'Title of the modal that schedules a new discussion.' },
  updateTitle: { id: 'discussions.modal.update', defaultMessage: 'Update Discussion', description: 'Title of the modal that changes a scheduled discussion.' },
  officerField: { id: 'discussions.field.officer', defaultMessage: 'Officer', description: "Label of the mentor form's choice of officers (mentees)." },
  calField: { id: 'discussions.field.cal', defaultMessage: 'CAL', description: "Label of the learner form's choice of one of their CALs." },
  fromTimeField: { id: 'discussions.field.from', defaultMessage: 'From Time', description: "Label of the discussion form's start time." },
  toTimeField: { id: 'discussions.field.to', defaultMessage: 'To Time', description: "Label of the discussion form's end time." },
  descriptionField: { id: 'discussions.field.description', defaultMessage: 'Short Description', description: "Label of the discussion form's short description." },
  modeField: { id: 'discussions.field.mode', defaultMessage: 'Discussion Mode', description: "Label of the discussion form's mode choice (online, in person, phone call)." },
  participantsField: { id: 'discussions.field.participants', defaultMessage: 'External Participants', description: "Label of the discussion form's e-mail addresses of people outside the portal (optional)." },
  participantsHint: { id: 'discussions.field.participants.hint', defaultMessage: 'E-mail addresses, separated by commas', description: 'Hint under the External Participants field.' },
  lockedHint: { id: 'discussions.locked', defaultMessage: 'Cannot be changed after scheduling', description: 'Hint under the description, CAL and mode fields of the Update Discussion form, which are locked.' },
  saved: { id: 'discussions.saved', defaultMessage: 'The discussion was saved.', description: 'Message shown after the discussion form was saved (when the server sends no message of its own).' },
  modeInPerson: { id: 'discussions.mode.inPerson', defaultMessage: 'In person', description: 'The discussion mode In person.' },
  modePhone: { id: 'discussions.mode.phone', defaultMessage: 'Phone call', description: 'The discussion mode Phone call.' },
});

export default messages;
