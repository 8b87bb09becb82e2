import { and, asc, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { calendarEvents, calendarRemindersSent } from '../../db/schema';
import { inviteesOf } from '../../db/scopes';
import { definePeriodicJob, sendMailJob } from '../../jobs';
import { mailLocale, renderMail } from '../../mail/texts';
import type { Services } from '../../services';
import { notify } from '../notifications';
import { recipientsOf } from './invites';
import { exceptionsOf } from './queries';
import { eventLink, formatWhen } from './mail';
import { occurrencesBetween, type Occurrence } from './recurrence';

/**
 * Reminders (issue 22): every invitee gets an e-mail the day before each occurrence (`day`) and a
 * bell notification 15 minutes before it (`soon`). A periodic job looks ahead every five minutes;
 * the row it inserts into `calendar_reminders_sent` (INSERT … ON CONFLICT DO NOTHING, in the
 * transaction that queues the mails) decides who sends, so each reminder goes once however many
 * processes run and however often the job runs.
 *
 * The windows are wider than the period, so a run that is late or missed loses nothing:
 * - `day`: occurrences starting in (now + 1 h, now + 24 h] — the day before, or as soon after as the
 *   job runs. Not for an event written less than a day before the occurrence: its invite just came.
 * - `soon`: occurrences starting in (now, now + 15 min].
 */

const MINUTE = 60_000;
export const REMINDER_WINDOWS = {
  day: { from: 60 * MINUTE, to: 24 * 60 * MINUTE },
  soon: { from: 0, to: 15 * MINUTE },
} as const;

export type ReminderKind = keyof typeof REMINDER_WINDOWS;

/** Events that may have an occurrence starting in (now, now + 24 h]: not cancelled, begun by then, not over. */
async function candidates(db: Queryable, now: Date) {
  const horizon = new Date(now.getTime() + REMINDER_WINDOWS.day.to);
  const events = await db.select().from(calendarEvents).where(and(
    isNull(calendarEvents.cancelledAt),
    lte(calendarEvents.startsAt, horizon),
    or(isNull(calendarEvents.seriesEndsAt), gt(calendarEvents.seriesEndsAt, now)),
    // A single event ends with its only occurrence (series_ends_at may not be set on every row).
    or(sql`${calendarEvents.recurrence} is not null`, gt(calendarEvents.endsAt, now)),
  )).orderBy(asc(calendarEvents.id));
  // An edited occurrence may have moved into the window from a series whose rule start is outside it.
  const exceptions = await exceptionsOf(db, events.map((e) => e.id));
  return events.map((event) => ({ event, exceptions: exceptions.filter((x) => x.eventId === event.id) }));
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number];

/** The occurrences of the candidates starting in (now + from, now + to]. */
function occurrencesStarting(list: Candidate[], now: Date, window: { from: number; to: number }) {
  const after = now.getTime() + window.from;
  const before = now.getTime() + window.to;
  const out: { item: Candidate; occurrence: Occurrence }[] = [];
  for (const item of list) {
    const { event } = item;
    const duration = event.endsAt.getTime() - event.startsAt.getTime();
    // occurrencesBetween selects by end; an edited occurrence may last longer, so look a day further.
    const found = occurrencesBetween({ ...event, exceptions: item.exceptions }, new Date(after), new Date(before + duration + 24 * 60 * MINUTE));
    for (const occurrence of found) {
      const start = occurrence.startsAt.getTime();
      if (start > after && start <= before) out.push({ item, occurrence });
    }
  }
  return out;
}

/** Claims a reminder; true for the one caller (of any process) that inserted it. */
async function claim(tx: Queryable, eventId: number, occurrenceStart: Date, kind: ReminderKind): Promise<boolean> {
  const rows = await tx.insert(calendarRemindersSent).values({ eventId, occurrenceStart, kind }).onConflictDoNothing().returning({ eventId: calendarRemindersSent.eventId });
  return rows.length === 1;
}

/** One run: queues the due day-before mails and writes the due 15-minute notifications; answers how many occurrences each. */
export async function runReminders(services: Services, now: Date): Promise<Record<ReminderKind, number>> {
  const list = await candidates(services.db, now);
  const done = { day: 0, soon: 0 };

  for (const { item, occurrence } of occurrencesStarting(list, now, REMINDER_WINDOWS.day)) {
    const { event } = item;
    const written = (occurrence.edited ? (item.exceptions.find((x) => x.occurrenceStart.getTime() === occurrence.key.getTime())?.updatedAt ?? event.updatedAt) : event.updatedAt);
    if (occurrence.startsAt.getTime() - written.getTime() < REMINDER_WINDOWS.day.to) continue;
    const sent = await services.db.transaction(async (tx) => {
      if (!(await claim(tx, event.id, occurrence.key, 'day'))) return false;
      const title = occurrence.edited?.title ?? event.title;
      const link = eventLink(services.config.publicUrl, event.courseId);
      for (const to of await recipientsOf(tx, event.id)) {
        const locale = mailLocale(to.language, null);
        const mail = renderMail('calendarReminder', locale, { name: to.name, title, when: formatWhen(occurrence.startsAt, occurrence.endsAt, event.timeZone, locale), link });
        await services.jobs.enqueue(sendMailJob, { to: to.email, ...mail }, { db: tx });
      }
      return true;
    });
    if (sent) done.day++;
  }

  for (const { item, occurrence } of occurrencesStarting(list, now, REMINDER_WINDOWS.soon)) {
    const { event } = item;
    const sent = await services.db.transaction(async (tx) => {
      if (!(await claim(tx, event.id, occurrence.key, 'soon'))) return false;
      const people = await inviteesOf(tx, event.id);
      await notify(tx, people.map((u) => u.id), { key: 'calendarStartsSoon', params: { title: occurrence.edited?.title ?? event.title } });
      return true;
    });
    if (sent) done.soon++;
  }
  return done;
}

/** Every five minutes, once for all processes. */
export const calendarRemindersJob = definePeriodicJob({
  name: 'calendar-reminders',
  everyMinutes: 5,
  run: async (_payload, { services, log }) => {
    // The real time, not the period's start: a run that starts late looks ahead from when it runs.
    const done = await runReminders(services, new Date());
    if (done.day || done.soon) log.info(done, 'calendar reminders sent');
  },
});
