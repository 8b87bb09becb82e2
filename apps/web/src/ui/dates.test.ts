import { describe, expect, it, vi } from 'vitest';
import { displayDate, listDate, monthNames, parseDisplayDate, todayIso, weekDayNames } from './dates';

describe('dates as shown and typed (002 §9)', () => {
  it('shows a server date as DD/MM/YYYY, a timestamp in local time, other text as it came', () => {
    expect(displayDate('2025-03-07')).toBe('07/03/2025');
    expect(displayDate(null)).toBe('');
    expect(displayDate('')).toBe('');
    const stamp = new Date(2024, 11, 31, 23, 30);
    expect(displayDate(stamp.toISOString())).toBe('31/12/2024');
    expect(displayDate('2025-02-30')).toBe('2025-02-30');
    expect(displayDate('soon')).toBe('soon');
  });

  it('shows a date of a learning list as DD-MM-YYYY (001 §9), other text as it came', () => {
    expect(listDate('2025-03-07')).toBe('07-03-2025');
    expect(listDate(undefined)).toBe('');
    const stamp = new Date(2024, 11, 31, 23, 30);
    expect(listDate(stamp.toISOString())).toBe('31-12-2024');
    expect(listDate('2025-02-30')).toBe('2025-02-30');
    expect(listDate('-')).toBe('-');
  });

  it('parses DD/MM/YYYY or D/M/YYYY of a real day, and nothing else', () => {
    expect(parseDisplayDate('07/03/2025')).toBe('2025-03-07');
    expect(parseDisplayDate(' 7/3/2025 ')).toBe('2025-03-07');
    expect(parseDisplayDate('29/02/2024')).toBe('2024-02-29');
    expect(parseDisplayDate('29/02/2025')).toBeNull();
    expect(parseDisplayDate('07/3/2025')).toBeNull();
    expect(parseDisplayDate('2025-03-07')).toBeNull();
    expect(parseDisplayDate('32/01/2025')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });

  it('gives today on this device as YYYY-MM-DD', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 5, 9));
    expect(todayIso()).toBe('2026-01-05');
    vi.useRealTimers();
  });

  it('names the week days from Monday and the months in each language, capitalised as choices', () => {
    expect(weekDayNames('en')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekDayNames('fr')[0]).toBe('Lundi');
    expect(weekDayNames('ar')[6]).toBe('الأحد');
    expect(monthNames('en')).toHaveLength(12);
    expect([monthNames('en')[0], monthNames('fr')[7], monthNames('ar')[11]]).toEqual(['January', 'Août', 'ديسمبر']);
  });
});
