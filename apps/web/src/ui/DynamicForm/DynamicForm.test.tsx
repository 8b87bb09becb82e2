// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalField, CalFieldAttributes, CalFieldType, CalFormDefinition, CalOption } from '@fetp/contract';
import { mockApi, type ApiCall } from '../../test/mockApi';
import { chooseOption, renderWithProviders } from '../../test/utils';
import { DynamicForm, type DynamicFormProps } from './DynamicForm';
import { DRAFT_PREFIX } from './draft';
// The engine holds no data: the lookup the features pass in.
import { fetchLookup } from '../../app/formLookups';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const option = (key: string, value: string, selected = false): CalOption => ({ key, value, selected });
const field = (type: CalFieldType, label: string, field_order: number, attributes: Partial<CalFieldAttributes> = {}): CalField => ({
  label, field_order, attributes: { type, required: false, ...attributes },
});
const form = (fields: Record<string, CalField>, name = 'Form'): CalFormDefinition => ({
  cal_id: 7, cal_name: 'Outbreak Investigation', short_name: 'OI', milestone_id: null, auto_name: 'OI', course_id: 3, name, fields,
});

const MENTORS = [option('11', 'Dr. Meera Iyer'), option('12', 'Dr. Sanjay Gupta'), option('13', 'Dr. Farah Khan')];

const EVERY_TYPE = form({
  title: field('text', 'Title', 1, { required: true, error_message: 'Please enter title', placeholder: 'Short title' }),
  background: field('textarea', 'Background', 2),
  started: field('date', 'Start date', 3),
  cases: field('number', 'Number of cases', 4),
  state_id: field('dropdown', 'State', 5, { required: true, error_message: 'Please select state', options: [option('1', 'Karnataka'), option('2', 'Kerala')] }),
  type_of_data: field('dropdown', 'Type of data', 6, {
    required: true, multiple: true, error_message: 'Please select type of data',
    options: [option('quantitative', 'Quantitative'), option('others', 'Others')],
  }),
  other_type_of_data: field('text', 'Other type of data', 7, { error_message: 'Please specify the type of data' }),
  at: field('time', 'Time', 8),
  link: field('url', 'Link', 9),
  summary: field('RichTextBox', 'Summary', 10),
  consent: field('checkbox', 'I agree', 11, { required: true, error_message: 'Please agree' }),
  attachment: field('file', 'Attachment', 12),
  hidden: field('text', 'Hidden', 13, { visible: false }),
});

const END_FORM = form({
  q1: field('dropdown', 'Was the investigation carried out?', 1, { options: [option('1', 'Yes'), option('0', 'No')] }),
  q2: field('date', 'Start date', 2, { required: true, error_message: 'Please enter start date' }),
  q3: field('date', 'Last date', 3, { required: true, error_message: 'Please enter last date' }),
  q15: field('checkbox', 'Findings shared', 4),
  q16: field('text', 'How they were shared', 5, { required: true, error_message: 'Please say how' }),
  q20: field('textarea', 'Lessons learnt', 6),
}, 'End Form');

const PLACE = form({
  state_id: field('dropdown', 'State', 1, { url: '/cal/api/get/districts/details/', options: [option('1', 'Karnataka'), option('2', 'Kerala')] }),
  district_id: field('dropdown', 'District', 2, { url: '/cal/api/get/state/details/' }),
  mentor1_id: field('dropdown', 'Mentor 1', 3, { options: MENTORS }),
  mentor2_id: field('dropdown', 'Mentor 2', 4, { options: MENTORS }),
});

function show(props: Partial<DynamicFormProps> & Pick<DynamicFormProps, 'definition'>) {
  const onSubmit = props.onSubmit ?? vi.fn();
  const view = renderWithProviders(<DynamicForm kind="registration" lookup={fetchLookup} {...props} onSubmit={onSubmit} />);
  return { ...view, onSubmit };
}

