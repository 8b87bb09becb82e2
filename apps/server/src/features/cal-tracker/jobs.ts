import { dayMonthYear, pageUrl } from '@fetp/contract';
import type { Services } from '../../services';
import { defineDailyJob, sendMailJob } from '../../jobs';
import { mailLocale, renderMail } from '../../mail/texts';
import { milestoneOrphanFilesJob } from './orphan-files';
import { dueSoon, overdueMilestones } from './queries';
import { changeStatus } from './status-service';

/**
 * The CAL tracker's daily job (issue part 6; docs/architecture.md "CAL forms and due dates"):
 * milestones past their due date become Passed Due Date (their sub-CAL too) and their mentee's
 * mentors (db/scopes.ts mentorsOf) are told; mentees are reminded of a milestone due within three days, once per milestone.
 */

/** How many days before its due date a milestone's mentee is reminded. */
/** How many days before its due date a milestone's mentee is reminded. */
const REMINDER_DAYS = 3;

/** How many overdue milestones one transaction marks: a long backlog commits in steps. */
const OVERDUE_BATCH = 200;

/**
 * The day's work: every open milestone due before `day` becomes Passed Due Date through the one
 * status change (status-service.ts: its sub-CAL too, audit rows by the system, its officer's
 * mentors mailed once), a batch per transaction; then the reminders, queued once per milestone.
 */
export async function runCalDueDates(services: Services, day: string): Promise<{ overdue: number; reminders: number }> {
  let overdue = 0;
  for (;;) {
    const batch = await overdueMilestones(services.db, day, OVERDUE_BATCH);
    if (!batch.length) break;
    await services.db.transaction(async (tx) => {
      for (const milestoneId of batch) {
        const outcome = await changeStatus(services, tx, { subject: 'overdue', milestoneId, actor: { kind: 'system' } });
        if (outcome.milestone && outcome.milestone.to !== outcome.milestone.from) overdue++;
      }
    });
    if (batch.length < OVERDUE_BATCH) break;
  }
  const link = (path: string) => `${services.config.publicUrl}${path}`;
  const reminders = await services.db.transaction(async (tx) => {
    const soon = await dueSoon(tx, day, REMINDER_DAYS);
    for (const row of soon) {
      const mail = renderMail('calMilestoneReminder', mailLocale(row.language, null), {
        name: row.name, item: row.title, subCal: row.auto_name, date: dayMonthYear(row.due_date), link: link(pageUrl('coursesDashboard', { id: row.course_id })),
      });
      await services.jobs.enqueue(sendMailJob, { to: row.email, ...mail }, { db: tx, key: `cal-reminder:${row.milestone_id}` });
    }
    return soon.length;
  });
  return { overdue, reminders };
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

/** The CAL tracker's job kinds (due dates, the milestone files' sweep), registered through features/index.ts `featureJobKinds`. */
export const calTrackerJobKinds = [calDueDatesJob, milestoneOrphanFilesJob];
