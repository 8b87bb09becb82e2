import rrule, { type Options, type Weekday as RRuleWeekday } from 'rrule';
import type { WebinarFormOutput, WebinarWeekDay } from '@fetp/contract';
import { fromWallClock, toWallClock, zonedInstant } from './time-zones';

/**
 * Webinar recurrence (001 §3.6, §5 "Webinar form"): the form's choice as an RFC 5545 rule, and the
 * occurrences of a series in a window, computed by rrule — never by hand, never without bound.
 *
 * A stored rule is "floating": rrule runs over wall-clock times of the series' zone (Dates whose UTC
 * fields hold the wall clock), and each occurrence is then placed in the zone, so 09:00 stays 09:00
 * across a daylight-saving change. Its UNTIL is floating too (the last day, 23:59:59 wall clock).
 */

// rrule 2 ships CommonJS for Node: its named exports are read from the default one.
const { RRule } = rrule;
type RRule = InstanceType<typeof RRule>;

/** The form's recurrence, already validated (the webinar contract's schema): weekly on week days; monthly on a day (a month
 * without it is skipped, as RFC 5545 says) or the nth (1–4, or -1 for the last) weekday; yearly likewise in a month; until a last day (inclusive). */
export type RecurrenceChoice = WebinarFormOutput['recurrence'];

const rruleDay: Record<WebinarWeekDay, RRuleWeekday> = {
  MO: RRule.MO, TU: RRule.TU, WE: RRule.WE, TH: RRule.TH, FR: RRule.FR, SA: RRule.SA, SU: RRule.SU,
};

/** The rule's text (without DTSTART), or null for a single occurrence. */
export function recurrenceRule(choice: RecurrenceChoice): string | null {
  if (choice.interval === 'none') return null;
  const options: Partial<Options> = {};
  if (choice.interval === 'weekly') {
    options.freq = RRule.WEEKLY;
    options.byweekday = (choice.weekDays ?? []).map((d) => rruleDay[d]);
  } else if (choice.interval === 'monthly') {
    options.freq = RRule.MONTHLY;
    if (choice.monthlyType === 'relativeMonthly') {
      options.byweekday = [rruleDay[choice.monthlyWeekDay ?? 'MO'].nth(choice.monthlyWeekNumber ?? 1)];
    } else {
      options.bymonthday = [choice.monthDay ?? 1];
    }
  } else {
    options.freq = RRule.YEARLY;
    if (choice.yearlyType === 'relativeYearly') {
      options.bymonth = [choice.relativeMonthNumber ?? 1];
      options.byweekday = [rruleDay[choice.yearlyWeekDay ?? 'MO'].nth(choice.yearlyWeekNumber ?? 1)];
    } else {
      options.bymonth = [choice.absoluteMonthNumber ?? 1];
      options.bymonthday = [choice.yearlyMonthDay ?? 1];
    }
  }
  if (choice.untilDate) options.until = new Date(`${choice.untilDate}T23:59:59Z`);
  return RRule.optionsToString(options).replace(/^RRULE:/, '');
}

/** How many of the rule's starts lie in [from, to): within the lists' horizon by the kept expansion's indexes (every list counts each series, so nothing is copied). */
function countStarts(series: SeriesInput, from: Date, to: Date): number {
  const known = series.recurrence ? expandedStarts(series, to) : null;
  return known ? firstAtOrAfter(known, to.getTime()) - firstAtOrAfter(known, from.getTime()) : ruleStarts(series, from, to, Number.POSITIVE_INFINITY).length;
}

/** How many occurrences of a series end in (after, before]. */
function countBetween(series: SeriesInput, after: Date, before: Date): number {
  const duration = series.endsAt.getTime() - series.startsAt.getTime();
  let count = countStarts(series, new Date(after.getTime() - duration + 1), new Date(before.getTime() - duration + 1));
  for (const e of series.exceptions ?? []) {
    const keyEnd = e.occurrenceStart.getTime() + duration;
    if (keyEnd > after.getTime() && keyEnd <= before.getTime()) count -= 1;
    if (!e.cancelled && e.endsAt && e.endsAt > after && e.endsAt <= before) count += 1;
  }
  return count;
}

/** A series as stored, with its changed or cancelled occurrences. */
export interface SeriesInput {
  id: number;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  recurrence: string | null;
  exceptions?: readonly OccurrenceException[];
}

export interface OccurrenceException {
  occurrenceStart: Date;
  cancelled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  title?: string | null;
  description?: string | null;
  presenter?: string | null;
  joinUrl?: string | null;
}

/** One occurrence: `key` is the start the rule gives it (its RECURRENCE-ID); an edited one has its own times and fields. */
export interface Occurrence {
  eventId: number;
  key: Date;
  startsAt: Date;
  endsAt: Date;
  edited: OccurrenceException | null;
}

const parsed = new Map<string, RRule>();

