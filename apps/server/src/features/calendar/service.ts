import crypto from 'node:crypto';
import {
  CALENDAR_API, CALENDAR_MESSAGES, DEFAULT_LOCALE, FEED_PAST_DAYS, SCHEDULES_PAGE_SIZE, isLocale,
  type FeedAddressAnswer, type Locale, type ScheduleOfficersAnswer, type ScheduleSessionsAnswer,
} from '@fetp/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../plugins/errors';
import { serverSecret } from '../../plugins/secrets';
import { sha256 } from '../../plugins/tokens';
import type { Services } from '../../services';
import { addEvent, icsHost, loadIcsEvents, newCalendar } from './ics';
import { eventLink } from './mail';
import {
  feedEventIds, feedMilestones, feedOwner, feedTokenOf, insertFeedTokenIfNone, putFeedToken, scheduleOfficers, scheduleSessions,
} from './queries';
import { UPCOMING_WINDOW_DAYS } from './recurrence';

/**
 * The personal calendar feed and the Attendance & Schedules page.
 *
 * A feed token is never stored: the row keeps its SHA-256 (looked up by the public feed) and when
 * it was made; the token itself is an HMAC of the user and that moment under a server secret, so
 * the owner's address can be shown again, and a reset (a new moment) makes a new one while the old
 * one stops matching.
 */

let feedSecret: Promise<string> | null = null;
const secretOf = (db: Db) => (feedSecret ??= serverSecret(db, 'calendar-feed').catch((err: unknown) => {
  feedSecret = null;
  throw err;
}));

async function tokenFor(db: Db, userId: number, createdAt: Date): Promise<string> {
  return crypto.createHmac('sha256', await secretOf(db)).update(`${userId}:${createdAt.toISOString()}`).digest('base64url');
}

function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${CALENDAR_API.feed.path.replace(':token', token)}`;
}

/** The caller's feed address, made on the first call. */
export async function feedAddress(services: Services, userId: number): Promise<FeedAddressAnswer> {
  const { db, config } = services;
  let row = await feedTokenOf(db, userId);
  if (!row) {
    const createdAt = new Date();
    row = await insertFeedTokenIfNone(db, userId, sha256(await tokenFor(db, userId, createdAt)), createdAt);
  }
  return { feed_url: feedUrl(config.publicUrl, await tokenFor(db, userId, row!.createdAt)) };
}

/** A new address for the caller; the old one stops working. */
export async function resetFeed(services: Services, userId: number): Promise<FeedAddressAnswer> {
  const { db, config } = services;
  const createdAt = new Date();
  const token = await tokenFor(db, userId, createdAt);
  await putFeedToken(db, userId, sha256(token), createdAt);
  return { feed_url: feedUrl(config.publicUrl, token) };
}

const DAY = 24 * 60 * 60 * 1000;

const DUE: Record<Locale, string> = { en: 'Due: {title} ({subCal})', fr: 'Échéance : {title} ({subCal})', ar: 'موعد التسليم: {title} ({subCal})' };
const FEED_NAME: Record<Locale, string> = { en: 'FETP calendar', fr: 'Agenda FETP', ar: 'تقويم FETP' };

/**
 * The feed of the token's owner (text/calendar), or 404: their webinars, meetings and discussions
 * that may have an occurrence from FEED_PAST_DAYS back to UPCOMING_WINDOW_DAYS ahead (series with
 * RRULE, EXDATE and RECURRENCE-ID) and their milestones due in that span, as all-day events.
 */
export async function feedCalendar(services: Services, token: string, now = new Date()): Promise<string> {
  const { db, config } = services;
  const owner = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await feedOwner(db, sha256(token)) : null;
  if (owner === null) throw notFound(CALENDAR_MESSAGES.feedNotFound);
  const locale: Locale = isLocale(owner.language) ? owner.language : DEFAULT_LOCALE;
  const from = new Date(now.getTime() - FEED_PAST_DAYS * DAY);
  const to = new Date(now.getTime() + UPCOMING_WINDOW_DAYS * DAY);
  const host = icsHost(config.publicUrl);
  const calendar = newCalendar({ name: FEED_NAME[locale] });
  for (const item of await loadIcsEvents(db, await feedEventIds(db, owner.userId, from, to))) {
    addEvent(calendar, item, { host, url: eventLink(config.publicUrl, item.event.courseId) });
  }
  const day = (d: Date) => d.toISOString().slice(0, 10);
  for (const m of await feedMilestones(db, owner.userId, day(from), day(to))) {
    const [y, mo, d] = m.dueDate.split('-').map(Number);
    calendar.createEvent({
      id: `milestone-${m.id}@${host}`,
      allDay: true,
      start: new Date(Date.UTC(y!, mo! - 1, d!)),
      end: new Date(Date.UTC(y!, mo! - 1, d! + 1)),
      summary: DUE[locale].replace('{title}', m.title).replace('{subCal}', m.subCal),
      url: eventLink(config.publicUrl, m.courseId),
    });
  }
  return calendar.toString();
}

// ---- Attendance & Schedules ----

const iso = (value: Date | string) => new Date(value).toISOString();

/** A page of a schedules table: the total from the rows' window count, each row numbered. */
function schedulePage<Row extends { total: number }, Item>(rows: Row[], page: number, item: (row: Row) => Item) {
  return {
    count: rows[0]?.total ?? 0,
    page,
    page_size: SCHEDULES_PAGE_SIZE,
    data: rows.map((r, i) => ({ sno: (page - 1) * SCHEDULES_PAGE_SIZE + i + 1, ...item(r) })),
  };
}

export async function sessions(db: Db, callerId: number, page: number): Promise<ScheduleSessionsAnswer> {
  return schedulePage(await scheduleSessions(db, callerId, page, SCHEDULES_PAGE_SIZE), page, (r) => ({
    event_id: r.event_id,
    occurrence: iso(r.occurrence),
    kind: r.kind,
    title: r.title,
    course: r.course ?? '',
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    invited: r.invited,
    attended: r.attended,
  }));
}

export async function officers(db: Db, callerId: number, page: number): Promise<ScheduleOfficersAnswer> {
  return schedulePage(await scheduleOfficers(db, callerId, page, SCHEDULES_PAGE_SIZE), page, (r) => ({
    user_id: r.user_id,
    officer_name: r.officer_name,
    invited: r.invited,
    attended: r.attended,
    rate: r.invited ? Math.round((r.attended * 100) / r.invited) : 0,
  }));
}
