// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DISCUSSION_MESSAGES as M, STORAGE_KEYS, calOptionsOf, formBuilder } from '@fetp/contract';
import { showSuccess } from '../../../app/toast';
import { mockApi, reply } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/utils';
import { CoordinatorDiscussionModal } from './CoordinatorDiscussionModal';

vi.mock('../../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const PRE = '/v1/cc/disucssion/pre-data/';
const UPDATE_PRE = '/v1/cc/update-discussion/pre-data/';
const CREATE = '/v1/event/cc/create/new/';
const UPDATE = '/v1/cal/event/update/';

/** The server's field_data: the officers (Arjun chosen when `chosen`) and a title. */
function preData(chosen: boolean, eventId?: number) {
  const { field, definition } = formBuilder('discussion', { courseId: 3 });
  return {
    field_data: definition({
      mentees: field('Officers', 'dropdown', { multiple: true, options: calOptionsOf([{ value: 5, label: 'Arjun Rao' }], chosen ? ['5'] : []) }),
      title: field('Title', 'text', { value: 'Line list review' }),
    }),
    cohort_id: 7,
    course_id: 3,
    ...(eventId === undefined ? {} : { event_id: eventId }),
  };
}

beforeEach(() => {
  vi.mocked(showSuccess).mockClear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 9 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Course Coordinator');
});

describe('CoordinatorDiscussionModal', () => {
  it('asks for a participant before it saves', async () => {
    const api = mockApi({ [PRE]: preData(false), [CREATE]: { message: M.created, event_id: 41 } });
    renderWithProviders(<CoordinatorDiscussionModal opened onClose={() => undefined} cohortId={7} />);
    fireEvent.submit(await screen.findByTestId('dynamic-form'));
    expect((await screen.findByTestId('discussion-error')).textContent).toBe(M.selectParticipants);
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('sends the cohort, the answers and the scheduler, toasts the server’s message and closes', async () => {
    const onClose = vi.fn();
    const api = mockApi({ [PRE]: preData(true), [CREATE]: { message: M.created, event_id: 41 } });
    renderWithProviders(<CoordinatorDiscussionModal opened onClose={onClose} cohortId={7} />);
    fireEvent.submit(await screen.findByTestId('dynamic-form'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = api.calls(CREATE);
    expect(call!.init!.method).toBe('POST');
    const sent = new URLSearchParams(String(call!.init!.body));
    expect([...sent.keys()].slice(0, 3)).toEqual(['cohort_id', 'mentees', 'title']);
    expect(sent.get('cohort_id')).toBe('7');
    expect(sent.getAll('mentees')).toEqual(['5']);
    expect(sent.get('title')).toBe('Line list review');
    expect(sent.get('scheduler')).toBe('Course Coordinator');
    expect(sent.get('time_zone')).toBeTruthy();
    expect(sent.has('event_id')).toBe(false);
    expect(showSuccess).toHaveBeenCalledWith(M.created);
    expect(screen.queryByTestId('discussion-error')).toBeNull();
  });

  it('updates with the event’s id and an empty cal_id', async () => {
    const onClose = vi.fn();
    const api = mockApi({ [UPDATE_PRE]: preData(true, 40), [UPDATE]: { message: M.updated, event_id: 40 } });
    renderWithProviders(<CoordinatorDiscussionModal opened onClose={onClose} cohortId={7} eventId={40} />);
    fireEvent.submit(await screen.findByTestId('dynamic-form'));
    expect(api.calls(UPDATE_PRE)[0]!.url.searchParams.get('scheduler')).toBe('Course Coordinator');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = api.calls(UPDATE);
    expect(call!.init!.method).toBe('POST');
    const sent = new URLSearchParams(String(call!.init!.body));
    expect(sent.get('event_id')).toBe('40');
    expect(sent.get('cal_id')).toBe('');
    expect(sent.get('scheduler')).toBe('Course Coordinator');
  });

  it('shows the server’s errorMsg in the modal and its field messages when a save is refused, and stays open', async () => {
    const onClose = vi.fn();
    mockApi({ [PRE]: preData(true), [CREATE]: () => reply(400, { message: M.notYourCohort, errorMsg: M.notYourCohort, errors: { title: ['Title taken'] } }) });
    renderWithProviders(<CoordinatorDiscussionModal opened onClose={onClose} cohortId={7} />);
    fireEvent.submit(await screen.findByTestId('dynamic-form'));
    expect((await screen.findByTestId('discussion-error')).textContent).toBe(M.notYourCohort);
    expect(await screen.findByText('Title taken')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
