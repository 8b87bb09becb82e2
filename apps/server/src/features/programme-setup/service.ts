import type { z } from 'zod';
import {
  COORDINATOR_COURSE_FIELDS, COORDINATOR_TABS, PROGRAMME_SETUP_MESSAGES as M, cohortProblems, courseDateProblems,
  type AdminCohort, type AdminCourse, type AdminHub, type CoordinatorTab, type adminCoursesQuery, type cohortBody, type cohortPatchBody,
  type courseBody, type coursePatchBody, type hubBody, type hubPatchBody,
} from '@fetp/contract';
import type { Services } from '../../services';
import type { CurrentUser } from '../../plugins/auth';
import { isAdministrator } from '../../plugins/course-management';
import { HttpError, forbidden, notFound } from '../../plugins/errors';
import { isUniqueViolation, type Queryable } from '../../db/client';
import { recordAudit } from '../../db/audit';
import { coordinates, coursesCoordinatedBy } from '../../db/scopes';
import type { cohorts, courses } from '../../db/schema';
import {
  cohortById, cohortNameTaken, cohortsOfCourse, courseById, courseKeyTaken, coursePage, hubById, hubNameTaken, hubPage, insertCohort, insertCourse,
  insertHub, slugTaken, updateCohort as writeCohort, updateCourse as writeCourse, updateHub as writeHub, type CohortRow, type CourseRow, type HubRow,
} from './queries';

/**
 * Programme setup (issue 32): the rules of hubs, courses and cohorts. Hubs are the administrators';
 * a course and its cohorts are an administrator's or a coordinator's of that course (db/scopes.ts
 * `coordinates`). A coordinator naming another course, or a cohort of one, is refused with 403 as
 * the coordinator dashboard refuses them (whether or not the record exists); an administrator
 * naming one that does not exist gets 404.
 */

const conflict = (field: string, message: string) => new HttpError(409, message, { [field]: [message] });
const invalid = (problems: Array<{ path: string; message: string }>) =>
  new HttpError(400, problems[0]!.message, Object.fromEntries(problems.map((p) => [p.path, [p.message]])));

// ---- Hubs ----

function hubOut(hub: HubRow, courses: number): AdminHub {
  return {
    id: hub.id, name: hub.name, website_url: hub.websiteUrl, is_national_centre: hub.isNationalCentre,
    is_international_organisation: hub.isInternationalOrganisation, template_name: hub.profileTemplate, courses,
  };
}

export async function listHubs({ db }: Services, page: number, pageSize: number) {
  const { rows, count } = await hubPage(db, page, pageSize);
  return { count, page, page_size: pageSize, results: rows.map((r) => hubOut(r.hub, r.courses)) };
}

/** A slug for a new hub's name (the public header's hub addresses), made unique with a number. */
async function freeSlug(db: Queryable, name: string): Promise<string> {
  const base = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 56) || 'hub';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, slug))) return slug;
  }
}

export async function createHub({ db }: Services, actorId: number, body: z.output<typeof hubBody>) {
  const id = await db.transaction(async (tx) => {
    if (await hubNameTaken(tx, body.name)) throw conflict('name', M.hubNameTaken);
    const id = await insertHub(tx, {
      name: body.name, slug: await freeSlug(tx, body.name), websiteUrl: body.website_url, isNationalCentre: body.is_national_centre,
      isInternationalOrganisation: body.is_international_organisation, profileTemplate: body.template_name,
    });
    await recordAudit(tx, { actorId, action: 'hub.create', entity: 'hub', entityId: id, after: body });
    return id;
  }).catch(uniqueAs('name', M.hubNameTaken));
  const row = (await hubById(db, id))!;
  return { message: M.hubCreated, data: hubOut(row.hub, row.courses) };
}

export async function updateHub({ db }: Services, actorId: number, id: number, body: z.output<typeof hubPatchBody>) {
  await db.transaction(async (tx) => {
    const before = await hubById(tx, id);
    if (!before) throw notFound(M.hubNotFound);
    if (body.name !== undefined && (await hubNameTaken(tx, body.name, id))) throw conflict('name', M.hubNameTaken);
    await writeHub(tx, id, stripUndefined({
      name: body.name, websiteUrl: body.website_url, isNationalCentre: body.is_national_centre,
      isInternationalOrganisation: body.is_international_organisation, profileTemplate: body.template_name,
    }));
    await recordAudit(tx, { actorId, action: 'hub.update', entity: 'hub', entityId: id, before: before.hub, after: (await hubById(tx, id))!.hub });
  });
  const row = (await hubById(db, id))!;
  return { message: M.hubSaved, data: hubOut(row.hub, row.courses) };
}

