// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PORTFOLIO_MESSAGES } from '@fetp/contract';
import { mockApi, reply } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import { CohortPortfolios } from './CohortPortfolios';

const START = '/api/portfolio/cohort/7/';
const FILES = '/api/portfolio/cohort/7/files/';
const done = {
  id: 2, name: 'portfolios-course-v1-NCDC-FETP-2026-Cohort-2026-2026-11-27.zip', format: 'zip', status: 'done',
  url: '/api/report_files/2/download/?uid=1&sig=x', created_at: '2026-11-27T08:00:00Z', cohort_id: 7,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the cohort’s portfolios as one ZIP (coordinator dashboard)', () => {
  it('Download portfolios (ZIP) starts the generation, says so, and the list shows the new file as being made', async () => {
    let started = false;
    const api = mockApi({
      [START]: () => {
        started = true;
        return { message: PORTFOLIO_MESSAGES.zipStarted, data: { file_id: 3 } };
      },
      [FILES]: () => {
        const queued = { ...done, id: 3, status: 'queued', url: null };
        const files = started ? [queued, done] : [done];
        return { data: files.filter((f) => f.url).map((f) => [f.name, f.url]), files };
      },
    });
    renderWithProviders(<CohortPortfolios cohort={7} cohortName="Cohort 2026" />);
    expect(await screen.findByRole('link', { name: done.name })).toHaveProperty('href', expect.stringContaining(done.url));
    expect(screen.getByText(/One PDF per officer of Cohort 2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download portfolios (ZIP)' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', PORTFOLIO_MESSAGES.zipStarted);
    expect(api.calls(START)[0]!.init?.method).toBe('POST');
    await waitFor(() => expect(screen.getAllByTestId('report-file').map((li) => li.dataset.status)).toEqual(['queued', 'done']));
    expect(screen.getByText('(being generated…)')).toBeTruthy();
  });

  it('shows the server’s reason when it refuses (a cohort without officers), and the empty list', async () => {
    mockApi({
      [START]: () => reply(400, { message: PORTFOLIO_MESSAGES.noOfficers }),
      [FILES]: { data: [], files: [] },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<CohortPortfolios cohort={7} cohortName="Cohort 2026" />);
    expect(await screen.findByText('No portfolio ZIP has been generated for this cohort yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download portfolios (ZIP)' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', PORTFOLIO_MESSAGES.noOfficers);
  });
});
