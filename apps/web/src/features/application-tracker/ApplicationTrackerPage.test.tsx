// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApplicationRow } from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import ApplicationTrackerPage from './ApplicationTrackerPage';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
import { showError } from '../../app/toast';

const COURSES = [
  { value: '3', label: 'Advanced Field Epidemiology Training Programme' },
  { value: '7', label: 'Frontline Field Epidemiology' },
];

const signed = (id: number, field: string) => `/api/application_files/${id}/${field}?uid=1&exp=9&sig=s${id}`;

function application(id: number, over: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    id,
    course: 'Advanced Field Epidemiology Training Programme',
    submitted_at: '2025-06-01T10:00:00.000Z',
    id_photo: signed(id, 'id_photo'),
    first_name: `First${id}`,
    last_name: `Last${id}`,
    email: `person${id}@example.net`,
    age: 30 + id,
    district: 'Pune',
    state: 'Maharashtra',
    ug_degree: 'MBBS',
    org_type: 'Non-Profit',
    download_application_form: signed(id, 'application_form'),
    dob_certificate: signed(id, 'dob_certificate'),
    hpdegree_certificate: signed(id, 'hpdegree_certificate'),
    udegree_certificate: signed(id, 'udegree_certificate'),
    noc_certificate: signed(id, 'noc_certificate'),
    course_id: 3,
    status: 'pending',
    decision_note: null,
    decided_by: null,
    decided_at: null,
    cohort: null,
    ...over,
  };
}

interface ServerOptions {
  /** All applications by course value; the answer is sliced by page and page_size. */
  applications?: Record<string, ApplicationRow[]>;
  downloadStatus?: number;
  csvStatus?: number;
}

const CSV = '\ufeffid,first_name\r\n1,First1\r\n';

/** The tracker's calls; `calls(path)` gives the addresses fetched. */
function mockServer({ applications = { '3': [application(1)], '7': [] }, downloadStatus = 200, csvStatus = 200 }: ServerOptions = {}) {
  return mockApi({
    '/api/app_tracker_course/': { data: COURSES },
    '/api/applications/': ({ url }: ApiCall) => {
      const q = url.searchParams;
      const pk = q.get('pk');
      const all = pk ? (applications[pk] ?? []) : Object.values(applications).flat();
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('page_size') ?? 20);
      return { count: all.length, page, page_size: size, data: all.slice((page - 1) * size, page * size) };
    },
    '/api/download_applications/': ({ url }: ApiCall) => {
      if (downloadStatus !== 200) return reply(downloadStatus, { message: 'You do not coordinate this course.' });
      const pk = url.searchParams.get('pk');
      return { data: { data: { csv_url: `/api/download_applications/applications.csv?uid=1${pk ? `&pk=${pk}` : ''}&sig=abc` } } };
    },
    '/api/download_applications/applications.csv': () => (csvStatus !== 200
      ? reply(csvStatus, { message: 'This link has expired. Download the file again.' })
      : new Response(CSV, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } })),
  });
}

/** The addresses fetched so far whose path is `path`. */
const calls = (api: ReturnType<typeof mockServer>, path: string) => api.calls(path).map((c) => c.url);

function renderPage(route = '/application-tracker') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <ApplicationTrackerPage />
    </QueryClientProvider>,
    { route },
  );
}

/** Chooses an option of the course filter (a Mantine Select) by its label. */
async function chooseCourse(label: string) {
  fireEvent.click(screen.getByRole('textbox', { name: 'Course' }));
  // The dropdown's opening transition never ends in jsdom: its options stay display: none.
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}

const rows = () => screen.queryAllByTestId('tracker-table-row');
const cell = (row: HTMLElement, column: string) => row.querySelector(`[data-column="${column}"]`) as HTMLElement;

