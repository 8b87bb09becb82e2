// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { FORM_TEMPLATE_MESSAGES as M, ROLES, STORAGE_KEYS, type FormTemplate } from '@fetp/contract';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import FormsPage from './FormsPage';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 5 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, ROLES.administrator);
  localStorage.setItem(STORAGE_KEYS.userId, '5');
});

const START: FormTemplate = {
  key: 'project-start', kind: 'start', name: 'Start form', version: 1, form_id: 21, created_at: '2026-10-01T08:00:00.000Z', created_by: null,
  used_by: ['OI', 'SDA'], can_edit: true,
  fields: [
    { key: 'q1', label: 'Date of notification', attributes: { type: 'date', required: true, error_message: 'Please enter date of notification' } },
    { key: 'q4', label: 'Objectives', attributes: { type: 'textarea', required: true } },
  ],
};
const FORMS = '/api/admin/courses/7/forms/';
const SAVE = '/api/admin/courses/7/forms/start/project-start/';
const VERSIONS = '/api/admin/courses/7/forms/start/project-start/versions/';
const method = (call: ApiCall) => call.init?.method ?? 'GET';

const render = () => renderWithProviders(
  <Routes><Route path="/admin/courses/:id/forms/" element={<FormsPage />} /></Routes>,
  { route: '/admin/courses/7/forms/' },
);

async function openEditor() {
  const table = await screen.findByRole('table', { name: 'Forms' });
  fireEvent.click(await within(table).findByRole('button', { name: 'Edit Start form' }));
  return screen.findByTestId('form-editor');
}

describe('the form editor', () => {
  it('adding a field shows it in the preview drawn by the form engine; moving and removing change it too; the save sends the fields in order', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      [FORMS]: { course_id: 7, results: [START] },
      [VERSIONS]: { results: [START] },
      [SAVE]: (call: ApiCall) => {
        if (method(call) === 'POST') sent.push(JSON.parse(String(call.init?.body)) as Record<string, unknown>);
        return { message: M.versionSaved, data: { ...START, version: 2 } };
      },
    });
    render();
    const editor = await openEditor();
    const preview = within(editor).getByTestId('form-preview');
    expect(within(preview).getByText('Date of notification')).toBeTruthy();
    expect(within(preview).queryByText('Ethics approval number')).toBeNull();

    fireEvent.click(within(editor).getByTestId('add-field'));
    const added = within(editor).getByTestId('field-2');
    fireEvent.change(within(added).getByLabelText(/^Label/), { target: { value: 'Ethics approval number' } });
    fireEvent.change(within(added).getByLabelText(/^Field name/), { target: { value: 'ethics_no' } });
    await waitFor(() => expect(within(preview).getByText('Ethics approval number')).toBeTruthy());

    // Moved first, then the objectives removed after the confirmation.
    fireEvent.click(within(editor).getByRole('button', { name: 'Move Ethics approval number up' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Move Ethics approval number up' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Remove Objectives' }));
    expect(within(preview).getByText('Objectives')).toBeTruthy();
    fireEvent.click(within(editor).getByTestId('confirm-remove'));
    await waitFor(() => expect(within(preview).queryByText('Objectives')).toBeNull());

    fireEvent.click(within(editor).getByTestId('save-form'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ base_version: 1, name: 'Start form' });
    expect((sent[0]!.fields as Array<{ key: string }>).map((f) => f.key)).toEqual(['ethics_no', 'q1']);
  });

  it('a dropdown takes options, shown in the preview; a bad field name is refused before sending, and the server’s field message is shown', async () => {
    let posts = 0;
    mockApi({
      [FORMS]: { course_id: 7, results: [START] },
      [VERSIONS]: { results: [START] },
      [SAVE]: () => {
        posts += 1;
        return reply(400, { message: M.duplicateOption, errors: { 'fields.2.attributes.options': [M.duplicateOption] } });
      },
    });
    render();
    const editor = await openEditor();
    fireEvent.click(within(editor).getByTestId('add-field'));
    const added = within(editor).getByTestId('field-2');
    fireEvent.change(within(added).getByLabelText(/^Field name/), { target: { value: '9lives' } });
    fireEvent.click(within(editor).getByTestId('save-form'));
    expect(await within(added).findByText(M.badFieldKey)).toBeTruthy();
    expect(posts).toBe(0);

    fireEvent.change(within(added).getByLabelText(/^Field name/), { target: { value: 'setting' } });
    const type = within(added).getByRole('textbox', { name: /^Type/ });
    fireEvent.click(type);
    await waitFor(() => expect(document.getElementById(type.getAttribute('aria-controls') ?? '')).toBeTruthy());
    fireEvent.click(within(document.getElementById(type.getAttribute('aria-controls')!)!).getByRole('option', { name: 'Dropdown', hidden: true }));
    fireEvent.change(await within(added).findByLabelText(/^Options/), { target: { value: 'urban = Urban\nrural = Rural' } });
    await waitFor(() => expect(within(within(editor).getByTestId('form-preview')).getByText('New field')).toBeTruthy());

    fireEvent.click(within(editor).getByTestId('save-form'));
    await waitFor(() => expect(posts).toBe(1));
    expect(await within(added).findByText(M.duplicateOption)).toBeTruthy();
  });

  it('a form the caller may not change opens read-only, without a save button', async () => {
    mockApi({ [FORMS]: { course_id: 7, results: [{ ...START, can_edit: false }] }, [VERSIONS]: { results: [START] } });
    render();
    const table = await screen.findByRole('table', { name: 'Forms' });
    fireEvent.click(await within(table).findByRole('button', { name: 'View Start form' }));
    const editor = await screen.findByTestId('form-editor');
    expect(within(editor).queryByTestId('save-form')).toBeNull();
    expect(within(editor).queryByTestId('add-field')).toBeNull();
    expect(await within(editor).findByTestId('versions')).toBeTruthy();
  });
});
