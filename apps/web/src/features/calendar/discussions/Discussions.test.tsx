// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DISCUSSION_MESSAGES as M, STORAGE_KEYS, type DiscussionDetail, type DiscussionRow, type MenteePreDataAnswer } from '@fetp/contract';
import { mockApi, reply } from '../../../test/mockApi';
import { chooseOption, renderWithProviders } from '../../../test/utils';
import { DiscussionModal } from './DiscussionModal';
import DiscussionEventList from './DiscussionEventList';

vi.mock('../../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const KEY = 'course-v1:NCDC+FETP-ADV+2025';
const PRE = `/v1/mentee/disucssion/pre-data/${encodeURIComponent(KEY)}`;

const preData: MenteePreDataAnswer = {
  course_id: 3,
  mentor: [{ value: 11, label: 'Priya Nair' }, { value: 12, label: 'Vikram Singh' }],
  cal: [{ value: 7, label: 'OI-1: Measles outbreak' }],
  discussion_mode: [{ value: 'Online', label: 'Online', needs_link: true }, { value: 'In person', label: 'In person', needs_link: false }],
  internal_members: [{ value: 2, label: 'Asha Verma' }],
};

const detail: DiscussionDetail = {
  event_id: 40, scheduler: 'Mentee', course_id: 3, cohort_id: null,
  mentees: [{ value: 5, label: 'Arjun Rao', is_seleted: true }],
  mentors: [{ value: 11, label: 'Priya Nair', is_selected: true }, { value: 12, label: 'Vikram Singh', is_selected: false }],
  course_coordinators: [], title: 'Measles outbreak', cal: { value: 7, label: 'OI-1: Measles outbreak' }, is_cal: true,
  date: '2099-03-04', from_time: '10:00', to_time: '10:45', time_zone: 'UTC', description: 'Review the line list',
  discussion_mode: 'Online', meeting_link: 'https://meet.example.org/x', internal_members: [{ value: 2, label: 'Asha Verma', is_selected: false }],
  participants: [], user_can_edit: true,
};

function signIn() {
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 5 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Mentee');
}

describe('DiscussionModal', () => {
  it('loads the event first in update mode and locks the description, the CAL and the mode', async () => {
    signIn();
    const api = mockApi({ [PRE]: preData, '/v1/cal/event/get/': detail, '/v1/cal/event/update/': { message: M.updated, event_id: 40 } });
    renderWithProviders(<DiscussionModal viewer="mentee" opened onClose={() => undefined} courseKey={KEY} courseId={3} eventId={40} />);
    const description = await screen.findByTestId('discussion-description');
    expect(screen.getByText('Update Discussion')).toBeTruthy();
    expect((description as HTMLTextAreaElement).value).toBe('Review the line list');
    expect((description as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByTestId('discussion-cal') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('discussion-mode') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe('04/03/2099');
    expect(api.calls('/v1/cal/event/get/')).toHaveLength(1);
    // The save sends neither the description, the CAL nor the mode, and the event's id.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('/v1/cal/event/update/')).toHaveLength(1));
    const [call] = api.calls('/v1/cal/event/update/');
    expect(call!.init!.method).toBe('PATCH');
    const sent = new URLSearchParams(String(call!.init!.body));
    expect(sent.get('event_id')).toBe('40');
    expect(sent.get('start_date')).toBe('2099-03-04');
    expect(sent.getAll('mentor_id')).toEqual(['11']);
    expect(sent.has('description') || sent.has('cal_id') || sent.has('discussion_mode')).toBe(false);
  });

  it('saves an online discussion without a link: the link is optional and not marked required (issue 30 §2)', async () => {
    signIn();
    const api = mockApi({ [PRE]: preData, '/v1/cal/event/get/': detail, '/v1/cal/event/update/': { message: M.updated, event_id: 40 } });
    renderWithProviders(<DiscussionModal viewer="mentee" opened onClose={() => undefined} courseKey={KEY} courseId={3} eventId={40} />);
    await screen.findByTestId('discussion-description');
    const link = screen.getByPlaceholderText('https://') as HTMLInputElement;
    expect(link.value).toBe('https://meet.example.org/x');
    expect(document.querySelector(`label[for="${link.id}"]`)?.textContent).not.toContain('*');
    fireEvent.change(link, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('/v1/cal/event/update/')).toHaveLength(1));
    const sent = new URLSearchParams(String(api.calls('/v1/cal/event/update/')[0]!.init!.body));
    expect(sent.get('meeting_link') ?? '').toBe('');
    expect(screen.queryByText(M.enterMeetingLink)).toBeNull();
  });

  it('checks the learner form with the spec’s messages', async () => {
    signIn();
    mockApi({ [PRE]: preData, '/v1/cal/event/mentee/create/new/': () => reply(403, { message: M.notYourMentor, errorMsg: M.notYourMentor }) });
    renderWithProviders(<DiscussionModal viewer="mentee" opened onClose={() => undefined} courseKey={KEY} courseId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of [M.selectMentor, M.selectCal, M.enterDate, M.enterDescription, M.selectMode]) expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getAllByText(M.enterTime)).toHaveLength(2);
    expect((screen.getByTestId('discussion-description') as HTMLTextAreaElement).disabled).toBe(false);
  });

  it('shows the server’s errorMsg in the modal when a save is refused, and stays open', async () => {
    signIn();
    const onClose = vi.fn();
    mockApi({ [PRE]: preData, '/v1/cal/event/get/': detail, '/v1/cal/event/update/': () => reply(403, { message: M.notYourMentor, errorMsg: M.notYourMentor }) });
    renderWithProviders(<DiscussionModal viewer="mentee" opened onClose={onClose} courseKey={KEY} courseId={3} eventId={40} />);
    await screen.findByTestId('discussion-description');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('discussion-error')).textContent).toBe(M.notYourMentor);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('DiscussionModal, a mentor’s', () => {
  const mentorPre = {
    officer: [{ value: 5, label: 'Arjun Rao' }], internal_members: [],
    discussion_mode: [{ value: 'Online', label: 'Online', needs_link: true }, { value: 'In person', label: 'In person', needs_link: false }],
  };

  it('checks the times by the contract’s rule and sends the officers and the title under the spec’s names', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 11 }));
    localStorage.setItem(STORAGE_KEYS.userRoles, 'Mentor');
    const api = mockApi({ '/v1/mentor/disucssion/pre-data/': mentorPre, '/v1/event/mentor/create/new/': { message: M.created, event_id: 41 } });
    renderWithProviders(<DiscussionModal viewer="mentor" opened onClose={() => undefined} />);
    await screen.findByTestId('discussion-description');
    await chooseOption(screen.getByRole('textbox', { name: /^Officer/ }), 'Arjun Rao');
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Line list review' } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '05/03/2099' } });
    fireEvent.blur(screen.getByLabelText(/^Date/));
    fireEvent.change(screen.getByLabelText(/^From Time/), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText(/^To Time/), { target: { value: '09:30' } });
    fireEvent.change(screen.getByTestId('discussion-description'), { target: { value: 'Going through the line list' } });
    await chooseOption(screen.getByTestId('discussion-mode'), 'In person');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.toTimeNotAfter)).toBeTruthy();
    expect(api.calls('/v1/event/mentor/create/new/')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^To Time/), { target: { value: '10:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('/v1/event/mentor/create/new/')).toHaveLength(1));
    const sent = new URLSearchParams(String(api.calls('/v1/event/mentor/create/new/')[0]!.init!.body));
    expect(sent.getAll('mentee_id')).toEqual(['5']);
    expect(sent.get('title')).toBe('Line list review');
    expect(sent.get('start_date')).toBe('2099-03-05');
    expect(sent.get('discussion_mode')).toBe('In person');
  });
});