const input = (key: string) => screen.getByTestId(`dynamic-field-${key}`);
const shown = () => Array.from(document.querySelectorAll('[data-testid^="dynamic-field-"]')).map((el) => el.getAttribute('data-testid')!.slice(14));
const submit = () => fireEvent.click(screen.getByTestId('dynamic-form-submit'));
const errorText = (key: string) => {
  const el = input(key);
  const id = el.getAttribute('aria-describedby')?.split(' ').find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

const choose = chooseOption;
const optionsOf = async (el: HTMLElement) => {
  fireEvent.click(el);
  await waitFor(() => expect(el.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(el.getAttribute('aria-controls')!)!;
  return within(listbox).queryAllByRole('option', { hidden: true }).map((o) => o.textContent);
};

beforeEach(() => {
  localStorage.clear();
  mockApi({});
});

describe('DynamicForm (001 §3.1, §5)', () => {
  it('renders every visible field in field_order with its own control, labels and required asterisks', async () => {
    show({ definition: EVERY_TYPE });
    expect(shown()).toEqual(['title', 'background', 'started', 'cases', 'state_id', 'type_of_data', 'at', 'link', 'summary', 'consent', 'attachment']);
    expect(input('title').tagName).toBe('INPUT');
    expect(input('title').getAttribute('placeholder')).toBe('Short title');
    expect(input('background').tagName).toBe('TEXTAREA');
    expect(input('summary').tagName).toBe('TEXTAREA');
    expect(input('cases').getAttribute('inputmode')).toBe('numeric');
    expect(input('at').getAttribute('placeholder')).toBe('HH:mm');
    // A time is picked with the browser's time picker (as the webinar form's times).
    expect(input('at').getAttribute('type')).toBe('time');
    expect(input('consent').getAttribute('type')).toBe('checkbox');
    expect(input('attachment').tagName).toBe('BUTTON');
    await waitFor(() => expect(input('started').getAttribute('placeholder')).toBe('DD/MM/YYYY'));
    // The required asterisk beside the label.
    const label = document.querySelector(`label[for="${input('title').id}"]`)!;
    expect(label.textContent).toBe('Title *');
    expect(await optionsOf(input('state_id'))).toEqual(['Karnataka', 'Kerala']);
  });

  it('shows each required field’s own message after a submit attempt, focuses the first, and sends nothing', async () => {
    const { onSubmit } = show({ definition: EVERY_TYPE });
    expect(errorText('title')).toBeUndefined();
    submit();
    await waitFor(() => expect(errorText('title')).toBe('Please enter title'));
    expect(errorText('state_id')).toBe('Please select state');
    expect(errorText('type_of_data')).toBe('Please select type of data');
    expect(screen.getByText('Please agree')).toBeTruthy();
    expect(document.activeElement).toBe(input('title'));
    expect(onSubmit).not.toHaveBeenCalled();
    // A contract message (a bad number) is a server text, translated through useFieldError.
    fireEvent.change(input('cases'), { target: { value: 'twelve' } });
    expect(errorText('cases')).toBe('Enter a valid number.');
  });

  it('shows the other-specify field only when Others is chosen, and then requires it; sends toPayload’s output', async () => {
    const { onSubmit } = show({ definition: EVERY_TYPE });
    expect(shown()).not.toContain('other_type_of_data');
    fireEvent.change(input('title'), { target: { value: '  Cholera  ' } });
    await choose(input('state_id'), 'Kerala');
    await choose(input('type_of_data'), 'Others');
    await waitFor(() => expect(shown()).toContain('other_type_of_data'));
    fireEvent.click(input('consent'));
    submit();
    await waitFor(() => expect(errorText('other_type_of_data')).toBe('Please specify the type of data'));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input('other_type_of_data'), { target: { value: 'Lab records' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Cholera', state_id: '2', type_of_data: ['others'], other_type_of_data: 'Lab records', consent: 'true',
    });
  });

  it('end form: q2/q3 only when q1 is empty or 1, q3 before q2 refused, q16 disabled and not sent while q15 is false', async () => {
    const { onSubmit } = show({ definition: END_FORM, kind: 'end', initial: { q2: '2025-04-10', q3: '2025-04-01', q15: false } });
    expect(shown()).toEqual(['q1', 'q2', 'q3', 'q15', 'q16', 'q20']);
    expect((input('q16') as HTMLInputElement).disabled).toBe(true);
    submit();
    await waitFor(() => expect(errorText('q3')).toBe('Last date cannot be before Start date'));
    expect(errorText('q16')).toBeUndefined();

    await choose(input('q1'), 'No');
    await waitFor(() => expect(shown()).toEqual(['q1', 'q15', 'q16', 'q20']));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ q1: '0', q15: 'false' }));

    await choose(input('q1'), 'Yes');
    await waitFor(() => expect(shown()).toContain('q2'));
    fireEvent.click(input('q15'));
    await waitFor(() => expect((input('q16') as HTMLInputElement).disabled).toBe(false));
  });

  it('mentor 2 cannot pick mentor 1’s choice', async () => {
    show({ definition: PLACE });
    await choose(input('mentor1_id'), 'Dr. Sanjay Gupta');
    expect(await optionsOf(input('mentor2_id'))).toEqual(['Dr. Meera Iyer', 'Dr. Farah Khan']);
  });

  it('a dependent dropdown POSTs its value to its url and fills the field it feeds', async () => {
    const api = mockApi({
      '/cal/api/get/districts/details/': { data: [{ key: '201', value: 'Ernakulam', selected: false }, { key: 202, value: 'Idukki', selected: false }] },
      '/cal/api/get/state/details/': { data: [{ key: '2', value: 'Kerala', selected: true }] },
    });
    const { onSubmit } = show({ definition: PLACE });
    expect(await optionsOf(input('district_id'))).toEqual([]);
    await choose(input('state_id'), 'Kerala');
    await waitFor(() => expect(api.calls('/cal/api/get/districts/details/')).toHaveLength(1));
    const call: ApiCall = api.calls('/cal/api/get/districts/details/')[0]!;
    expect(Object.fromEntries(new URLSearchParams(String(call.init?.body)))).toEqual({ state_id: '2' });
    expect(new Headers(call.init?.headers).get('X-CSRFToken')).toBe('csrf');
    await waitFor(async () => expect(await optionsOf(input('district_id'))).toEqual(['Ernakulam', 'Idukki']));

    await choose(input('district_id'), 'Idukki');
    await waitFor(() => expect(api.calls('/cal/api/get/state/details/')).toHaveLength(1));
    expect(String(api.calls('/cal/api/get/state/details/')[0]!.init?.body)).toBe('district_id=202');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ state_id: '2', district_id: '202' }));
  });

  it('a project type POSTs to its url and its classifications become the classification’s options', async () => {
    const api = mockApi({
      '/cal/api/get/project/classification/': { data: [{ key: 'vector_borne_disease', value: 'Vector-borne disease', selected: false }] },
    });
    const definition = form({
      project_type: field('dropdown', 'Project type', 1, { url: '/cal/api/get/project/classification/', options: [option('outbreak_investigation', 'Outbreak investigation')] }),
      project_classification: field('dropdown', 'Classification', 2),
    });
    show({ definition });
    await choose(input('project_type'), 'Outbreak investigation');
    await waitFor(() => expect(api.calls('/cal/api/get/project/classification/')).toHaveLength(1));
    expect(String(api.calls('/cal/api/get/project/classification/')[0]!.init?.body)).toBe('project_type=outbreak_investigation');
    await waitFor(async () => expect(await optionsOf(input('project_classification'))).toEqual(['Vector-borne disease']));
  });

  it('read-only shows every field disabled and no submit', () => {
    show({ definition: EVERY_TYPE, readOnly: true, initial: { title: 'Cholera' } });
    expect(screen.queryByTestId('dynamic-form-submit')).toBeNull();
    for (const key of ['title', 'background', 'cases', 'state_id', 'type_of_data', 'consent', 'summary']) {
      expect((input(key) as HTMLInputElement).disabled, key).toBe(true);
    }
    expect((input('title') as HTMLInputElement).value).toBe('Cholera');
  });

  it('shows the server’s field messages under their fields until the field changes', async () => {
    show({ definition: EVERY_TYPE, serverErrors: { title: ['This field is required'] } });
    expect(errorText('title')).toBe('This field is required');
    await waitFor(() => expect(document.activeElement).toBe(input('title')));
    fireEvent.change(input('title'), { target: { value: 'x' } });
    expect(errorText('title')).toBeUndefined();
  });

  it('keeps a draft while filling, restores it after a remount, and clears it once sent', async () => {
    const first = show({ definition: EVERY_TYPE, draftKey: 'reg:3:7' });
    fireEvent.change(input('title'), { target: { value: 'Cholera' } });
    await choose(input('state_id'), 'Karnataka');
    await waitFor(() => expect(localStorage.getItem(`${DRAFT_PREFIX}reg:3:7`)).toContain('Cholera'));
    first.unmount();

    let resolve = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    show({ definition: EVERY_TYPE, draftKey: 'reg:3:7', onSubmit });
    expect((input('title') as HTMLInputElement).value).toBe('Cholera');
    expect(screen.getByTestId('dynamic-form-draft-restored')).toBeTruthy();
    await choose(input('type_of_data'), 'Quantitative');
    fireEvent.click(input('consent'));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Cholera', state_id: '1', type_of_data: ['quantitative'], consent: 'true' }));
    expect(localStorage.getItem(`${DRAFT_PREFIX}reg:3:7`)).not.toBeNull();
    await act(async () => resolve());
    await waitFor(() => expect(localStorage.getItem(`${DRAFT_PREFIX}reg:3:7`)).toBeNull());
  });
});