/** A unique index broken by a write racing ours answers as the check before it would have. */
const uniqueAs = (field: string, message: string) => (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict(field, message) : error;
};

// ---- Courses ----

function courseOut(row: { course: CourseRow; hubName: string; cohorts: number }, user: CurrentUser): AdminCourse {
  const c = row.course;
  return {
    id: c.id, key: c.courseKey, title: c.title, type: c.type, hub_id: c.hubId, hub_name: row.hubName, description: c.description,
    image_url: c.imageUrl, external_url: c.externalUrl, start_date: c.startDate, end_date: c.endDate, admission_open: c.admissionOpen,
    admission_opens_on: c.admissionOpensOn, admission_closes_on: c.admissionClosesOn, cohorts: row.cohorts, can_change_all: isAdministrator(user),
  };
}

/** The course, when the caller may manage it: any for an administrator (404 when it does not exist), their own for a coordinator (else 403). */
async function managedCourse(db: Queryable, user: CurrentUser, courseId: number) {
  if (!isAdministrator(user) && !(await coordinates(db, user.id, courseId))) throw forbidden(M.notYourCourse);
  const row = await courseById(db, courseId);
  if (!row) throw notFound(M.courseNotFound);
  return row;
}

export async function listCourses({ db }: Services, user: CurrentUser, query: z.output<typeof adminCoursesQuery>) {
  const scope = isAdministrator(user) ? undefined : coursesCoordinatedBy(db, user.id);
  const { rows, count } = await coursePage(db, { page: query.page, pageSize: query.page_size, scope, search: query.search || undefined });
  return { count, page: query.page, page_size: query.page_size, results: rows.map((r) => courseOut(r, user)) };
}

export async function getCourse({ db }: Services, user: CurrentUser, courseId: number) {
  return { message: '', data: courseOut(await managedCourse(db, user, courseId), user) };
}

type CourseValues = Partial<typeof courses.$inferInsert>;
function courseValues(body: z.output<typeof coursePatchBody>): CourseValues {
  return {
    courseKey: body.key, title: body.title, type: body.type, hubId: body.hub_id, description: body.description, imageUrl: body.image_url,
    externalUrl: body.external_url, startDate: body.start_date, endDate: body.end_date, admissionOpen: body.admission_open,
    admissionOpensOn: body.admission_opens_on, admissionClosesOn: body.admission_closes_on,
  };
}

export async function createCourse({ db }: Services, user: CurrentUser, body: z.output<typeof courseBody>) {
  const id = await db.transaction(async (tx) => {
    if (!(await hubById(tx, body.hub_id))) throw new HttpError(400, M.badHub, { hub_id: [M.badHub] });
    if (await courseKeyTaken(tx, body.key)) throw conflict('key', M.courseKeyTaken);
    const id = await insertCourse(tx, { ...courseValues(body), courseKey: body.key, title: body.title, type: body.type, hubId: body.hub_id });
    await recordAudit(tx, { actorId: user.id, action: 'course.create', entity: 'course', entityId: id, courseId: id, after: body });
    return id;
  }).catch(uniqueAs('key', M.courseKeyTaken));
  return { message: M.courseCreated, data: courseOut((await courseById(db, id))!, user) };
}

export async function updateCourse({ db }: Services, user: CurrentUser, courseId: number, body: z.output<typeof coursePatchBody>) {
  const given = Object.keys(body).filter((k) => body[k as keyof typeof body] !== undefined);
  const coordinatorMay: readonly string[] = COORDINATOR_COURSE_FIELDS;
  await db.transaction(async (tx) => {
    const before = (await managedCourse(tx, user, courseId)).course;
    const outside = given.filter((k) => !coordinatorMay.includes(k));
    if (!isAdministrator(user) && outside.length) throw new HttpError(403, M.administratorOnly, Object.fromEntries(outside.map((k) => [k, [M.administratorOnly]])));
    // The rules that join two fields are checked on the course as it would be.
    const problems = courseDateProblems({
      start_date: body.start_date !== undefined ? body.start_date : before.startDate,
      end_date: body.end_date !== undefined ? body.end_date : before.endDate,
      admission_opens_on: body.admission_opens_on !== undefined ? body.admission_opens_on : before.admissionOpensOn,
      admission_closes_on: body.admission_closes_on !== undefined ? body.admission_closes_on : before.admissionClosesOn,
    });
    if (problems.length) throw invalid(problems);
    if (body.hub_id !== undefined && !(await hubById(tx, body.hub_id))) throw new HttpError(400, M.badHub, { hub_id: [M.badHub] });
    if (body.key !== undefined && (await courseKeyTaken(tx, body.key, courseId))) throw conflict('key', M.courseKeyTaken);
    await writeCourse(tx, courseId, stripUndefined(courseValues(body)));
    await recordAudit(tx, { actorId: user.id, action: 'course.update', entity: 'course', entityId: courseId, courseId, before, after: (await courseById(tx, courseId))!.course });
  }).catch(uniqueAs('key', M.courseKeyTaken));
  return { message: M.courseSaved, data: courseOut((await courseById(db, courseId))!, user) };
}

