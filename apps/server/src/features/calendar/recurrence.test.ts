import { describe, expect, it } from 'vitest';
import { firstStart, mayBeOccurrenceOf, occurrenceKeyHorizon, occurrencesBetween, pageOccurrences, recurrenceRule, seriesEnd, type RecurrenceChoice, type SeriesInput } from './recurrence';
import { zonedInstant, zonedParts } from './time-zones';

/** Recurrence (001 §3.6, §5 "Webinar form"; issue 22 "Unit tests of recurrence"): rules by rrule, occurrences in the series' zone. */

const HOUR = 3_600_000;

/** A series as the webinar service builds it: the first start the rule gives, each occurrence `hours` long. */
function seriesOf(choice: RecurrenceChoice, startDate: string, time: string, zone: string, hours = 1): SeriesInput {
  const startsAt = firstStart(choice, zonedInstant(startDate, time, zone), zone)!;
  return { id: 1, startsAt, endsAt: new Date(startsAt.getTime() + hours * HOUR), timeZone: zone, recurrence: recurrenceRule(choice) };
}
const all = (s: SeriesInput) => occurrencesBetween(s, new Date(s.startsAt.getTime() - 1), new Date(Date.UTC(2100, 0, 1)));
const days = (s: SeriesInput) => all(s).map((o) => zonedParts(o.startsAt, s.timeZone).date);

