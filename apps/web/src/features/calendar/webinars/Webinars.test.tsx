// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  STORAGE_KEYS, WEBINAR_MESSAGES, emptyWebinarForm, webinarFormSchema, type WebinarDetails, type WebinarPreDataAnswer, type WebinarRow,
} from '@fetp/contract';
import { mockApi, reply } from '../../../test/mockApi';
import { chooseOption, renderWithProviders } from '../../../test/utils';
import WebinarsScreen from './WebinarsScreen';
import WebinarFormModal from './WebinarFormModal';
import CancelWebinarModal from './CancelWebinarModal';

vi.mock('../../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const UPCOMING = '/v1/upcomming-webinars';
const PAST = '/v1/past-webinars';
const PRE_DATA = '/v1/webinar/pre-data/';
const DETAILS = '/v1/get/webinar/details/';

const row = (index: number, over: Partial<WebinarRow> = {}): WebinarRow => ({
  index, webinar_id: index, occurrence: '2026-12-07T10:00:00.000Z', date: '07-12-2026', time: '10:00 - 11:00',
  starts_at: '2026-12-07T10:00:00.000Z', ends_at: '2026-12-07T11:00:00.000Z', title: `Webinar ${index}`, description: 'About',
  presenter: 'Dr. Asha Verma, State Surveillance Unit of Kerala', join_link: `/v1/join/${index}/?occurrence=x&uid=1&exp=1&sig=s`,
  attachments: [], is_recurring: false, user_can_edit: false, attended: '-', attendance_uploaded: false, ...over,
});

const option = (label: string, value: string | number, flag?: number) => ({ label, value, is_selected: false, ...(flag ? { flag_id: flag } : {}) });
const PRE: WebinarPreDataAnswer = {
  cohorts: [option('FETP — Cohort 2026', 7, 4)],
  internal_members: [option('Priya Nair', 21, 4)],
  week_days: [], intervals: [], monthly_types: [], yearly_types: [], week_numbers: [], months: [], change_types: [],
};
const DETAIL: WebinarDetails = {
  webinar_id: 5, title: 'Weekly rounds', description: 'Cases', presenter: 'Dr. Rao', join_link: 'https://meet.example.org/x', meeting_url: 'https://meet.example.org/x',
  start_date: '2026-12-07', end_date: '2027-01-31', never_ends: false, from_time: '10:00', to_time: '11:00', time_zone: 'UTC', interval: 'weekly',
  week_days: ['MO'], monthly_type: '', month_day: '', monthly_week_number: '', monthly_week_days: '', yearly_type: '', absolute_month_number: '',
  yearly_month_day: '', yearly_week_number: '', yearly_week_days: '', relative_month_number: '', cohorts: [{ flag_id: 4, cohort_id: 7, label: 'Cohort 2026' }],
  internal_members: [], external_members: [], attachments: [{ id: 3, name: 'slides.pdf', url: '/x' }], user_can_edit: true, is_recurring: true, cancelled: false,
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 1 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Course Coordinator');
});

