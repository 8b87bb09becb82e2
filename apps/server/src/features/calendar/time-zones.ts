import { isKnownTimeZone } from '@fetp/contract';

/**
 * Wall-clock time in an IANA time zone and the instant it stands for, with the platform's Intl data
 * (no time-zone library): a series keeps its wall-clock time across daylight-saving changes.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    // Zones come from rows and checked input; the bound only keeps a flood of odd names from piling up.
    if (formatters.size >= 1000) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
/** The wall-clock fields of an instant in a zone, as a Date whose UTC fields hold them ("floating" time). */
export function toWallClock(instant: Date, timeZone: string): Date {
  // Lists show the same instants again and again, and Intl is slow (a tenth of a list's processor time): the answers are kept.
  const cacheKey = `${timeZone}|${instant.getTime()}`;
  const known = walls.get(cacheKey);
  if (known !== undefined) return new Date(known);
  const parts = formatterFor(timeZone).formatToParts(instant);
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  if (walls.size > 200_000) walls.clear();
  walls.set(cacheKey, wall);
  return new Date(wall);
}

const walls = new Map<string, number>();

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const wall = toWallClock(new Date(Math.floor(instant.getTime() / 1000) * 1000), timeZone);
  return wall.getTime() - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which a zone's clocks show a wall-clock time (given as a floating Date). A time
 * skipped by a spring-forward change moves forward by the gap; an autumn time shown twice takes
 * the first of the two.
 */
export function fromWallClock(wall: Date, timeZone: string): Date {
  // Lists place the same occurrences again and again: the answers are kept (Intl is slow).
  const cacheKey = `${timeZone}|${wall.getTime()}`;
  const known = placed.get(cacheKey);
  if (known !== undefined) return new Date(known);
  const instant = placeWallClock(wall.getTime(), timeZone);
  if (placed.size > 200_000) placed.clear();
  placed.set(cacheKey, instant);
  return new Date(instant);
}

const placed = new Map<string, number>();

function placeWallClock(guess: number, timeZone: string): number {
  const first = guess - offsetAt(new Date(guess), timeZone);
  const second = guess - offsetAt(new Date(first), timeZone);
  if (first === second) return first;
  // The two offsets differ around a change: take the earlier instant that shows this wall time, or
  // (in a gap) the instant after the gap.
  const candidates = [first, second].filter((t) => toWallClock(new Date(t), timeZone).getTime() === guess);
  return candidates.length > 0 ? Math.min(...candidates) : Math.max(first, second);
}

/** `YYYY-MM-DD` and `HH:MM` in a zone to the instant. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return fromWallClock(new Date(Date.UTC(y!, m! - 1, d!, hh!, mm!)), timeZone);
}

/** An instant as `YYYY-MM-DD` and `HH:MM` in a zone. */
export function zonedParts(instant: Date, timeZone: string): { date: string; time: string } {
  const iso = toWallClock(instant, timeZone).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The zone a list is shown in: the viewer's, when the platform knows it, else UTC. */
export const viewerZone = (zone: string | undefined) => (zone && isKnownTimeZone(zone) ? zone : 'UTC');