describe('a form’s own rules on the engine (issue 33 §1: the discussion form)', () => {
  const EVENT = form({
    title: field('text', 'Title', 1, { required: true, error_message: 'Please enter title' }),
    from: field('time', 'From', 2),
    to: field('time', 'To', 3),
    kept: field('textarea', 'Kept', 4, { required: true, error_message: 'Please enter kept', disabled: true, value: 'As scheduled' }),
  });

  it('checks the form’s own rules after the engine’s, shown under their fields; a disabled field is shown, not checked and not sent', async () => {
    const check = (values: Readonly<Record<string, unknown>>): Record<string, string> => (String(values.to ?? '') <= String(values.from ?? '') ? { to: 'To must be after from' } : {});
    const { onSubmit } = show({ definition: EVENT, check, fieldProps: (key) => (key === 'kept' ? { testId: 'event-kept', description: 'Cannot be changed' } : undefined) });
    const kept = screen.getByTestId('event-kept') as HTMLTextAreaElement;
    expect(kept.disabled).toBe(true);
    expect(kept.value).toBe('As scheduled');
    expect(screen.getByText('Cannot be changed')).toBeTruthy();
    fireEvent.change(input('title'), { target: { value: 'Line list review' } });
    fireEvent.change(input('from'), { target: { value: '10:00' } });
    fireEvent.change(input('to'), { target: { value: '09:00' } });
    submit();
    await waitFor(() => expect(errorText('to')).toBe('To must be after from'));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input('to'), { target: { value: '11:00' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Line list review', from: '10:00', to: '11:00' }));
  });
});

describe('the other ways to draw a field (attributes.display) and a text’s own length', () => {
  const DRAWN = form({
    scope: field('dropdown', 'Scope', 1, { required: true, error_message: 'Please choose scope', display: 'radios', options: [option('one', 'One'), option('all', 'All')] }),
    days: field('dropdown', 'Days', 2, { multiple: true, display: 'checkboxes', options: [option('MO', 'Monday'), option('TU', 'Tuesday')] }),
    guests: field('text', 'Guests', 3, { display: 'tags', max_length: 1000 }),
  });

  it('answers radios, check boxes and tags as a dropdown and a text would; max_length replaces the text type’s 255', async () => {
    const { onSubmit } = show({ definition: DRAWN });
    submit();
    await waitFor(() => expect(screen.getByText('Please choose scope')).toBeTruthy());
    // The first field in error is a radio group: its first choice has the focus.
    expect(document.activeElement).toBe(within(input('scope')).getByRole('radio', { name: 'One' }));
    fireEvent.click(within(input('scope')).getByRole('radio', { name: 'All' }));
    fireEvent.click(within(input('days')).getByRole('checkbox', { name: 'Tuesday' }));
    const long = Array.from({ length: 20 }, (_, i) => `officer${i}@district-health.example.org`);
    const guests = screen.getByRole('textbox', { name: 'Guests' });
    for (const address of long) {
      fireEvent.change(guests, { target: { value: address } });
      fireEvent.keyDown(guests, { key: 'Enter' });
    }
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ scope: 'all', days: ['TU'], guests: long.join(',') }));
    expect(long.join(',').length).toBeGreaterThan(255);
  });
});
