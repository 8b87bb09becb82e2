import type { z } from 'zod';
import {
  PEOPLE_CALL_MESSAGES as M, ROLES, type PersonStanding, type assignMentorBody, type enrolBody, type grantBody, type moveBody,
  type newPersonBody, type peopleQuery, type revokeBody, type supervisorBody, type unassignMentorBody,
} from '@fetp/contract';
import type { Services } from '../../services';
import type { CurrentUser } from '../../plugins/auth';
import { isAdministrator } from '../../plugins/course-management';
import { HttpError, forbidden, notFound } from '../../plugins/errors';
import { isUniqueViolation, type Queryable } from '../../db/client';
import { recordAudit } from '../../db/audit';
import {
  assignCoordinator, assignMentor, deactivate, enrol, grantRole, moveEnrolment, reactivate, revokeRole, setSupervisor, unassignCoordinator,
  unassignMentor, unenrol,
} from '../../db/people';
import { coordinates, coursesCoordinatedBy, peopleOfCourses } from '../../db/scopes';
import { queueInvitation } from '../password-reset';
import { answeringRefusals } from './refusals';
import {
  cohortsWithin, coordinatedCount, courseOfCohort, emailTaken, inPeopleScope, insertPerson, peoplePage, personById, standingOf,
} from './queries';

/**
 * People (issue 32): the rules of the People calls. An administrator manages everyone; a Course
 * Coordinator sees the people of the courses they coordinate (db/scopes.ts `peopleOfCourses`) and
 * manages enrolments and mentor assignments in cohorts of those courses only: a cohort or course of
 * another course, or one that does not exist, is refused with 403 (as programme-setup refuses
 * them). The writes are db/people.ts's, in the call's transaction; its refusals answer as 4xx.
 */

const peopleSeenBy = (db: Queryable, user: CurrentUser) => peopleOfCourses(db, coursesCoordinatedBy(db, user.id));

/** The person, when the caller may see them: anyone for an administrator (404 when missing), their courses' people for a coordinator (else 403). */
async function seenPerson(db: Queryable, user: CurrentUser, userId: number) {
  if (!isAdministrator(user) && !(await inPeopleScope(db, userId, peopleSeenBy(db, user)))) throw forbidden(M.notYourPerson);
  const person = await personById(db, userId);
  if (!person) throw notFound(M.personNotFound);
  return person;
}

/** The caller may manage enrolments and mentors in this cohort: any for an administrator, their courses' for a coordinator. */
async function managedCohort(db: Queryable, user: CurrentUser, cohortId: number): Promise<void> {
  if (isAdministrator(user)) return;
  const courseId = await courseOfCohort(db, cohortId);
  if (courseId === null || !(await coordinates(db, user.id, courseId))) throw forbidden(M.notYourCohort);
}

export async function listPeople({ db }: Services, user: CurrentUser, q: z.output<typeof peopleQuery>) {
  const admin = isAdministrator(user);
  // A coordinator's filter by a course, or a cohort, of another course is refused, not answered empty.
  if (!admin && q.course !== undefined && !(await coordinates(db, user.id, q.course))) throw forbidden(M.notYourCohort);
  if (!admin && q.cohort !== undefined) await managedCohort(db, user, q.cohort);
  const { rows, count } = await peoplePage(db, {
    scope: admin ? undefined : peopleSeenBy(db, user), search: q.search || undefined, role: q.role || undefined, courseId: q.course, cohortId: q.cohort,
    state: q.state || undefined, sort: q.sort, page: q.page, pageSize: q.page_size,
  });
  return { count, page: q.page, page_size: q.page_size, results: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, roles: r.roles, is_active: r.isActive })) };
}

export async function listCohorts({ db }: Services, user: CurrentUser) {
  return { results: await cohortsWithin(db, isAdministrator(user) ? undefined : coursesCoordinatedBy(db, user.id)) };
}

/** One person's standing as the caller sees it: a coordinator sees the enrolments in their own courses only. */
async function standing(db: Queryable, user: CurrentUser, userId: number): Promise<PersonStanding> {
  const person = await seenPerson(db, user, userId);
  const admin = isAdministrator(user);
  const [s, mine] = await Promise.all([
    standingOf(db, userId),
    admin ? Promise.resolve(null) : coursesCoordinatedBy(db, user.id).then((rows) => new Set(rows.map((r) => r.course_id))),
  ]);
  const enrolments = s.enrolled.filter((e) => !mine || mine.has(e.courseId)).map((e) => ({
    cohort_id: e.cohortId, cohort_name: e.cohortName, course_id: e.courseId, course_title: e.courseTitle, graduated: e.graduated,
    mentors: s.mentors.filter((m) => m.cohortId === e.cohortId).map((m) => ({ mentor_number: m.mentorNumber, mentor_id: m.mentorId, name: m.name, is_supervisor: m.isSupervisor })),
    other_cohorts: e.others, manageable: true,
  }));
  return {
    id: person.id, email: person.email, first_name: person.firstName, last_name: person.lastName, name: person.name, phone_number: person.phone,
    is_active: person.isActive, has_password: person.hasPassword, roles: person.roles, advisor_hubs: s.hubs, coordinated_courses: s.coordinated,
    enrolments, administrator: admin,
  };
}

export async function getPerson({ db }: Services, user: CurrentUser, userId: number) {
  return { message: '', data: await standing(db, user, userId) };
}

