import { describe, expect, it } from 'vitest';
import { WEBINAR_MESSAGES, emptyWebinarForm, idListOf, webinarFormSchema } from '@fetp/contract';

/** The calendar forms' one reader of id lists (contract validation.ts idListOf), and the webinar form's cohorts on it. */
describe('id lists of the calendar forms', () => {
  it('reads one field or repeated ones, each a JSON list or ids between commas, semicolons or lines; drops blanks and repeats', () => {
    expect(idListOf(undefined)).toEqual([]);
    expect(idListOf('')).toEqual([]);
    expect(idListOf('3')).toEqual([3]);
    expect(idListOf(7)).toEqual([7]);
    expect(idListOf('1, 2;3\n2')).toEqual([1, 2, 3]);
    expect(idListOf('[4, "5"]')).toEqual([4, 5]);
    expect(idListOf(['1,2', '3', '[4]', ' '])).toEqual([1, 2, 3, 4]);
  });

  it('refuses anything that is not an id: the whole list is null', () => {
    for (const bad of ['x', '0', '1,x', '-1', '2147483648', '[1', '[[1]]', ['1', 'two'], [{}], { id: 1 }, '12345678901']) {
      expect(idListOf(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('a webinar without a cohort is refused under cohorts, a bad cohort id too, each once', () => {
    const schema = webinarFormSchema({ mode: 'create', today: '2026-01-01' });
    const errorsOf = (cohorts: string[]) => {
      const parsed = schema.safeParse({ ...emptyWebinarForm(), cohorts });
      return parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] === 'cohorts').map((i) => i.message);
    };
    expect(errorsOf([])).toEqual([WEBINAR_MESSAGES.cohorts]);
    expect(errorsOf([''])).toEqual([WEBINAR_MESSAGES.cohorts]);
    expect(errorsOf(['abc'])).toEqual([WEBINAR_MESSAGES.cohorts]);
    expect(errorsOf(['12'])).toEqual([]);
  });
});
