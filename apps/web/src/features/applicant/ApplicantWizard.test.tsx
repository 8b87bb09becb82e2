// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LIMITS } from '@fetp/contract';
import { browser } from '../../app/browser';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import ApplicantPage from './ApplicantPage';
import { draftKey } from './draft';
import type { ApplicantForm } from './form';

const COURSE = 'course-v1:NCDC+FETP-ADV+2025';

const LISTS: Record<string, [string, string][]> = {
  '/api/prefix/': [['dr', 'Dr.'], ['mr', 'Mr.']],
  '/api/gender/': [['female', 'Female'], ['male', 'Male']],
  '/api/community/': [['general', 'General']],
  '/api/district/': [['11', 'Ernakulam'], ['12', 'Pune']],
  '/api/degree/': [['mbbs', 'MBBS'], ['others', 'Others']],
  '/api/equivalent_degree/': [['mph', 'MPH'], ['dnb', 'DNB']],
  '/api/computer_skills/': [['basic', 'Basic'], ['advanced', 'Advanced']],
  '/api/employment/': [['permanent', 'Permanent']],
  '/api/organization/': [['state_government', 'State Government'], ['others', 'Others']],
};
const STATES: Record<string, [string, string]> = { '11': ['3', 'Kerala'], '12': ['4', 'Maharashtra'] };

const VALID: ApplicantForm = {
  prefix: 'dr',
  first_name: 'Anjali',
  middle_name: '',
  last_name: 'Menon',
  dob: '1990-08-15',
  gender: 'female',
  father: 'Ravi Menon',
  community: '',
  current_address: '12 MG Road, Kochi',
  district: '11',
  state: '3',
  pincode: '682001',
  phone_number: '9876543210',
  email: 'anjali@example.org',
  degree: 'mbbs',
  other_degree_name: '',
  passing_year: '2012',
  institution: 'Government Medical College',
  university: 'KUHS',
  extra_education_data: [],
  org_type: 'state_government',
  org_type_other: '',
  employment_type: 'permanent',
  organisation: 'Directorate of Health Services',
  designation: 'Medical Officer',
  experience: '8',
  responsibilities: 'Disease surveillance',
  officer_address: 'DHS, Thiruvananthapuram',
  work_district: '11',
  work_state: '3',
  org_pincode: '695001',
  prev_exp_data: [],
  ms_word: 'advanced',
  ms_excel: 'basic',
  ms_powerPoint: 'basic',
  place: 'Kochi',
  checkbox1: true,
  checkbox2: true,
  checkbox3: true,
};

const options = (list: [string, string][]) => ({ data: list.map(([key, value]) => ({ key, value, selected: false })) });

type SubmitReply = { status: number; body: unknown };

/** The wizard's calls; submissions answer with the queued replies. */
function mockServer(submitReplies: SubmitReply[] = []) {
  const submitted: FormData[] = [];
  const lists = Object.fromEntries(Object.entries(LISTS).map(([path, list]) => [path, options(list)]));
  const api = mockApi({
    ...lists,
    '/api/admission_courses/': ({ url }: ApiCall) => {
      const found = url.searchParams.get('course_id') === COURSE;
      const course = {
        course_id: COURSE,
        title: 'Advanced Field Epidemiology Training Programme',
        description: '',
        type: 'FETP Course',
        hub: 'National Centre for Disease Control',
        start_date: '2025-01-06',
        end_date: '2026-12-18',
        admission_closes_on: null,
        apply_url: '',
      };
      return { count: found ? 1 : 0, page: 1, page_size: 20, data: found ? [course] : [] };
    },
    '/api/state/': ({ init }: ApiCall) => {
      const district = new URLSearchParams(String(init?.body)).get('district_id') ?? '';
      const state = STATES[district];
      return state ? options([state]) : reply(400, { message: 'Select a valid district.' });
    },
    '/api/submit_application/': ({ init }: ApiCall) => {
      submitted.push(init?.body as FormData);
      const next = submitReplies.shift() ?? { status: 500, body: { message: 'no reply queued' } };
      return reply(next.status, next.body);
    },
  });
  return { fn: api.fetch, submitted };
}

