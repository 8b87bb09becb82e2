// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  MODULES_API, MODULE_MESSAGES, STORAGE_KEYS, type MenteeBanner, type MenteeModulesAnswer, type ModuleItem, type ModuleProgressRow, type UnitRow,
} from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import { PageRoutes } from '../../app/router';
import CoursePage from '../course-page/CoursePage';
import MenteeModulesPage from './MenteeModulesPage';
import { ModuleProgressTable } from './ModuleProgressTable';
import { listDateTime as doneAtText } from '../../ui/dates';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
import { showError, showSuccess } from '../../app/toast';

const COURSE = 3;
const MENTEE = 5;

const LIST_PATH = `/cal/api/mentee/${MENTEE}/details/modules`;
const statusPath = (unit: number) => `/cal/api/mentee/${MENTEE}/units/${unit}/status/`;
const openPath = (unit: number) => `/cal/api/mentee/${MENTEE}/units/${unit}/open/`;

/** The site's name, for the document title. */
const SITE = { '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } } };

function signIn(roles: string, userId: number) {
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: userId }));
  localStorage.setItem(STORAGE_KEYS.userRoles, roles);
  localStorage.setItem(STORAGE_KEYS.userId, String(userId));
}

const unit = (id: number, over: Partial<UnitRow> = {}): UnitRow => ({
  id,
  date: '07-03-2025',
  duration_str: '10:00 · 1 h 30 min',
  starts_at: null,
  duration_minutes: null,
  unit: `Unit ${id}`,
  unit_url: `https://lms.example.org/units/${id}`,
  facilitator: 'Dr Iyer',
  status_check: false,
  done_at: null,
  done_by: null,
  opened: false,
  can_mark_done: false,
  can_mark_pending: false,
  ...over,
});

const DONE_AT = '2025-03-08T09:30:00Z';

/** Two modules: the first with every unit done (green tick), the second with units pending (red tick). */
function modules(view: 'officer' | 'mentor' | 'coordinator'): ModuleItem[] {
  const coordinator = view === 'coordinator';
  return [
    {
      id: 1,
      module_name: 'Surveillance basics',
      check_tick: true,
      unit_data: [unit(11, { status_check: true, done_at: DONE_AT, done_by: 'Dr Rao', opened: true, can_mark_pending: coordinator })],
    },
    {
      id: 2,
      module_name: 'Outbreak investigation',
      check_tick: false,
      unit_data: [
        unit(21, { opened: true, can_mark_done: view === 'officer' || coordinator, date: '-', duration_str: '-' }),
        // A session: its day and time are written in the reader's time zone and language.
        unit(22, { can_mark_done: coordinator, date: '06-03-2025', duration_str: '04:30 · 1 h 30 min', starts_at: new Date(2025, 2, 7, 10, 0).toISOString(), duration_minutes: 90 }),
      ],
    },
  ];
}

const answer = (view: 'officer' | 'mentor' | 'coordinator', over: Partial<MenteeModulesAnswer> = {}): MenteeModulesAnswer => ({
  data: modules(view),
  mentee_name: 'Asha Rao',
  course_title: 'Advanced Field Epidemiology',
  course_progress: 33,
  ...over,
});

const form = (call: ApiCall) => Object.fromEntries(new URLSearchParams(String(call.init?.body)));
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((th) => th.textContent);
const cell = (row: HTMLElement, column: string) => row.querySelector(`[data-column="${column}"]`) as HTMLElement;

function mockModules(list: unknown | ((call: ApiCall) => unknown), over: Record<string, unknown> = {}) {
  return mockApi({ ...SITE, [LIST_PATH]: list, ...over });
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/menteemodules/:userid/:courseid/" element={<MenteeModulesPage />} />
    </Routes>,
    { route: `/menteemodules/${MENTEE}/${COURSE}/` },
  );

/** The accordion item of a module, by its name. */
async function moduleItem(name: string) {
  const items = await screen.findAllByTestId('module-item');
  const item = items.find((element) => within(element).getByTestId('module-name').textContent === name);
  if (!item) throw new Error(`no module ${name}`);
  return item;
}

