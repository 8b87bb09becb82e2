/*
 * Admission decisions' texts, limits and states (issue 32: a coordinator admits or rejects an
 * application on the applications tracker), as plain constants so SERVER_MESSAGES carries them to
 * the web's catalog.
 */

/** Where an application stands: pending until decided, then admitted or rejected, once. */
export const APPLICATION_STATUSES = ['pending', 'admitted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const ADMISSION_DECISION_LIMITS = {
  noteMax: 1000,
} as const;

/** Every text the admission decision calls answer with. */
export const ADMISSION_DECISION_MESSAGES = {
  noteRequired: 'Please write a note on the decision',
  noteTooLong: 'The note is too long (at most 1000 characters)',
  cohortRequired: 'Please choose a cohort',
  applicationNotFound: 'This application does not exist',
  notYourApplication: 'You do not coordinate the course of this application',
  notYourCohort: 'This cohort is not a cohort of the course applied to',
  alreadyDecided: 'This application has already been decided',
  accountDeactivated: 'The account of this e-mail address is deactivated; reactivate it before admitting the applicant',
  admitted: 'The applicant is admitted and enrolled',
  rejected: 'The application is rejected and the applicant informed',
} as const;
