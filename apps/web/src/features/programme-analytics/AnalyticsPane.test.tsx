// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PROGRAMME_ANALYTICS_API, type ProgrammeAnalyticsAnswer } from '@fetp/contract';
import { mockApi, reply } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import AnalyticsPane from './AnalyticsPane';

const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
const answer: ProgrammeAnalyticsAnswer = {
  series: [{ key: 'OI', label: 'Outbreak Investigation' }],
  investigations_by_month: months.map((month, i) => ({ month, counts: { OI: i === 10 ? 3 : 0 } })),
  diseases: [{ disease: 'Measles', count: 2 }, { disease: 'Cholera', count: 1 }],
  milestones_by_month: months.map((month) => ({ month, due: 4, completed: 2 })),
  behind_schedule: { behind: 2, officers: 9 },
  tephinet: [
    { cohort_id: 2, cohort: 'Cohort 2026', outbreak_investigation: 1, surveillance_evaluation: 0, presentation: 2, manuscript: 0 },
    { cohort_id: 1, cohort: 'Cohort 2025', outbreak_investigation: 5, surveillance_evaluation: 3, presentation: 4, manuscript: 1 },
  ],
};

describe('Programme Analytics', () => {
  it('asks for the cohort’s analytics and shows the officers behind and every cohort’s output', async () => {
    const api = mockApi({ [PROGRAMME_ANALYTICS_API.analytics.path]: answer });
    renderWithProviders(<AnalyticsPane courseId={1} cohortId={7} />);
    expect(await screen.findByText('2 of 9 officers have a milestone past its due date')).toBeTruthy();
    expect(api.calls(PROGRAMME_ANALYTICS_API.analytics.path).map((call) => call.url.searchParams.get('cohort_id'))).toEqual(['7']);
    const table = screen.getByTestId('tephinet-table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Cohort 2026')).toBeTruthy();
    expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Cohort 2025', '5', '3', '4', '1']);
    expect(screen.getByRole('figure', { name: 'Investigations started, by month and type' })).toBeTruthy();
    expect(screen.queryByText('No investigations in the last twelve months.')).toBeNull();
  });

  it('says when there is nothing to chart', async () => {
    mockApi({
      [PROGRAMME_ANALYTICS_API.analytics.path]: {
        ...answer, diseases: [], investigations_by_month: months.map((month) => ({ month, counts: { OI: 0 } })),
      },
    });
    renderWithProviders(<AnalyticsPane courseId={1} cohortId={7} />);
    expect(await screen.findByText('No investigations in the last twelve months.')).toBeTruthy();
    expect(screen.getByText('No investigation names a disease yet.')).toBeTruthy();
  });

  it('shows the failure with a retry', async () => {
    mockApi({ [PROGRAMME_ANALYTICS_API.analytics.path]: () => reply(500, { message: 'Something Went Wrong' }) });
    renderWithProviders(<AnalyticsPane courseId={1} cohortId={7} />);
    expect(await screen.findByText('The analytics could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('gives every series a swatch and a pattern of its own in a legend that names it: readable without colour', async () => {
    mockApi({
      [PROGRAMME_ANALYTICS_API.analytics.path]: {
        ...answer,
        series: [{ key: 'OI', label: 'Outbreak Investigation' }, { key: 'SE', label: 'Surveillance Evaluation' }],
        investigations_by_month: months.map((month, i) => ({ month, counts: { OI: i === 10 ? 3 : 0, SE: i === 9 ? 1 : 0 } })),
      },
    });
    renderWithProviders(<AnalyticsPane courseId={1} cohortId={7} />);
    const legend = await screen.findByRole('list', { name: 'Legend: Investigations started, by month and type' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Outbreak Investigation', 'Surveillance Evaluation']);
    const milestones = screen.getByRole('list', { name: 'Legend: Milestones completed vs due' });
    expect(within(milestones).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Due', 'Completed']);
    // Each swatch is filled with its series' pattern, defined in the page; no two series share one.
    for (const list of [legend, milestones]) {
      const fills = within(list).getAllByTestId('legend-swatch').map((svg) => svg.querySelector('rect')!.getAttribute('fill')!);
      expect(new Set(fills).size).toBe(fills.length);
      const marks = fills.map((fill) => {
        const pattern = document.getElementById(/^url\(#(.+)\)$/.exec(fill)![1]!);
        expect(pattern?.tagName.toLowerCase()).toBe('pattern');
        // The mark over the colour (none for the first: solid).
        return pattern!.querySelector(':scope > :not(rect)')?.outerHTML ?? 'solid';
      });
      expect(new Set(marks).size).toBe(marks.length);
    }
  });
});