/** Opens a module's accordion item (if closed) and gives its units table. */
async function unitsOf(name: string) {
  const item = await moduleItem(name);
  const control = within(item).getByRole('button', { name: new RegExp(name) });
  if (control.getAttribute('aria-expanded') !== 'true') fireEvent.click(control);
  await waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('true'));
  // The panel shows once its opening transition starts (the next animation frame).
  return within(item).findByRole('table', { name: `Units of ${name}` });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByTestId('units-table-row');

beforeEach(() => {
  localStorage.clear();
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});

describe('the mentee modules page (001 §2.3, 002 §2.1)', () => {
  it('shows the heading, the course progress and an accordion per module with a red or green tick', async () => {
    signIn('Mentee', MENTEE);
    const api = mockModules(answer('officer'));
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao — Advanced Field Epidemiology' })).toBeTruthy();
    expect(screen.getByTestId('modules-course-progress').textContent).toBe('33%');
    const call = api.calls(LIST_PATH)[0]!;
    expect(call.init?.method).toBe('POST');
    expect(new Headers(call.init?.headers).get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(form(call)).toEqual({ course_id: String(COURSE) });

    const items = screen.getAllByTestId('module-item');
    expect(items.map((item) => within(item).getByTestId('module-name').textContent)).toEqual(['Surveillance basics', 'Outbreak investigation']);
    const [done, pending] = items.map((item) => within(item).getByTestId('module-tick')) as [HTMLElement, HTMLElement];
    expect(done.getAttribute('aria-label')).toBe('All units done');
    expect(done.getAttribute('data-done')).toBe('true');
    expect(done.getAttribute('stroke')).toContain('green');
    expect(pending.getAttribute('aria-label')).toBe('Units pending');
    expect(pending.getAttribute('data-done')).toBe('false');
    expect(pending.getAttribute('stroke')).toContain('red');
    expect(within(items[0]!).getByRole('button', { name: /Surveillance basics/ }).textContent).toContain('Surveillance basics');
    expect(screen.getByRole('img', { name: 'Units pending' })).toBeTruthy();
  });

  it('lists a module’s units: Date, Time, Units, Facilitator, Status, with Pending or done', async () => {
    signIn('Mentee', MENTEE);
    mockModules(answer('officer'));
    renderPage();

    // The first module with a pending unit is open at first.
    const pending = await unitsOf('Outbreak investigation');
    expect(headers(pending)).toEqual(['Date', 'Time', 'Units', 'Facilitator', 'Status']);
    const [first, second] = rowsOf(pending) as [HTMLElement, HTMLElement];
    expect(cell(first, 'date').textContent).toBe('-');
    expect(cell(second, 'date').textContent).toBe('07-03-2025');
    expect(cell(second, 'time').textContent).toBe('10:00 · 1 h 30 min');
    expect(cell(second, 'facilitator').textContent).toBe('Dr Iyer');
    expect(within(cell(second, 'status')).getByTestId('unit-status').textContent).toBe('Pending');
    expect(within(cell(second, 'status')).queryByTestId('unit-done-by')).toBeNull();

    const done = await unitsOf('Surveillance basics');
    const [row] = rowsOf(done) as [HTMLElement];
    expect(within(cell(row, 'status')).getByTestId('unit-status').textContent).toBe('done');
    expect(within(cell(row, 'status')).getByTestId('unit-done-by').textContent).toBe(`Marked done by Dr Rao on ${doneAtText(DONE_AT)}`);
    // The officer may not undo a done unit.
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('the unit is a link opening in a new tab; clicking it records the opening, then the list loads again', async () => {
    signIn('Mentee', MENTEE);
    const api = mockModules(answer('officer'), {
      [openPath(22)]: { message: MODULE_MESSAGES.opened, data: unit(22, { opened: true, can_mark_done: true }), course_progress: 33 },
    });
    renderPage();
    const table = await unitsOf('Outbreak investigation');
    const link = within(table).getByRole('link', { name: 'Unit 22 (opens in a new tab)' });
    expect(link.textContent).toBe('Unit 22');
    expect(link.getAttribute('href')).toBe('https://lms.example.org/units/22');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const loads = api.calls(LIST_PATH).length;

    fireEvent.click(link);
    await waitFor(() => expect(api.calls(openPath(22))).toHaveLength(1));
    const call = api.calls(openPath(22))[0]!;
    expect(call.init?.method).toBe('POST');
    expect(form(call)).toEqual({ course_id: String(COURSE) });
    await waitFor(() => expect(api.calls(LIST_PATH).length).toBeGreaterThan(loads));
    // Fire and forget: no toast.
    expect(showSuccess).not.toHaveBeenCalled();

    // A unit already opened is not recorded again.
    fireEvent.click(within(table).getByRole('link', { name: 'Unit 21 (opens in a new tab)' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls(openPath(21))).toHaveLength(0);
  });

  it('Mark as done posts done=true for the unit, toasts the server’s message and loads the list again', async () => {
    signIn('Mentee', MENTEE);
    let marked = false;
    const api = mockModules(
      () => {
        const data = answer('officer', { course_progress: marked ? 67 : 33 });
        if (marked) data.data[1]!.unit_data[0] = unit(21, { opened: true, status_check: true, done_at: DONE_AT, done_by: 'Asha Rao' });
        return data;
      },
      {
        [statusPath(21)]: () => {
          marked = true;
          return { message: MODULE_MESSAGES.marked, data: unit(21, { status_check: true }), course_progress: 67 };
        },
      },
    );
    renderPage();
    const table = await unitsOf('Outbreak investigation');
    const [first, second] = rowsOf(table) as [HTMLElement, HTMLElement];
    // Opened: the officer may mark it done; the unit not opened yet has no button.
    expect(within(second).queryByRole('button')).toBeNull();
    const button = within(cell(first, 'status')).getByRole('button', { name: 'Mark as done: Unit 21' });
    expect(button.textContent).toBe('Mark as done');

    fireEvent.click(button);
    await waitFor(() => expect(api.calls(statusPath(21))).toHaveLength(1));
    const call = api.calls(statusPath(21))[0]!;
    expect(call.init?.method).toBe('POST');
    expect(new Headers(call.init?.headers).get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(form(call)).toEqual({ course_id: String(COURSE), done: 'true' });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Unit marked as done.'));
    await waitFor(() => expect(screen.getByTestId('modules-course-progress').textContent).toBe('67%'));
    const again = await unitsOf('Outbreak investigation');
    expect(within(cell(rowsOf(again)[0]!, 'status')).getByTestId('unit-status').textContent).toBe('done');
    expect(within(cell(rowsOf(again)[0]!, 'status')).queryByRole('button')).toBeNull();
  });

  it('a refusal of Mark as done shows the server’s message as an error toast', async () => {
    signIn('Mentee', MENTEE);
    mockModules(answer('officer'), { [statusPath(21)]: reply(403, { message: MODULE_MESSAGES.notOpened }) });
    renderPage();
    const table = await unitsOf('Outbreak investigation');
    fireEvent.click(within(table).getByRole('button', { name: 'Mark as done: Unit 21' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(MODULE_MESSAGES.notOpened));
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('a mentor sees the statuses without any button', async () => {
    signIn('Mentor', 99);
    mockModules(answer('mentor'));
    renderPage();
    for (const name of ['Outbreak investigation', 'Surveillance basics']) {
      const table = await unitsOf(name);
      expect(within(table).queryAllByRole('button')).toEqual([]);
    }
    expect(screen.queryByText('Mark as done')).toBeNull();
    expect(screen.queryByText('Mark as pending')).toBeNull();
  });

  it('a coordinator marks a done unit pending again (done=false)', async () => {
    signIn('Course Coordinator', 98);
    const api = mockModules(answer('coordinator'), {
      [statusPath(11)]: { message: MODULE_MESSAGES.unmarked, data: unit(11), course_progress: 0 },
    });
    renderPage();
    const table = await unitsOf('Surveillance basics');
    // A coordinator may mark a unit done without its opening.
    expect(within(await unitsOf('Outbreak investigation')).getByRole('button', { name: 'Mark as done: Unit 22' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Mark as pending: Unit 11' }));
    await waitFor(() => expect(api.calls(statusPath(11))).toHaveLength(1));
    expect(form(api.calls(statusPath(11))[0]!)).toEqual({ course_id: String(COURSE), done: 'false' });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Unit marked as pending.'));
  });

  it('shows the empty-table text when the course has no modules, and in a module without units', async () => {
    signIn('Mentee', MENTEE);
    mockModules(answer('officer', { data: [] }));
    const { unmount } = renderPage();
    expect((await screen.findByTestId('modules-empty')).textContent).toBe('No data available in table');
    expect(screen.queryByTestId('module-item')).toBeNull();
    unmount();

    mockModules(answer('officer', { data: [{ id: 7, module_name: 'Reading list', check_tick: true, unit_data: [] }] }));
    renderPage();
    const table = await unitsOf('Reading list');
    expect(within(table).getByTestId('units-table-empty').textContent).toBe('No data available in table');
  });

  it('shows the access-denied text when the server refuses (403)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn('Mentor', 99);
    mockModules(() => reply(403, { message: 'This officer is not one of your mentees in this course.' }));
    renderPage();
    expect((await screen.findByTestId('access-denied')).textContent).toBe(
      'Sorry! This page is not available for you. Please contact your System Administrator.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it('is a route of the app, behind the contract’s roles (coordinator, mentee, mentor)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn('Mentor', 99);
    const api = mockModules(answer('mentor'));
    const { unmount } = renderWithProviders(<PageRoutes />, { route: `/menteemodules/${MENTEE}/${COURSE}/` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao — Advanced Field Epidemiology' }, { timeout: 5000 })).toBeTruthy();
    expect(api.calls(LIST_PATH)).toHaveLength(1);
    unmount();

    localStorage.clear();
    signIn('Program Advisor', 97);
    const refused = mockModules(answer('mentor'));
    renderWithProviders(<PageRoutes />, { route: `/menteemodules/${MENTEE}/${COURSE}/` });
    expect(await screen.findByTestId('access-denied')).toBeTruthy();
    expect(refused.calls(LIST_PATH)).toHaveLength(0);
  });

  it('formats when a unit was marked done as DD-MM-YYYY HH:mm', () => {
    expect(doneAtText(new Date(2025, 2, 8, 9, 5).toISOString())).toBe('08-03-2025 09:05');
    expect(doneAtText('not a date')).toBe('not a date');
  });
});

describe('the MODULES tab of the course page (001 §2.6)', () => {
  const banner = (progress: number): { data: MenteeBanner } => ({
    data: {
      studentName: 'Asha Rao',
      profileImage: null,
      mentorName: [],
      courseProgress: progress,
      calProgress: 10,
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
    },
  });

  it('shows the learner’s modules once the tab is opened, and a unit marked done loads the banner again', async () => {
    signIn('Mentee', MENTEE);
    let progress = 33;
    const api = mockApi({
      ...SITE,
      [`/cal/api/courses/${COURSE}/cal-dashboard/`]: () => banner(progress),
      '/cal/api/get/course_cal/tabs/': {
        data: [
          { key: 'cal_tracker', name: 'CAL TRACKER', visible: true },
          { key: 'modules', name: 'MODULES', visible: true },
        ],
      },
      [`/cal/api/courses/${COURSE}/cal/`]: { can_add: false, data: [] },
      [LIST_PATH]: answer('officer'),
      [statusPath(21)]: () => {
        progress = 67;
        return { message: MODULE_MESSAGES.marked, data: unit(21, { status_check: true }), course_progress: 67 };
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/courses/:id/cal/" element={<CoursePage />} />
      </Routes>,
      { route: `/courses/${COURSE}/cal/` },
    );
    const tab = await screen.findByRole('tab', { name: 'MODULES' });
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual(['CAL TRACKER', 'MODULES']);
    // Loaded only once the tab is opened.
    expect(api.calls(LIST_PATH)).toHaveLength(0);
    fireEvent.click(tab);
    const table = await unitsOf('Outbreak investigation');
    expect(form(api.calls(LIST_PATH)[0]!)).toEqual({ course_id: String(COURSE) });
    expect(screen.getByTestId('cal-banner-course-progress').textContent).toBe('33%');

    fireEvent.click(within(table).getByRole('button', { name: 'Mark as done: Unit 21' }));
    await waitFor(() => expect(api.calls(statusPath(21))).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('cal-banner-course-progress').textContent).toBe('67%'));
  });
});

describe('the module progress table (002 §2.4)', () => {
  const row = (n: number, over: Partial<ModuleProgressRow> = {}): ModuleProgressRow => ({
    sno: n,
    officerName: `Officer ${n}`,
    location: 'Pune, Maharashtra',
    totalModules: 4,
    modulesCompleted: 1,
    moduleProgress: 40,
    userId: 20 + n,
    courseid: COURSE,
    ...over,
  });

  it('lists the officers with their module progress, links each to their module list, and pages on the server', async () => {
    signIn('Course Coordinator', 98);
    const api = mockApi({
      ...SITE,
      [MODULES_API.courseModuleProgress.path]: ({ init }: ApiCall) => {
        const page = Number(new URLSearchParams(String(init?.body)).get('page'));
        return {
          count: 12,
          page,
          page_size: 10,
          data: page === 1 ? Array.from({ length: 10 }, (_, i) => row(i + 1, i === 0 ? { moduleProgress: 100, modulesCompleted: 4 } : {})) : [row(11), row(12)],
        };
      },
    });
    renderWithProviders(<ModuleProgressTable course_id={COURSE} />);

    const table = await screen.findByRole('table', { name: 'Module progress of the officers' });
    await waitFor(() => expect(within(table).getAllByTestId('module-progress-table-row')).toHaveLength(10));
    expect(headers(table)).toEqual(['S.No', 'Officer Name', 'Location', 'Total Modules', 'Modules Completed', 'Module Progress']);
    const first = within(table).getAllByTestId('module-progress-table-row')[0]!;
    expect(['sno', 'location', 'total', 'completed', 'progress'].map((column) => cell(first, column).textContent)).toEqual([
      '1', 'Pune, Maharashtra', '4', '4', '100%',
    ]);
    const link = within(cell(first, 'officer')).getByRole('link', { name: 'Officer 1' });
    // A router link: under the SPA's base it is /learn/menteemodules/21/3/.
    expect(link.getAttribute('href')).toBe(`/menteemodules/21/${COURSE}/`);
    expect(form(api.calls(MODULES_API.courseModuleProgress.path)[0]!)).toEqual({ course_id: String(COURSE), page: '1' });

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(table).getAllByTestId('module-progress-table-row')).toHaveLength(2));
    expect(api.calls(MODULES_API.courseModuleProgress.path).map((call) => form(call).page)).toEqual(['1', '2']);
    expect(cell(within(table).getAllByTestId('module-progress-table-row')[0]!, 'sno').textContent).toBe('11');
  });

  it('shows the empty-table text when the course has no officers', async () => {
    signIn('Course Coordinator', 98);
    mockApi({ ...SITE, [MODULES_API.courseModuleProgress.path]: { count: 0, page: 1, page_size: 10, data: [] } });
    renderWithProviders(<ModuleProgressTable course_id={COURSE} />);
    expect((await screen.findByTestId('module-progress-table-empty')).textContent).toBe('No data available in table');
    expect(screen.queryByTestId('module-progress-table-pagination')).toBeNull();
  });
});
