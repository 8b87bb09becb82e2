import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  CAL_GROUP_TYPES, type CalGroup, type MilestoneItem, type MilestoneStatus, type MilestoneTakes, type SubCalItem, type SubCalStatus, type TrackerCal,
} from '@fetp/contract';
import type { Queryable } from '../../db/client';
import { calForms, cals, cohorts, courseCoordinators, courses, mentorAssignments, milestoneFiles, milestones, subCals, users } from '../../db/schema';
import type { TrackerScope } from '../../db/mentee-scope';

/** A sub-CAL's progress: the share of its milestones completed, in whole percent. */
const progressOf = (completed: number, total: number) => (total === 0 ? 0 : Math.round((completed / total) * 100));

/**
 * The tracker of a mentee in a course (001 §3.2): each CAL of the course with the mentee's
 * sub-CALs and its average progress (the mean of its sub-CALs' progress; 0 with none). Two queries:
 * the CALs, and the sub-CALs with their milestone counts aggregated in SQL.
 */
export async function trackerOf(db: Queryable, scope: TrackerScope): Promise<TrackerCal[]> {
  if (!scope.hasCal) return [];
  const calRows = await db
    .select({ id: cals.id, group: cals.group, shortName: cals.shortName, fullName: cals.fullName })
    .from(cals)
    .where(eq(cals.courseId, scope.courseId))
    .orderBy(asc(cals.group), asc(cals.sortOrder), asc(cals.id));
  const subRows = await db
    .select({
      id: subCals.id,
      calId: subCals.calId,
      autoName: subCals.autoName,
      shortTitle: subCals.shortTitle,
      status: subCals.status,
      total: sql<number>`count(${milestones.id})::int`,
      completed: sql<number>`count(${milestones.id}) filter (where ${milestones.status} = 'completed')::int`,
    })
    .from(subCals)
    .leftJoin(milestones, eq(milestones.subCalId, subCals.id))
    .where(and(eq(subCals.menteeId, scope.menteeId), eq(subCals.courseId, scope.courseId)))
    .groupBy(subCals.id)
    .orderBy(asc(subCals.calId), asc(subCals.number));
  const editable = scope.viewer !== 'self';
  return calRows.map((cal) => {
    const mine = subRows.filter((s) => s.calId === cal.id);
    const progress = mine.map((s) => progressOf(s.completed, s.total));
    return {
      cal: cal.id,
      cal_short_name: cal.shortName,
      cal_full_name: cal.fullName,
      cal_type: CAL_GROUP_TYPES[cal.group as CalGroup],
      group: cal.group as CalGroup,
      average_progress: progress.length ? Math.round(progress.reduce((a, b) => a + b, 0) / progress.length) : 0,
      data: mine.map((s) => subCalItemOf(s, editable)),
    };
  });
}

export function subCalItemOf(row: { id: number; autoName: string; shortTitle: string; status: string }, editable: boolean): SubCalItem {
  return {
    id: row.id,
    auto_name: row.autoName,
    short_title: row.shortTitle,
    is_cal: true,
    status: row.status as SubCalStatus,
    is_status_editable: editable,
  };
}

/** The banner's CAL progress: the mean of the course's CALs' average progress. */
export function calProgressOf(tracker: TrackerCal[]): number {
  if (tracker.length === 0) return 0;
  return Math.round(tracker.reduce((sum, cal) => sum + cal.average_progress, 0) / tracker.length);
}

/** The mentee's name, picture and course, and their mentors in the course's cohort (000 §2.4). */
export async function bannerOf(db: Queryable, scope: TrackerScope) {
  const [person] = await db
    .select({ name: users.displayName, image: users.profileImageUrl })
    .from(users)
    .where(eq(users.id, scope.menteeId));
  const [course] = await db.select({ key: courses.courseKey, title: courses.title }).from(courses).where(eq(courses.id, scope.courseId));
  const mentors = await db
    .select({ name: users.displayName, number: mentorAssignments.mentorNumber, supervisor: mentorAssignments.isSupervisor })
    .from(mentorAssignments)
    .innerJoin(users, eq(users.id, mentorAssignments.mentorId))
    .where(and(eq(mentorAssignments.menteeId, scope.menteeId), eq(mentorAssignments.cohortId, scope.cohortId)))
    .orderBy(asc(mentorAssignments.mentorNumber));
  return { person: person!, course: course!, mentors };
}

/** A sub-CAL of the scope's mentee and course, or undefined. */
export async function subCalInScope(db: Queryable, scope: TrackerScope, subCalId: number) {
  const [row] = await db
    .select({
      id: subCals.id, calId: subCals.calId, autoName: subCals.autoName, shortTitle: subCals.shortTitle, status: subCals.status,
      reviewedAt: subCals.reviewedAt, calShortName: cals.shortName, calFullName: cals.fullName, group: cals.group,
    })
    .from(subCals)
    .innerJoin(cals, eq(cals.id, subCals.calId))
    .where(and(eq(subCals.id, subCalId), eq(subCals.menteeId, scope.menteeId), eq(subCals.courseId, scope.courseId)));
  return row;
}

