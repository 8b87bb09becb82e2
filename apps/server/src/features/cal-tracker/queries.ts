import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CAL_GROUP_TYPES, type CalGroup, type MilestoneItem, type MilestoneStatus, type MilestoneTakes, type SubCalItem, type SubCalStatus, type TrackerCal,
} from '@fetp/contract';
import { rowsOf, type Queryable } from '../../db/client';
import { calForms, calMilestoneTemplates, cals, courses, milestoneFiles, milestones, subCals, users } from '../../db/schema';
import { seenBy } from '../../db/scopes';
import type { TrackerScope } from '../../plugins/officer-access';

/** A sub-CAL's progress: the share of its milestones completed, in whole percent. */
const progressOf = (completed: number, total: number) => (total === 0 ? 0 : Math.round((completed / total) * 100));

/**
 * The rows of an officer's tracker in a course (001 §3.2), in one query: each CAL of the course,
 * with each of the officer's sub-CALs of it and its milestone counts aggregated in SQL.
 */
export async function trackerRowsOf(db: Queryable, menteeId: number, courseId: number) {
  return rowsOf<{
    cal_id: number; group: string; short_name: string; full_name: string;
    sub_id: number | null; auto_name: string | null; short_title: string | null; status: string | null; total: number; completed: number;
  }>(await db.execute(sql`
    select c.id as cal_id, c."group", c.short_name, c.full_name, s.id as sub_id, s.auto_name, s.short_title, s.status,
           count(m.id)::int as total, (count(m.id) filter (where m.status = 'completed'))::int as completed
    from ${cals} c
    left join ${subCals} s on s.cal_id = c.id and s.mentee_id = ${menteeId} and s.course_id = ${courseId}
    left join ${milestones} m on m.sub_cal_id = s.id
    where c.course_id = ${courseId}
    group by c.id, s.id
    order by c."group", c.sort_order, c.id, s.number`));
}
export type TrackerRow = Awaited<ReturnType<typeof trackerRowsOf>>[number];

/**
 * The tracker as answered: each CAL with the officer's sub-CALs and its average progress (the mean
 * of its sub-CALs' progress; 0 with none). A course without CAL sections (Frontline) has none.
 */
export function trackerFrom(rows: TrackerRow[], scope: Pick<TrackerScope, 'hasCal' | 'viewer'>): TrackerCal[] {
  if (!scope.hasCal) return [];
  const editable = scope.viewer !== 'self';
  const byCal = new Map<number, { cal: TrackerRow; subs: TrackerRow[] }>();
  for (const row of rows) {
    const entry = byCal.get(row.cal_id) ?? { cal: row, subs: [] };
    if (row.sub_id !== null) entry.subs.push(row);
    byCal.set(row.cal_id, entry);
  }
  return [...byCal.values()].map(({ cal, subs }) => {
    const progress = subs.map((s) => progressOf(s.completed, s.total));
    return {
      cal: cal.cal_id,
      cal_short_name: cal.short_name,
      cal_full_name: cal.full_name,
      cal_type: CAL_GROUP_TYPES[cal.group as CalGroup],
      group: cal.group as CalGroup,
      average_progress: progress.length ? Math.round(progress.reduce((a, b) => a + b, 0) / progress.length) : 0,
      data: subs.map((s) => subCalItemOf({ id: s.sub_id!, autoName: s.auto_name!, shortTitle: s.short_title!, status: s.status! }, editable)),
    };
  });
}

