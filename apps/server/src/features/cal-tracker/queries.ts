import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { prepared, rowsOf, type Queryable } from '../../db/client';
import { calForms, calMilestoneTemplates, cals, courses, milestoneFiles, milestones, subCals, users } from '../../db/schema';
import { seenBy } from '../../db/scopes';

/**
 * The rows of an officer's tracker in a course (001 §3.2), in one statement prepared once per
 * connection (planning cost more than running it): each CAL of the course, with each of the
 * officer's sub-CALs of it and its milestone counts aggregated in SQL.
 */
function buildTrackerStatement(db: Queryable) {
  return db
    .select({
      cal_id: cals.id, group: cals.group, short_name: cals.shortName, full_name: cals.fullName,
      sub_id: subCals.id, auto_name: subCals.autoName, short_title: subCals.shortTitle, status: subCals.status,
      total: sql<number>`count(${milestones.id})::int`,
      completed: sql<number>`(count(${milestones.id}) filter (where ${milestones.status} = 'completed'))::int`,
    })
    .from(cals)
    .leftJoin(subCals, and(eq(subCals.calId, cals.id), eq(subCals.menteeId, sql.placeholder('mentee')), eq(subCals.courseId, sql.placeholder('course'))))
    .leftJoin(milestones, eq(milestones.subCalId, subCals.id))
    .where(eq(cals.courseId, sql.placeholder('course')))
    .groupBy(cals.id, subCals.id)
    .orderBy(asc(cals.group), asc(cals.sortOrder), asc(cals.id), asc(subCals.number))
    .prepare('cal_tracker_rows');
}
const trackerStatement = (db: Queryable) => prepared(db, 'cal_tracker_rows', (d) => buildTrackerStatement(d as Queryable));

export function trackerRowsOf(db: Queryable, menteeId: number, courseId: number) {
  return trackerStatement(db).execute({ mentee: menteeId, course: courseId });
}
export type TrackerRow = Awaited<ReturnType<typeof trackerRowsOf>>[number];

function buildSubCalStatement(db: Queryable) {
  return db
    .select({
      id: subCals.id, calId: subCals.calId, autoName: subCals.autoName, shortTitle: subCals.shortTitle, status: subCals.status,
      reviewedAt: subCals.reviewedAt, calShortName: cals.shortName, calFullName: cals.fullName, group: cals.group,
    })
    .from(subCals)
    .innerJoin(cals, eq(cals.id, subCals.calId))
    .where(and(eq(subCals.id, sql.placeholder('subCal')), eq(subCals.menteeId, sql.placeholder('mentee')), eq(subCals.courseId, sql.placeholder('course'))))
    .prepare('cal_sub_cal_in_scope');
}

/** A sub-CAL of an officer in a course, or undefined (prepared: the status calls ask it). */
export async function subCalInScope(db: Queryable, menteeId: number, courseId: number, subCalId: number) {
  const [row] = await prepared(db, 'cal_sub_cal_in_scope', buildSubCalStatement).execute({ subCal: subCalId, mentee: menteeId, course: courseId });
  return row;
}

/**
 * A sub-CAL's milestones (001 §3.3) with each one's latest file (one statement, not one per
 * milestone; prepared once per connection). The sub-CAL must be the officer's, in the course.
 */
