// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DASHBOARD_API, FIELD_ASSIGNMENT_API as API, PROJECT_FORM_TEMPLATE,
  type CalField, type CalOption, type GraduationListAnswer, type ProjectFormAnswer, type ProjectsListAnswer,
} from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { chooseOption, renderWithProviders } from '../../test/utils';
import FieldAssignmentPane from './FieldAssignmentPane';
import MyProjectsPanel from './MyProjectsPanel';
import { showError, showSuccess } from '../../app/toast';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const COHORT = 7;
const option = (key: string, value: string, selected = false): CalOption => ({ key, value, selected });

/** The project form as the server sends it: the built-in template with a cohort's choices, and saved values when given. */
function projectForm(values: Record<string, string | string[]> = {}, districts: CalOption[] = [], projectId: number | null = null): ProjectFormAnswer {
  const choices: Record<string, CalOption[]> = {
    state: [option('11', 'Kerala'), option('12', 'Tamil Nadu')],
    district: districts,
    target_cal_id: [],
    mentor: [option('31', 'Priya Nair'), option('32', 'Vikram Singh')],
    investigators: [option('41', 'Deepak Yadav'), option('42', 'Anjali Menon')],
  };
  const fields: Record<string, CalField> = {};
  for (const [key, field] of Object.entries(PROJECT_FORM_TEMPLATE.fields)) {
    const options = choices[key] ?? field.attributes.options;
    const saved = values[key];
    fields[key] = {
      ...field,
      attributes: {
        ...field.attributes,
        ...(options ? { options: options.map((o) => ({ ...o, selected: Array.isArray(saved) ? saved.includes(o.key) : saved === o.key })) } : {}),
        ...(saved !== undefined ? { value: saved } : {}),
      },
    };
  }
  return {
    data: { cal_id: 0, cal_name: '', short_name: '', milestone_id: null, auto_name: '', course_id: 3, name: PROJECT_FORM_TEMPLATE.name, fields },
    form: { id: 1, name: PROJECT_FORM_TEMPLATE.name, version: 1 }, cohort_id: COHORT, project_id: projectId,
  };
}

const PROJECTS: ProjectsListAnswer = {
  count: 1, page: 1, page_size: 10,
  data: [{ id: 5, project_title: 'Measles outbreak in Kozhikode', district: 'Kozhikode', state: 'Kerala', created: '2026-11-20T10:00:00Z', modified: '2026-11-23T10:00:00Z' }],
};
const graduation = (graduated: 'yes' | 'no'): GraduationListAnswer => ({
  count: 1, page: 1, page_size: 50,
  data: [{ user_id: 41, officer: 'Deepak Yadav', mentors: 'Priya Nair, Vikram Singh', disctrict: 'New Delhi', field_assignment_1: true, field_assignment_2: false, graduated }],
});
const SAVED = {
  project_type: '2', project_title: 'Measles outbreak in Kozhikode', state: '11', district: '101', disease_type: 'measles', from_date: '2026-11-01',
  to_date: '2026-11-20', mentor: '31', investigators: ['41'], one_health_approach_applied: 'no', fa2_case_investigation: 'yes', fa2_outbreak_investigation: 'yes',
  fa2_expanded_summary_report: 'yes', fa2_problem_analysis: 'no',
};

function routes(extra: Record<string, unknown> = {}) {
  return mockApi({
    [DASHBOARD_API.officersAnalytics.path]: {
      data: { total_officers: 12, total_mentors: 3, male_participants: 6, female_participants: 6, male_mentors: 1, female_mentors: 2 },
    },
    [API.projectsCounts.path]: { data: { projects: 10, data_quality_audits: 4, case_investigations: 3, database_analyses: 3, outbreak_investigations: 4 } },
    [API.projectsList.path]: PROJECTS,
    [API.graduationList.path]: graduation('no'),
    [API.projectForm.path]: projectForm(),
    [API.projectFormOf.path]: projectForm(SAVED, [option('101', 'Kozhikode'), option('102', 'Ernakulam')], 5),
    '/cal/api/get/districts/details/': { data: [option('201', 'Coimbatore'), option('202', 'Chennai')] },
    ...extra,
  });
}

const input = (key: string) => screen.getByTestId(`dynamic-field-${key}`);
const shown = () => Array.from(document.querySelectorAll('[data-testid^="dynamic-field-"]')).map((el) => el.getAttribute('data-testid')!.slice(14));

