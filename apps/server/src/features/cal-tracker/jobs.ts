import { sql } from 'drizzle-orm';
import { pageUrl } from '@fetp/contract';
import type { Services } from '../../services';
import { rowsOf, type Queryable } from '../../db/client';
import { defineDailyJob, sendMailJob } from '../../jobs';
import { mailLocale, renderMail } from '../../mail/texts';

/**
 * The CAL tracker's daily job (issue part 6; docs/architecture.md "CAL forms and due dates"):
 * milestones past their due date become Passed Due Date (their sub-CAL too) and their mentee's
 * mentors are told; mentees are reminded of a milestone due within three days, once per milestone.
 */

/** How many days before its due date a milestone's mentee is reminded. */
export const REMINDER_DAYS = 3;

/** YYYY-MM-DD as the lists show it, DD-MM-YYYY (001 §5 Formats). */
const displayDate = (iso: string) => iso.split('-').reverse().join('-');

interface OverdueMilestone {
  milestone_id: number;
  title: string;
  due_date: string;
  auto_name: string;
  mentee_id: number;
  mentee_name: string;
  /** Null for a mentee without mentors in the course (the milestone is still marked). */
  mentor_id: number | null;
  mentor_email: string | null;
  mentor_name: string | null;
  mentor_language: string | null;
}

/**
 * Marks every open milestone due before `day` Passed Due Date, and its sub-CAL unless that is
 * completed or already so, each with an audit row by the system (changed_by null), in one
 * statement; answers each moved milestone once per mentor of its mentee in the sub-CAL's course.
 */
async function markOverdue(tx: Queryable, day: string): Promise<OverdueMilestone[]> {
  const result = await tx.execute(sql`
    with due as (
      select id, status from milestones
      where due_date < ${day}::date and status not in ('completed', 'passed_due_date')
      for update
    ), moved as (
      update milestones m set status = 'passed_due_date' from due where m.id = due.id
      returning m.id, m.sub_cal_id, m.title, m.due_date, due.status as from_status
    ), milestone_audit as (
      insert into cal_status_changes (subject, subject_id, changed_by, from_status, to_status)
      select 'milestone', id, null, from_status, 'passed_due_date' from moved
    ), late as (
      select id, status from sub_cals
      where id in (select sub_cal_id from moved) and status not in ('completed', 'passed_due_date')
      for update
    ), late_moved as (
      update sub_cals s set status = 'passed_due_date' from late where s.id = late.id
      returning s.id, late.status as from_status
    ), sub_cal_audit as (
      insert into cal_status_changes (subject, subject_id, changed_by, from_status, to_status)
      select 'sub_cal', id, null, from_status, 'passed_due_date' from late_moved
    )
    select moved.id as milestone_id, moved.title, moved.due_date::text as due_date, s.auto_name, s.mentee_id, mentee.display_name as mentee_name,
      mentor.id as mentor_id, mentor.email as mentor_email, mentor.display_name as mentor_name, mentor.language as mentor_language
    from moved
    join sub_cals s on s.id = moved.sub_cal_id
    join users mentee on mentee.id = s.mentee_id
    left join (mentor_assignments ma join cohorts c on c.id = ma.cohort_id) on ma.mentee_id = s.mentee_id and c.course_id = s.course_id
    left join users mentor on mentor.id = ma.mentor_id
    order by moved.id, ma.mentor_number
  `);
  return rowsOf<OverdueMilestone>(result);
}

interface ReminderMail {
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
 * The milestones due in the next REMINDER_DAYS days that still wait for the mentee (not started
 * or revoked: a pending one is submitted and waits for review), with their mentee. A range rather
 * than the third day alone, so a day the job missed is caught up; the mail's key sends each once.
 */
async function dueSoon(tx: Queryable, day: string): Promise<ReminderMail[]> {
  const result = await tx.execute(sql`
    select m.id as milestone_id, m.title, m.due_date::text as due_date, s.auto_name, s.course_id, u.email, u.display_name as name, u.language
    from milestones m
    join sub_cals s on s.id = m.sub_cal_id
    join users u on u.id = s.mentee_id
    where m.due_date > ${day}::date and m.due_date <= ${day}::date + ${REMINDER_DAYS}::int
      and m.status not in ('completed', 'passed_due_date') and m.status <> 'pending'
    order by m.id
  `);
  return rowsOf<ReminderMail>(result);
}

/** The day's work, in one transaction: the status changes and the mails they cause commit together. */
export async function runCalDueDates(services: Services, day: string): Promise<{ overdue: number; reminders: number }> {
  const link = (path: string) => `${services.config.publicUrl}${path}`;
  return services.db.transaction(async (tx) => {
    const overdue = await markOverdue(tx, day);
    for (const row of overdue) {
      if (row.mentor_id === null || row.mentor_email === null) continue;
      const mail = renderMail('calMilestoneOverdue', mailLocale(row.mentor_language, null), {
        name: row.mentor_name ?? '', mentee: row.mentee_name, item: row.title, subCal: row.auto_name, date: displayDate(row.due_date),
        link: link(pageUrl('menteeDashboard', { id: row.mentee_id })),
      });
      await services.jobs.enqueue(sendMailJob, { to: row.mentor_email, ...mail }, { db: tx, key: `cal-overdue:${row.milestone_id}:${row.mentor_id}` });
    }
    const soon = await dueSoon(tx, day);
    for (const row of soon) {
      const mail = renderMail('calMilestoneReminder', mailLocale(row.language, null), {
        name: row.name, item: row.title, subCal: row.auto_name, date: displayDate(row.due_date), link: link(pageUrl('coursesDashboard', { id: row.course_id })),
      });
      await services.jobs.enqueue(sendMailJob, { to: row.email, ...mail }, { db: tx, key: `cal-reminder:${row.milestone_id}` });
    }
    return { overdue: new Set(overdue.map((r) => r.milestone_id)).size, reminders: soon.length };
  });
}

/** Once a day at 01:00 UTC (morning in South Asia, before the working day elsewhere east of the Atlantic). */
export const calDueDatesJob = defineDailyJob({
  name: 'cal-due-dates',
  at: '01:00',
  run: async ({ day }, { services, log }) => {
    const done = await runCalDueDates(services, day);
    if (done.overdue || done.reminders) log.info({ day, ...done }, 'cal due dates: milestones marked overdue, reminders queued');
  },
});

/** The CAL tracker's job kinds, registered by app.ts beside the core ones. */
export const calTrackerJobKinds = [calDueDatesJob];