const row = (i: number, over: Partial<DiscussionRow> = {}): DiscussionRow => ({
  index: i, meeting_id: 100 + i, start_date: '04-03-2099', start_time: '10:00', end_time: '10:30', starts_at: '2099-03-04T10:00:00Z', ends_at: '2099-03-04T10:30:00Z',
  title: `OI-${i}`, meenteeOrmentor: 'Priya Nair', mode: 'Online', meeting_link: null, user_can_edit: false, scheduler: 'Mentee', mentees: 'Arjun Rao', mentors: 'Priya Nair', course_coordinators: '',
  ...over,
});

describe('DiscussionEventList', () => {
  it('shows the rows, Join Meeting or a dash, edit only where allowed, + Add Event on the own list; switching tabs goes back to page 1', async () => {
    signIn();
    const api = mockApi({
      '/v1/course-cal-mentor-mentee-discussion': ({ url }: { url: URL }) => (url.searchParams.get('event_type') === 'past'
        ? { count: 0, results: [] }
        : { count: 12, results: [row(1, { meeting_link: 'https://meet.example.org/a', user_can_edit: true }), row(2)] }),
    });
    renderWithProviders(<DiscussionEventList viewer="mentee" courseId={3} courseKey={KEY} />);
    const link = await screen.findByRole('link', { name: /Join Meeting “/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: '+ Add Event' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Edit discussion/ })).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Mentor' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Page 2|2/ , hidden: false }));
    await waitFor(() => expect(api.calls('/v1/course-cal-mentor-mentee-discussion').some((c) => c.url.searchParams.get('page') === '2')).toBe(true));
    fireEvent.click(screen.getByRole('tab', { name: 'Past Meetings' }));
    await screen.findByText('No data available in table');
    const last = api.calls('/v1/course-cal-mentor-mentee-discussion').at(-1)!;
    expect(last.url.searchParams.get('page')).toBe('1');
    expect(last.url.searchParams.get('event_type')).toBe('past');
  });

  it('has no + Add Event on an officer’s list viewed by a mentor, and names the Mentee column', async () => {
    signIn();
    mockApi({ '/v1/course-cal-mentor-mentee-discussion': { count: 1, results: [row(1, { meenteeOrmentor: 'Arjun Rao' })] } });
    renderWithProviders(<DiscussionEventList viewer="mentor" courseId={3} menteeId={5} />);
    const table = await screen.findByTestId('discussion-table');
    await within(table).findByText('Arjun Rao');
    expect(screen.queryByRole('button', { name: '+ Add Event' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Mentee' })).toBeTruthy();
  });
});
