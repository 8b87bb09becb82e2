import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { TRACKER_ORG_TYPE, type ApplicationRow } from '@fetp/contract';
import type { Queryable } from '../../db/client';
import {
  applicationDocuments, applications, courseCoordinators, courses, districts, optionItems, states,
} from '../../db/schema';
import { forbidden } from '../../plugins/errors';

/** The courses a coordinator looks after, as the tracker's filter options. */
export async function trackerCourses(db: Queryable, userId: number) {
  const rows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courseCoordinators)
    .innerJoin(courses, eq(courses.id, courseCoordinators.courseId))
    .where(eq(courseCoordinators.userId, userId))
    .orderBy(asc(courses.title));
  return rows.map((r) => ({ value: String(r.id), label: r.title }));
}

/** Applications a coordinator may see: those of their courses, narrowed to one when `courseId` is given. */
export async function trackerScope(db: Queryable, userId: number, courseId?: number): Promise<SQL> {
  const mine = db.select({ id: courseCoordinators.courseId }).from(courseCoordinators).where(eq(courseCoordinators.userId, userId));
  if (courseId === undefined) return inArray(applications.courseId, mine);
  const [own] = await db
    .select({ id: courseCoordinators.courseId })
    .from(courseCoordinators)
    .where(and(eq(courseCoordinators.userId, userId), eq(courseCoordinators.courseId, courseId)));
  if (!own) throw forbidden('You do not coordinate this course.');
  return eq(applications.courseId, courseId);
}

const degreeLabel = sql<string>`coalesce(case when ${applications.degree} = 'others' then ${applications.otherDegreeName} end, ${optionItems.label}, ${applications.degree})`;

/** The columns of one application shared by the tracker table and the CSV. */
function selectApplications(db: Queryable, scope: SQL) {
  return db
    .select({
      id: applications.id,
      course: courses.title,
      submittedAt: applications.submittedAt,
      firstName: applications.firstName,
      middleName: applications.middleName,
      lastName: applications.lastName,
      email: applications.email,
      phoneNumber: applications.phoneNumber,
      dob: applications.dob,
      age: sql<number | null>`date_part('year', age(current_date, ${applications.dob}))::int`,
      district: districts.name,
      state: states.name,
      ugDegree: degreeLabel,
      passingYear: applications.passingYear,
      institution: applications.institution,
      university: applications.university,
      organisation: applications.organisation,
      designation: applications.designation,
      experience: applications.experience,
    })
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(districts, eq(districts.id, applications.districtId))
    .innerJoin(states, eq(states.id, applications.stateId))
    .leftJoin(optionItems, and(eq(optionItems.list, 'degree'), eq(optionItems.key, applications.degree)))
    .where(scope)
    .orderBy(desc(applications.submittedAt), desc(applications.id))
    .$dynamic();
}

export type ApplicationRecord = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

/** One page of the tracker, with a link for every stored document (two queries, whatever the page size). */
export async function applicationsPage(
  db: Queryable,
  scope: SQL,
  opts: { page: number; pageSize: number; link: (applicationId: number, field: string) => string },
): Promise<{ count: number; data: ApplicationRow[] }> {
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(applications).where(scope),
    selectApplications(db, scope).limit(opts.pageSize).offset((opts.page - 1) * opts.pageSize),
  ]);
  const ids = rows.map((r) => r.id);
  const documents = ids.length
    ? await db.select({ applicationId: applicationDocuments.applicationId, field: applicationDocuments.field }).from(applicationDocuments).where(inArray(applicationDocuments.applicationId, ids))
    : [];
  const has = new Set(documents.map((d) => `${d.applicationId}:${d.field}`));
  const file = (id: number, field: string) => (has.has(`${id}:${field}`) ? opts.link(id, field) : null);
  return {
    count: total[0]?.n ?? 0,
    data: rows.map((r) => ({
      id: r.id,
      course: r.course,
      submitted_at: r.submittedAt.toISOString(),
      id_photo: file(r.id, 'id_photo'),
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      age: r.age === null ? null : Number(r.age),
      district: r.district,
      state: r.state,
      ug_degree: r.ugDegree,
      org_type: TRACKER_ORG_TYPE,
      download_application_form: file(r.id, 'application_form'),
      dob_certificate: file(r.id, 'dob_certificate'),
      hpdegree_certificate: file(r.id, 'hpdegree_certificate'),
      udegree_certificate: file(r.id, 'udegree_certificate'),
      noc_certificate: file(r.id, 'noc_certificate'),
    })),
  };
}

/** Every application in scope, for the CSV. */
export function allApplications(db: Queryable, scope: SQL) {
  return selectApplications(db, scope);
}

/** A stored document, if the user coordinates its application's course. */
export async function documentFor(db: Queryable, userId: number, applicationId: number, field: string) {
  const [doc] = await db
    .select({ storageKey: applicationDocuments.storageKey, contentType: applicationDocuments.contentType })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .innerJoin(courseCoordinators, and(eq(courseCoordinators.courseId, applications.courseId), eq(courseCoordinators.userId, userId)))
    .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.field, field)));
  return doc ?? null;
}