function buildMilestonesStatement(db: Queryable) {
  const subCal = sql.placeholder('subCal');
  const latest = db
    .select({
      milestoneId: milestoneFiles.milestoneId,
      fileId: sql<number>`${milestoneFiles.id}`.as('file_id'),
      name: milestoneFiles.originalName,
      tagType: milestoneFiles.tagType,
      versions: sql<number>`count(*) over (partition by ${milestoneFiles.milestoneId})::int`.as('versions'),
      rank: sql<number>`row_number() over (partition by ${milestoneFiles.milestoneId} order by ${milestoneFiles.version} desc)::int`.as('rank'),
    })
    .from(milestoneFiles)
    .innerJoin(milestones, eq(milestones.id, milestoneFiles.milestoneId))
    .where(eq(milestones.subCalId, subCal))
    .as('latest');
  return db
    .select({
      id: milestones.id, sequence: milestones.sequence, title: milestones.title, takes: milestones.takes,
      due_date: sql<string>`${milestones.dueDate}::text`, submitted_at: milestones.submittedAt, status: milestones.status,
      file_id: latest.fileId, file_name: latest.name, tag_type: latest.tagType, versions: latest.versions,
      // The sub-CAL and its CAL on every row, so the list needs no second statement.
      sub: { id: subCals.id, autoName: subCals.autoName, shortTitle: subCals.shortTitle, status: subCals.status, calShortName: cals.shortName, calFullName: cals.fullName, group: cals.group },
    })
    .from(milestones)
    .innerJoin(subCals, and(eq(subCals.id, milestones.subCalId), eq(subCals.menteeId, sql.placeholder('mentee')), eq(subCals.courseId, sql.placeholder('course'))))
    .innerJoin(cals, eq(cals.id, subCals.calId))
    .leftJoin(latest, and(eq(latest.milestoneId, milestones.id), eq(latest.rank, 1)))
    .where(eq(milestones.subCalId, subCal))
    .orderBy(asc(milestones.sequence))
    .prepare('cal_milestones');
}
const milestonesStatement = (db: Queryable) => prepared(db, 'cal_milestones', (d) => buildMilestonesStatement(d as Queryable));

export function milestonesOf(db: Queryable, menteeId: number, courseId: number, subCalId: number): Promise<MilestoneRow[]> {
  return milestonesStatement(db).execute({ subCal: subCalId, mentee: menteeId, course: courseId });
}

export interface MilestoneRow {
  id: number; sequence: number; title: string; takes: string; due_date: string; submitted_at: Date | string | null; status: string;
  file_id: number | null; file_name: string | null; tag_type: string | null; versions: number | null;
  sub: SubCalInScope;
}

export type SubCalInScope = { id: number; autoName: string; shortTitle: string; status: string; calShortName: string; calFullName: string; group: string };

