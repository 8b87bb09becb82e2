import { z } from 'zod';
import { pageQuery } from './admission';
import { endpoint } from './endpoints';
import { PAGE_ROUTES } from './routes';
import { EMAIL_PATTERN } from './rules';
import { ROLE_NAMES, ROLES } from './roles';
import { recordId } from './validation';
import { PEOPLE_CALL_MESSAGES as M, PEOPLE_MESSAGES } from './people-messages';

/**
 * People (issue 32): search and page users, one person's standing, create one person (invited by
 * mail), grant and revoke roles, enrol / move / unenrol, mentor 1, mentor 2 and the supervisor,
 * deactivate and reactivate, resend the invitation.
 *
 * - An administrator: everything, for everyone.
 * - A Course Coordinator: the people of the courses they coordinate (officers, mentors and
 *   coordinators there; db/scopes.ts `peopleOfCourses`), and the enrolments and mentor
 *   assignments in cohorts of those courses only. Never roles, deactivation or new accounts.
 * - The writes themselves are db/people.ts's; its refusals answer with PEOPLE_MESSAGES.
 */

export const PEOPLE_LIMITS = { nameMax: 100, emailMax: 254, searchMax: 200 } as const;

/** The account states the list filters by. */
export const PERSON_STATES = ['active', 'deactivated'] as const;
export type PersonState = (typeof PERSON_STATES)[number];

/** The list's sort orders. */
export const PEOPLE_SORTS = ['name', 'email', 'newest'] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];

/** An empty text (a cleared filter or picker) as absent. */
const blank = (v: unknown) => (v === '' ? undefined : v);
const optionalId = (message: string) => z.preprocess(blank, recordId(message).optional());
const roleName = z.enum(ROLE_NAMES as [string, ...string[]], { error: M.badRole });

export const peopleQuery = pageQuery.extend({
  search: z.string({ error: M.badSearch }).trim().max(PEOPLE_LIMITS.searchMax, M.badSearch).optional(),
  role: z.preprocess(blank, roleName.optional()),
  course: optionalId(M.badCourse),
  cohort: optionalId(M.badCohort),
  state: z.preprocess(blank, z.enum(PERSON_STATES, { error: M.badState }).optional()),
  sort: z.enum(PEOPLE_SORTS, { error: M.badSort }).default('name'),
});
export type PeopleQuery = z.input<typeof peopleQuery>;

export const personRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  is_active: z.boolean(),
});
export type PersonRow = z.infer<typeof personRow>;
export const peopleAnswer = z.object({ count: z.number(), page: z.number(), page_size: z.number(), results: z.array(personRow) });
export type PeopleAnswer = z.infer<typeof peopleAnswer>;

const nameField = (required: string) => z.string({ error: required }).trim().min(1, required).max(PEOPLE_LIMITS.nameMax, M.nameTooLong);

/** A new person: the form's and the server's one rule. */
export const newPersonBody = z.object({
  email: z.string({ error: M.badEmail }).trim().min(1, M.badEmail).max(PEOPLE_LIMITS.emailMax, M.badEmail).regex(EMAIL_PATTERN, M.badEmail),
  first_name: nameField(M.firstNameRequired),
  last_name: nameField(M.lastNameRequired),
  phone_number: z.string({ error: M.badPhone }).trim().refine((v) => v === '' || /^\d{10}$/.test(v), M.badPhone).transform((v) => v || null).nullable().optional(),
  role: z.preprocess(blank, roleName.nullable().optional()),
  cohort_id: z.preprocess(blank, recordId(M.badCohort).nullable().optional()).transform((v) => v ?? null),
});
export type NewPersonBody = z.input<typeof newPersonBody>;

export const personParams = z.object({ user: recordId(M.personNotFound) });

const mentorNumber = z.union([z.literal(1), z.literal(2)], { error: M.badMentorNumber });

/** A role to grant: a coordinator of a course (`course_id`), a Program Advisor of hubs (`hub_ids`, none: the programme). */
export const grantBody = z.object({
  role: roleName,
  course_id: recordId(M.badCourse).nullable().optional(),
  hub_ids: z.array(recordId(M.badHub), { error: M.badHub }).max(100, M.badHub).optional(),
}).superRefine((v, ctx) => {
  if (v.role === ROLES.coordinator && v.course_id == null) ctx.addIssue({ code: 'custom', path: ['course_id'], message: M.courseRequired });
});
export type GrantBody = z.input<typeof grantBody>;

/** A role to take away; a Course Coordinator's `course_id` ends that course only (the role goes with the last). */
export const revokeBody = z.object({
  role: roleName,
  course_id: recordId(M.badCourse).nullable().optional(),
});
export type RevokeBody = z.input<typeof revokeBody>;

export const enrolBody = z.object({ cohort_id: recordId(M.badCohort) });
export type EnrolBody = z.input<typeof enrolBody>;
export const moveBody = z.object({ from_cohort_id: recordId(M.badCohort), to_cohort_id: recordId(M.badCohort) })
  .refine((v) => v.from_cohort_id !== v.to_cohort_id, { path: ['to_cohort_id'], message: PEOPLE_MESSAGES.sameCohort });