describe('recurrence', () => {
  it('weekly on Monday and Wednesday for six weeks gives 12 occurrences', () => {
    // 2026-12-07 is a Monday; six weeks end on Sunday 2027-01-17.
    const s = seriesOf({ interval: 'weekly', weekDays: ['MO', 'WE'], untilDate: '2027-01-17' }, '2026-12-07', '10:00', 'UTC');
    const list = days(s);
    expect(list).toHaveLength(12);
    expect(list.slice(0, 4)).toEqual(['2026-12-07', '2026-12-09', '2026-12-14', '2026-12-16']);
    expect(list.at(-1)).toBe('2027-01-13');
    expect(all(s).every((o) => [1, 3].includes(o.startsAt.getUTCDay()))).toBe(true);
  });

  it('a weekly series chosen to start on a Tuesday begins on the first chosen week day', () => {
    const s = seriesOf({ interval: 'weekly', weekDays: ['WE'], untilDate: '2026-12-31' }, '2026-12-08', '09:00', 'UTC');
    expect(zonedParts(s.startsAt, 'UTC').date).toBe('2026-12-09');
  });

  it('"second Tuesday monthly" lands on the second Tuesday of each month', () => {
    const s = seriesOf({ interval: 'monthly', monthlyType: 'relativeMonthly', monthlyWeekNumber: 2, monthlyWeekDay: 'TU', untilDate: '2027-04-30' }, '2026-12-01', '11:00', 'Asia/Kolkata');
    expect(days(s)).toEqual(['2026-12-08', '2027-01-12', '2027-02-09', '2027-03-09', '2027-04-13']);
    expect(all(s).every((o) => zonedParts(o.startsAt, 'Asia/Kolkata').time === '11:00')).toBe(true);
  });

  it('monthly on day 31 skips months without one', () => {
    const s = seriesOf({ interval: 'monthly', monthlyType: 'absoluteMonthly', monthDay: 31, untilDate: '2027-05-31' }, '2026-12-01', '08:00', 'UTC');
    expect(days(s)).toEqual(['2026-12-31', '2027-01-31', '2027-03-31', '2027-05-31']);
  });

  it('"last Friday of March yearly" lands on the last Friday of March', () => {
    const s = seriesOf({
      interval: 'yearly', yearlyType: 'relativeYearly', yearlyWeekNumber: -1, yearlyWeekDay: 'FR', relativeMonthNumber: 3, untilDate: '2029-12-31',
    }, '2026-12-01', '14:00', 'UTC');
    expect(days(s)).toEqual(['2027-03-26', '2028-03-31', '2029-03-30']);
  });

  it('yearly on a month and day', () => {
    const s = seriesOf({ interval: 'yearly', yearlyType: 'absoluteYearly', absoluteMonthNumber: 7, yearlyMonthDay: 4, untilDate: '2028-12-31' }, '2026-12-01', '14:00', 'UTC');
    expect(days(s)).toEqual(['2027-07-04', '2028-07-04']);
  });

  it('editing one occurrence and cancelling another change only those', () => {
    const base = seriesOf({ interval: 'weekly', weekDays: ['MO', 'WE'], untilDate: '2027-01-17' }, '2026-12-07', '10:00', 'UTC');
    const [first, second, third] = all(base);
    const moved = new Date(Date.UTC(2026, 11, 10, 15));
    const s: SeriesInput = {
      ...base,
      exceptions: [
        { occurrenceStart: second!.key, cancelled: false, startsAt: moved, endsAt: new Date(moved.getTime() + HOUR), title: 'Moved' },
        { occurrenceStart: third!.key, cancelled: true, startsAt: null, endsAt: null },
      ],
    };
    const after = all(s);
    expect(after).toHaveLength(11);
    expect(after[0]!.key).toEqual(first!.key);
    expect(after[1]!.startsAt).toEqual(moved);
    expect(after[1]!.key).toEqual(second!.key);
    expect(after[1]!.edited?.title).toBe('Moved');
    expect(after.some((o) => o.key.getTime() === third!.key.getTime())).toBe(false);
    // The others are untouched.
    expect(after.slice(2).map((o) => o.startsAt)).toEqual(all(base).slice(3).map((o) => o.startsAt));
  });

  it('a daylight-saving change in Europe/Paris keeps 09:00 wall clock', () => {
    // Clocks go back on 2027-10-31 and forward on 2027-03-28.
    const s = seriesOf({ interval: 'weekly', weekDays: ['MO'], untilDate: '2027-11-15' }, '2027-10-18', '09:00', 'Europe/Paris');
    const list = all(s);
    expect(list.map((o) => zonedParts(o.startsAt, 'Europe/Paris').time)).toEqual(list.map(() => '09:00'));
    expect(list.map((o) => o.startsAt.getUTCHours())).toEqual([7, 7, 8, 8, 8]);
    const spring = seriesOf({ interval: 'weekly', weekDays: ['MO'], untilDate: '2027-04-05' }, '2027-03-22', '09:00', 'Europe/Paris');
    expect(all(spring).map((o) => o.startsAt.getUTCHours())).toEqual([8, 7, 7]);
  });

  it('an unending series is bounded by the upcoming window and pages like any other', () => {
    const s = seriesOf({ interval: 'weekly', weekDays: ['MO'], untilDate: null }, '2026-12-07', '10:00', 'UTC');
    expect(seriesEnd(s, null)).toBeNull();
    const now = new Date(Date.UTC(2026, 11, 1));
    const page = pageOccurrences([s], { type: 'upcoming', now, page: 2, pageSize: 10 });
    expect(page.count).toBeGreaterThanOrEqual(52);
    expect(page.occurrences).toHaveLength(10);
    expect(zonedParts(page.occurrences[0]!.startsAt, 'UTC').date).toBe('2027-02-15');
  });

  it('the arithmetic key check admits every occurrence a rule gives and nothing off its grid, span or horizon', () => {
    const rules: [RecurrenceChoice, string, string, string][] = [
      [{ interval: 'weekly', weekDays: ['MO', 'WE'], untilDate: '2027-06-30' }, '2026-12-07', '10:00', 'UTC'],
      [{ interval: 'weekly', weekDays: ['SU'], untilDate: '2027-12-31' }, '2026-12-06', '02:30', 'Europe/Paris'],
      [{ interval: 'monthly', monthlyType: 'relativeMonthly', monthlyWeekNumber: -1, monthlyWeekDay: 'FR', untilDate: '2027-12-31' }, '2026-12-01', '11:00', 'Asia/Kolkata'],
      [{ interval: 'monthly', monthlyType: 'absoluteMonthly', monthDay: 31, untilDate: '2027-12-31' }, '2026-12-01', '08:00', 'America/New_York'],
      [{ interval: 'yearly', yearlyType: 'absoluteYearly', absoluteMonthNumber: 3, yearlyMonthDay: 28, untilDate: null }, '2026-12-01', '02:30', 'Europe/Paris'],
    ];
    for (const [choice, date, time, zone] of rules) {
      const s = seriesOf(choice, date, time, zone);
      const now = s.startsAt.getTime();
      const keys = occurrencesBetween(s, new Date(now - 1), new Date(Date.UTC(2028, 11, 31))).map((o) => o.key).filter((k) => k < occurrenceKeyHorizon(now));
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(mayBeOccurrenceOf(s, key, now), `${zone} ${key.toISOString()}`).toBe(true);
      for (const key of keys) {
        expect(mayBeOccurrenceOf(s, new Date(key.getTime() + 60_000), now)).toBe(false);
        expect(mayBeOccurrenceOf(s, new Date(key.getTime() + 1), now)).toBe(false);
      }
      expect(mayBeOccurrenceOf(s, new Date(s.startsAt.getTime() - 7 * 86_400_000), now)).toBe(false);
      expect(mayBeOccurrenceOf(s, new Date('9999-12-29T09:30:00.000Z'), now)).toBe(false);
    }
    // Off the week days: a weekly Monday/Wednesday series has nothing on Tuesday at its time.
    const weekly = seriesOf(rules[0]![0], '2026-12-07', '10:00', 'UTC');
    expect(mayBeOccurrenceOf(weekly, new Date('2026-12-08T10:00:00Z'), weekly.startsAt.getTime())).toBe(false);
    // Beyond UNTIL, though on the grid and within the horizon.
    expect(mayBeOccurrenceOf(weekly, new Date('2027-07-05T10:00:00Z'), weekly.startsAt.getTime())).toBe(false);
  });
});
