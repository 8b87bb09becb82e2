// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  COURSE_TAB_LABELS,
  MILESTONE_STATUS_LABELS,
  STORAGE_KEYS,
  SUB_CAL_STATUS_LABELS,
  decodeCucFlag,
  type MenteeBanner,
  type MilestoneItem,
  type SubCalItem,
  type TrackerCal,
} from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import { englishMessages } from '../../app/englishCatalog';
import CoursePage from '../course-page/CoursePage';
import MenteeDetailsPage from '../course-page/MenteeDetailsPage';
import { tabLabels } from '../course-page/messages';
import { CalTrackerPanel } from './CalTrackerPanel';
import { progressState } from './CalProgressList';
import { milestoneStatusLabels, subCalStatusLabels } from './messages';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
import { showSuccess } from '../../app/toast';

const COURSE = 3;
const MENTEE = 5;

function signIn(roles: string, userId: number) {
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: userId }));
  localStorage.setItem(STORAGE_KEYS.userRoles, roles);
  localStorage.setItem(STORAGE_KEYS.userId, String(userId));
}

const banner = (over: Partial<MenteeBanner> = {}): { data: MenteeBanner } => ({
  data: {
    studentName: 'Asha Rao',
    profileImage: null,
    mentorName: [
      { name: 'Dr Mehta', number: 2, supervisor: false },
      { name: 'Dr Iyer', number: 1, supervisor: true },
    ],
    courseProgress: 40,
    calProgress: 62.4,
    course: 'course-v1:FETP+ADV+2025',
    course_key: 'course-v1:FETP+ADV+2025',
    courseid: COURSE,
    course_manage_id: 7,
    course_manageid: 7,
    menteeID: MENTEE,
    mentee_user_id: MENTEE,
    menteeid: MENTEE,
    course_title: 'Advanced Field Epidemiology',
    course_type: 'FETP Course',
    has_cal: true,
    ...over,
  },
});

const TABS = {
  data: [
    { key: 'modules', name: 'MODULES', visible: false },
    { key: 'cal_tracker', name: 'CAL TRACKER', visible: true },
    { key: 'mentor_mentee_discussion', name: 'MENTOR-MENTEE DISCUSSION', visible: true },
  ],
};

const sub = (id: number, over: Partial<SubCalItem> = {}): SubCalItem => ({
  id,
  auto_name: `PRJ-${id}`,
  short_title: `Outbreak ${id}`,
  is_cal: true,
  status: 'pending',
  is_status_editable: false,
  ...over,
});

const cal = (id: number, over: Partial<TrackerCal> = {}): TrackerCal => ({
  cal: id,
  cal_short_name: `C${id}`,
  cal_full_name: `CAL number ${id}`,
  cal_type: 'Project CALs',
  group: 'project',
  average_progress: 50,
  data: [],
  ...over,
});

const milestone = (id: number, sequence: number, over: Partial<MilestoneItem> = {}): MilestoneItem => ({
  id,
  sequence,
  title: `Milestone ${sequence}`,
  takes: 'file',
  due_date: '2025-03-07',
  submitted: null,
  status: 'not_started',
  is_status_editable: false,
  latest_file: { tag_type: 'a', text: '-', redirect_to: null, file: null, file_name: null, disable: false },
  upload_file: { text: 'Upload', tag_type: 'button', disable: false },
  file: { text: 'View Files', disable: false },
  ...over,
});

function tracker(editable: boolean) {
  return {
    can_add: true,
    data: [
      cal(1, { average_progress: 100, data: [sub(101, { status: 'completed', is_status_editable: editable })] }),
      cal(2, { average_progress: 30, data: [sub(201, { is_status_editable: editable }), sub(202, { is_status_editable: editable })] }),
      cal(3, {
        group: 'scientific_communication',
        cal_type: 'Scientific Communication CALs',
        average_progress: 100,
        data: [sub(301, { status: 'passed_due_date', is_status_editable: editable })],
      }),
    ],
  };
}

