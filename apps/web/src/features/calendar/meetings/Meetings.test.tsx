// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  MEETING_MESSAGES, STORAGE_KEYS, adjustMeetingDefinition, deriveMeetingValues, meetingFormDefinition, meetingFormSchema, type MeetingFieldData, type MeetingRow,
} from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/utils';
import MeetingsScreen from './MeetingsScreen';
import MeetingFormModal from './MeetingFormModal';
import CancelMeetingModal from './CancelMeetingModal';

vi.mock('../../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const COURSE = 4;
const LIST = `/v1/frontline-meeting/${COURSE}/`;

const row = (id: number, over: Partial<MeetingRow> = {}): MeetingRow => ({
  index: id, id, course_id: COURSE, meeting_mode: 'online', event_type: 'Webinar', date: '27-11-2026', time: '10:00 - 11:00',
  starts_at: '2026-11-27T10:00:00Z', ends_at: '2026-11-27T11:00:00Z', time_zone: 'UTC', title: `Meeting ${id}`, presenter: 'Dr. Rao',
  join_link: `/v1/join/${id}/?sig=x`, attachments: [], attended: false, user_can_edit: false, cancellation_note: null, cohorts: [],
  start_date: '2026-11-27', end_date: '2026-11-27', meeting_url: `/v1/join/${id}/?sig=x`, files: [], attachment: [], internal_members: [],
  mentee_only: false, mentor_only: false,
  ...over,
});

const FIELD_DATA: MeetingFieldData = {
  course_id: { label: 'Course', field_order: 1, attributes: { type: 'dropdown', required: true, error_message: MEETING_MESSAGES.courseRequired, options: [{ label: 'FETP', value: String(COURSE), is_selected: true }] } },
  meeting_mode: { label: 'Meeting Mode', field_order: 2, attributes: { type: 'dropdown', required: true, error_message: MEETING_MESSAGES.modeRequired, options: [{ label: 'Online', value: 'online', is_selected: false }, { label: 'Offline', value: 'offline', is_selected: false }] } },
  event_type: { label: 'Event Type', field_order: 3, attributes: { type: 'dropdown', required: true, error_message: MEETING_MESSAGES.eventTypeRequired, options: ['Webinar', 'one-on-one', 'others'].map((v) => ({ label: v, value: v, is_selected: false })) } },
  cohorts: { label: 'Cohorts', field_order: 4, attributes: { type: 'dropdown', required: true, multiple: true, error_message: MEETING_MESSAGES.cohortsRequired, options: [{ label: 'Cohort 2026', value: '7', is_selected: false }] } },
  mentee_only: { label: 'Mentee only', field_order: 5, attributes: { type: 'checkbox', required: false, value: false } },
  mentor_only: { label: 'Mentor only', field_order: 6, attributes: { type: 'checkbox', required: false, value: false } },
  internal_members: { label: 'Internal Members', field_order: 7, attributes: { type: 'dropdown', required: false, multiple: true, options: [] } },
  title: { label: 'Title', field_order: 8, attributes: { type: 'text', required: true, value: '', error_message: MEETING_MESSAGES.titleRequired } },
  presenter: { label: 'Presenter', field_order: 9, attributes: { type: 'text', required: false, value: '' } },
  start_date: { label: 'Start Date', field_order: 10, attributes: { type: 'date', required: true, value: '2026-12-01', error_message: MEETING_MESSAGES.startDateRequired } },
  end_date: { label: 'End Date', field_order: 11, attributes: { type: 'date', required: true, value: '2026-12-01', error_message: MEETING_MESSAGES.endDateRequired } },
  time: { label: 'Start Time', field_order: 12, attributes: { type: 'time', required: true, value: '10:00', error_message: MEETING_MESSAGES.startTimeRequired } },
  end_time: { label: 'End Time', field_order: 13, attributes: { type: 'time', required: true, value: '11:00', error_message: MEETING_MESSAGES.endTimeRequired } },
  meeting_url: { label: 'Meeting URL', field_order: 14, attributes: { type: 'url', required: true, value: '', error_message: MEETING_MESSAGES.urlRequired, visible: true } },
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 1 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Course Coordinator');
});

