import { z } from 'zod';
import { endpoint } from './endpoints';
import { PAGE_ROUTES } from './routes';
import { multipartFormBody } from './validation';
import { PEOPLE_IMPORT_COLUMNS, PEOPLE_IMPORT_MESSAGES as M } from './people-import-messages';

export * from './people-import-messages';

/**
 * People imported from a CSV file (issue 32), administrators only.
 *
 * The call takes a multipart body: the file in `file` (UTF-8 text, with or without a byte-order
 * mark, a header row naming PEOPLE_IMPORT_COLUMNS in any case and order, `email` required) and
 * `dry_run` (`true` or `false`). A dry run lists every row's problems and what each row would do,
 * and writes nothing. A real run checks the file again: with any problem it writes nothing and
 * answers 400 with the same `problems`; otherwise it writes everything in one transaction and
 * answers the counts. Rows are numbered as a spreadsheet shows them (the header is row 1).
 *
 * A row: the person's account by e-mail (made when new, without a usable password, and invited;
 * an existing one keeps its password and takes the names, phone and hub given); `role` one or
 * more role names separated by `;`; `hub` a hub's name; `course` a course key or title; `cohort`
 * a cohort's name (of the course, when one is named): the officer is enrolled there;
 * `mentor_1`, `mentor_2` e-mail addresses of mentors, with an account or a row of the file with
 * the Mentor role; `supervisor` `1` or `2`: that mentor of the row is the officer's supervisor in
 * the cohort (the other stops being it). A Course Coordinator row with a course and no cohort
 * coordinates that course.
 */

export const PEOPLE_IMPORT_FILE_FIELD = 'file';

export const peopleImportBody = multipartFormBody(['dry_run'], [PEOPLE_IMPORT_FILE_FIELD]).extend({
  dry_run: z.enum(['true', 'false'], { error: M.badDryRun }),
});
export type PeopleImportBody = z.input<typeof peopleImportBody>;

/** One problem: the spreadsheet row (1 is the header; 0 the file itself) and the column it is in. */
export const importProblem = z.object({
  row: z.number(),
  /** A column of PEOPLE_IMPORT_COLUMNS, or `file` for the file as a whole (its header, its size). */
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;

/** What one row does. */
export const importRowPlan = z.object({
  row: z.number(),
  email: z.string(),
  /** A new account, an existing one whose names, phone or hub change, or one left as it is. */
  account: z.enum(['new', 'updated', 'unchanged']),
  /** The roles granted (the ones the person lacks). */
  roles: z.array(z.string()),
  /** The cohort the officer is enrolled in (null: none, or already enrolled there). */
  enrolment: z.object({ course: z.string(), cohort: z.string() }).nullable(),
  /** The course the user starts coordinating. */
  coordinates: z.string().nullable(),
  /** The mentors assigned (e-mail addresses), mentor 1 first. */
  mentors: z.array(z.object({ mentor_number: z.union([z.literal(1), z.literal(2)]), email: z.string() })),
  /** The mentor (1 or 2) made the officer's supervisor in the cohort (null: no change). */
  supervisor: z.union([z.literal(1), z.literal(2)]).nullable(),
});
export type ImportRowPlan = z.infer<typeof importRowPlan>;

export const importCounts = z.object({
  rows: z.number(),
  new_accounts: z.number(),
  updated_accounts: z.number(),
  roles: z.number(),
  enrolments: z.number(),
  coordinators: z.number(),
  mentor_assignments: z.number(),
  invitations: z.number(),
});
export type ImportCounts = z.infer<typeof importCounts>;

export const peopleImportAnswer = z.object({
  message: z.string(),
  dry_run: z.boolean(),
  counts: importCounts,
  /** Every problem of the file (a real run answers them with 400 instead). */
  problems: z.array(importProblem),
  /** What each row does (a dry run; empty after a real run). */
  rows: z.array(importRowPlan),
});
export type PeopleImportAnswer = z.infer<typeof peopleImportAnswer>;

/** The refusal of a real run (400): its message, and `problems` as a dry run lists them. */
export const peopleImportRefusal = z.object({ message: z.string(), problems: z.array(importProblem) });

/** The template offered for download: the header and one example row. */
export const PEOPLE_IMPORT_TEMPLATE = `${PEOPLE_IMPORT_COLUMNS.join(',')}\r\nofficer@example.org,Amina,Bello,0801234567,Mentee,Hub name,course-v1:ORG+COURSE+2025,Cohort name,mentor@example.org,,1\r\n`;

const access = PAGE_ROUTES.adminImport.access;

export const PEOPLE_IMPORT_API = {
  importPeople: endpoint({ method: 'POST', path: '/api/admin/people/import/', access, body: peopleImportBody, answer: peopleImportAnswer }),
} as const;