describe('applications tracker (002 §2.11)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(showError).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the applications in the spec’s column order, with links that open in a new tab', async () => {
    mockServer();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const headers = within(screen.getByRole('table', { name: 'Applications' })).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'ID Photo',
      'First Name',
      'E-mail',
      'Age',
      'District',
      'State',
      'UG Degree',
      'Organisation Type',
      'Application Form',
      'Date of Birth Certificate',
      'Health Professional Degree Certificate',
      'University Degree Certificate',
      'No Objection Certificate',
      // Issue 32: the decision, after the spec's columns.
      'Decision',
      'Decide',
    ]);
    const row = rows()[0]!;
    expect(cell(row, 'first_name').textContent).toBe('First1');
    expect(cell(row, 'email').textContent).toBe('person1@example.net');
    expect(cell(row, 'age').textContent).toBe('31');
    expect(cell(row, 'district').textContent).toBe('Pune');
    expect(cell(row, 'state').textContent).toBe('Maharashtra');
    expect(cell(row, 'ug_degree').textContent).toBe('MBBS');
    expect(cell(row, 'org_type').textContent).toBe('Non-Profit');
    const photo = within(row).getByRole('img', { name: 'ID photo of First1 Last1' }) as HTMLImageElement;
    expect(photo.getAttribute('src')).toBe(signed(1, 'id_photo'));
    const form = within(row).getByRole('link', { name: 'View Application Form of First1 Last1 (opens in a new tab)' });
    expect(form.getAttribute('href')).toBe(signed(1, 'application_form'));
    expect(form.getAttribute('target')).toBe('_blank');
    expect(form.getAttribute('rel')).toContain('noopener');
    expect(form.textContent).toBe('View');
    const noc = within(row).getByRole('link', { name: /No Objection Certificate of First1 Last1/ });
    expect(noc.getAttribute('href')).toBe(signed(1, 'noc_certificate'));
    expect(screen.getByTestId('tracker-count').textContent).toBe('1 application');
  });

  it("shows 'Application Form Does Not Exists.' and 'No certificates' for missing documents, and no photo", async () => {
    mockServer({
      applications: {
        '3': [
          application(1, {
            id_photo: null,
            age: null,
            download_application_form: null,
            dob_certificate: null,
            hpdegree_certificate: null,
            udegree_certificate: null,
            noc_certificate: null,
          }),
        ],
      },
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0]!;
    expect(cell(row, 'download_application_form').textContent).toBe('Application Form Does Not Exists.');
    for (const column of ['dob_certificate', 'hpdegree_certificate', 'udegree_certificate', 'noc_certificate']) {
      expect(cell(row, column).textContent).toBe('No certificates');
    }
    expect(within(row).queryAllByRole('link')).toHaveLength(0);
    expect(within(row).queryByRole('img')).toBeNull();
    expect(cell(row, 'id_photo').textContent).toBe('');
    expect(cell(row, 'age').textContent).toBe('-');
  });

  it("shows 'No data available in table' when there are no applications", async () => {
    mockServer({ applications: {} });
    renderPage();
    const empty = await screen.findByTestId('tracker-table-empty');
    expect(empty.textContent).toBe('No data available in table');
    expect(screen.getByTestId('tracker-count').textContent).toBe('No applications');
  });

  it('filters by course: the chosen course goes as pk, All courses sends none', async () => {
    const fetchMock = mockServer({ applications: { '3': [application(1), application(2)], '7': [application(5)] } });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(calls(fetchMock, '/api/applications/')[0]!.searchParams.get('pk')).toBeNull();

    await chooseCourse('Frontline Field Epidemiology');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const filtered = calls(fetchMock, '/api/applications/').at(-1)!;
    expect(filtered.searchParams.get('pk')).toBe('7');
    expect(filtered.searchParams.get('page')).toBe('1');
    expect(cell(rows()[0]!, 'first_name').textContent).toBe('First5');

    await chooseCourse('All courses');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(calls(fetchMock, '/api/applications/').at(-1)!.searchParams.get('pk')).toBeNull();
  });

  it('pages through the applications: Page 2 asks the server for page 2', async () => {
    const many = Array.from({ length: 12 }, (_, i) => application(i + 1));
    const fetchMock = mockServer({ applications: { '3': many } });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(calls(fetchMock, '/api/applications/')[0]!.searchParams.get('page_size')).toBe('10');
    expect(screen.getByText('Showing 1–10 of 12')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const second = calls(fetchMock, '/api/applications/').at(-1)!;
    expect(second.searchParams.get('page')).toBe('2');
    expect(cell(rows()[0]!, 'first_name').textContent).toBe('First11');
    expect(screen.getByText('Showing 11–12 of 12')).toBeTruthy();
  });

  it('starts on the course and page given in the address', async () => {
    const many = Array.from({ length: 12 }, (_, i) => application(i + 1));
    const fetchMock = mockServer({ applications: { '3': many } });
    renderPage('/application-tracker?course=3&page=2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const first = calls(fetchMock, '/api/applications/')[0]!;
    expect(first.searchParams.get('pk')).toBe('3');
    expect(first.searchParams.get('page')).toBe('2');
  });

  it('a page past the end of the list falls back to the last page', async () => {
    const fetchMock = mockServer({ applications: { '3': [application(1), application(2)] } });
    renderPage('/application-tracker?page=4');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls(fetchMock, '/api/applications/').map((u) => u.searchParams.get('page'))).toEqual(['4', '1']);
  });

  describe('Download', () => {
    let created: Blob[];
    let clicked: { href: string; download: string }[];

    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

    afterEach(() => {
      Object.assign(URL, original);
    });

    beforeEach(() => {
      created = [];
      clicked = [];
      // jsdom has no object URLs.
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          created.push(blob);
          return 'blob:applications';
        }),
        revokeObjectURL: vi.fn(),
      });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
      });
    });

    it('asks for the CSV link of the filter, fetches csv_url and saves it as applications.csv', async () => {
      const fetchMock = mockServer();
      renderPage();
      await waitFor(() => expect(rows()).toHaveLength(1));
      await chooseCourse('Advanced Field Epidemiology Training Programme');
      await waitFor(() => expect(calls(fetchMock, '/api/applications/').at(-1)!.searchParams.get('pk')).toBe('3'));

      fireEvent.click(screen.getByTestId('tracker-download'));
      await waitFor(() => expect(clicked).toHaveLength(1));
      const link = calls(fetchMock, '/api/download_applications/');
      expect(link).toHaveLength(1);
      expect(link[0]!.searchParams.get('pk')).toBe('3');
      const csv = calls(fetchMock, '/api/download_applications/applications.csv');
      expect(csv).toHaveLength(1);
      expect(csv[0]!.search).toBe('?uid=1&pk=3&sig=abc');
      // The signed link needs no bearer token; it is fetched as it came.
      const csvInit = fetchMock.calls('/api/download_applications/applications.csv')[0]!.init;
      expect(new Headers(csvInit?.headers).get('Authorization')).toBeNull();
      expect(clicked[0]).toEqual({ href: 'blob:applications', download: 'applications.csv' });
      expect(await created[0]!.text()).toContain('id,first_name');
      expect(document.querySelector('a[download]')).toBeNull();
      await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:applications'));
    });

    it('only logs a failed download (no message to the user)', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      mockServer({ csvStatus: 403 });
      renderPage();
      await waitFor(() => expect(rows()).toHaveLength(1));
      fireEvent.click(screen.getByTestId('tracker-download'));
      await waitFor(() => expect(error).toHaveBeenCalled());
      expect(clicked).toHaveLength(0);
      expect(showError).not.toHaveBeenCalled();
      expect(screen.queryByRole('alert')).toBeNull();
      expect((screen.getByTestId('tracker-download') as HTMLButtonElement).disabled).toBe(false);
    });

    it('only logs a refused CSV link', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const fetchMock = mockServer({ downloadStatus: 403 });
      renderPage();
      await waitFor(() => expect(rows()).toHaveLength(1));
      fireEvent.click(screen.getByTestId('tracker-download'));
      await waitFor(() => expect(error).toHaveBeenCalled());
      expect(calls(fetchMock, '/api/download_applications/applications.csv')).toHaveLength(0);
      expect(clicked).toHaveLength(0);
      expect(showError).not.toHaveBeenCalled();
    });
  });

  it('only logs a failed list and shows the empty table', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/api/app_tracker_course/': { data: COURSES }, '/api/applications/': () => reply(500, { message: 'boom' }) });
    renderPage();
    expect((await screen.findByTestId('tracker-table-empty')).textContent).toBe('No data available in table');
    expect(error).toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });
});