function milestones(editable: boolean) {
  return {
    sub_cal: { ...sub(101, { status: 'completed' }), cal_full_name: 'CAL number 1', cal_short_name: 'C1', group: 'project' },
    data: [
      milestone(11, 1, {
        submitted: '2025-02-01',
        status: 'completed',
        is_status_editable: editable,
        latest_file: { tag_type: 'a', text: 'report.pdf', redirect_to: null, file: '/media/report.pdf', file_name: 'report.pdf', disable: false },
      }),
      milestone(12, 2, { is_status_editable: editable, upload_file: { text: 'Upload', tag_type: 'button', disable: true }, file: { text: 'View Files', disable: true } }),
    ],
  };
}

const form = (call: ApiCall) => Object.fromEntries(new URLSearchParams(String(call.init?.body)));

/** The site's name, for the document title. */
const SITE = { '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } } };

function mockLearner(over: { banner?: unknown; tracker?: unknown } = {}) {
  return mockApi({
    ...SITE,
    [`/cal/api/courses/${COURSE}/cal-dashboard/`]: over.banner ?? banner(),
    '/cal/api/get/course_cal/tabs/': TABS,
    [`/cal/api/courses/${COURSE}/cal/`]: over.tracker ?? tracker(false),
    '/cal/api/courses/get/milestones/': milestones(false),
  });
}

function mockMentor(over: { banner?: unknown } = {}) {
  return mockApi({
    ...SITE,
    [`/cal/api/mentee/${MENTEE}/details/`]: over.banner ?? banner(),
    '/cal/api/get/mentee_detail/tabs/': TABS,
    [`/cal/api/mentee/${COURSE}/${MENTEE}/dashboard/`]: tracker(true),
    [`/cal/api/mentor/get/${MENTEE}/milestones/`]: milestones(true),
    [`/cal/api/mentor/update/${MENTEE}/milestone/status/`]: { success: true, message: 'Status updated successfully.' },
    [`/cal/api/mentor/update/${MENTEE}/cal/status/`]: { success: true, message: 'Status updated successfully.' },
  });
}

const renderCoursePage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/courses/:id/cal/" element={<CoursePage />} />
    </Routes>,
    { route: `/courses/${COURSE}/cal/` },
  );

const renderMenteePage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/cal/mentee/:id/details/" element={<MenteeDetailsPage />} />
    </Routes>,
    { route: `/cal/mentee/${MENTEE}/details/?course=${COURSE}` },
  );

/** Opens a sub-CAL of the CAL tab shown in a section and waits for its milestone table. */
async function openSubCal(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  await waitFor(() => expect(screen.getAllByTestId('milestone-table-row')).toHaveLength(2));
  return screen.getByRole('table', { name: /Milestones of/ });
}

/** Chooses an option of a Mantine Select, in the listbox that input controls (every Select keeps one). */
async function choose(input: HTMLElement, label: string) {
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  // The dropdown's opening transition never ends in jsdom: its options stay display: none.
  fireEvent.click(within(listbox).getByRole('option', { name: label, hidden: true }));
}

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((th) => th.textContent);
const cell = (row: HTMLElement, column: string) => row.querySelector(`[data-column="${column}"]`) as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  vi.mocked(showSuccess).mockClear();
});