function renderPage(route = `/applicant?course_id=${COURSE}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <ApplicantPage />
    </QueryClientProvider>,
    { route },
  );
}

function storeDraft(step: number, values: Partial<ApplicantForm> = VALID) {
  localStorage.setItem(draftKey(COURSE), JSON.stringify({ step, values: { ...VALID, ...values } }));
}

const button = (name: string) => screen.getByRole('button', { name });
/** A step of the step bar, named "Step 2: Education Details". */
const stepButton = (label: string) => screen.getByRole('button', { name: new RegExp(`^Step \\d: ${label}$`) });
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const onStep = (id: 'personal' | 'education' | 'work' | 'skills' | 'upload') => screen.findByTestId(`step-${id}`);

const fileInput = (field: string) => screen.getByTestId(`file-${field}`) as HTMLInputElement;

function pickRequiredFiles() {
  for (const [field, name, type] of [
    ['id_photo', 'photo.png', 'image/png'],
    ['dob_certificate', 'dob.pdf', 'application/pdf'],
    ['udegree_certificate', 'degree.pdf', 'application/pdf'],
    ['id_signature', 'sign.jpg', 'image/jpeg'],
  ] as const) {
    fireEvent.change(fileInput(field), { target: { files: [new File(['x'], name, { type })] } });
  }
}

/** Chooses an option of a Mantine Select by its label. */
async function choose(label: string, option: string, scope: HTMLElement = document.body) {
  fireEvent.click(within(scope).getByRole('textbox', { name: label }));
  // The dropdown's opening transition never ends in jsdom: its options stay display: none.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Opens the wizard on a stored draft's step and returns the row list section (other degrees, past posts). */
async function openRowList(draftStep: number, step: Parameters<typeof onStep>[0], testId: string) {
  mockServer();
  storeDraft(draftStep);
  renderPage();
  await onStep(step);
  const section = screen.getByTestId(testId);
  return { section, inSection: within(section) };
}

/** Opens a complete stored draft on the upload step, chooses the documents and submits from the preview. */
async function submitStoredDraft() {
  storeDraft(4);
  renderPage();
  await onStep('upload');
  pickRequiredFiles();
  fireEvent.click(button('Preview'));
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  });
}

describe('applicant wizard (spec 000 §2.6, §4, §5.3–5.7)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the title, the mandatory line and the course, and starts on the personal details', async () => {
    mockServer();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'FETP Course Admission Registration Form' })).toBeTruthy();
    expect(screen.getByText('* Mandatory field')).toBeTruthy();
    // The + of the course key arrives as a space in the query string and is turned back.
    expect(await screen.findByText('Advanced Field Epidemiology Training Programme')).toBeTruthy();
    expect(screen.getByText('Offered by National Centre for Disease Control')).toBeTruthy();
    await onStep('personal');
    for (const label of ['Personal Details', 'Education Details', 'Work Experience', 'Skill Set', 'Upload Documents']) {
      expect(stepButton(label)).toBeTruthy();
    }
  });

  it('a course that is not open shows the message and a link to the catalogue instead of the form', async () => {
    mockServer();
    renderPage('/applicant?course_id=course-v1:NOPE+X+2020');
    expect(await screen.findByText('This course is not open for admission.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the courses open for admission' }).getAttribute('href')).toBe('/#discover');
    expect(screen.queryByTestId('applicant-form')).toBeNull();
  });

  it('Next shows the required messages and stays on the step', async () => {
    mockServer();
    renderPage();
    await onStep('personal');
    fireEvent.click(button('Next'));
    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(10));
    expect(screen.getByTestId('step-personal')).toBeTruthy();
    // middle name and community are optional: 12 required fields, 12 messages.
    expect(screen.getAllByText('This field is required')).toHaveLength(12);
  });

  it('the phone number must have 10 digits, and only digits can be typed', async () => {
    mockServer();
    renderPage();
    await onStep('personal');
    fireEvent.change(textbox('Phone Number'), { target: { value: '98a76-5' } });
    expect(textbox('Phone Number').value).toBe('98765');
    fireEvent.click(button('Next'));
    expect(await screen.findByText('Phone number is not valid')).toBeTruthy();
    fireEvent.change(textbox('Phone Number'), { target: { value: '9876543210' } });
    await waitFor(() => expect(screen.queryByText('Phone number is not valid')).toBeNull());
    expect(textbox('Pincode').maxLength).toBe(6);
  });

  it('Next moves on when the step is valid, and choosing a district sets its state', async () => {
    const { fn } = mockServer();
    storeDraft(0, { district: '', state: '' });
    renderPage();
    await onStep('personal');
    await choose('District', 'Pune');
    await waitFor(() => expect(textbox('State').value).toBe('Maharashtra'));
    expect(fn.mock.calls.some(([url]) => String(url) === '/api/state/')).toBe(true);
    fireEvent.click(button('Next'));
    await onStep('education');
  });

  it('on the work step, a click on Skill Set is refused while the step is invalid; earlier steps open directly', async () => {
    mockServer();
    storeDraft(2, { organisation: '', designation: '' });
    renderPage();
    await onStep('work');
    fireEvent.click(stepButton('Skill Set'));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    expect(screen.getByTestId('step-work')).toBeTruthy();
    expect(screen.queryByTestId('step-skills')).toBeNull();

    fireEvent.change(textbox('Name of the Organisation'), { target: { value: 'DHS' } });
    fireEvent.change(textbox('Designation'), { target: { value: 'Medical Officer' } });
    fireEvent.click(stepButton('Skill Set'));
    await onStep('skills');

    fireEvent.click(stepButton('Education Details'));
    await onStep('education');
    fireEvent.click(stepButton('Personal Details'));
    await onStep('personal');
  });

  it('a forward jump over an invalid step opens that step with its messages', async () => {
    mockServer();
    storeDraft(0, { institution: '' });
    renderPage();
    await onStep('personal');
    fireEvent.click(stepButton('Skill Set'));
    await onStep('education');
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });

  it('on the upload step any step label moves directly, even with the step empty', async () => {
    mockServer();
    storeDraft(4, { place: '', checkbox1: false });
    renderPage();
    await onStep('upload');
    fireEvent.click(stepButton('Work Experience'));
    await onStep('work');
    expect(screen.queryByText('This field is required')).toBeNull();
    fireEvent.click(stepButton('Upload Documents'));
    await onStep('upload');
    fireEvent.click(stepButton('Personal Details'));
    await onStep('personal');
  });

  it('past experience: the add button needs all three values, reads UPDATE_EXPERIENCE while editing, and rows can be deleted', async () => {
    const { inSection } = await openRowList(2, 'work', 'previous-experience');

    fireEvent.click(inSection.getByRole('button', { name: 'ADD EXPERIENCE' }));
    expect((await inSection.findByRole('alert')).textContent).toContain('Please add Experience details');

    fireEvent.change(inSection.getByRole('textbox', { name: 'Previous Designation' }), { target: { value: 'Epidemiologist' } });
    fireEvent.change(inSection.getByRole('textbox', { name: 'Previous Organisation' }), { target: { value: 'IDSP' } });
    fireEvent.click(inSection.getByRole('button', { name: 'ADD EXPERIENCE' }));
    expect(inSection.getByRole('alert').textContent).toContain('Please add Experience details');

    fireEvent.change(inSection.getByRole('textbox', { name: 'Years' }), { target: { value: '3y' } });
    expect((inSection.getByRole('textbox', { name: 'Years' }) as HTMLInputElement).value).toBe('3');
    fireEvent.click(inSection.getByRole('button', { name: 'ADD EXPERIENCE' }));
    expect(inSection.queryByRole('alert')).toBeNull();
    const rows = inSection.getByTestId('previous-experience-rows');
    expect(rows.textContent).toContain('Epidemiologist');
    expect(rows.textContent).toContain('IDSP · 3 years');

    fireEvent.click(inSection.getByRole('button', { name: 'Edit Epidemiologist' }));
    expect(inSection.getByRole('button', { name: 'UPDATE_EXPERIENCE' })).toBeTruthy();
    expect(inSection.queryByRole('button', { name: 'ADD EXPERIENCE' })).toBeNull();
    expect((inSection.getByRole('textbox', { name: 'Previous Organisation' }) as HTMLInputElement).value).toBe('IDSP');
    fireEvent.change(inSection.getByRole('textbox', { name: 'Years' }), { target: { value: '4' } });
    fireEvent.click(inSection.getByRole('button', { name: 'UPDATE_EXPERIENCE' }));
    expect(inSection.getByTestId('previous-experience-rows').textContent).toContain('IDSP · 4 years');
    expect(inSection.getAllByRole('listitem')).toHaveLength(1);
    expect(inSection.getByRole('button', { name: 'ADD EXPERIENCE' })).toBeTruthy();

    fireEvent.click(inSection.getByRole('button', { name: 'Delete Epidemiologist' }));
    expect(inSection.queryByTestId('previous-experience-rows')).toBeNull();
  });

  it('other degrees: adding needs degree, year, institution and university; a row can be deleted', async () => {
    const { section, inSection } = await openRowList(1, 'education', 'extra-education');

    fireEvent.click(inSection.getByRole('button', { name: 'ADD EDUCATION' }));
    expect((await inSection.findByRole('alert')).textContent).toContain('Please add Education details');

    await choose('Equivalent Degree', 'MPH', section);
    fireEvent.change(inSection.getByRole('textbox', { name: 'Year of Passing' }), { target: { value: '2016' } });
    fireEvent.change(inSection.getByRole('textbox', { name: 'Institution' }), { target: { value: 'AIIMS' } });
    fireEvent.click(inSection.getByRole('button', { name: 'ADD EDUCATION' }));
    expect(inSection.getByRole('alert').textContent).toContain('Please add Education details');

    fireEvent.change(inSection.getByRole('textbox', { name: 'University' }), { target: { value: 'AIIMS Delhi' } });
    fireEvent.click(inSection.getByRole('button', { name: 'ADD EDUCATION' }));
    expect(inSection.queryByRole('alert')).toBeNull();
    expect(inSection.getByTestId('extra-education-rows').textContent).toContain('MPH');
    expect(inSection.getByTestId('extra-education-rows').textContent).toContain('2016 · AIIMS, AIIMS Delhi');

    fireEvent.click(inSection.getByRole('button', { name: 'Delete MPH' }));
    expect(inSection.queryByTestId('extra-education-rows')).toBeNull();
  });

  it('the degree "Others" asks for the name of the degree', async () => {
    mockServer();
    storeDraft(1);
    renderPage();
    await onStep('education');
    expect(screen.queryByRole('textbox', { name: 'Name of the Degree' })).toBeNull();
    await choose('Undergraduate Degree', 'Others');
    fireEvent.click(button('Next'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(textbox('Name of the Degree')).toBeTruthy();
  });

  it('a file of the wrong type or over 5 MB is cleared and its message shown', async () => {
    mockServer();
    storeDraft(4);
    renderPage();
    await onStep('upload');
    const photo = fileInput('id_photo');
    const field = () => photo.closest('.mantine-InputWrapper-root') as HTMLElement;

    fireEvent.change(photo, { target: { files: [new File(['%PDF-1.4'], 'photo.pdf', { type: 'application/pdf' })] } });
    expect(await within(field()).findByText('File must be in Image format.')).toBeTruthy();
    expect(within(field()).getByText('No file chosen')).toBeTruthy();

    const big = new File([new Uint8Array(LIMITS.maxUploadBytes + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(photo, { target: { files: [big] } });
    expect(await within(field()).findByText('File must be less than 5MB.')).toBeTruthy();
    expect(within(field()).getByText('No file chosen')).toBeTruthy();

    fireEvent.change(photo, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    expect(await within(field()).findByText('me.png')).toBeTruthy();
    expect(within(field()).queryByText('File must be less than 5MB.')).toBeNull();

    const birth = fileInput('dob_certificate');
    fireEvent.change(birth, { target: { files: [new File(['png'], 'birth.png', { type: 'image/png' })] } });
    expect(await screen.findByText('File must be in PDF format.')).toBeTruthy();

    // The hints of §2.6 and today's date as YYYY-MM-DD.
    expect(screen.getByText(/4\.5 x 3\.5 cm/)).toBeTruthy();
    expect(screen.getByText(/2\.5 x 6 cm/)).toBeTruthy();
    expect((screen.getByTestId('declared-on') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('Preview asks for the required documents and the declarations', async () => {
    mockServer();
    storeDraft(4, { checkbox2: false, place: '' });
    renderPage();
    await onStep('upload');
    fireEvent.click(button('Preview'));
    // 4 required documents, one declaration and the place.
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(6));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('restores a saved draft (values and step) and saves what is typed', async () => {
    mockServer();
    storeDraft(1, { first_name: 'Meera', extra_education_data: [{ other_degree: 'dnb', passing_year: '2018', institution: 'CMC', university: 'TN Dr MGR' }] });
    renderPage();
    await onStep('education');
    expect(screen.getByTestId('draft-restored')).toBeTruthy();
    expect(textbox('Institution / College').value).toBe('Government Medical College');
    await waitFor(() => expect(screen.getByTestId('extra-education-rows').textContent).toContain('DNB'));
    fireEvent.click(stepButton('Personal Details'));
    await onStep('personal');
    expect(textbox('First Name').value).toBe('Meera');

    fireEvent.change(textbox('First Name'), { target: { value: 'Meenakshi' } });
    await waitFor(() => {
      const saved = JSON.parse(localStorage.getItem(draftKey(COURSE)) ?? '{}') as { step: number; values: ApplicantForm };
      expect(saved.values.first_name).toBe('Meenakshi');
      expect(saved.step).toBe(0);
    });
  });

  it('Start over empties the form and forgets the draft', async () => {
    mockServer();
    storeDraft(2);
    renderPage();
    await onStep('work');
    fireEvent.click(button('Start over'));
    await onStep('personal');
    expect(textbox('First Name').value).toBe('');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    await new Promise((r) => setTimeout(r, 600));
    expect(localStorage.getItem(draftKey(COURSE))).toBeNull();
  });

  it('without a course_id the page says the course is not open', async () => {
    const { fn } = mockServer();
    renderPage('/applicant');
    expect(await screen.findByText('This course is not open for admission.')).toBeTruthy();
    expect(fn.mock.calls.some(([u]) => String(u).startsWith('/api/admission_courses/'))).toBe(false);
  });

  it('preview shows the labels, EDIT goes to its step, and Submit sends the application and follows the redirect', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { submitted } = mockServer([
      { status: 200, body: { message: 'Your application has been submitted.', redirect_url: '/learn/?application=submitted' } },
    ]);
    storeDraft(4, { prev_exp_data: [{ id: 'a1', designation: 'Epidemiologist', org: 'IDSP', experience: '3' }] });
    renderPage();
    await onStep('upload');
    pickRequiredFiles();

    fireEvent.click(button('Preview'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Details Overview')).toBeTruthy();
    expect(within(dialog).getByText('Dr.')).toBeTruthy();
    expect(within(dialog).getByText('State Government')).toBeTruthy();
    expect(within(dialog).getByText('Advanced')).toBeTruthy();
    expect(within(dialog).getByText('photo.png')).toBeTruthy();
    expect(within(dialog).getAllByText('Not uploaded')).toHaveLength(2);
    await waitFor(() => expect(within(dialog).getAllByText('Kerala').length).toBe(2));

    const work = within(dialog).getByRole('region', { name: 'Work Details' });
    fireEvent.click(within(work).getByRole('button', { name: 'EDIT' }));
    await onStep('work');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(stepButton('Upload Documents'));
    await onStep('upload');
    expect(screen.getByText('photo.png')).toBeTruthy();
    fireEvent.click(button('Preview'));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Your application has been submitted.')).toBeTruthy();
    expect(submitted).toHaveLength(1);
    const body = submitted[0]!;
    expect(body.get('course_id')).toBe(COURSE);
    expect(body.get('public_key_id')).toBe('key-1');
    expect(body.get('first_name')).toBe('Anjali');
    expect(body.get('checkbox1')).toBe('true');
    expect(JSON.parse(String(body.get('prev')))).toEqual([{ id: 'a1', designation: 'Epidemiologist', org: 'IDSP', experience: '3' }]);
    expect(body.get('extra')).toBe('[]');
    expect((body.get('id_photo') as File).name).toBe('photo.png');
    expect(body.get('noc_certificate')).toBeNull();
    expect(localStorage.getItem(draftKey(COURSE))).toBeNull();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/learn/?application=submitted'), { timeout: LIMITS.applicationRedirectMs + 1500 });
  });

  it('a refused submission puts the messages on their fields and opens the first step that has one', async () => {
    mockServer([
      {
        status: 400,
        body: {
          message: 'An application with this email address has already been submitted for this course.',
          errors: {
            email: ['An application with this email address has already been submitted for this course.'],
            id_photo: ['File must be in Image format.'],
          },
        },
      },
    ]);
    await submitStoredDraft();
    await onStep('personal');
    expect(await screen.findByText('An application with this email address has already been submitted for this course.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(stepButton('Upload Documents'));
    await onStep('upload');
    expect(screen.getByText('File must be in Image format.')).toBeTruthy();
    expect(localStorage.getItem(draftKey(COURSE))).not.toBeNull();
  });

  it('a refusal that belongs to no field (the course closed meanwhile) shows above the form', async () => {
    mockServer([
      { status: 400, body: { message: 'This course is not open for admission.', errors: { course_id: ['This course is not open for admission.'] } } },
    ]);
    await submitStoredDraft();
    expect((await screen.findByTestId('application-refused')).textContent).toBe('This course is not open for admission.');
    await onStep('upload');
  });
});
