/*
 * The discussions' texts (001 §5 "Discussion event (learner)", "Coordinator meeting or discussion";
 * 002 §5 "Discussion events"), as plain constants (no zod) so SERVER_MESSAGES can carry them to
 * the web's catalog. The spec's words are kept exactly, odd grammar included.
 */

/** Every validation message and answer text of the discussion events. */
export const DISCUSSION_MESSAGES = {
  // ---- The spec's messages ----
  selectMentor: 'Please select mentor',
  selectOfficer: 'Please select officer',
  selectCal: 'Please select cal',
  enterDate: 'Please enter date',
  enterTime: 'Please enter time',
  enterDescription: 'Please enter short description',
  selectMode: 'Please select discussion mode',
  enterTitle: 'Please enter title',
  selectParticipants: 'Please select at least one participants',
  // ---- Designed here (the spec is silent) ----
  dateInPast: 'The date cannot be before today.',
  toTimeNotAfter: 'The end time must be after the start time.',
  badTime: 'Enter a valid time (HH:mm).',
  badDate: 'Invalid date format',
  enterMeetingLink: 'Please enter meeting link',
  badMeetingLink: 'Enter a valid meeting link starting with http:// or https://.',
  badEmails: 'Enter valid e-mail addresses, separated by commas.',
  tooManyEmails: 'Invite at most 50 external participants.',
  titleTooLong: 'Maximum 100 characters',
  descriptionTooLong: 'Ensure this field has no more than 1000 characters.',
  badTimeZone: 'Select a valid time zone.',
  badMode: 'Select a valid discussion mode.',
  badEvent: 'Select a valid discussion.',
  badEventType: 'Select upcoming or past meetings.',
  badPage: 'Enter a valid page number.',
  badCourse: 'Select a valid course.',
  /** The call named no course and several fit (issue 30 §2). */
  chooseCourse: 'Several courses fit: choose one (course_id).',
  badCohort: 'Select a valid cohort.',
  badUser: 'Select a valid officer.',
  badMember: 'Select valid internal members.',
  notYourMentor: 'You can schedule a discussion only with your own mentors.',
  notYourCal: 'You can schedule a discussion only on your own CAL.',
  notYourMentee: 'You can schedule a discussion only with your own officers.',
  notYourCohort: 'You do not coordinate this cohort.',
  notEnrolled: 'You are not enrolled in this course.',
  notScheduler: 'Only the person who scheduled this discussion can change or cancel it.',
  locked: 'This cannot be changed once the discussion is scheduled.',
  ended: 'This discussion has already taken place.',
  created: 'Discussion scheduled.',
  updated: 'Discussion updated.',
  cancelled: 'Discussion cancelled.',
} as const;