describe('the webinar form’s rules (contract, shared with the server)', () => {
  const schema = (mode: 'create' | 'update' | 'occurrence' = 'create') => webinarFormSchema({ mode, today: '2026-11-24' });
  const valid = { ...emptyWebinarForm('UTC'), title: 'T', description: 'D', start_date: '2026-12-07', end_date: '2026-12-31', from_time: '10:00', to_time: '11:00', interval: 'weekly', week_days: ['MO'], cohorts: ['7'] };
  const errorsOf = (values: object, mode?: 'create' | 'update' | 'occurrence') => {
    const result = schema(mode).safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('accepts a valid weekly series and gives the recurrence', () => {
    const result = schema().safeParse(valid);
    expect(result.success && result.data.recurrence).toEqual({ interval: 'weekly', weekDays: ['MO'], untilDate: '2026-12-31' });
  });

  it('names each rule’s message: start not before today, end not before start, weekly needs week days, monthly and yearly choices, title ≤ 100', () => {
    expect(errorsOf({ ...valid, start_date: '2026-11-23' })).toEqual({ start_date: WEBINAR_MESSAGES.startDatePast });
    expect(errorsOf({ ...valid, end_date: '2026-12-01' })).toEqual({ end_date: WEBINAR_MESSAGES.endDateBeforeStart });
    expect(errorsOf({ ...valid, week_days: [] })).toEqual({ week_days: WEBINAR_MESSAGES.weekDays });
    expect(errorsOf({ ...valid, interval: 'monthly' })).toEqual({ monthly_type: WEBINAR_MESSAGES.monthlyType });
    expect(errorsOf({ ...valid, interval: 'monthly', monthly_type: 'absoluteMonthly', month_day: '0' })).toEqual({ month_day: WEBINAR_MESSAGES.monthDay });
    expect(errorsOf({ ...valid, interval: 'monthly', monthly_type: 'relativeMonthly', monthly_week_number: '2', monthly_week_days: 'TU' })).toEqual({});
    expect(errorsOf({ ...valid, interval: 'yearly', yearly_type: 'relativeYearly', yearly_week_number: '-1', yearly_week_days: 'FR' }))
      .toEqual({ relative_month_number: WEBINAR_MESSAGES.month });
    expect(errorsOf({ ...valid, title: 'x'.repeat(101) })).toEqual({ title: 'Maximum 100 characters' });
    expect(errorsOf({ ...valid, end_date: '', never_ends: true })).toEqual({});
    expect(errorsOf({ ...valid, interval: 'none', end_date: '', never_ends: true })).toEqual({ end_date: WEBINAR_MESSAGES.endDate });
    // An update may keep a start date that has passed; an occurrence needs no end date, interval nor cohorts.
    expect(webinarFormSchema({ mode: 'update', today: '2026-11-24', keptStartDate: '2026-10-01' }).safeParse({ ...valid, start_date: '2026-10-01' }).success).toBe(true);
    expect(errorsOf({ ...valid, interval: '', end_date: '', cohorts: [] }, 'occurrence')).toEqual({});
  });
});

describe('WebinarFormModal', () => {
  it('names every empty required field with the spec’s messages and shows week days for a weekly interval', async () => {
    const api = mockApi({ [PRE_DATA]: PRE, '/v1/webinar/create/new/': { message: 'ok', webinar_id: 1 } });
    renderWithProviders(<WebinarFormModal webinarId={null} occurrence={null} onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId('webinar-save'));
    for (const text of [
      'Please enter title', 'Please enter discussion', 'Please select start date', 'Please select end date', 'Please select interval',
      'Please select start time', 'Please select end time', 'Please select Officer/Mentors',
    ]) expect(await screen.findByText(text)).toBeTruthy();
    expect(api.calls('/v1/webinar/create/new/')).toHaveLength(0);
    expect(screen.queryByTestId('webinar-week-days')).toBeNull();
  });

  it('clears a field’s message once the field is corrected, keeping the others’', async () => {
    mockApi({ [PRE_DATA]: PRE });
    renderWithProviders(<WebinarFormModal webinarId={null} occurrence={null} onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId('webinar-save'));
    expect(await screen.findByText('Please enter title')).toBeTruthy();
    expect(screen.getByText('Please enter discussion')).toBeTruthy();
    fireEvent.change(screen.getByTestId('webinar-title'), { target: { value: 'Weekly rounds' } });
    await waitFor(() => expect(screen.queryByText('Please enter title')).toBeNull());
    expect(screen.getByTestId('webinar-title').getAttribute('aria-invalid')).not.toBe('true');
    // The field not yet corrected keeps its message.
    expect(screen.getByText('Please enter discussion')).toBeTruthy();
    fireEvent.change(screen.getByTestId('webinar-from-time'), { target: { value: '10:00' } });
    await waitFor(() => expect(screen.queryByText('Please select start time')).toBeNull());
    expect(screen.getByText('Please select end time')).toBeTruthy();
  });

  it('drops a file over 20 MB with the spec’s alert', async () => {
    mockApi({ [PRE_DATA]: PRE });
    renderWithProviders(<WebinarFormModal webinarId={null} occurrence={null} onClose={() => undefined} />);
    await screen.findByTestId('webinar-save');
    const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(fileInput, { target: { files: [big] } });
    expect(await screen.findByText('File huge.pdf exceeds 20MB and has been removed.')).toBeTruthy();
  });

  it('asks occurrence or series on a recurring webinar: an occurrence hides the end date and interval, and sends its key', async () => {
    const occurrence = '2026-12-14T10:00:00.000Z';
    const api = mockApi({
      [PRE_DATA]: PRE,
      [DETAILS]: ({ url }: { url: URL }) => ({ data: url.searchParams.get('occurrence') ? { ...DETAIL, start_date: '2026-12-14', title: 'Moved one' } : DETAIL }),
      '/v1/update/webinar/details/': { message: 'Webinar updated successfully', webinar_id: 5 },
    });
    const onClose = vi.fn();
    renderWithProviders(<WebinarFormModal webinarId={5} occurrence={occurrence} onClose={onClose} />);
    expect(await screen.findByTestId('webinar-change-type')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('webinar-title') as HTMLInputElement).value).toBe('Moved one'));
    expect(screen.queryByTestId('webinar-interval')).toBeNull();
    expect(screen.queryByTestId('webinar-end_date')).toBeNull();
    fireEvent.click(screen.getByLabelText('The whole series'));
    await waitFor(() => expect((screen.getByTestId('webinar-title') as HTMLInputElement).value).toBe('Weekly rounds'));
    expect(screen.getByTestId('webinar-interval')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/This occurrence/));
    await waitFor(() => expect((screen.getByTestId('webinar-title') as HTMLInputElement).value).toBe('Moved one'));
    fireEvent.click(screen.getByTestId('webinar-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = api.calls('/v1/update/webinar/details/')[0]!.init!.body as FormData;
    expect(sent.get('change_type')).toBe('occurrence');
    expect(sent.get('occurrence')).toBe(occurrence);
    expect(sent.get('webinar_id')).toBe('5');
    expect(sent.get('start_date')).toBe('2026-12-14');
  });

  it('offers a member of two chosen cohorts’ courses once, and asks a monthly series on a day or the nth weekday by radio', async () => {
    const twoCourses: WebinarPreDataAnswer = {
      ...PRE,
      cohorts: [option('FETP — Cohort 2026', 7, 4), option('Frontline — Cohort 12', 8, 5)],
      internal_members: [option('Priya Nair', 21, 4), option('Priya Nair', 21, 5), option('Vikram Singh', 22, 5)],
    };
    mockApi({ [PRE_DATA]: twoCourses });
    renderWithProviders(<WebinarFormModal webinarId={null} occurrence={null} onClose={() => undefined} />);
    await screen.findByTestId('webinar-save');
    await chooseOption(screen.getByRole('textbox', { name: /^Officer\/Mentors/ }), 'FETP — Cohort 2026');
    await chooseOption(screen.getByRole('textbox', { name: /^Officer\/Mentors/ }), 'Frontline — Cohort 12');
    const members = screen.getByRole('textbox', { name: /^Internal members/ });
    fireEvent.click(members);
    await waitFor(() => expect(members.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(members.getAttribute('aria-controls')!)!;
    expect(within(listbox).queryAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['Priya Nair', 'Vikram Singh']);
    await chooseOption(screen.getByRole('textbox', { name: /^Interval/ }), 'Monthly');
    fireEvent.click(within(screen.getByTestId('webinar-monthly-type')).getAllByRole('radio')[1]!);
    expect(await screen.findByTestId('webinar-monthly-week-number')).toBeTruthy();
    expect(screen.queryByTestId('webinar-month-day')).toBeNull();
  });

  it('names a title past 255 characters by the webinar’s own rule, not the form engine’s text limit', async () => {
    mockApi({ [PRE_DATA]: PRE });
    renderWithProviders(<WebinarFormModal webinarId={null} occurrence={null} onClose={() => undefined} />);
    fireEvent.change(await screen.findByTestId('webinar-title'), { target: { value: 'x'.repeat(300) } });
    fireEvent.click(screen.getByTestId('webinar-save'));
    expect(await screen.findByText(WEBINAR_MESSAGES.titleTooLong)).toBeTruthy();
  });

  it('forgets the last save’s messages when the change type switches to the other form', async () => {
    const occurrence = '2026-12-14T10:00:00.000Z';
    mockApi({
      [PRE_DATA]: PRE,
      [DETAILS]: ({ url }: { url: URL }) => ({ data: url.searchParams.get('occurrence') ? { ...DETAIL, start_date: '2026-12-14', title: 'Moved one' } : DETAIL }),
      '/v1/update/webinar/details/': () => reply(400, { message: WEBINAR_MESSAGES.badOccurrence, errors: { occurrence: [WEBINAR_MESSAGES.badOccurrence] } }),
    });
    renderWithProviders(<WebinarFormModal webinarId={5} occurrence={occurrence} onClose={() => undefined} />);
    await waitFor(() => expect((screen.getByTestId('webinar-title') as HTMLInputElement).value).toBe('Moved one'));
    fireEvent.click(screen.getByTestId('webinar-save'));
    expect(await screen.findByText(WEBINAR_MESSAGES.badOccurrence)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('The whole series'));
    await waitFor(() => expect((screen.getByTestId('webinar-title') as HTMLInputElement).value).toBe('Weekly rounds'));
    expect(screen.queryByText(WEBINAR_MESSAGES.badOccurrence)).toBeNull();
  });

  it('shows the server’s field message on a 400 and stays open', async () => {
    mockApi({
      [PRE_DATA]: PRE,
      [DETAILS]: { data: { ...DETAIL, is_recurring: false, interval: 'none', week_days: [], end_date: '2026-12-07' } },
      '/v1/update/webinar/details/': () => reply(400, { message: WEBINAR_MESSAGES.badCohort, errors: { cohorts: [WEBINAR_MESSAGES.badCohort] } }),
    });
    const onClose = vi.fn();
    renderWithProviders(<WebinarFormModal webinarId={5} occurrence={null} onClose={onClose} />);
    await waitFor(() => expect((screen.getByTestId('webinar-title') as HTMLInputElement).value).toBe('Weekly rounds'));
    expect(screen.queryByTestId('webinar-change-type')).toBeNull();
    fireEvent.click(screen.getByTestId('webinar-save'));
    expect(await screen.findByText(WEBINAR_MESSAGES.badCohort)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('WebinarsScreen', () => {
  it('lists upcoming webinars with the spec’s columns, the presenter cut at 25, the join address in a new tab, edit/cancel for editors', async () => {
    const api = mockApi({
      [UPCOMING]: ({ url }: { url: URL }) => ({ count: 12, results: Array.from({ length: url.searchParams.get('page') === '2' ? 2 : 10 }, (_, i) => row(i + 1, { user_can_edit: i === 0 })) }),
      [PAST]: { count: 0, results: [] },
    });
    renderWithProviders(<WebinarsScreen courseId={4} canCreate />);
    const table = await screen.findByTestId('webinars-table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    for (const header of ['Sr. No', 'Date', 'Time', 'Title', 'Presenter', 'Join Link', 'Attachments', 'Action']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(table).getAllByText('Dr. Asha Verma, State Sur…')).toHaveLength(10);
    const join = screen.getByTestId('webinar-join-1');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('href')).toMatch(/^\/v1\/join\/1\//);
    expect(screen.getByTestId('webinar-edit-1')).toBeTruthy();
    expect(screen.queryByTestId('webinar-edit-2')).toBeNull();
    expect(screen.getByTestId('webinars-new')).toBeTruthy();
    expect(api.calls(UPCOMING)[0]!.url.searchParams.get('course_id')).toBe('4');
    expect(api.calls(UPCOMING)[0]!.url.searchParams.get('tz')).toBeTruthy();

    fireEvent.click(screen.getByTestId('webinars-tab-past'));
    await screen.findByText('No data available in table');
    expect(api.calls(PAST).at(-1)!.url.searchParams.get('page')).toBe('1');
  });

  it('shows attendance Yes/No on past rows and Populate Attendance once, then Attendance Already Uploaded', async () => {
    let uploaded = false;
    const api = mockApi({
      [UPCOMING]: { count: 0, results: [] },
      [PAST]: () => ({ count: 2, results: [row(1, { user_can_edit: true, attended: uploaded ? 'Yes' : '-', attendance_uploaded: uploaded }), row(2, { attended: 'No', attendance_uploaded: true })] }),
      '/v1/webiar/new/upload/attendance/': () => {
        uploaded = true;
        return { message: 'Attendance uploaded successfully' };
      },
    });
    renderWithProviders(<WebinarsScreen canCreate />);
    fireEvent.click(await screen.findByTestId('webinars-tab-past'));
    const table = await screen.findByTestId('webinars-table');
    await screen.findByTestId('webinar-populate-1');
    expect(within(table).getByRole('columnheader', { name: 'Attendance' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Join Link' })).toBeNull();
    expect(within(table).getByText('No')).toBeTruthy();
    fireEvent.click(screen.getByTestId('webinar-populate-1'));
    expect(await screen.findByTestId('webinar-uploaded-1')).toBeTruthy();
    expect(screen.getByText('Attendance Already Uploaded')).toBeTruthy();
    expect(within(table).getByText('Yes')).toBeTruthy();
    const body = api.calls('/v1/webiar/new/upload/attendance/')[0]!.init!.body as URLSearchParams;
    expect(String(body)).toContain('webinar_id=1');
  });

  it('has no New Webinar nor actions without canCreate, and lists an officer’s webinars on the course page', async () => {
    const api = mockApi({ [UPCOMING]: { count: 1, results: [row(1, { user_can_edit: true })] } });
    renderWithProviders(<WebinarsScreen courseId={4} menteeId={9} canCreate={false} />);
    await screen.findByTestId('webinar-join-1');
    expect(screen.queryByTestId('webinars-new')).toBeNull();
    expect(screen.queryByTestId('webinar-edit-1')).toBeNull();
    expect(api.calls(UPCOMING)[0]!.url.searchParams.get('user_id')).toBe('9');
  });
});

describe('CancelWebinarModal', () => {
  it('asks for the cancel type, then cancels the occurrence with its note', async () => {
    const api = mockApi({ '/v1/webinar/cancel/': { message: 'Webinar cancelled successfully' } });
    const onClose = vi.fn();
    renderWithProviders(<CancelWebinarModal webinar={row(3, { is_recurring: true, user_can_edit: true })} onClose={onClose} />);
    fireEvent.click(await screen.findByTestId('webinar-cancel-confirm'));
    expect(await screen.findByText('Please select cancel type')).toBeTruthy();
    expect(api.calls('/v1/webinar/cancel/')).toHaveLength(0);
    fireEvent.click(screen.getByLabelText(/This occurrence/));
    fireEvent.change(screen.getByTestId('webinar-cancel-note'), { target: { value: 'Holiday' } });
    fireEvent.click(screen.getByTestId('webinar-cancel-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = api.calls('/v1/webinar/cancel/')[0]!;
    expect(call.init?.method).toBe('POST');
    expect(Object.fromEntries(call.url.searchParams)).toMatchObject({ webinar_id: '3', change_type: 'occurrence', cancellation_note: 'Holiday', occurrence: '2026-12-07T10:00:00.000Z' });
  });
});