const choose = chooseOption;

const optionsOf = async (el: HTMLElement) => {
  fireEvent.click(el);
  await waitFor(() => expect(el.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(el.getAttribute('aria-controls')!)!;
  return within(listbox).queryAllByRole('option', { hidden: true }).map((o) => o.textContent);
};

const show = () => renderWithProviders(<FieldAssignmentPane courseId={3} cohortId={COHORT} />);

async function openAdd() {
  fireEvent.click(await screen.findByTestId('add-project'));
  await waitFor(() => expect(shown()).toContain('project_type'));
}

beforeEach(() => {
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});

describe('Field Assignment pane (002 §2.7)', () => {
  it('shows the cohort’s counts, its projects and its graduation table', async () => {
    const api = routes();
    show();
    expect(within(await screen.findByTestId('field-assignment-stat-officers')).getByText('12')).toBeTruthy();
    expect(within(await screen.findByTestId('field-assignment-stat-outbreak-investigations')).getByText('4')).toBeTruthy();
    expect(within(screen.getByTestId('field-assignment-stat-projects')).getByText('10')).toBeTruthy();
    const projects = await screen.findByTestId('projects-table');
    expect(await within(projects).findByText('Measles outbreak in Kozhikode')).toBeTruthy();
    expect(within(projects).getByText('20/11/2026')).toBeTruthy();
    expect(within(projects).getByRole('button', { name: 'Edit Measles outbreak in Kozhikode' })).toBeTruthy();
    const grads = screen.getByTestId('graduation-table');
    expect(await within(grads).findByText('Deepak Yadav')).toBeTruthy();
    expect(within(grads).getByText('Priya Nair, Vikram Singh')).toBeTruthy();
    for (const path of [API.projectsList.path, API.projectsCounts.path, API.graduationList.path, DASHBOARD_API.officersAnalytics.path]) {
      expect(api.calls(path)[0]!.url.searchParams.get('cohort_id'), path).toBe(String(COHORT));
    }
  });

  it('an empty list reads “No data available in table”', async () => {
    routes({ [API.projectsList.path]: { count: 0, page: 1, page_size: 10, data: [] } });
    show();
    expect(await within(await screen.findByTestId('projects-table')).findByText('No data available in table')).toBeTruthy();
  });

  it('the form shows no type-specific field before a project type, FIELD Assignment 1’s after choosing it, and 2’s after choosing that', async () => {
    routes();
    show();
    await openAdd();
    const typeFields = [
      'fa1_data_quality_audit', 'fa1_database_analysis', 'fa1_surveillance_report',
      'fa2_case_investigation', 'fa2_outbreak_investigation', 'fa2_expanded_summary_report', 'fa2_problem_analysis',
    ];
    expect(shown().filter((key) => typeFields.includes(key))).toEqual([]);
    expect(shown()).toContain('project_title');
    await choose(input('project_type'), 'FIELD Assignment 1');
    await waitFor(() => expect(shown().filter((key) => typeFields.includes(key))).toEqual(['fa1_data_quality_audit', 'fa1_database_analysis', 'fa1_surveillance_report']));
    await choose(input('project_type'), 'FIELD Assignment 2');
    await waitFor(() => expect(shown().filter((key) => typeFields.includes(key))).toEqual([
      'fa2_case_investigation', 'fa2_outbreak_investigation', 'fa2_expanded_summary_report', 'fa2_problem_analysis',
    ]));
  });

  it('shows other_disease only when the disease is Others', async () => {
    routes();
    show();
    await openAdd();
    expect(shown()).not.toContain('other_disease');
    await choose(input('disease_type'), 'Others');
    await waitFor(() => expect(shown()).toContain('other_disease'));
    await choose(input('disease_type'), 'Dengue');
    await waitFor(() => expect(shown()).not.toContain('other_disease'));
  });

  it('changing the state clears the district at once and asks for the new state’s districts', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const api = routes({
      '/cal/api/get/districts/details/': async () => {
        await answered;
        return { data: [option('201', 'Coimbatore'), option('202', 'Chennai')] };
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Measles outbreak in Kozhikode' }));
    await waitFor(() => expect((input('district') as HTMLInputElement).value).toBe('Kozhikode'));
    expect(api.calls(API.projectFormOf.path)[0]!.init?.body).toBe(JSON.stringify({ projectform_id: 5, cohort_id: COHORT }));
    await choose(input('state'), 'Tamil Nadu');
    // Cleared before the new state's districts have come.
    await waitFor(() => expect((input('district') as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect(api.calls('/cal/api/get/districts/details/')).toHaveLength(1));
    const call: ApiCall = api.calls('/cal/api/get/districts/details/')[0]!;
    expect(String(call.init?.body)).toBe('state_id=12');
    release();
    await waitFor(async () => expect(await optionsOf(input('district'))).toEqual(['Coimbatore', 'Chennai']));
    await choose(input('district'), 'Chennai');
    await waitFor(() => expect((input('district') as HTMLInputElement).value).toBe('Chennai'));
  });

  it('refuses the rules in the form itself: a title of whitespace, the start after the end', async () => {
    const api = routes();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Measles outbreak in Kozhikode' }));
    await waitFor(() => expect((input('project_title') as HTMLInputElement).value).toBe('Measles outbreak in Kozhikode'));
    fireEvent.change(input('project_title'), { target: { value: '   ' } });
    fireEvent.change(input('from_date'), { target: { value: '21/11/2026' } });
    fireEvent.blur(input('from_date'));
    fireEvent.click(screen.getByTestId('dynamic-form-submit'));
    expect(await screen.findByText('Project cannot contain whitespace')).toBeTruthy();
    expect(screen.getByText('The start date must be before the end date.')).toBeTruthy();
    expect(api.calls(API.editProject.path)).toHaveLength(0);
  });

  it('a year outside 1900–2099 is cleared when the date field loses focus', async () => {
    routes();
    show();
    await openAdd();
    const from = await waitFor(() => {
      const el = input('from_date') as HTMLInputElement;
      expect(el.getAttribute('placeholder')).toBe('DD/MM/YYYY');
      return el;
    });
    fireEvent.focus(from);
    fireEvent.change(from, { target: { value: '01/01/1899' } });
    fireEvent.blur(from);
    await waitFor(() => expect((input('from_date') as HTMLInputElement).value).toBe(''));
  });

  it('saves an edited project as JSON with the state as a number, and the list loads again', async () => {
    const api = routes({ [API.editProject.path]: { success: true, message: 'Project updated successfully.', data: { id: 5 } } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Measles outbreak in Kozhikode' }));
    await waitFor(() => expect((input('project_title') as HTMLInputElement).value).toBe('Measles outbreak in Kozhikode'));
    fireEvent.change(input('project_title'), { target: { value: 'Measles outbreak, Kozhikode coast' } });
    fireEvent.click(screen.getByTestId('dynamic-form-submit'));
    await waitFor(() => expect(api.calls(API.editProject.path)).toHaveLength(1));
    const body = JSON.parse(String(api.calls(API.editProject.path)[0]!.init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ id: 5, cohort_id: COHORT, state: 11, district: '101', project_title: 'Measles outbreak, Kozhikode coast', investigators: ['41'] });
    expect(body).not.toHaveProperty('fa1_data_quality_audit');
    expect(body).toMatchObject({ fa2_expanded_summary_report: 'yes', fa2_problem_analysis: 'no' });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Project updated successfully.'));
    await waitFor(() => expect(api.calls(API.projectsList.path).length).toBeGreaterThan(1));
  });

  it('asks the report flags of the chosen type with the server’s rule and message (Please select Yes or No)', async () => {
    const { fa2_problem_analysis: _missing, ...saved } = SAVED;
    const api = routes({ [API.projectFormOf.path]: projectForm(saved, [option('101', 'Kozhikode')], 5) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Measles outbreak in Kozhikode' }));
    await waitFor(() => expect((input('project_title') as HTMLInputElement).value).toBe('Measles outbreak in Kozhikode'));
    expect(shown()).toEqual(expect.arrayContaining(['fa2_expanded_summary_report', 'fa2_problem_analysis']));
    expect(shown()).not.toContain('fa1_surveillance_report');
    fireEvent.click(screen.getByTestId('dynamic-form-submit'));
    expect(await screen.findByText('Please select Yes or No')).toBeTruthy();
    expect(api.calls(API.editProject.path)).toHaveLength(0);
    await choose(input('fa2_problem_analysis'), 'Yes');
    fireEvent.click(screen.getByTestId('dynamic-form-submit'));
    await waitFor(() => expect(api.calls(API.editProject.path)).toHaveLength(1));
    expect(JSON.parse(String(api.calls(API.editProject.path)[0]!.init?.body))).toMatchObject({ fa2_expanded_summary_report: 'yes', fa2_problem_analysis: 'yes' });
  });

  it('shows the server’s field message when a save is refused', async () => {
    routes({ [API.editProject.path]: () => reply(400, { message: 'Select officers of this cohort.', errors: { investigators: ['Select officers of this cohort.'] } }) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Measles outbreak in Kozhikode' }));
    await waitFor(() => expect((input('project_title') as HTMLInputElement).value).toBe('Measles outbreak in Kozhikode'));
    fireEvent.click(screen.getByTestId('dynamic-form-submit'));
    expect(await screen.findByText('Select officers of this cohort.')).toBeTruthy();
    expect(screen.getByTestId('project-form-modal')).toBeTruthy();
  });

  it('sends a graduated choice at once, tells it worked and shows what the server holds', async () => {
    let graduated: 'yes' | 'no' = 'no';
    const api = routes({
      [API.graduationList.path]: () => graduation(graduated),
      [API.graduated.path]: ({ init }: ApiCall) => {
        graduated = (JSON.parse(String(init?.body)) as { graduated: 'yes' | 'no' }).graduated;
        return { success: true, message: 'Graduation status updated successfully.', data: { user_id: 41, cohort_id: COHORT, graduated } };
      },
    });
    show();
    const select = await screen.findByRole('textbox', { name: 'Graduated: Deepak Yadav' });
    expect((select as HTMLInputElement).value).toBe('No');
    await choose(select, 'Yes');
    await waitFor(() => expect(api.calls(API.graduated.path)).toHaveLength(1));
    expect(JSON.parse(String(api.calls(API.graduated.path)[0]!.init?.body))).toEqual({ user_id: 41, graduated: 'yes', cohort_id: COHORT });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Graduation status updated successfully.'));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Graduated: Deepak Yadav' }) as HTMLInputElement).value).toBe('Yes'));
  });

  it('a refused graduated choice is told, and the table keeps what the server holds', async () => {
    routes({ [API.graduated.path]: () => reply(403, { message: 'This officer is not enrolled in this cohort.' }) });
    show();
    const select = await screen.findByRole('textbox', { name: 'Graduated: Deepak Yadav' });
    await choose(select, 'Yes');
    await waitFor(() => expect(showError).toHaveBeenCalledWith('This officer is not enrolled in this cohort.'));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Graduated: Deepak Yadav' }) as HTMLInputElement).value).toBe('No'));
  });
});

describe('FIELD ASSIGNMENTS on a frontline officer’s course page', () => {
  const banner = {
    studentName: 'Deepak Yadav', mentorName: [], courseProgress: 10, calProgress: 0, profileImage: null, course: 'k', course_key: 'k', courseid: 9,
    course_manage_id: 7, course_manageid: 7, menteeID: 41, mentee_user_id: 41, menteeid: 41, course_title: 'Frontline', course_type: 'Frontline Courses', has_cal: false,
  };

  it('lists the officer’s own projects for the course, dates DD-MM-YYYY', async () => {
    const api = mockApi({
      [API.myProjects.path]: {
        data: [{ id: 3, project_title: 'Measles data audit', project_type: 'FIELD Assignment 1', district: 'Kozhikode', state: 'Kerala', from_date: '2026-11-01', to_date: '2026-12-15' }],
      },
    });
    renderWithProviders(<MyProjectsPanel mentee={41} course={9} page="course" learner banner={banner} />);
    const table = await screen.findByTestId('my-projects');
    const row = (await within(table).findByText('Measles data audit')).closest('tr')!;
    expect(within(row).getByText('FIELD Assignment 1')).toBeTruthy();
    expect(within(row).getByText('01-11-2026')).toBeTruthy();
    expect(within(row).getByText('15-12-2026')).toBeTruthy();
    expect(api.calls(API.myProjects.path)[0]!.url.searchParams.get('course_id')).toBe('9');
  });

  it('says so when the officer investigates no project', async () => {
    mockApi({ [API.myProjects.path]: { data: [] } });
    renderWithProviders(<MyProjectsPanel mentee={41} course={9} page="course" learner banner={banner} />);
    expect(await screen.findByText('You are not an investigator of any field assignment yet.')).toBeTruthy();
  });
});
