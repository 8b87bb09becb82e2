/*
 * Bulk e-mail's texts and limits (002 §5 "Bulk e-mail", §8, §9), as plain constants (no zod) so
 * SERVER_MESSAGES can carry them to the web's catalog.
 */

/** 002 §9 and ours. */
export const BULK_MAIL_LIMITS = {
  /** "under 128 characters". */
  subjectMaxExclusive: 128,
  /** 002 §9: 20 MB (20971520 bytes) each. */
  attachmentMaxBytes: 20_971_520,
  attachmentsMax: 10,
  /** The message's HTML, after sanitising. */
  messageMaxChars: 200_000,
  /** Addresses typed by hand (also counted against the sender's day: outside invitees). */
  externalMembersMax: 200,
  /** Cohorts named in one list. */
  cohortsMax: 500,
  historyPageSize: 10,
  /** 002 §4: the success banner hides after 20 s. */
  bannerSeconds: 20,
} as const;

/** Every text the bulk-mail calls answer with, the spec's words first. */
export const BULK_MAIL_MESSAGES = {
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Ensure the length does not exceed 128 characters',
  messageRequired: 'Message is required',
  noRecipients: 'Please select at least one participants',
  // Ours.
  messageTooLong: 'The message is too long',
  cohortsRequired: 'Please select at least one cohort',
  badCohort: 'Please select cohorts of the courses you may mail',
  badList: 'Please select cohorts from the list',
  notOffered: 'This recipient choice is not offered to you',
  badExternalMember: 'Please enter valid e-mail addresses',
  tooManyExternalMembers: 'Too many external members',
  tooManyAttachments: 'A bulk e-mail can have at most 10 attachments',
  queued: 'Your e-mail is being sent. E-mails to large courses may take up to an hour to be sent.',
  /** 002 §5, with the file's name (a function: no catalog entry; the web writes it from its own text). */
  attachmentTooLarge: (name: string) => `File ${name} exceeds 20MB and has been removed.`,
} as const;