/** The parsed rule of a series, kept (a rule is parsed once per process, not per request). */
function ruleOf(series: SeriesInput): RRule {
  const dtstart = toWallClock(series.startsAt, series.timeZone);
  const cacheKey = `${series.recurrence}|${dtstart.toISOString()}`;
  let rule = parsed.get(cacheKey);
  if (!rule) {
    rule = new RRule({ ...RRule.parseString(series.recurrence!), dtstart });
    if (parsed.size > 5000) parsed.clear();
    parsed.set(cacheKey, rule);
  }
  return rule;
}

const DAY = 24 * 60 * 60 * 1000;

/** The index of the first start at or after `t` in an ascending list of starts. */
function firstAtOrAfter(starts: readonly Date[], t: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (starts[mid]!.getTime() < t) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Every start of a rule from its first through the lists' horizon, by rule, first start, zone and horizon day. */
const expansions = new Map<string, Date[]>();
const EXPANSIONS_KEPT = 20_000;

/**
 * The rule's starts from its first up to the horizon of the Upcoming lists (today + the window +
 * two days), expanded once a day per series and kept: expanding a rule was most of a list's cost.
 * Null when `to` lies past that horizon (the caller expands the rule itself).
 */
function expandedStarts(series: SeriesInput, to: Date): readonly Date[] | null {
  const horizonDay = Math.floor(Date.now() / DAY) + UPCOMING_WINDOW_DAYS + 2;
  const horizon = horizonDay * DAY;
  if (to.getTime() > horizon) return null;
  const key = `${series.recurrence}|${series.startsAt.getTime()}|${series.timeZone}|${horizonDay}`;
  let starts = expansions.get(key);
  if (!starts) {
    const found: Date[] = [];
    ruleOf(series).between(new Date(series.startsAt.getTime() - DAY), new Date(horizon + DAY), true, (wall) => {
      const start = fromWallClock(wall, series.timeZone);
      if (start.getTime() < horizon) found.push(start);
      return true;
    });
    starts = found;
    if (expansions.size >= EXPANSIONS_KEPT) expansions.clear();
    expansions.set(key, starts);
  }
  return starts;
}

/**
 * The rule's starts (occurrence keys) whose start lies in [from, to), in order, at most `limit`.
 * Within the lists' horizon they come from the kept expansion; beyond it the floating window is
 * widened by a day on each side (no zone is more than 14 hours off) and each start placed in the
 * zone before the exact test.
 */
function ruleStarts(series: SeriesInput, from: Date, to: Date, limit: number): Date[] {
  if (!series.recurrence) return series.startsAt >= from && series.startsAt < to ? [series.startsAt] : [];
  const known = expandedStarts(series, to);
  if (known) {
    const first = firstAtOrAfter(known, from.getTime());
    const end = Math.min(firstAtOrAfter(known, to.getTime()), first + limit);
    return known.slice(first, end);
  }
  const rule = ruleOf(series);
  const starts: Date[] = [];
  rule.between(new Date(from.getTime() - DAY), new Date(to.getTime() + DAY), true, (wall) => {
    const start = fromWallClock(wall, series.timeZone);
    if (start >= from && start < to) starts.push(start);
    return starts.length < limit;
  });
  return starts;
}

/**
 * The occurrences of a series whose end falls in (after, before], in time order (ascending), at
 * most `limit`: the rule's starts without the changed or cancelled ones, plus the changed ones at
 * their own times.
 */
export function occurrencesBetween(series: SeriesInput, after: Date, before: Date, limit = Number.POSITIVE_INFINITY): Occurrence[] {
  const duration = series.endsAt.getTime() - series.startsAt.getTime();
  const exceptions = new Map((series.exceptions ?? []).map((e) => [e.occurrenceStart.getTime(), e]));
  const out: Occurrence[] = [];
  // An occurrence ends in (after, before] when it starts in (after - duration, before - duration].
  const from = new Date(after.getTime() - duration + 1);
  const to = new Date(before.getTime() - duration + 1);
  // Ask for as many more as there are exceptions, since those are taken out.
  for (const key of ruleStarts(series, from, to, limit + exceptions.size)) {
    if (exceptions.has(key.getTime())) continue;
    out.push({ eventId: series.id, key, startsAt: key, endsAt: new Date(key.getTime() + duration), edited: null });
  }
  for (const e of exceptions.values()) {
    if (e.cancelled || !e.startsAt || !e.endsAt) continue;
    if (e.endsAt > after && e.endsAt <= before) out.push({ eventId: series.id, key: e.occurrenceStart, startsAt: e.startsAt, endsAt: e.endsAt, edited: e });
  }
  out.sort(byStart);
  return out.slice(0, limit);
}

function byStart(a: Occurrence, b: Occurrence): number {
  return a.startsAt.getTime() - b.startsAt.getTime() || a.eventId - b.eventId;
}

/** The end (exclusive) of the instants an occurrence key may name: the lists' horizon, as expandedStarts keeps it. */
export function occurrenceKeyHorizon(now = Date.now()): Date {
  return new Date((Math.floor(now / DAY) + UPCOMING_WINDOW_DAYS + 2) * DAY);
}

/**
 * Whether `key` may be an occurrence of the series, by arithmetic alone (no expansion): a single
 * event's own start; for a series, an instant from its first start, before its UNTIL and the lists'
 * horizon (no list names an occurrence beyond it), at the series' wall-clock time of day, on one of
 * the rule's months, month days and week days. A key far away or off the grid costs nothing.
 */
export function mayBeOccurrenceOf(series: SeriesInput, key: Date, now = Date.now()): boolean {
  const t = key.getTime();
  if (!series.recurrence) return t === series.startsAt.getTime();
  if (!(t >= series.startsAt.getTime() && t < occurrenceKeyHorizon(now).getTime())) return false;
  const zone = series.timeZone;
  const first = toWallClock(series.startsAt, zone).getTime();
  const wallDay = Math.floor(toWallClock(key, zone).getTime() / DAY) * DAY;
  // The rule's start on the key's day: the series' time of day, placed in the zone as ruleStarts places it.
  const wall = new Date(wallDay + (first - Math.floor(first / DAY) * DAY));
  if (fromWallClock(wall, zone).getTime() !== t) return false;
  const options = ruleOf(series).options;
  if (options.until && wall > options.until) return false;
  const has = (list: number[] | null | undefined, value: number) => !list?.length || list.includes(value);
  if (!has(options.bymonth, wall.getUTCMonth() + 1)) return false;
  if (!has(options.bymonthday, wall.getUTCDate()) && !options.bynmonthday?.length) return false;
  // rrule numbers week days from Monday (0); JavaScript from Sunday.
  const weekDay = (wall.getUTCDay() + 6) % 7;
  const weekDays = [...(options.byweekday ?? []), ...(options.bynweekday ?? []).map(([day]) => day!)];
  return has(weekDays, weekDay);
}

/** Whether `key` is an occurrence the rule gives (an occurrence edit or cancel must name one): checked by arithmetic first, then within the lists' horizon. */
export function isOccurrenceOf(series: SeriesInput, key: Date): boolean {
  if (!mayBeOccurrenceOf(series, key)) return false;
  return ruleStarts(series, key, new Date(key.getTime() + 1), 1).length === 1;
}

/** The first start the rule gives on or after the chosen start (a weekly series on Mon/Wed chosen to start on a Tuesday begins on Wednesday); null if none. */
export function firstStart(choice: RecurrenceChoice, chosenStart: Date, timeZone: string): Date | null {
  const recurrence = recurrenceRule(choice);
  if (!recurrence) return chosenStart;
  const [first] = ruleStarts({ id: 0, startsAt: chosenStart, endsAt: chosenStart, timeZone, recurrence }, chosenStart, new Date(chosenStart.getTime() + 400 * DAY * 10), 1);
  return first ?? null;
}

/** When the last occurrence of a series ends (null: it never ends), for the lists' window filter. */
export function seriesEnd(series: SeriesInput, untilDate: string | null | undefined): Date | null {
  if (!series.recurrence) return series.endsAt;
  if (!untilDate) return null;
  const duration = series.endsAt.getTime() - series.startsAt.getTime();
  const lastDayEnd = zonedInstant(untilDate, '23:59', series.timeZone);
  return new Date(lastDayEnd.getTime() + 60_000 + duration);
}

/** How far ahead Upcoming lists look: an unending series is expanded for this long only. */
export const UPCOMING_WINDOW_DAYS = 366;

/**
 * A page of upcoming (ending after `now`, soonest first, within the upcoming window) or past
 * (ended, latest first) occurrences of many series, with the total count. Past lists reach back to
 * each series' start, which is in the past, so both are bounded.
 */
export function pageOccurrences(
  series: readonly (SeriesInput & { seriesStartsAt?: Date })[],
  options: { type: 'upcoming' | 'past'; now: Date; page: number; pageSize: number },
): { count: number; occurrences: Occurrence[] } {
  const { now, page, pageSize } = options;
  const start = (page - 1) * pageSize;
  let count = 0;
  const all: Occurrence[] = [];
  for (const s of series) {
    if (options.type === 'upcoming') {
      const horizon = new Date(now.getTime() + UPCOMING_WINDOW_DAYS * DAY);
      count += countBetween(s, now, horizon);
      // Only the soonest page*pageSize of each series can be on the page.
      all.push(...occurrencesBetween(s, now, horizon, start + pageSize));
    } else {
      const past = occurrencesBetween(s, new Date(Math.min(s.startsAt.getTime(), now.getTime()) - 1), now);
      count += past.length;
      all.push(...past);
    }
  }
  all.sort(byStart);
  if (options.type === 'past') all.reverse();
  return { count, occurrences: all.slice(start, start + pageSize) };
}