/** An officer's tracker in a course, as the scope's viewer sees it. */
export async function trackerOf(db: Queryable, scope: TrackerScope): Promise<TrackerCal[]> {
  return scope.hasCal ? trackerFrom(await trackerRowsOf(db, scope.menteeId, scope.courseId), scope) : [];
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

/** A sub-CAL of an officer in a course, or undefined. */
export async function subCalInScope(db: Queryable, menteeId: number, courseId: number, subCalId: number) {
  const [row] = await db
    .select({
      id: subCals.id, calId: subCals.calId, autoName: subCals.autoName, shortTitle: subCals.shortTitle, status: subCals.status,
      reviewedAt: subCals.reviewedAt, calShortName: cals.shortName, calFullName: cals.fullName, group: cals.group,
    })
    .from(subCals)
    .innerJoin(cals, eq(cals.id, subCals.calId))
    .where(and(eq(subCals.id, subCalId), eq(subCals.menteeId, menteeId), eq(subCals.courseId, courseId)));
  return row;
}

/**
 * A sub-CAL's milestones (001 §3.3) with each one's latest file: one query with a lateral join, not
 * one per milestone. The sub-CAL must be the officer's, in the course.
 */
export async function milestonesOf(db: Queryable, menteeId: number, courseId: number, subCalId: number) {
  return rowsOf<MilestoneRow>(await db.execute(sql`
    select m.id, m.sequence, m.title, m.takes, m.due_date::text as due_date, m.submitted_at, m.status,
           f.id as file_id, f.original_name as file_name, f.tag_type, f.versions
    from ${milestones} m
    join ${subCals} s on s.id = m.sub_cal_id and s.mentee_id = ${menteeId} and s.course_id = ${courseId}
    left join lateral (
      select mf.id, mf.original_name, mf.tag_type, count(*) over ()::int as versions
      from ${milestoneFiles} mf where mf.milestone_id = m.id order by mf.version desc limit 1
    ) f on true
    where m.sub_cal_id = ${subCalId}
    order by m.sequence`));
}

export interface MilestoneRow {
  id: number; sequence: number; title: string; takes: string; due_date: string; submitted_at: Date | string | null; status: string;
  file_id: number | null; file_name: string | null; tag_type: string | null; versions: number | null;
}

/**
 * A milestone as the viewer may act on it: reviewers change statuses; the officer uploads or fills,
 * but not once the milestone or its whole sub-CAL is completed (read-only until a reviewer reopens it).
 */
export function milestoneItemOf(m: MilestoneRow, reviewer: boolean, subCalStatus: SubCalStatus, linkTo: (fileId: number) => string): MilestoneItem {
  const status = m.status as MilestoneStatus;
  const takes = m.takes as MilestoneTakes;
  const closed = status === 'completed' || subCalStatus === 'completed';
  const hasFile = m.file_id !== null;
  return {
    id: m.id,
    sequence: m.sequence,
    title: m.title,
    takes,
    due_date: m.due_date,
    submitted: m.submitted_at ? new Date(m.submitted_at).toISOString() : null,
    status,
    is_status_editable: reviewer,
    latest_file: {
      tag_type: m.tag_type ?? '',
      text: hasFile ? m.file_name! : '-',
      redirect_to: null,
      file: hasFile ? linkTo(m.file_id!) : null,
      file_name: hasFile ? m.file_name : null,
      disable: !hasFile,
    },
    upload_file: {
      text: takes === 'file' ? 'Upload' : `${takes.charAt(0).toUpperCase()}${takes.slice(1)} Form`,
      tag_type: takes === 'file' ? 'file' : `${takes}_form`,
      disable: reviewer || closed,
    },
    file: { text: 'Files', disable: (m.versions ?? 0) === 0 },
  };
}

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
 * CAL Requests: the sub-CALs no mentor or coordinator has acted on yet, of the officers the caller
 * sees as a mentor or coordinator (db/scopes.ts), newest first. The page walks the partial index
 * `sub_cals_waiting_idx` in order and stops after a page of rows. The count stops at `countUpTo`
 * rows: an exact count of a hundred thousand waiting sub-CALs costs more than the page itself, and
 * a pager only needs to know how far it may go (docs/api.md "CAL Requests").
 */
export async function calRequestsFor(db: Queryable, callerId: number, page: number, pageSize: number, countUpTo: number) {
  const waiting = and(sql`${subCals.reviewedAt} is null`, seenBy(db, callerId, subCals.menteeId, subCals.courseId));
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
      .where(waiting)
      .orderBy(desc(subCals.registeredAt), desc(subCals.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(db.select({ id: subCals.id }).from(subCals).where(waiting).limit(countUpTo).as('counted')),
  ]);
  return { rows, count: total?.n ?? 0 };
}
