import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { TRACKER_ORG_TYPE, type ApplicationRow } from '@fetp/contract';
import type { Queryable } from '../../db/client';
import {
  applicationDocuments, applications, cohorts, courses, districts, optionItems, states, users,
} from '../../db/schema';
import { coursesManagedBy, inScope } from '../../db/scopes';

/** The courses whose applications the caller decides (a coordinator's own, every course for an administrator), as the tracker's filter options. */
export async function trackerCourses(db: Queryable, userId: number) {
  const rows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(inScope(courses.id, coursesManagedBy(db, userId)))
    .orderBy(asc(courses.title));
  return rows.map((r) => ({ value: String(r.id), label: r.title }));
}

/**
 * The applications a user may see, as a row filter: those of the courses they manage (db/scopes.ts
 * `coursesManagedBy`: a coordinator's own, every course for an administrator), narrowed to one
 * course when `courseId` is given (one not theirs matches nothing; the service tells the two apart).
 */
export function applicationsSeenBy(db: Queryable, userId: number, courseId?: number): SQL {
  const theirs = inScope(applications.courseId, coursesManagedBy(db, userId));
  return courseId === undefined ? theirs : and(eq(applications.courseId, courseId), theirs)!;
}

const degreeLabel = sql<string>`coalesce(case when ${applications.degree} = 'others' then ${applications.otherDegreeName} end, ${optionItems.label}, ${applications.degree})`;

/** Who decided an application (issue 32). */
const decider = alias(users, 'decider');

/** The columns of one application shared by the tracker table and the CSV. */
const applicationColumns = {
  id: applications.id,
  courseId: applications.courseId,
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
  status: applications.status,
  decisionNote: applications.decisionNote,
  decidedBy: decider.displayName,
  decidedAt: applications.decidedAt,
  cohort: cohorts.name,
};

/**
 * The applications in scope, newest first, joined to the tables the columns read. The selection is
 * given by the caller and names its columns, so the joins leave the row type as it is.
 */
function joinedInScope<Q extends PgSelect>(query: Q, scope: SQL) {
  return query
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(districts, eq(districts.id, applications.districtId))
    .innerJoin(states, eq(states.id, applications.stateId))
    .leftJoin(optionItems, and(eq(optionItems.list, 'degree'), eq(optionItems.key, applications.degree)))
    .leftJoin(decider, eq(decider.id, applications.decidedBy))
    .leftJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .where(scope)
    .orderBy(desc(applications.submittedAt), desc(applications.id));
}

export type ApplicationRecord = Awaited<ReturnType<typeof allApplications>>[number];

/**
 * One page of the tracker with its total and a link for every stored document, in one statement:
 * the total is an uncorrelated sub-select (evaluated once), the page's ids are picked from the
 * index on (course_id, submitted_at desc, id desc) before anything is joined, and each row carries
 * the names of its stored documents. Only an empty page needs a second look, to tell a course the
 * caller does not coordinate (403) from an empty one, and to count past the last page.
 *
 * One statement because, under load, requests wait for a pooled connection before every query
 * they make, not for the queries themselves: each further round trip queues again.
 */
export async function applicationsPage(
  db: Queryable,
  userId: number,
  opts: { courseId?: number; page: number; pageSize: number; link: (applicationId: number, field: string) => string },
): Promise<{ count: number; data: ApplicationRow[] }> {
  const scope = applicationsSeenBy(db, userId, opts.courseId);
  // In these sub-selects "applications" names their own FROM item, so `scope` reads their rows.
  const scopeTotal = sql<number>`(select count(*) from ${applications} where ${scope})`.mapWith(Number);
  const pageIds = db
    .select({ id: applications.id })
    .from(applications)
    .where(scope)
    .orderBy(desc(applications.submittedAt), desc(applications.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const documents = sql<string[]>`array(select ${applicationDocuments.field}::text from ${applicationDocuments} where ${applicationDocuments.applicationId} = ${applications.id})`;
  const rows = await joinedInScope(db.select({ ...applicationColumns, total: scopeTotal, documents }).from(applications).$dynamic(), inArray(applications.id, pageIds));

  let total = rows[0]?.total ?? 0;
  // A page past the end has no row to carry the total.
  if (rows.length === 0 && opts.page > 1) total = (await db.select({ n: count() }).from(applications).where(scope))[0]?.n ?? 0;
  return {
    count: total,
    data: rows.map((r) => {
      const has = new Set(r.documents);
      const file = (field: string) => (has.has(field) ? opts.link(r.id, field) : null);
      return {
        id: r.id,
        course: r.course,
        submitted_at: r.submittedAt.toISOString(),
        id_photo: file('id_photo'),
        first_name: r.firstName,
        last_name: r.lastName,
        email: r.email,
        age: r.age === null ? null : Number(r.age),
        district: r.district,
        state: r.state,
        ug_degree: r.ugDegree,
        org_type: TRACKER_ORG_TYPE,
        download_application_form: file('application_form'),
        dob_certificate: file('dob_certificate'),
        hpdegree_certificate: file('hpdegree_certificate'),
        udegree_certificate: file('udegree_certificate'),
        noc_certificate: file('noc_certificate'),
        course_id: r.courseId,
        status: r.status,
        decision_note: r.decisionNote,
        decided_by: r.decidedBy,
        decided_at: r.decidedAt?.toISOString() ?? null,
        cohort: r.cohort,
      };
    }),
  };
}

/**
 * The applicant's own organisation type, as its option's label (or their words for "Others"). The
 * screen shows the spec's fixed 'Non-Profit'; the CSV carries this. A sub-select, because the
 * option list is already joined once for the degree.
 */
const orgTypeLabel = sql<string>`coalesce(case when ${applications.orgType} = 'others' then ${applications.orgTypeOther} end, (select ${optionItems.label} from ${optionItems} where ${optionItems.list} = 'organization' and ${optionItems.key} = ${applications.orgType}), ${applications.orgType})`;

/** Every application in scope, for the CSV. */
export function allApplications(db: Queryable, scope: SQL) {
  return joinedInScope(db.select({ ...applicationColumns, orgType: orgTypeLabel }).from(applications).$dynamic(), scope);
}

/** A stored document, if the user manages its application's course. */
export async function documentFor(db: Queryable, userId: number, applicationId: number, field: string) {
  const [doc] = await db
    .select({ storageKey: applicationDocuments.storageKey, contentType: applicationDocuments.contentType, size: applicationDocuments.size })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(and(
      eq(applicationDocuments.applicationId, applicationId),
      eq(applicationDocuments.field, field),
      inScope(applications.courseId, coursesManagedBy(db, userId)),
    ));
  return doc ?? null;
}
