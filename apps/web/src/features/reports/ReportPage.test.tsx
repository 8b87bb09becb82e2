// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { REPORT_COLUMNS, REPORT_MESSAGES } from '@fetp/contract';
import { mockApi, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import ReportPage, { filterProblem } from './ReportPage';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const row = (id: number) => ({
  ...Object.fromEntries(REPORT_COLUMNS.cohort_data.map((c) => [c.key, null])),
  resident_id: id, program: 'Advanced Field Epidemiology Training Programme', cohort_start: '2025-01-06', first_name: `First${id}`,
  resident_completed: id === 1, obi_completed: false,
});

const done = { id: 2, name: 'Cohort Data Report (2026-11-27 08-00 UTC).csv', format: 'csv', status: 'done', url: '/api/report_files/2/download/?uid=1&sig=x', created_at: '2026-11-27T08:00:00Z' };
const failed = { id: 1, name: 'Cohort Data Report (2026-11-26 08-00 UTC).xlsx', format: 'xlsx', status: 'failed', url: null, created_at: '2026-11-26T08:00:00Z' };

function mockServer() {
  let generated = false;
  return mockApi({
    '/api/cohort_data_report_table/': ({ url }: ApiCall) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return { count: 2, page, page_size: 20, data: [row(1), row(2)] };
    },
    '/api/cohort_data_report_download/': () => {
      generated = true;
      return { message: REPORT_MESSAGES.generationStarted, data: { file_id: 3 } };
    },
    '/api/get/downloaded_cohort_data_reports/': () => {
      const queued = { ...done, id: 3, name: 'Cohort Data Report (2026-11-27 09-00 UTC).csv', status: 'queued', url: null };
      const files = generated ? [queued, done, failed] : [done, failed];
      return { data: files.filter((f) => f.url).map((f) => [f.name, f.url]), files };
    },
    '/api/ncdc_frontline/get_project_form_report': () => ({ count: 0, page: 1, page_size: 20, data: [] }),
    '/api/ncdc_frontline/list_project_form_report_download': () => ({ data: [], files: [] }),
  });
}

function render(page: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}>{page}</QueryClientProvider>, { route: '/reports/cohort_data/' });
}

describe('report pages (002 §2.9)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the rows in the spec’s columns: Yes / No, dates DD/MM/YYYY, empty values “-”', async () => {
    mockServer();
    render(<ReportPage kind="cohort_data" />);
    expect(await screen.findByRole('heading', { name: 'Cohort Data Report' })).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('report-table-row')).toHaveLength(2));
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(REPORT_COLUMNS.cohort_data.map((c) => c.label));
    const first = screen.getAllByTestId('report-table-row')[0]!;
    const cell = (key: string) => first.querySelector(`[data-column="${key}"]`)!.textContent;
    expect([cell('cohort_start'), cell('resident_completed'), cell('obi_completed'), cell('job_title')]).toEqual(['06/01/2025', 'Yes', 'No', '-']);
    expect(screen.getByTestId('report-count').textContent).toBe('2 rows');
  });

  it('refuses Submit without both dates, with the spec’s alert', async () => {
    const api = mockServer();
    render(<ReportPage kind="cohort_data" />);
    await waitFor(() => expect(screen.queryAllByTestId('report-table-row')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('report-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(REPORT_MESSAGES.bothDates);
    expect(api.calls('/api/cohort_data_report_table/')).toHaveLength(1);
    expect(filterProblem('2026-02-01', '2026-01-01')).toBe(REPORT_MESSAGES.startBeforeEnd);
    expect(filterProblem('2026-01-01', '')).toBe(REPORT_MESSAGES.bothDates);
    expect(filterProblem('2026-01-01', '2026-01-01')).toBeNull();
  });

  it('takes the filter’s dates as DD/MM/YYYY, the portal’s date fields, whatever the browser’s locale, and sends them YYYY-MM-DD', async () => {
    const api = mockServer();
    render(<ReportPage kind="cohort_data" />);
    await waitFor(() => expect(screen.queryAllByTestId('report-table-row')).toHaveLength(2));
    expect(navigator.language).toBe('en-US');
    const start = await screen.findByRole('textbox', { name: 'Start Date' });
    const end = screen.getByRole('textbox', { name: 'End Date' });
    for (const input of [start, end]) {
      // Not the browser's own date input, which an en-US browser shows as mm/dd/yyyy.
      expect(input.getAttribute('type')).not.toBe('date');
      expect(input.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    }
    fireEvent.change(start, { target: { value: '01/02/2026' } });
    fireEvent.blur(start);
    fireEvent.change(end, { target: { value: '28/02/2026' } });
    fireEvent.blur(end);
    await waitFor(() => expect((start as HTMLInputElement).value).toBe('01/02/2026'));
    expect((end as HTMLInputElement).value).toBe('28/02/2026');
    fireEvent.click(screen.getByTestId('report-submit'));
    await waitFor(() => expect(api.calls('/api/cohort_data_report_table/').length).toBeGreaterThan(1));
    const sent = api.calls('/api/cohort_data_report_table/').at(-1)!.url.searchParams;
    expect([sent.get('start_date'), sent.get('end_date')]).toEqual(['2026-02-01', '2026-02-28']);
    expect(screen.queryByRole('alert')).toBeNull();

    // A day that does not exist is not taken: the field empties as it loses the focus, and Submit asks for both dates.
    fireEvent.change(end, { target: { value: '31/02/2026' } });
    fireEvent.blur(end);
    await waitFor(() => expect((end as HTMLInputElement).value).toBe(''));
    fireEvent.click(screen.getByTestId('report-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(REPORT_MESSAGES.bothDates);
  });

  it('starts a generation, says so for 20 s, and lists the files as links, a failed one as failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = mockServer();
      render(<ReportPage kind="cohort_data" />);
      const link = await screen.findByRole('link', { name: done.name });
      expect(link.getAttribute('href')).toBe(done.url);
      expect(link.getAttribute('target')).toBe('_blank');
      const failedItem = screen.getAllByTestId('report-file').find((li) => li.getAttribute('data-status') === 'failed')!;
      expect(failedItem.textContent).toContain('(generation failed)');

      fireEvent.click(screen.getByTestId('report-download'));
      expect((await screen.findByTestId('report-started')).textContent).toBe(REPORT_MESSAGES.generationStarted);
      expect(api.calls('/api/cohort_data_report_download/')[0]!.url.searchParams.get('format')).toBe('csv');
      await waitFor(() => expect(screen.getAllByTestId('report-file').some((li) => li.textContent?.includes('(being generated…)'))).toBe(true));
      await vi.advanceTimersByTimeAsync(20_000);
      await waitFor(() => expect(screen.queryByTestId('report-started')).toBeNull());
      // The list is asked again every 30 s.
      const before = api.calls('/api/get/downloaded_cohort_data_reports/').length;
      await vi.advanceTimersByTimeAsync(30_000);
      await waitFor(() => expect(api.calls('/api/get/downloaded_cohort_data_reports/').length).toBeGreaterThan(before));
    } finally {
      vi.useRealTimers();
    }
  });

  it('the Field Assignment Report posts its filter as JSON and shows the empty table’s text', async () => {
    const api = mockServer();
    render(<ReportPage kind="project_data" />);
    expect(await screen.findByText('No data available in table')).toBeTruthy();
    const sent = api.calls('/api/ncdc_frontline/get_project_form_report')[0]!;
    expect(sent.init?.method).toBe('POST');
    expect(JSON.parse(String(sent.init?.body))).toEqual({ page: 1, page_size: 20 });
  });
});
