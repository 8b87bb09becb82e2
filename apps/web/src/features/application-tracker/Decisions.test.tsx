// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ADMISSION_DECISION_MESSAGES as M, type ApplicationRow } from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import ApplicationTrackerPage from './ApplicationTrackerPage';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
import { showSuccess } from '../../app/toast';

function application(id: number, over: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    id, course: 'Advanced Field Epidemiology Training Programme', submitted_at: '2026-11-01T10:00:00.000Z', id_photo: null,
    first_name: `First${id}`, last_name: `Last${id}`, email: `person${id}@example.net`, age: 30, district: 'Pune', state: 'Maharashtra',
    ug_degree: 'MBBS', org_type: 'Non-Profit', download_application_form: null, dob_certificate: null, hpdegree_certificate: null,
    udegree_certificate: null, noc_certificate: null, course_id: 3, status: 'pending', decision_note: null, decided_by: null, decided_at: null, cohort: null,
    ...over,
  };
}

const COHORTS = [
  { id: 11, course_id: 3, name: 'Cohort 2026', start_date: null, end_date: null, track: null, other_track: null, to_be_shown: null, officers: 4 },
  { id: 12, course_id: 3, name: 'Cohort 2027', start_date: null, end_date: null, track: null, other_track: null, to_be_shown: null, officers: 0 },
];

function mockServer(opts: { rejectStatus?: number } = {}) {
  const list = [
    application(1),
    application(2, { status: 'admitted', decided_by: 'Course Coordinator', decided_at: '2026-11-20T09:30:00.000Z', cohort: 'Cohort 2026', decision_note: 'Strong candidate.' }),
    application(3, { status: 'rejected', decided_by: 'Course Coordinator', decided_at: '2026-11-21T09:30:00.000Z', decision_note: 'No field posting.' }),
  ];
  return mockApi({
    '/api/app_tracker_course/': { data: [{ value: '3', label: 'Advanced Field Epidemiology Training Programme' }] },
    '/api/applications/': () => ({ count: list.length, page: 1, page_size: 10, data: list }),
    '/api/admin/courses/3/cohorts/': { results: COHORTS },
    '/api/admin/applications/1/admit/': ({ init }: ApiCall) => {
      const body = JSON.parse(String(init?.body));
      list[0] = application(1, { status: 'admitted', decided_by: 'Me', decided_at: '2026-11-27T09:30:00.000Z', cohort: 'Cohort 2027', decision_note: body.note });
      return { message: M.admitted, data: { id: 1, status: 'admitted', decision_note: body.note, decided_by: 'Me', decided_at: '2026-11-27T09:30:00.000Z', cohort: 'Cohort 2027' } };
    },
    '/api/admin/applications/1/reject/': () => reply(opts.rejectStatus ?? 409, { message: M.alreadyDecided }),
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}><ApplicationTrackerPage /></QueryClientProvider>, { route: '/application-tracker' });
}

const rows = () => screen.queryAllByTestId('tracker-table-row');

describe('admission decisions on the applications tracker (issue 32)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows each decision (badge, who and when, cohort, note) and offers Admit and Reject on pending applications only', async () => {
    mockServer();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [pending, admitted, rejected] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pending).getByTestId('decision-status').textContent).toBe('Pending');
    expect(within(pending).getByRole('button', { name: 'Admit First1 Last1' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Reject the application of First1 Last1' })).toBeTruthy();
    const decision = within(admitted).getByTestId('decision');
    expect(within(decision).getByTestId('decision-status').textContent).toBe('Admitted');
    expect(decision.textContent).toContain('by Course Coordinator on 20-11-2026');
    expect(decision.textContent).toContain('Cohort: Cohort 2026');
    expect(within(decision).getByTestId('decision-note').textContent).toBe('Strong candidate.');
    expect(within(admitted).queryByTestId('admit-button')).toBeNull();
    expect(within(rejected).getByTestId('decision-status').textContent).toBe('Rejected');
    expect(within(rejected).queryByTestId('reject-button')).toBeNull();
  });

  it('admits: the cohort and note are required, a confirmation names the cohort, then the call is made and the row shows the decision', async () => {
    const api = mockServer();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(within(rows()[0]!).getByTestId('admit-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Admit First1 Last1' });
    await within(dialog).findByRole('textbox', { name: /Cohort/ });
    fireEvent.click(within(dialog).getByTestId('decision-continue'));
    expect(await within(dialog).findByText(M.cohortRequired)).toBeTruthy();
    expect(within(dialog).getByText(M.noteRequired)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('textbox', { name: /Cohort/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cohort 2027', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), { target: { value: 'Good fit for the 2027 intake.' } });
    fireEvent.click(within(dialog).getByTestId('decision-continue'));
    expect((await within(dialog).findByTestId('decision-confirm')).textContent).toContain('Admit First1 Last1 into Cohort 2027? This cannot be undone.');
    expect(api.calls('/api/admin/applications/1/admit/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('decision-confirm-button'));
    await waitFor(() => expect(screen.queryByTestId('decision-modal')).toBeNull());
    const [sent] = api.calls('/api/admin/applications/1/admit/');
    expect(sent!.init?.method).toBe('POST');
    expect(JSON.parse(String(sent!.init?.body))).toEqual({ cohort_id: '12', note: 'Good fit for the 2027 intake.' });
    expect(showSuccess).toHaveBeenCalledWith(M.admitted);
    await waitFor(() => expect(within(rows()[0]!).getByTestId('decision-status').textContent).toBe('Admitted'));
    expect(within(rows()[0]!).getByTestId('decision').textContent).toContain('Cohort: Cohort 2027');
  });

  it('rejects after a confirmation, and shows a refusal (already decided) in the dialog', async () => {
    const api = mockServer();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(within(rows()[0]!).getByTestId('reject-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the application of First1 Last1' });
    expect(within(dialog).queryByRole('textbox', { name: /Cohort/ })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), { target: { value: 'No field posting.' } });
    fireEvent.click(within(dialog).getByTestId('decision-continue'));
    expect((await within(dialog).findByTestId('decision-confirm')).textContent).toContain('Reject the application of First1 Last1? The applicant will be e-mailed.');
    fireEvent.click(within(dialog).getByTestId('decision-confirm-button'));
    expect((await within(dialog).findByTestId('decision-failure')).textContent).toContain(M.alreadyDecided);
    expect(JSON.parse(String(api.calls('/api/admin/applications/1/reject/')[0]!.init?.body))).toEqual({ note: 'No field posting.' });
  });
});