const stripUndefined = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

// ---- Cohorts ----

function cohortOut(c: CohortRow, officers: number): AdminCohort {
  const tabs = c.shownTabs?.filter((t): t is CoordinatorTab => (COORDINATOR_TABS as readonly string[]).includes(t)) ?? null;
  return {
    id: c.id, course_id: c.courseId, name: c.name, start_date: c.startDate, end_date: c.endDate, track: c.track, other_track: c.otherTrack,
    to_be_shown: tabs, officers,
  };
}

export async function listCohorts({ db }: Services, user: CurrentUser, courseId: number) {
  await managedCourse(db, user, courseId);
  return { results: (await cohortsOfCourse(db, courseId)).map((r) => cohortOut(r.cohort, r.officers)) };
}

type CohortValues = Partial<typeof cohorts.$inferInsert>;
function cohortValues(body: z.output<typeof cohortPatchBody>): CohortValues {
  // Tabs are kept in the dashboard's order, each once.
  const tabs = body.to_be_shown === undefined ? undefined : body.to_be_shown === null ? null : COORDINATOR_TABS.filter((t) => body.to_be_shown!.includes(t));
  return {
    name: body.name, startDate: body.start_date, endDate: body.end_date, track: body.track,
    otherTrack: body.track === undefined ? body.other_track : body.track === 'Other' ? body.other_track?.trim() || null : null,
    shownTabs: tabs,
  };
}

export async function createCohort({ db }: Services, user: CurrentUser, courseId: number, body: z.output<typeof cohortBody>) {
  const id = await db.transaction(async (tx) => {
    await managedCourse(tx, user, courseId);
    if (await cohortNameTaken(tx, courseId, body.name)) throw conflict('name', M.cohortNameTaken);
    const id = await insertCohort(tx, { ...stripUndefined(cohortValues(body)), name: body.name, courseId });
    await recordAudit(tx, { actorId: user.id, action: 'cohort.create', entity: 'cohort', entityId: id, courseId, after: body });
    return id;
  });
  const row = (await cohortById(db, id))!;
  return { message: M.cohortCreated, data: cohortOut(row.cohort, row.officers) };
}

export async function updateCohort({ db }: Services, user: CurrentUser, cohortId: number, body: z.output<typeof cohortPatchBody>) {
  await db.transaction(async (tx) => {
    const found = await cohortById(tx, cohortId);
    // Another course's cohort is refused as the course itself is; one that does not exist too, for a coordinator.
    if (!found) throw isAdministrator(user) ? notFound(M.cohortNotFound) : forbidden(M.notYourCourse);
    const before = found.cohort;
    await managedCourse(tx, user, before.courseId);
    const track = body.track !== undefined ? body.track : before.track;
    const problems = cohortProblems({
      start_date: body.start_date !== undefined ? body.start_date : before.startDate,
      end_date: body.end_date !== undefined ? body.end_date : before.endDate,
      track,
      other_track: body.other_track !== undefined ? body.other_track : before.otherTrack,
    });
    if (problems.length) throw invalid(problems);
    if (body.name !== undefined && (await cohortNameTaken(tx, before.courseId, body.name, cohortId))) throw conflict('name', M.cohortNameTaken);
    await writeCohort(tx, cohortId, stripUndefined(cohortValues(body)));
    await recordAudit(tx, { actorId: user.id, action: 'cohort.update', entity: 'cohort', entityId: cohortId, courseId: before.courseId, before, after: (await cohortById(tx, cohortId))!.cohort });
  });
  const row = (await cohortById(db, cohortId))!;
  return { message: M.cohortSaved, data: cohortOut(row.cohort, row.officers) };
}