/** Adds a sub-CAL with the next number of its CAL for the officer, and its milestones due from the CAL's template. */
export async function insertSubCal(
  tx: Queryable,
  opts: {
    cal: { id: number; shortName: string }; courseId: number; menteeId: number; formId: number; answers: Record<string, unknown>; shortTitle: string;
    dueDate: (registeredAt: Date, days: number) => string;
  },
) {
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${subCals.number}), 0)::int + 1` })
    .from(subCals)
    .where(and(eq(subCals.calId, opts.cal.id), eq(subCals.menteeId, opts.menteeId)))) as [{ next: number }];
  const [sub] = await tx.insert(subCals).values({
    calId: opts.cal.id, courseId: opts.courseId, menteeId: opts.menteeId, number: next, autoName: `${opts.cal.shortName}-${next}`, shortTitle: opts.shortTitle,
    registrationFormId: opts.formId, registrationAnswers: opts.answers,
  }).returning();
  const templates = await tx.select().from(calMilestoneTemplates).where(eq(calMilestoneTemplates.calId, opts.cal.id));
  if (templates.length) {
    await tx.insert(milestones).values(templates.map((t) => ({
      subCalId: sub!.id, sequence: t.sequence, title: t.title, takes: t.takes, dueDate: opts.dueDate(sub!.registeredAt, t.dueOffsetDays),
    })));
  }
  return sub!;
}

/** The latest version of a form, by key. */
export async function latestForm(db: Queryable, key: string) {
  const [form] = await db.select().from(calForms).where(eq(calForms.key, key)).orderBy(desc(calForms.version)).limit(1);
  return form;
}

/** A CAL of a course, or undefined. */
export async function calOfCourse(db: Queryable, calId: number, courseId: number) {
  const [cal] = await db.select().from(cals).where(and(eq(cals.id, calId), eq(cals.courseId, courseId)));
  return cal;
}

/** A milestone of a sub-CAL, or undefined. */
export async function milestoneOfSubCal(db: Queryable, milestoneId: number, subCalId: number) {
  const [row] = await db.select().from(milestones).where(and(eq(milestones.id, milestoneId), eq(milestones.subCalId, subCalId)));
  return row;
}

/**
 * CAL Requests (001 §7): the sub-CALs not yet reviewed of the officers the caller sees (db/scopes.ts
 * seenBy), newest first. One statement answers a page and the count: the first `upTo` waiting
 * sub-CALs walked in order once (the partial index `sub_cals_waiting_idx`), counted, and the page
 * taken from them; the count alone is asked again only for a page past the end. The count stops
 * at `upTo` rows: an exact count of a hundred thousand waiting sub-CALs costs more than the page
 * itself, and a pager only needs to know how far it may go (docs/api.md "CAL Requests").
 */
function calRequestsStatements(db: Queryable) {
  const waiting = and(sql`${subCals.reviewedAt} is null`, seenBy(db, sql.placeholder('caller'), subCals.menteeId, subCals.courseId));
  const firstWaiting = db.$with('first_waiting').as(
    db.select({ id: subCals.id, registeredAt: subCals.registeredAt }).from(subCals).where(waiting)
      .orderBy(desc(subCals.registeredAt), desc(subCals.id)).limit(sql.placeholder('upTo')),
  );
  const onPage = db.$with('on_page').as(
    db.select({ id: firstWaiting.id }).from(firstWaiting).orderBy(desc(firstWaiting.registeredAt), desc(firstWaiting.id))
      .limit(sql.placeholder('limit')).offset(sql.placeholder('offset')),
  );
  return {
    page: db.with(firstWaiting, onPage)
      .select({
        id: subCals.id, autoName: subCals.autoName, shortTitle: subCals.shortTitle, registeredAt: subCals.registeredAt,
        calShortName: cals.shortName, calFullName: cals.fullName, menteeId: subCals.menteeId, menteeName: users.displayName,
        courseId: subCals.courseId, courseTitle: courses.title,
        counted: sql<number>`(select count(*) from ${firstWaiting})::int`,
      })
      .from(onPage)
      .innerJoin(subCals, eq(subCals.id, onPage.id))
      .innerJoin(cals, eq(cals.id, subCals.calId))
      .innerJoin(users, eq(users.id, subCals.menteeId))
      .innerJoin(courses, eq(courses.id, subCals.courseId))
      .orderBy(desc(subCals.registeredAt), desc(subCals.id))
      .prepare('cal_requests_page'),
    count: db
      .select({ n: sql<number>`count(*)::int` })
      .from(db.select({ id: subCals.id }).from(subCals).where(waiting).limit(sql.placeholder('upTo')).as('counted'))
      .prepare('cal_requests_count'),
  };
}

export async function calRequestsFor(db: Queryable, callerId: number, page: number, pageSize: number, countUpTo: number) {
  const statements = prepared(db, 'cal_requests', calRequestsStatements);
  const rows = await statements.page.execute({ caller: callerId, upTo: countUpTo, limit: pageSize, offset: (page - 1) * pageSize });
  const count = rows[0]?.counted ?? (await statements.count.execute({ caller: callerId, upTo: countUpTo }))[0]?.n ?? 0;
  return { rows, count };
}

// ---- The daily due-date job's (jobs.ts) ----

/** Open milestones due before `day`, oldest first (the partial index `milestones_open_due_idx`). */
export async function overdueMilestones(db: Queryable, day: string, limit: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`
    select id from milestones
    where due_date < ${day}::date and status not in ('completed', 'passed_due_date')
    order by due_date, id
    limit ${limit}`));
  return rows.map((r) => r.id);
}

export interface ReminderMail {
  milestone_id: number;
  title: string;
  due_date: string;
  auto_name: string;
  course_id: number;
  email: string;
  name: string;
  language: string | null;
}

/**
 * The milestones due in the next `days` days that still wait for the mentee (not started
 * or revoked: a pending one is submitted and waits for review), with their mentee. A range rather
 * than the third day alone, so a day the job missed is caught up; the mail's key sends each once.
 */
export async function dueSoon(tx: Queryable, day: string, days: number): Promise<ReminderMail[]> {
  const result = await tx.execute(sql`
    select m.id as milestone_id, m.title, m.due_date::text as due_date, s.auto_name, s.course_id, u.email, u.display_name as name, u.language
    from milestones m
    join sub_cals s on s.id = m.sub_cal_id
    join users u on u.id = s.mentee_id
    where m.due_date > ${day}::date and m.due_date <= ${day}::date + ${days}::int
      and m.status not in ('completed', 'passed_due_date') and m.status <> 'pending'
    order by m.id
  `);
  return rowsOf<ReminderMail>(result);
}