/** Runs a change of a person's standing in one transaction, its refusals answered as 4xx, then answers the standing. */
async function changing(services: Services, user: CurrentUser, userId: number, message: string, change: (tx: Queryable) => Promise<void>) {
  await services.db.transaction(async (tx) => {
    await seenPerson(tx, user, userId);
    await change(tx);
  }).catch(answeringRefusals);
  return { message, data: await standing(services.db, user, userId) };
}

export async function createPerson(services: Services, user: CurrentUser, body: z.output<typeof newPersonBody>) {
  const taken = () => new HttpError(409, M.emailTaken, { email: [M.emailTaken] });
  const id = await services.db.transaction(async (tx) => {
    if (await emailTaken(tx, body.email)) throw taken();
    const id = await insertPerson(tx, { email: body.email, firstName: body.first_name, lastName: body.last_name, phone: body.phone_number ?? null });
    await recordAudit(tx, { actorId: user.id, action: 'user.create', entity: 'user', entityId: id, after: { email: body.email, firstName: body.first_name, lastName: body.last_name } });
    // Enrolling grants the Mentee role itself.
    if (body.role && !(body.role === ROLES.mentee && body.cohort_id !== null)) await grantRole(tx, user.id, id, body.role);
    if (body.cohort_id !== null) await enrol(tx, user.id, id, body.cohort_id);
    await queueInvitation(services, tx, id);
    return id;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw taken();
    return answeringRefusals(error);
  });
  return { message: M.personCreated, data: { id } };
}

export async function grant(services: Services, user: CurrentUser, userId: number, body: z.output<typeof grantBody>) {
  return changing(services, user, userId, M.roleGranted, async (tx) => {
    const held = (await personById(tx, userId))!.roles.some((r) => r.toLowerCase() === body.role.toLowerCase());
    if (body.role === ROLES.coordinator && body.course_id != null) {
      if (!held) await grantRole(tx, user.id, userId, body.role);
      await assignCoordinator(tx, user.id, body.course_id, userId);
      return;
    }
    await grantRole(tx, user.id, userId, body.role, { hubIds: body.hub_ids });
  });
}

export async function revoke(services: Services, user: CurrentUser, userId: number, body: z.output<typeof revokeBody>) {
  return changing(services, user, userId, M.roleRevoked, async (tx) => {
    if (body.role === ROLES.coordinator && body.course_id != null) {
      await unassignCoordinator(tx, user.id, body.course_id, userId);
      // The role goes with the last course they coordinated.
      if ((await coordinatedCount(tx, userId)) === 0) await revokeRole(tx, user.id, userId, body.role);
      return;
    }
    await revokeRole(tx, user.id, userId, body.role);
  });
}

export async function enrolPerson(services: Services, user: CurrentUser, userId: number, body: z.output<typeof enrolBody>) {
  return changing(services, user, userId, M.enrolled, async (tx) => {
    await managedCohort(tx, user, body.cohort_id);
    await enrol(tx, user.id, userId, body.cohort_id);
  });
}

export async function movePerson(services: Services, user: CurrentUser, userId: number, body: z.output<typeof moveBody>) {
  return changing(services, user, userId, M.moved, async (tx) => {
    await managedCohort(tx, user, body.from_cohort_id);
    await managedCohort(tx, user, body.to_cohort_id);
    await moveEnrolment(tx, user.id, userId, body.from_cohort_id, body.to_cohort_id);
  });
}

export async function unenrolPerson(services: Services, user: CurrentUser, userId: number, body: z.output<typeof enrolBody>) {
  return changing(services, user, userId, M.unenrolled, async (tx) => {
    await managedCohort(tx, user, body.cohort_id);
    await unenrol(tx, user.id, userId, body.cohort_id);
  });
}

export async function assignMentorTo(services: Services, user: CurrentUser, userId: number, body: z.output<typeof assignMentorBody>) {
  return changing(services, user, userId, M.mentorAssigned, async (tx) => {
    await managedCohort(tx, user, body.cohort_id);
    await assignMentor(tx, user.id, { menteeId: userId, cohortId: body.cohort_id, mentorNumber: body.mentor_number, mentorId: body.mentor_id, isSupervisor: body.is_supervisor });
  });
}

export async function unassignMentorOf(services: Services, user: CurrentUser, userId: number, body: z.output<typeof unassignMentorBody>) {
  return changing(services, user, userId, M.mentorUnassigned, async (tx) => {
    await managedCohort(tx, user, body.cohort_id);
    await unassignMentor(tx, user.id, userId, body.cohort_id, body.mentor_number);
  });
}

export async function setSupervisorOf(services: Services, user: CurrentUser, userId: number, body: z.output<typeof supervisorBody>) {
  return changing(services, user, userId, M.supervisorSet, async (tx) => {
    await managedCohort(tx, user, body.cohort_id);
    await setSupervisor(tx, user.id, userId, body.cohort_id, body.mentor_number);
  });
}

export async function deactivatePerson(services: Services, user: CurrentUser, userId: number) {
  return changing(services, user, userId, M.deactivated, (tx) => deactivate(tx, user.id, userId));
}

export async function reactivatePerson(services: Services, user: CurrentUser, userId: number) {
  return changing(services, user, userId, M.reactivated, (tx) => reactivate(tx, user.id, userId));
}

/** Sends the invitation again (a new link; the old one stays good until it expires or is used): only while no password was ever set. */
export async function invite(services: Services, user: CurrentUser, userId: number) {
  return changing(services, user, userId, M.invited, async (tx) => {
    const person = (await personById(tx, userId))!;
    if (!person.isActive) throw new HttpError(409, M.inactive);
    if (person.hasPassword) throw new HttpError(409, M.alreadySetPassword);
    await queueInvitation(services, tx, userId);
  });
}