describe('the learner’s course page (001 §2.1, §2.6)', () => {
  it('shows the banner, the visible tabs and the tracker, with read-only statuses and +Add', async () => {
    signIn('Mentee', MENTEE);
    const api = mockLearner();
    renderCoursePage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Advanced Field Epidemiology' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('cal-banner-student').textContent).toBe('Asha Rao');
    expect(within(screen.getByTestId('cal-banner-mentors')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Mentor 1:Dr IyerSupervisor',
      'Mentor 2:Dr Mehta',
    ]);
    expect(screen.getByTestId('cal-banner-course-progress').textContent).toBe('40%');
    expect(screen.getByTestId('cal-banner-cal-progress').textContent).toBe('62%');
    // Only the tabs the server marks visible: CAL TRACKER and MENTOR-MENTEE DISCUSSION (MODULES is hidden here).
    expect(screen.getAllByRole('tab', { name: /TRACKER|DISCUSSION|MODULES/ }).map((tab) => tab.textContent)).toEqual(['CAL TRACKER', 'MENTOR-MENTEE DISCUSSION']);
    expect(api.calls('/cal/api/get/course_cal/tabs/')[0]!.url.searchParams.get('course_id')).toBe(String(COURSE));

    const project = await screen.findByTestId('cal-section-project');
    expect(within(project).getByRole('heading', { level: 2, name: 'Field Projects' })).toBeTruthy();
    expect(within(project).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['C1', 'C2']);
    expect(within(screen.getByTestId('cal-section-scientific_communication')).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['C3']);
    // Field Projects comes before Scientific Communications.
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Field Projects', 'Scientific Communications']);

    expect(screen.queryByTestId('sub-cal-status-select')).toBeNull();
    expect(within(project).getAllByTestId('sub-cal-status')[0]!.textContent).toBe('Completed');
    // The learner may register another sub-CAL (can_add): +Add under each CAL.
    expect(within(project).getByRole('button', { name: 'Add a sub-CAL to CAL number 1' })).toBeTruthy();
  });

  it('loads the milestones of a selected sub-CAL: every column, the learner’s Upload File, DD-MM-YYYY dates, no status drop-down', async () => {
    signIn('Mentee', MENTEE);
    const api = mockLearner();
    renderCoursePage();
    const table = await openSubCal(/PRJ-101/);
    expect(form(api.calls('/cal/api/courses/get/milestones/')[0]!)).toEqual({ cal_id: '101', course_id: String(COURSE) });
    expect(headers(table)).toEqual(['No.', 'Milestone', 'Due Date', 'Submitted', 'Status', 'Latest File', 'Upload File', 'Files']);
    expect(screen.getByRole('button', { name: /PRJ-101/ }).getAttribute('aria-pressed')).toBe('true');

    const [first, second] = screen.getAllByTestId('milestone-table-row') as [HTMLElement, HTMLElement];
    expect(cell(first, 'no').textContent).toBe('1');
    expect(cell(first, 'due_date').textContent).toBe('07-03-2025');
    expect(cell(first, 'submitted').textContent).toBe('01-02-2025');
    expect(cell(second, 'submitted').textContent).toBe('-');
    expect(cell(first, 'status').textContent).toBe('Completed');
    expect(within(table).queryByRole('textbox')).toBeNull();

    const latest = within(cell(first, 'latest_file')).getByRole('link', { name: 'report.pdf (opens in a new tab)' });
    expect(latest.getAttribute('href')).toBe('/media/report.pdf');
    expect(latest.getAttribute('target')).toBe('_blank');
    expect(cell(second, 'latest_file').textContent).toBe('-');

    // The learner's Upload File opens the milestone's upload or form.
    expect(within(cell(first, 'upload_file')).getByRole('button', { name: 'Upload' })).toBeTruthy();

    const files = within(cell(first, 'files')).getByRole('link', { name: 'View Files of milestone 1 (opens in a new tab)' });
    const href = new URL(files.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/learn/courses/milestone/11/version/');
    expect(decodeCucFlag(href.searchParams.get('cuc'))).toBe(true);
    expect(files.getAttribute('target')).toBe('_blank');
    expect(files.getAttribute('rel')).toContain('noopener');
    // A disabled Files entry is text.
    expect(within(cell(second, 'files')).queryByRole('link', { name: /View Files/ })).toBeNull();
    expect(within(cell(second, 'files')).getByTestId('milestone-files-text').textContent).toBe('View Files');

    // Each milestone's chat (001 §2.8) opens from the Files cell, in a new tab; the sub-CAL is completed, so the chat is read-only (cuc false).
    const chat = within(cell(first, 'files')).getByRole('link', { name: 'Chat about milestone 1 (opens in a new tab)' });
    expect(chat.textContent).toBe('Chat');
    const chatHref = new URL(chat.getAttribute('href')!, 'http://localhost');
    expect(chatHref.pathname).toBe('/learn/courses/milestone/11/chat/');
    expect(decodeCucFlag(chatHref.searchParams.get('cuc'))).toBe(false);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
    expect(within(cell(second, 'files')).getByRole('link', { name: 'Chat about milestone 2 (opens in a new tab)' })).toBeTruthy();
  });

  it('links each milestone to its chat, open (cuc true) while the sub-CAL is not completed', async () => {
    signIn('Mentee', MENTEE);
    const open = milestones(false);
    mockApi({
      ...SITE,
      [`/cal/api/courses/${COURSE}/cal-dashboard/`]: banner(),
      '/cal/api/get/course_cal/tabs/': TABS,
      [`/cal/api/courses/${COURSE}/cal/`]: tracker(false),
      '/cal/api/courses/get/milestones/': { ...open, sub_cal: { ...open.sub_cal, status: 'pending' } },
    });
    renderCoursePage();
    await openSubCal(/PRJ-101/);
    const [first] = screen.getAllByTestId('milestone-table-row') as [HTMLElement];
    const chat = within(cell(first, 'files')).getByRole('link', { name: 'Chat about milestone 1 (opens in a new tab)' });
    expect(decodeCucFlag(new URL(chat.getAttribute('href')!, 'http://localhost').searchParams.get('cuc'))).toBe(true);
  });

  it('the tracker panel calls +Add and Upload File’s handlers', async () => {
    signIn('Mentee', MENTEE);
    mockLearner();
    const onAdd = vi.fn();
    const onUpload = vi.fn();
    renderWithProviders(<CalTrackerPanel scope={{ kind: 'course', course: COURSE }} hasCal learner onAdd={onAdd} onUpload={onUpload} />);
    const project = await screen.findByTestId('cal-section-project');
    fireEvent.click(within(project).getByRole('button', { name: 'Add a sub-CAL to CAL number 1' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ cal: 1 }));

    await openSubCal(/PRJ-101/);
    const [first, second] = screen.getAllByTestId('milestone-table-row') as [HTMLElement, HTMLElement];
    fireEvent.click(within(cell(first, 'upload_file')).getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }), expect.objectContaining({ id: 101 }));
    expect((within(cell(second, 'upload_file')).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a Frontline course (has_cal false) shows no Field Projects nor Scientific Communications', async () => {
    signIn('Mentee', MENTEE);
    mockLearner({ banner: banner({ has_cal: false, course_type: 'Frontline Courses' }) });
    renderCoursePage();
    expect(await screen.findByTestId('cal-tracker')).toBeTruthy();
    expect(screen.getAllByTestId('cal-progress')).toHaveLength(3);
    expect(screen.queryByTestId('cal-section-project')).toBeNull();
    expect(screen.queryByTestId('cal-section-scientific_communication')).toBeNull();
    expect(screen.queryByText('Field Projects')).toBeNull();
    expect(screen.queryByText('Scientific Communications')).toBeNull();
  });

  it('styles each progress bar: completed at 100, pending below, passed due date when a sub-CAL is late', async () => {
    signIn('Mentee', MENTEE);
    mockLearner();
    renderCoursePage();
    await screen.findByTestId('cal-tracker');
    const bars = screen.getAllByTestId('cal-progress');
    expect(bars.map((bar) => bar.getAttribute('data-state'))).toEqual(['completed', 'pending', 'passed_due_date']);
    expect(bars.map((bar) => within(bar).getByTestId('cal-progress-state').textContent)).toEqual(['Completed', 'Pending', 'Passed Due Date']);
    const bar = screen.getByRole('progressbar', { name: 'Progress of CAL number 2' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');

    expect(progressState(cal(9, { average_progress: 100 }))).toBe('completed');
    expect(progressState(cal(9, { average_progress: 99.5 }))).toBe('pending');
    expect(progressState(cal(9, { average_progress: 100, data: [sub(1, { status: 'passed_due_date' })] }))).toBe('passed_due_date');
  });

  it('shows the access-denied text when the server refuses (403)', async () => {
    // The client logs the refused call (no toast: a page load).
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn('Mentee', MENTEE);
    mockLearner({ banner: () => reply(403, { message: 'You are not enrolled in this course.' }) });
    renderCoursePage();
    expect((await screen.findByTestId('access-denied')).textContent).toBe(
      'Sorry! This page is not available for you. Please contact your System Administrator.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it('tells a mentor or coordinator that their entry is a mentee’s page, without calling the server', async () => {
    signIn('Mentor', 99);
    const api = mockLearner();
    renderCoursePage();
    expect(screen.getByTestId('cal-reviewer-notice')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(api.fetch.mock.calls.filter(([url]) => String(url).startsWith('/cal/'))).toEqual([]);
  });
});

describe('+Add: registering a new sub-CAL (001 §2.2)', () => {
  const REGISTRATION_FORM = {
    cal_id: 1, cal_name: 'CAL number 1', short_name: 'C1', milestone_id: null, auto_name: 'C1', course_id: COURSE, name: 'Registration Form',
    fields: {
      title: { label: 'Title', field_order: 1, attributes: { type: 'text', required: true, error_message: 'Please enter title' } },
      type_of_data: {
        label: 'Type of data', field_order: 2,
        attributes: {
          type: 'dropdown', required: true, multiple: true, error_message: 'Please select type of data',
          options: [{ key: 'quantitative', value: 'Quantitative', selected: false }, { key: 'qualitative', value: 'Qualitative', selected: false }],
        },
      },
    },
  };

  function mockRegistration(submit: (call: ApiCall) => unknown) {
    let registered = false;
    const api = mockApi({
      ...SITE,
      [`/cal/api/courses/${COURSE}/cal-dashboard/`]: banner(),
      '/cal/api/get/course_cal/tabs/': TABS,
      [`/cal/api/courses/${COURSE}/cal/`]: () => {
        const answer = tracker(false);
        if (registered) answer.data[0]!.data.push(sub(102, { auto_name: 'C1-2', short_title: 'Cholera', status: 'not_started' }));
        return answer;
      },
      '/cal/api/get/registration-form/': { data: REGISTRATION_FORM },
      '/cal/api/submit/registration-form/': (call: ApiCall) => {
        const answer = submit(call);
        registered = !(answer instanceof Response);
        return answer;
      },
    });
    return api;
  }

  async function openAdd() {
    renderCoursePage();
    const project = await screen.findByTestId('cal-section-project');
    fireEvent.click(within(project).getByRole('button', { name: 'Add a sub-CAL to CAL number 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'CAL number 1' });
    await within(dialog).findByTestId('dynamic-field-title');
    return { project, dialog };
  }

  it('opens the CAL’s registration form, sends toPayload’s output as form data, toasts, closes and refreshes the tracker', async () => {
    signIn('Mentee', MENTEE);
    const api = mockRegistration(() => ({ message: 'CAL registered successfully.', data: sub(102, { auto_name: 'C1-2' }) }));
    const { project, dialog } = await openAdd();
    expect(form(api.calls('/cal/api/get/registration-form/')[0]!)).toEqual({ cal_id: '1', course_id: String(COURSE) });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(within(dialog).getByText('Please enter title')).toBeTruthy());
    expect(api.calls('/cal/api/submit/registration-form/')).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('dynamic-field-title'), { target: { value: ' Cholera ' } });
    await choose(within(dialog).getByTestId('dynamic-field-type_of_data'), 'Quantitative');
    await choose(within(dialog).getByTestId('dynamic-field-type_of_data'), 'Qualitative');
    const trackerLoads = api.calls(`/cal/api/courses/${COURSE}/cal/`).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(api.calls('/cal/api/submit/registration-form/')).toHaveLength(1));
    const body = new URLSearchParams(String(api.calls('/cal/api/submit/registration-form/')[0]!.init?.body));
    expect(body.get('cal_id')).toBe('1');
    expect(body.get('course_id')).toBe(String(COURSE));
    expect(body.get('title')).toBe('Cholera');
    expect(body.getAll('type_of_data')).toEqual(['quantitative', 'qualitative']);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('CAL registered successfully.'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'CAL number 1' })).toBeNull());
    await waitFor(() => expect(api.calls(`/cal/api/courses/${COURSE}/cal/`).length).toBeGreaterThan(trackerLoads));
    expect(await within(project).findByRole('button', { name: /C1-2/ })).toBeTruthy();
    expect(localStorage.getItem('fetp_cal_form_draft:registration:3:1')).toBeNull();
  });

  it('shows the server’s field messages under their fields and keeps the modal open', async () => {
    signIn('Mentee', MENTEE);
    mockRegistration(() => reply(400, { message: 'Please enter title', errors: { title: ['Please enter title'] } }));
    const { dialog } = await openAdd();
    fireEvent.change(within(dialog).getByTestId('dynamic-field-title'), { target: { value: 'Cholera' } });
    await choose(within(dialog).getByTestId('dynamic-field-type_of_data'), 'Quantitative');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(within(dialog).getByText('Please enter title')).toBeTruthy());
    expect(screen.getByRole('dialog', { name: 'CAL number 1' })).toBeTruthy();
    expect(showSuccess).not.toHaveBeenCalled();
    // The answers are still kept on the device.
    expect(localStorage.getItem('fetp_cal_form_draft:registration:3:1')).toContain('Cholera');
  });
});

describe('the mentee details page, as a mentor (001 §2.1, §4)', () => {
  it('shows the student as the heading, status drop-downs and no Upload File column', async () => {
    signIn('Mentor', 99);
    const api = mockMentor();
    renderMenteePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeTruthy();
    expect(api.calls(`/cal/api/mentee/${MENTEE}/details/`)[0]!.url.searchParams.get('course_id')).toBe(String(COURSE));
    const tabs = api.calls('/cal/api/get/mentee_detail/tabs/')[0]!.url.searchParams;
    expect([tabs.get('course_id'), tabs.get('mentee_id')]).toEqual([String(COURSE), String(MENTEE)]);

    const project = await screen.findByTestId('cal-section-project');
    expect(within(project).getByRole('textbox', { name: 'Status of PRJ-101' })).toBeTruthy();
    expect(screen.queryByText('+Add')).toBeNull();

    const table = await openSubCal(/PRJ-101/);
    expect(form(api.calls(`/cal/api/mentor/get/${MENTEE}/milestones/`)[0]!)).toEqual({ cal_id: '101', course_id: String(COURSE) });
    expect(headers(table)).toEqual(['No.', 'Milestone', 'Due Date', 'Submitted', 'Status', 'Latest File', 'Files']);
    expect(within(table).getByRole('textbox', { name: 'Status of milestone 2' })).toBeTruthy();
  });

  it('posts a milestone’s new status as form data, toasts the server’s message and reloads the list', async () => {
    signIn('Mentor', 99);
    const api = mockMentor();
    renderMenteePage();
    await openSubCal(/PRJ-101/);
    const loads = api.calls(`/cal/api/mentor/get/${MENTEE}/milestones/`).length;

    await choose(screen.getByRole('textbox', { name: 'Status of milestone 2' }), 'Revoke');

    await waitFor(() => expect(api.calls(`/cal/api/mentor/update/${MENTEE}/milestone/status/`)).toHaveLength(1));
    const call = api.calls(`/cal/api/mentor/update/${MENTEE}/milestone/status/`)[0]!;
    expect(call.init?.method).toBe('POST');
    expect(new Headers(call.init?.headers).get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(form(call)).toEqual({ milestone_id: '12', milestone_status: 'revoke', cal_id: '101', course_id: String(COURSE) });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Status updated successfully.'));
    await waitFor(() => expect(api.calls(`/cal/api/mentor/get/${MENTEE}/milestones/`).length).toBeGreaterThan(loads));
  });

  it('posts a sub-CAL’s new status (Ongoing is pending) as form data', async () => {
    signIn('Course Coordinator', 98);
    const api = mockMentor();
    renderMenteePage();
    const project = await screen.findByTestId('cal-section-project');
    await choose(within(project).getByRole('textbox', { name: 'Status of PRJ-101' }), 'Ongoing');
    await waitFor(() => expect(api.calls(`/cal/api/mentor/update/${MENTEE}/cal/status/`)).toHaveLength(1));
    expect(form(api.calls(`/cal/api/mentor/update/${MENTEE}/cal/status/`)[0]!)).toEqual({ cal_id: '101', course_id: String(COURSE), cal_status: 'pending' });
  });

  it('gives the mentee looking at their own details page the learner’s view', async () => {
    signIn('Mentee', MENTEE);
    mockMentor();
    renderMenteePage();
    const table = await openSubCal(/PRJ-101/);
    expect(headers(table)).toContain('Upload File');
    expect(screen.queryByTestId('sub-cal-status-select')).toBeNull();
    expect(screen.queryByTestId('milestone-status-select')).toBeNull();
  });

  it('shows the access-denied text when the server refuses (403)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn('Mentor', 99);
    mockMentor({ banner: () => reply(403, { message: 'This officer is not one of your mentees in this course.' }) });
    renderMenteePage();
    expect(await screen.findByTestId('access-denied')).toBeTruthy();
  });
});

describe('labels', () => {
  it('match the contract’s spellings (001 §2.6, §4)', () => {
    for (const [status, label] of Object.entries(MILESTONE_STATUS_LABELS)) {
      expect(englishMessages[milestoneStatusLabels[status as keyof typeof MILESTONE_STATUS_LABELS].id!]).toBe(label);
    }
    for (const [status, label] of Object.entries(SUB_CAL_STATUS_LABELS)) {
      expect(englishMessages[subCalStatusLabels[status as keyof typeof SUB_CAL_STATUS_LABELS].id!]).toBe(label);
    }
    for (const [tab, label] of Object.entries(COURSE_TAB_LABELS)) {
      expect(englishMessages[tabLabels[tab as keyof typeof COURSE_TAB_LABELS].id!]).toBe(label);
    }
  });
});

describe('Upload File: a milestone’s file or form (001 §2.1, §2.2, §4, §5)', () => {
  const FORM_DEF = {
    cal_id: 101, cal_name: 'CAL number 1', short_name: 'C1', milestone_id: 13, auto_name: 'PRJ-101', course_id: COURSE, name: 'Start Form',
    fields: {
      title: { label: 'Title', field_order: 1, attributes: { type: 'text', required: true, error_message: 'Please enter title', value: 'Saved title' } },
    },
  };

  function mockUploads(over: Record<string, unknown> = {}) {
    let uploaded = false;
    return mockApi({
      ...SITE,
      [`/cal/api/courses/${COURSE}/cal-dashboard/`]: banner(),
      '/cal/api/get/course_cal/tabs/': TABS,
      [`/cal/api/courses/${COURSE}/cal/`]: tracker(false),
      '/cal/api/courses/get/milestones/': () => ({
        sub_cal: { ...sub(101), cal_full_name: 'CAL number 1', cal_short_name: 'C1', group: 'project' },
        data: [
          milestone(11, 1, { upload_file: { text: 'Upload', tag_type: 'file', disable: false }, file: { text: 'Files', disable: !uploaded } }),
          milestone(13, 2, { takes: 'start', upload_file: { text: 'Start Form', tag_type: 'start_form', disable: false } }),
        ],
      }),
      '/cal/api/upload_milestone_file/': () => {
        uploaded = true;
        return { message: 'File uploaded successfully.', data: { id: 1, version: 1, file_name: 'report.pdf', size: 4, content_type: 'application/pdf', tag_type: 'file', uploaded_by: 'Asha Rao', uploaded_by_id: MENTEE, uploaded_at: '2025-03-01T10:00:00Z', download: '/x' } };
      },
      ...over,
    });
  }

  async function openUpload() {
    renderCoursePage();
    await openSubCal(/PRJ-101/);
    const [first] = screen.getAllByTestId('milestone-table-row') as [HTMLElement];
    fireEvent.click(within(cell(first, 'upload_file')).getByRole('button', { name: 'Upload' }));
    return screen.findByRole('dialog', { name: 'Upload file: Milestone 1' });
  }

  it('refuses a name with two extensions and a file over 100MB as chosen, clearing it, then uploads a good file as multipart and reloads', async () => {
    signIn('Mentee', MENTEE);
    const api = mockUploads();
    const dialog = await openUpload();
    const input = within(dialog).getByTestId('milestone-file-input') as HTMLInputElement;
    expect(input.getAttribute('accept')).toContain('.pdf');
    const send = within(dialog).getByRole('button', { name: 'Upload' }) as HTMLButtonElement;

    fireEvent.change(input, { target: { files: [new File(['data'], 'report.tar.pdf', { type: 'application/pdf' })] } });
    expect(await within(dialog).findByText('Multiple extenstion file not allowed.')).toBeTruthy();
    expect(send.disabled).toBe(true);

    const big = new File(['data'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 101 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(dialog).findByText('File must be less than 100MB.')).toBeTruthy();
    expect(send.disabled).toBe(true);

    const loads = api.calls('/cal/api/courses/get/milestones/').length;
    fireEvent.change(input, { target: { files: [new File(['data'], 'report.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(send.disabled).toBe(false));
    expect(within(dialog).queryByText('File must be less than 100MB.')).toBeNull();
    fireEvent.click(send);

    await waitFor(() => expect(api.calls('/cal/api/upload_milestone_file/')).toHaveLength(1));
    const body = api.calls('/cal/api/upload_milestone_file/')[0]!.init?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('milestone_id')).toBe('11');
    expect(((body as FormData).get('milestone_file') as File).name).toBe('report.pdf');
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('File uploaded successfully.'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload file: Milestone 1' })).toBeNull());
    await waitFor(() => expect(api.calls('/cal/api/courses/get/milestones/').length).toBeGreaterThan(loads));
  });

  it('shows the server’s refusal of an upload in the modal', async () => {
    signIn('Mentee', MENTEE);
    mockUploads({ '/cal/api/upload_milestone_file/': reply(400, { message: 'The file’s content does not match its extension.', errors: { milestone_file: ['The file’s content does not match its extension.'] } }) });
    const dialog = await openUpload();
    fireEvent.change(within(dialog).getByTestId('milestone-file-input'), { target: { files: [new File(['data'], 'report.pdf')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('The file’s content does not match its extension.')).toBeTruthy();
    expect(showSuccess).not.toHaveBeenCalled();
  });

  async function openStartForm() {
    renderCoursePage();
    await openSubCal(/PRJ-101/);
    const [, second] = screen.getAllByTestId('milestone-table-row') as [HTMLElement, HTMLElement];
    fireEvent.click(within(cell(second, 'upload_file')).getByRole('button', { name: 'Start Form' }));
    return screen.findByRole('dialog', { name: 'Start form: Milestone 2' });
  }

  it('loads the start form with its saved answers, submits the payload and reloads the milestones', async () => {
    signIn('Mentee', MENTEE);
    const api = mockUploads({
      '/cal/api/get/edit-start-form/': { data: FORM_DEF, is_editable: true, is_filled: false },
      '/cal/api/submit/start-form/': { message: 'Start form saved successfully.', data: {} },
    });
    const dialog = await openStartForm();
    const title = (await within(dialog).findByTestId('dynamic-field-title')) as HTMLInputElement;
    expect(form(api.calls('/cal/api/get/edit-start-form/')[0]!)).toEqual({ cal_id: '101', user_id: String(MENTEE), milestone_id: '13' });
    expect(title.value).toBe('Saved title');
    fireEvent.change(title, { target: { value: 'Cholera outbreak' } });
    const loads = api.calls('/cal/api/courses/get/milestones/').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls('/cal/api/submit/start-form/')).toHaveLength(1));
    expect(form(api.calls('/cal/api/submit/start-form/')[0]!)).toEqual({ cal_id: '101', milestone_id: '13', title: 'Cholera outbreak' });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Start form saved successfully.'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start form: Milestone 2' })).toBeNull());
    await waitFor(() => expect(api.calls('/cal/api/courses/get/milestones/').length).toBeGreaterThan(loads));
  });

  it('shows the server’s field messages of a refused form', async () => {
    signIn('Mentee', MENTEE);
    mockUploads({
      '/cal/api/get/edit-start-form/': { data: FORM_DEF, is_editable: true, is_filled: false },
      '/cal/api/submit/start-form/': reply(400, { message: 'Title is too long.', errors: { title: ['Title is too long.'] } }),
    });
    const dialog = await openStartForm();
    await within(dialog).findByTestId('dynamic-field-title');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is too long.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Start form: Milestone 2' })).toBeTruthy();
  });

  it('opens a start form that is not editable read-only after 1 second, without a submit button', async () => {
    signIn('Mentee', MENTEE);
    mockUploads({ '/cal/api/get/edit-start-form/': { data: FORM_DEF, is_editable: false, is_filled: true } });
    const dialog = await openStartForm();
    const shown = Date.now();
    const title = (await within(dialog).findByTestId('dynamic-field-title', undefined, { timeout: 3000 })) as HTMLInputElement;
    expect(Date.now() - shown).toBeGreaterThanOrEqual(900);
    expect(title.disabled).toBe(true);
    expect(within(dialog).getByTestId('cal-form-read-only')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('tells a reviewer that the officer has not filled a start form yet, instead of an empty read-only form', async () => {
    signIn('Mentee', MENTEE);
    mockUploads({ '/cal/api/get/edit-start-form/': { data: FORM_DEF, is_editable: false, is_filled: false } });
    const dialog = await openStartForm();
    expect((await within(dialog).findByTestId('cal-form-not-filled', undefined, { timeout: 3000 })).textContent).toBe('The officer has not filled this form yet.');
    expect(within(dialog).queryByText('This form can no longer be edited.')).toBeNull();
    expect(within(dialog).queryByTestId('dynamic-field-title')).toBeNull();
    // The × and the Close button below the notice.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });
});