/**
 * A sub-CAL's milestones (001 §3.3) with each one's latest file (one query with a lateral join,
 * not one per milestone) and the flags of the viewer: reviewers change statuses, the mentee uploads.
 */
export async function milestonesOf(
  db: Queryable,
  scope: TrackerScope,
  subCalId: number,
  /** The signed download link of a file version for the caller. */
  linkTo: (fileId: number) => string,
): Promise<MilestoneItem[]> {
  const latest = db
    .select({
      milestoneId: milestoneFiles.milestoneId,
      fileId: milestoneFiles.id,
      name: milestoneFiles.originalName,
      tagType: milestoneFiles.tagType,
      versions: sql<number>`count(*) over (partition by ${milestoneFiles.milestoneId})::int`.as('versions'),
      rank: sql<number>`row_number() over (partition by ${milestoneFiles.milestoneId} order by ${milestoneFiles.version} desc)::int`.as('rank'),
    })
    .from(milestoneFiles)
    .innerJoin(milestones, eq(milestones.id, milestoneFiles.milestoneId))
    .where(eq(milestones.subCalId, subCalId))
    .as('latest');
  const rows = await db
    .select({
      id: milestones.id, sequence: milestones.sequence, title: milestones.title, takes: milestones.takes, dueDate: milestones.dueDate,
      submittedAt: milestones.submittedAt, status: milestones.status,
      fileId: latest.fileId, fileName: latest.name, tagType: latest.tagType, versions: latest.versions,
    })
    .from(milestones)
    .leftJoin(latest, and(eq(latest.milestoneId, milestones.id), eq(latest.rank, 1)))
    .where(eq(milestones.subCalId, subCalId))
    .orderBy(asc(milestones.sequence));
  const reviewer = scope.viewer !== 'self';
  return rows.map((m) => {
    const status = m.status as MilestoneStatus;
    const takes = m.takes as MilestoneTakes;
    const finished = status === 'completed';
    const hasFile = m.fileId !== null;
    return {
      id: m.id,
      sequence: m.sequence,
      title: m.title,
      takes,
      due_date: m.dueDate,
      submitted: m.submittedAt ? m.submittedAt.toISOString() : null,
      status,
      is_status_editable: reviewer,
      latest_file: {
        tag_type: m.tagType ?? '',
        text: hasFile ? m.fileName! : '-',
        redirect_to: null,
        file: hasFile ? linkTo(m.fileId!) : null,
        file_name: hasFile ? m.fileName : null,
        disable: !hasFile,
      },
      upload_file: {
        text: takes === 'file' ? 'Upload' : `${takes.charAt(0).toUpperCase()}${takes.slice(1)} Form`,
        tag_type: takes === 'file' ? 'file' : `${takes}_form`,
        // Only the mentee uploads or fills, and not once the milestone is completed.
        disable: reviewer || finished,
      },
      file: { text: 'Files', disable: (m.versions ?? 0) === 0 },
    };
  });
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

/** How many of a sub-CAL's milestones are not completed. */
export async function openMilestoneCount(db: Queryable, subCalId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(milestones)
    .where(and(eq(milestones.subCalId, subCalId), sql`${milestones.status} <> 'completed'`));
  return row?.n ?? 0;
}


/**
 * CAL Requests: the sub-CALs no mentor or coordinator has acted on yet, of the caller's mentees (in
 * the cohort of that course) and of the courses they coordinate, newest first. The page walks the
 * partial index `sub_cals_waiting_idx` in order and stops after a page of rows; the total is a
 * separate count.
 */
function waitingFor(callerId: number) {
  // Written so that PostgreSQL computes each set once (an array, a hashed list), not once per row.
  const coordinated = sql`${subCals.courseId} = any(array(select cc.course_id from ${courseCoordinators} cc where cc.user_id = ${callerId}))`;
  const mentored = sql`(${subCals.menteeId}, ${subCals.courseId}) in (select ma.mentee_id, c.course_id from ${mentorAssignments} ma
    join ${cohorts} c on c.id = ma.cohort_id where ma.mentor_id = ${callerId})`;
  return and(sql`${subCals.reviewedAt} is null`, sql`(${coordinated} or ${mentored})`);
}

export async function calRequestsFor(db: Queryable, callerId: number, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: subCals.id, autoName: subCals.autoName, shortTitle: subCals.shortTitle, registeredAt: subCals.registeredAt,
        calShortName: cals.shortName, calFullName: cals.fullName, menteeId: subCals.menteeId, menteeName: users.displayName,
        courseId: subCals.courseId, courseTitle: courses.title,
      })
      .from(subCals)
      .innerJoin(cals, eq(cals.id, subCals.calId))
      .innerJoin(users, eq(users.id, subCals.menteeId))
      .innerJoin(courses, eq(courses.id, subCals.courseId))
      .where(waitingFor(callerId))
      .orderBy(desc(subCals.registeredAt), desc(subCals.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(subCals).where(waitingFor(callerId)),
  ]);
  return { rows, count: total?.n ?? 0 };
}