export type MoveBody = z.input<typeof moveBody>;
export const assignMentorBody = z.object({
  cohort_id: recordId(M.badCohort),
  mentor_number: mentorNumber,
  mentor_id: recordId(M.badMentor),
  is_supervisor: z.boolean({ error: M.badFlag }).default(false),
});
export type AssignMentorBody = z.input<typeof assignMentorBody>;
export const unassignMentorBody = z.object({ cohort_id: recordId(M.badCohort), mentor_number: mentorNumber });
export type UnassignMentorBody = z.input<typeof unassignMentorBody>;
export const supervisorBody = z.object({ cohort_id: recordId(M.badCohort), mentor_number: mentorNumber.nullable() });
export type SupervisorBody = z.input<typeof supervisorBody>;

const named = z.object({ id: z.number(), name: z.string() });
export const personMentor = z.object({ mentor_number: z.number(), mentor_id: z.number(), name: z.string(), is_supervisor: z.boolean() });
export const personEnrolment = z.object({
  cohort_id: z.number(),
  cohort_name: z.string(),
  course_id: z.number(),
  course_title: z.string(),
  graduated: z.boolean(),
  mentors: z.array(personMentor),
  /** The other cohorts of the course the officer may be moved to. */
  other_cohorts: z.array(named),
  /** Whether the caller manages this enrolment (an administrator, or a coordinator of the course). */
  manageable: z.boolean(),
});
export type PersonEnrolment = z.infer<typeof personEnrolment>;
export const personStanding = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  phone_number: z.string().nullable(),
  is_active: z.boolean(),
  /** Whether they have ever set a password (an invitation not yet used: false). */
  has_password: z.boolean(),
  roles: z.array(z.string()),
  advisor_hubs: z.array(named),
  coordinated_courses: z.array(z.object({ id: z.number(), title: z.string() })),
  enrolments: z.array(personEnrolment),
  /** Whether the caller may grant and revoke roles, deactivate and invite (administrators). */
  administrator: z.boolean(),
});
export type PersonStanding = z.infer<typeof personStanding>;
export const personAnswer = z.object({ message: z.string(), data: personStanding });
export type PersonAnswer = z.infer<typeof personAnswer>;
export const createdPersonAnswer = z.object({ message: z.string(), data: z.object({ id: z.number() }) });

/** Cohorts a caller may enrol people in, with their course (the enrolment and filter pickers). */
export const peopleCohortsAnswer = z.object({
  results: z.array(z.object({ id: z.number(), name: z.string(), course_id: z.number(), course_title: z.string() })),
});
export type PeopleCohortsAnswer = z.infer<typeof peopleCohortsAnswer>;

const everyone = PAGE_ROUTES.adminPeople.access;
const administrators = [ROLES.administrator] as const;
const one = '/api/admin/people/:user';

export const PEOPLE_API = {
  people: endpoint({ method: 'GET', path: '/api/admin/people/', access: everyone, query: peopleQuery, answer: peopleAnswer }),
  cohorts: endpoint({ method: 'GET', path: '/api/admin/people/cohorts/', access: everyone, answer: peopleCohortsAnswer }),
  create: endpoint({ method: 'POST', path: '/api/admin/people/', access: administrators, body: newPersonBody, answer: createdPersonAnswer }),
  person: endpoint({ method: 'GET', path: `${one}/`, access: everyone, params: personParams, answer: personAnswer }),
  grant: endpoint({ method: 'POST', path: `${one}/roles/`, access: administrators, params: personParams, body: grantBody, answer: personAnswer }),
  revoke: endpoint({ method: 'POST', path: `${one}/roles/revoke/`, access: administrators, params: personParams, body: revokeBody, answer: personAnswer }),
  enrol: endpoint({ method: 'POST', path: `${one}/enrolments/`, access: everyone, params: personParams, body: enrolBody, answer: personAnswer }),
  move: endpoint({ method: 'POST', path: `${one}/enrolments/move/`, access: everyone, params: personParams, body: moveBody, answer: personAnswer }),
  unenrol: endpoint({ method: 'POST', path: `${one}/enrolments/remove/`, access: everyone, params: personParams, body: enrolBody, answer: personAnswer }),
  assignMentor: endpoint({ method: 'POST', path: `${one}/mentors/`, access: everyone, params: personParams, body: assignMentorBody, answer: personAnswer }),
  unassignMentor: endpoint({ method: 'POST', path: `${one}/mentors/remove/`, access: everyone, params: personParams, body: unassignMentorBody, answer: personAnswer }),
  supervisor: endpoint({ method: 'POST', path: `${one}/supervisor/`, access: everyone, params: personParams, body: supervisorBody, answer: personAnswer }),
  deactivate: endpoint({ method: 'POST', path: `${one}/deactivate/`, access: administrators, params: personParams, answer: personAnswer }),
  reactivate: endpoint({ method: 'POST', path: `${one}/reactivate/`, access: administrators, params: personParams, answer: personAnswer }),
  invite: endpoint({ method: 'POST', path: `${one}/invitation/`, access: administrators, params: personParams, answer: personAnswer }),
} as const;
