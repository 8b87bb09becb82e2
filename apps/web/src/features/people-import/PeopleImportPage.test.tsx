// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PEOPLE_IMPORT_API, PEOPLE_IMPORT_MESSAGES as M, STORAGE_KEYS, type PeopleImportAnswer } from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import PeopleImportPage from './PeopleImportPage';

const PATH = PEOPLE_IMPORT_API.importPeople.path;
const counts = { rows: 2, new_accounts: 1, updated_accounts: 1, roles: 1, enrolments: 1, coordinators: 0, mentor_assignments: 1, invitations: 1 };
const ready: PeopleImportAnswer = {
  message: M.dryRunDone, dry_run: true, counts, problems: [],
  rows: [
    { row: 2, email: 'amina@example.org', account: 'new', roles: ['Mentee'], enrolment: { course: 'Advanced FETP', cohort: 'Cohort 12' }, coordinates: null, mentors: [{ mentor_number: 1, email: 'okafor@example.org' }], supervisor: 1 },
    { row: 3, email: 'kofi@example.org', account: 'unchanged', roles: [], enrolment: null, coordinates: null, mentors: [], supervisor: null },
  ],
};

function render() {
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 7 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Administrator');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}><PeopleImportPage /></QueryClientProvider>, { route: '/admin/import/' });
}

const choose = (name = 'people.csv') => {
  const input = screen.getByTestId('import-file') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['email\r\na@example.org\r\n'], name, { type: 'text/csv' })] } });
};
const flag = (call: ApiCall) => (call.init?.body as FormData).get('dry_run');

describe('Import people (issue 32)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists every problem of a dry run in a table, and offers no import', async () => {
    const api = mockApi({
      [PATH]: { ...ready, rows: [], problems: [{ row: 2, column: 'email', message: M.badEmail }, { row: 4, column: 'cohort', message: M.cohortNotOfCourse }] },
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Import people' })).toBeTruthy();
    expect((screen.getByTestId('import-dry-run') as HTMLButtonElement).disabled).toBe(true);
    choose();
    fireEvent.click(screen.getByTestId('import-dry-run'));
    const table = await screen.findByRole('table', { name: 'Problems of the file' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual([`2email${M.badEmail}`, `4cohort${M.cohortNotOfCourse}`]);
    expect(screen.getByText('2 problems to fix: nothing can be imported yet')).toBeTruthy();
    expect(screen.queryByTestId('import-start')).toBeNull();
    expect(api.calls(PATH).map((c) => flag(c))).toEqual(['true']);
    expect((api.calls(PATH)[0]!.init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows what a clean file would do, asks for confirmation, then imports and shows the counts', async () => {
    const api = mockApi({
      [PATH]: (call: ApiCall) => (flag(call) === 'true' ? ready : { ...ready, message: M.imported, dry_run: false, rows: [] }),
    });
    render();
    choose();
    fireEvent.click(screen.getByTestId('import-dry-run'));
    expect(await screen.findByText('The file is ready to import')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'What each row does' });
    expect(within(table).getByText('Enrolled in Cohort 12 (Advanced FETP)')).toBeTruthy();
    expect(within(table).getByText('Mentor 1: okafor@example.org')).toBeTruthy();
    expect(within(table).getByText('Supervisor: mentor 1')).toBeTruthy();
    expect(within(table).getByText('New (invited)')).toBeTruthy();
    expect(within(table).getByText('Nothing new')).toBeTruthy();
    fireEvent.click(screen.getByTestId('import-start'));
    expect(screen.getByText(/Import 2 rows now\? 1 new person is invited by e-mail\./)).toBeTruthy();
    expect(api.calls(PATH)).toHaveLength(1);
    fireEvent.click(screen.getByTestId('import-confirm'));
    const done = await screen.findByTestId('import-done');
    expect(within(done).getByText(M.imported)).toBeTruthy();
    const shown = Object.fromEntries([...done.querySelectorAll('[data-count]')].map((el) => [el.getAttribute('data-count'), el.firstChild?.textContent]));
    expect(shown).toMatchObject({ new_accounts: '1', invitations: '1', enrolments: '1', mentor_assignments: '1' });
    expect(api.calls(PATH).map((c) => flag(c))).toEqual(['true', 'false']);
  });

  it('shows a refused file’s message, and a refused real run’s problems', async () => {
    mockApi({
      [PATH]: (call: ApiCall) => (flag(call) === 'false'
        ? reply(400, { message: M.problemsFound, problems: [{ row: 3, column: 'mentor_1', message: M.notMentor }] })
        : ready),
    });
    render();
    choose();
    fireEvent.click(screen.getByTestId('import-dry-run'));
    fireEvent.click(await screen.findByTestId('import-start'));
    fireEvent.click(screen.getByTestId('import-confirm'));
    const table = await screen.findByRole('table', { name: 'Problems of the file' });
    expect(within(table).getByText(M.notMentor)).toBeTruthy();

    vi.unstubAllGlobals();
    mockApi({ [PATH]: reply(400, { message: M.notUtf8, errors: { file: [M.notUtf8] }, problems: [{ row: 0, column: 'file', message: M.notUtf8 }] }) });
    choose('other.csv');
    fireEvent.click(screen.getByTestId('import-dry-run'));
    const again = await screen.findByRole('table', { name: 'Problems of the file' });
    expect(within(again).getByText('The file')).toBeTruthy();
    expect(within(again).getByText(M.notUtf8)).toBeTruthy();
  });
});