describe('MeetingsScreen', () => {
  it('offers Populate Attendance on an ended meeting of a coordinator page, once, then Attendance Already Uploaded', async () => {
    let uploaded = false;
    const api = mockApi({
      [LIST]: ({ url }: ApiCall) => (url.searchParams.get('type') === 'past'
        ? { count: 2, results: [row(1, { join_link: undefined, attendance_uploaded: uploaded }), row(2, { join_link: undefined, cancellation_note: 'Flooded roads' })] }
        : { count: 0, results: [] }),
      '/v1/meeting/upload/attendance/': () => {
        uploaded = true;
        return { message: MEETING_MESSAGES.attendanceUploaded };
      },
    });
    renderWithProviders(<MeetingsScreen courseId={COURSE} canCreate />);
    fireEvent.click(await screen.findByTestId('meetings-tab-past'));
    fireEvent.click(await screen.findByTestId('meeting-populate-1'));
    await screen.findByTestId('meeting-uploaded-1');
    expect(screen.getByTestId('meeting-uploaded-1').textContent).toBe('Attendance Already Uploaded');
    // A cancelled meeting has nothing to populate.
    expect(screen.queryByTestId('meeting-populate-2')).toBeNull();
    const body = api.calls('/v1/meeting/upload/attendance/')[0]!.init!.body as URLSearchParams;
    expect(body.get('meeting_id')).toBe('1');
  }, 30_000);

  it('lists upcoming meetings 10 a page with the spec’s columns, pages on, and goes back to page 1 on Past', async () => {
    const api = mockApi({
      [LIST]: ({ url }: ApiCall) => {
        const page = Number(url.searchParams.get('page'));
        const type = url.searchParams.get('type');
        if (type === 'past') return { count: 0, results: [] };
        const first = (page - 1) * 10 + 1;
        return { count: 12, results: Array.from({ length: page === 1 ? 10 : 2 }, (_, i) => row(first + i, { user_can_edit: first + i === 1 })) };
      },
    });
    renderWithProviders(<MeetingsScreen courseId={COURSE} canCreate />);
    const table = await screen.findByTestId('meetings-table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    for (const header of ['Sr. No', 'Meeting Mode', 'Event Type', 'Date', 'Time', 'Title', 'Presenter', 'Join Link', 'Attachments', 'Action']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(api.calls(LIST)[0]!.url.searchParams.get('page_type')).toBe('coordinator_dashboard');
    expect(within(table).getAllByRole('link', { name: 'Join' })[0]!.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('meeting-edit-1')).toBeTruthy();
    expect(screen.queryByTestId('meeting-edit-2')).toBeNull();
    expect(screen.getByTestId('meetings-new')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /2/ , hidden: false }).closest('button')!);
    await waitFor(() => expect(api.calls(LIST).some((c) => c.url.searchParams.get('page') === '2')).toBe(true));

    fireEvent.click(screen.getByTestId('meetings-tab-past'));
    await screen.findByText('No data available in table');
    const past = api.calls(LIST).filter((c) => c.url.searchParams.get('type') === 'past');
    expect(past.at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(within(screen.getByTestId('meetings-table')).queryByRole('columnheader', { name: 'Join Link' })).toBeNull();
  });

  it('has no New Meeting without canCreate and asks for the officer’s meetings on the mentee details page', async () => {
    const api = mockApi({ [LIST]: { count: 0, results: [] } });
    renderWithProviders(<MeetingsScreen courseId={COURSE} pageType="mentee_details" menteeId={9} canCreate={false} />);
    await screen.findByText('No data available in table');
    expect(screen.queryByTestId('meetings-new')).toBeNull();
    expect(api.calls(LIST)[0]!.url.searchParams.get('mentee_id')).toBe('9');
  });
});

