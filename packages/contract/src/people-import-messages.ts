/*
 * The CSV import's texts and limits (issue 32: people imported from a CSV file), as plain constants
 * so SERVER_MESSAGES carries them to the web's catalog.
 */

export const PEOPLE_IMPORT_LIMITS = {
  /** The largest file taken (5,000 officers take about 1 MB). */
  maxBytes: 5 * 1024 * 1024,
  /** The most people rows in one file (the header not counted). */
  maxRows: 10_000,
  /** A name or a cell read as one. */
  nameMax: 100,
} as const;

/** The columns of an import file, in the template's order; the header row names them (any case). */
export const PEOPLE_IMPORT_COLUMNS = ['email', 'first_name', 'last_name', 'phone', 'role', 'hub', 'course', 'cohort', 'mentor_1', 'mentor_2', 'supervisor'] as const;
export type PeopleImportColumn = (typeof PEOPLE_IMPORT_COLUMNS)[number];

/** Every text the import call answers with. */
export const PEOPLE_IMPORT_MESSAGES = {
  // The file.
  fileRequired: 'Please choose a CSV file to import',
  fileTooLarge: 'The file is too large (5 MB at most)',
  notText: 'The file is not a CSV text file',
  notUtf8: 'The file is not in UTF-8: save it as “CSV UTF-8” and try again',
  unreadable: 'The file is not a readable CSV file (check its quotes)',
  empty: 'The file has no header row',
  noRows: 'The file has no people rows under its header',
  tooManyRows: 'The file has too many rows (10,000 at most)',
  emailColumnMissing: 'The header row has no email column',
  unknownColumn: 'The header row has a column the import does not know',
  columnTwice: 'The header row names a column twice',
  badDryRun: 'Please say whether this is a dry run',
  // A row.
  badEmail: 'Enter a valid email address',
  duplicateInFile: 'This email address is already on an earlier row of the file',
  nameTooLong: 'The name is too long (100 characters at most)',
  badPhone: 'The phone number must be 10 digits',
  unknownRole: 'This role does not exist',
  unknownHub: 'No hub has this name',
  unknownCourse: 'No course has this key or title',
  ambiguousCourse: 'Several courses have this title: write the course key',
  courseNotOfHub: 'This course does not belong to this hub',
  unknownCohort: 'No cohort has this name',
  ambiguousCohort: 'Several courses have a cohort with this name: write the course too',
  cohortNotOfCourse: 'This cohort does not belong to this course',
  cohortRequired: 'Name the cohort to enrol the officer in',
  otherCohortOfCourse: 'This officer is already enrolled in another cohort of this course (move them from People)',
  accountInactive: 'This account is deactivated: reactivate it before importing it',
  mentorWithoutCohort: 'A mentor can be assigned only with a cohort',
  mentorNotFound: 'No account or row of the file has this mentor’s email address',
  notMentor: 'This person does not have the Mentor role (give it on their own row)',
  mentorInactive: 'This mentor’s account is deactivated',
  ownMentor: 'An officer cannot be their own mentor',
  sameMentorTwice: 'Mentor 1 and mentor 2 must be different people',
  slotTaken: 'The officer already has another mentor in this place in this cohort',
  mentorElsewhere: 'This mentor is already the officer’s other mentor in this cohort',
  badSupervisor: 'Write 1 or 2: the mentor of the row who supervises the officer',
  supervisorWithoutMentor: 'Name this mentor on the row to make them the supervisor',
  // The answers.
  dryRunDone: 'Dry run done: nothing was written',
  problemsFound: 'The file has problems: nothing was imported',
  imported: 'The people were imported',
} as const;