describe('MeetingFormModal', () => {
  /** field_data with values chosen (as the update form comes). */
  const chosen = (mode: 'online' | 'offline', type: string, title = 'Review'): MeetingFieldData => ({
    ...FIELD_DATA,
    meeting_mode: { ...FIELD_DATA.meeting_mode!, attributes: { ...FIELD_DATA.meeting_mode!.attributes, options: FIELD_DATA.meeting_mode!.attributes.options!.map((o) => ({ ...o, is_selected: o.value === mode })) } },
    event_type: { ...FIELD_DATA.event_type!, attributes: { ...FIELD_DATA.event_type!.attributes, options: FIELD_DATA.event_type!.attributes.options!.map((o) => ({ ...o, is_selected: o.value === type })) } },
    cohorts: { ...FIELD_DATA.cohorts!, attributes: { ...FIELD_DATA.cohorts!.attributes, options: [{ label: 'Cohort 2026', value: '7', is_selected: true }] } },
    title: { ...FIELD_DATA.title!, attributes: { ...FIELD_DATA.title!.attributes, value: title } },
    meeting_url: { ...FIELD_DATA.meeting_url!, attributes: { ...FIELD_DATA.meeting_url!.attributes, value: 'https://meet.example.org/x' } },
  });

  it('hides the meeting URL offline and names the empty required fields with the form’s messages', async () => {
    mockApi({ '/v1/cc/meeting/pre-data/': { field_data: chosen('offline', 'others') } });
    renderWithProviders(<MeetingFormModal meetingId={null} courseId={COURSE} onClose={() => undefined} />);
    const form = await screen.findByTestId('dynamic-form');
    expect(within(form).queryByTestId('dynamic-field-meeting_url')).toBeNull();
    expect(within(form).getByTestId('dynamic-field-cohorts')).toBeTruthy();
    fireEvent.change(within(form).getByTestId('dynamic-field-title'), { target: { value: '' } });
    fireEvent.submit(form);
    expect(await screen.findByText(MEETING_MESSAGES.titleRequired)).toBeTruthy();
  });

  it('shows event types as labels, not the spec’s keys, and takes times with the time picker webinars use', async () => {
    mockApi({
      [LIST]: { count: 2, results: [row(1, { meeting_mode: 'offline', event_type: 'one-on-one' }), row(2, { meeting_mode: 'offline', event_type: 'others' })] },
      '/v1/cc/meeting/pre-data/': { field_data: chosen('offline', 'one-on-one') },
    });
    renderWithProviders(<MeetingsScreen courseId={COURSE} canCreate={false} />);
    const table = await screen.findByTestId('meetings-table');
    expect(await within(table).findByText('One-on-one')).toBeTruthy();
    expect(within(table).getByText('Others')).toBeTruthy();
    expect(within(table).queryByText('one-on-one')).toBeNull();
    expect(within(table).queryByText('others')).toBeNull();

    renderWithProviders(<MeetingFormModal meetingId={null} courseId={COURSE} onClose={() => undefined} />);
    const form = await screen.findByTestId('dynamic-form');
    for (const key of ['time', 'end_time']) expect(within(form).getByTestId(`dynamic-field-${key}`).getAttribute('type')).toBe('time');
  });

  it('hides cohorts, mentee only and mentor only for a one-on-one', async () => {
    mockApi({ '/v1/cc/meeting/pre-data/': { field_data: chosen('offline', 'one-on-one') } });
    renderWithProviders(<MeetingFormModal meetingId={null} courseId={COURSE} onClose={() => undefined} />);
    const form = await screen.findByTestId('dynamic-form');
    expect(within(form).queryByTestId('dynamic-field-cohorts')).toBeNull();
    expect(within(form).queryByTestId('dynamic-field-mentee_only')).toBeNull();
    expect(within(form).queryByTestId('dynamic-field-mentor_only')).toBeNull();
  });

  it('stops a title over 100 characters, shows the server’s field message on a 400, and closes only on a 200', async () => {
    let status = 400;
    const api = mockApi({
      '/v1/cc/meeting/pre-data/': { field_data: chosen('online', 'Webinar', 'x'.repeat(101)) },
      '/v1/meeting/create/new/': () => (status === 200
        ? reply(200, { message: MEETING_MESSAGES.created, data: row(1) })
        : reply(400, { message: MEETING_MESSAGES.cohortNotInCourse, errors: { cohorts: [MEETING_MESSAGES.cohortNotInCourse] } })),
    });
    const onClose = vi.fn();
    renderWithProviders(<MeetingFormModal meetingId={null} courseId={COURSE} onClose={onClose} />);
    const form = await screen.findByTestId('dynamic-form');
    fireEvent.submit(form);
    expect(await screen.findByText('Maximum 100 characters')).toBeTruthy();
    expect(api.calls('/v1/meeting/create/new/')).toHaveLength(0);

    fireEvent.change(within(form).getByTestId('dynamic-field-title'), { target: { value: 'Review' } });
    fireEvent.submit(form);
    expect(await screen.findByText(MEETING_MESSAGES.cohortNotInCourse)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    const sent = api.calls('/v1/meeting/create/new/')[0]!.init!.body as FormData;
    expect(sent.get('meeting_mode')).toBe('online');
    expect(sent.get('event_type')).toBe('Webinar');
    expect(sent.getAll('cohorts')).toEqual(['7']);
    expect(sent.get('start_date')).toBe('2026-12-01');
    expect(sent.get('time_zone')).toBeTruthy();

    status = 200;
    fireEvent.submit(form);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses mentee only with mentor only as the browser form holds them (booleans), as the server does from form data', () => {
    const answers = {
      course_id: '1', meeting_mode: 'offline', event_type: 'others', cohorts: ['1'], title: 'Review', start_date: '2099-01-05', end_date: '2099-01-05', time: '10:00', end_time: '11:00',
    };
    for (const [menteeOnly, mentorOnly] of [[true, true], ['true', 'on']]) {
      const checked = meetingFormSchema.safeParse({ ...answers, mentee_only: menteeOnly, mentor_only: mentorOnly });
      expect(checked.error?.issues.find((i) => i.path[0] === 'mentor_only')?.message).toBe(MEETING_MESSAGES.flagsExclusive);
    }
    expect(meetingFormSchema.safeParse({ ...answers, mentee_only: true, mentor_only: false }).success).toBe(true);
  });

  it('drops a file over 20 MB with the spec’s alert', async () => {
    mockApi({ '/v1/cc/meeting/pre-data/': { field_data: FIELD_DATA } });
    renderWithProviders(<MeetingFormModal meetingId={null} courseId={COURSE} onClose={() => undefined} />);
    const input = (await screen.findByTestId('meeting-attachments')) as HTMLElement;
    const fileInput = (input.tagName === 'INPUT' ? input : input.parentElement!.querySelector('input[type="file"]') ?? document.querySelector('input[type="file"]')) as HTMLInputElement;
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(fileInput, { target: { files: [big] } });
    expect(await screen.findByText('File huge.pdf exceeds 20MB and has been removed.')).toBeTruthy();
  });
});

describe('CancelMeetingModal', () => {
  it('needs a note of at most 100 characters, then cancels and closes', async () => {
    const api = mockApi({ '/v1/meeting/cancel/': { message: MEETING_MESSAGES.cancelled } });
    const onClose = vi.fn();
    renderWithProviders(<CancelMeetingModal meeting={{ id: 3, title: 'Review' }} onClose={onClose} />);
    fireEvent.click(await screen.findByTestId('meeting-cancel-confirm'));
    expect(await screen.findByText('Please enter cancellation note')).toBeTruthy();
    const note = screen.getByTestId('meeting-cancel-note');
    fireEvent.change(note, { target: { value: 'n'.repeat(101) } });
    fireEvent.click(screen.getByTestId('meeting-cancel-confirm'));
    expect(await screen.findByText('Maximum 100 characters')).toBeTruthy();
    expect(api.calls('/v1/meeting/cancel/')).toHaveLength(0);
    fireEvent.change(note, { target: { value: 'Venue unavailable' } });
    fireEvent.click(screen.getByTestId('meeting-cancel-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = api.calls('/v1/meeting/cancel/')[0]!;
    expect(call.url.searchParams.get('meeting_id')).toBe('3');
    expect(call.url.searchParams.get('cancellation_note')).toBe('Venue unavailable');
    expect(call.init?.method).toBe('POST');
  });
});

describe('the meeting form’s rules (contract, shared with the server)', () => {
  it('forces Webinar online, clears Webinar and the URL offline, and drops cohorts and flags for a one-on-one', () => {
    expect(deriveMeetingValues({ meeting_mode: 'online', event_type: 'others' }, 'meeting_mode')).toMatchObject({ event_type: 'Webinar' });
    expect(deriveMeetingValues({ meeting_mode: 'offline', event_type: 'Webinar', meeting_url: 'https://x.org' }, 'meeting_mode')).toMatchObject({ event_type: '', meeting_url: '' });
    expect(deriveMeetingValues({ event_type: 'one-on-one', cohorts: ['7'], mentee_only: true }, 'event_type')).toMatchObject({ cohorts: [], mentee_only: false, mentor_only: false });
    const definition = meetingFormDefinition(FIELD_DATA);
    const offline = adjustMeetingDefinition(definition, { meeting_mode: 'offline' });
    expect(offline.fields.event_type!.attributes.options!.map((o) => o.key)).toEqual(['one-on-one', 'others']);
    expect(offline.fields.meeting_url!.attributes.visible).toBe(false);
    const online = adjustMeetingDefinition(definition, { meeting_mode: 'online' });
    expect(online.fields.event_type!.attributes.options!.map((o) => o.key)).toEqual(['Webinar']);
    expect(online.fields.meeting_url!.attributes).toMatchObject({ visible: true, required: true });
  });
});
