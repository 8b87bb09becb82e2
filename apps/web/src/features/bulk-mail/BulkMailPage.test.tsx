// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import BulkMailPage from './BulkMailPage';

// The rich-text editor (its own chunk) stands in as a plain text area here; the browser test uses the real one.
vi.mock('./MessageEditor', () => ({
  default: ({ label, onChange, error }: { label: string; onChange: (html: string) => void; error?: string }) => (
    <label>
      {label}
      <textarea aria-label={label} onChange={(e) => onChange(e.currentTarget.value)} />
      {error && <span>{error}</span>}
    </label>
  ),
}));

const COURSE_DATA = {
  data: {
    data: {
      course_data: [{ label: 'Advanced FETP', value: '3' }, { label: 'Frontline', value: '7' }],
      course_cohorts: { '3': [{ id: 11, cohort: 'Cohort 2024' }, { id: 12, cohort: 'Cohort 2025' }], '7': [] },
    },
    is_all_show: false, is_myself_show: true, is_mentors_show: true, is_mentees_show: true,
  },
};

function mockServer(send: (call: ApiCall) => unknown = () => ({ message: 'queued', data: { id: 5, recipients: 2 } })) {
  return mockApi({
    '/api/v1/get_course_data/': COURSE_DATA,
    '/api/v1/send_bulk_email/': send,
    '/api/v1/bulk_email/history/': {
      count: 1, page: 1, page_size: 10,
      results: [{ id: 4, subject: 'Welcome week', created: '2026-11-01T09:00:00.000Z', recipients: 40, sent: 38, waiting: 0, failed: 2, attachments: 0 }],
    },
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}><BulkMailPage /></QueryClientProvider>, { route: '/sendmail' });
}

describe('BulkMailPage', () => {
  it('offers only the choices the server flags, per-course cohort selectors, the note and the history', async () => {
    mockServer();
    renderPage();
    expect(await screen.findByLabelText('Myself')).toBeTruthy();
    expect(screen.queryByLabelText('All')).toBeNull();
    expect(screen.getByText('Note: e-mails to large courses may take up to an hour to be sent.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Mentees/Officers'));
    expect(await screen.findByText('Officers of Advanced FETP')).toBeTruthy();
    expect(screen.getByText('Officers of Frontline')).toBeTruthy();
    expect(await screen.findByText('Welcome week')).toBeTruthy();
    expect(screen.getByText('38')).toBeTruthy();
  });

  it('checks subject and message as the server does, and sends nothing', async () => {
    const api = mockServer();
    renderPage();
    fireEvent.click(await screen.findByLabelText('Myself'));
    fireEvent.change(screen.getByTestId('bulk-mail-subject'), { target: { value: 'x'.repeat(128) } });
    fireEvent.click(screen.getByTestId('bulk-mail-send'));
    expect(await screen.findByText('Ensure the length does not exceed 128 characters')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('bulk-mail-subject'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('bulk-mail-send'));
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(api.calls('/api/v1/send_bulk_email/')).toHaveLength(0);
    // After a Send, each change checks again: a filled subject loses its message at once.
    fireEvent.change(screen.getByTestId('bulk-mail-subject'), { target: { value: 'Field visit' } });
    await waitFor(() => expect(screen.queryByText('Subject is required')).toBeNull());
    expect(screen.getByText('Message is required')).toBeTruthy();
  });

  it('removes an attachment over 20 MB with an alert', async () => {
    mockServer();
    renderPage();
    const field = await screen.findByTestId('bulk-mail-attachments');
    const input = (field.tagName === 'INPUT' ? field : field.parentElement!.querySelector('input[type="file"]') ?? document.querySelector('input[type="file"]')) as HTMLInputElement;
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('File big.pdf exceeds 20MB and has been removed.')).toBeTruthy();
  });

  it('sends the choices, cohorts and message as multipart; shows the banner and resets the form', async () => {
    let sent: FormData | undefined;
    mockServer(({ init }) => {
      sent = init?.body as FormData;
      return { message: 'queued', data: { id: 5, recipients: 2 } };
    });
    renderPage();
    fireEvent.click(await screen.findByLabelText('Myself'));
    fireEvent.change(screen.getByTestId('bulk-mail-subject'), { target: { value: 'Field visit' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '<p>See you at 9.</p>' } });
    fireEvent.change(screen.getByTestId('bulk-mail-external'), { target: { value: 'guest@example.net' } });
    fireEvent.click(screen.getByTestId('bulk-mail-send'));
    expect(await screen.findByText('Your e-mail is being sent to 2 recipients.')).toBeTruthy();
    expect(sent?.get('myself')).toBe('on');
    expect(sent?.get('all')).toBe('off');
    expect(sent?.get('subject')).toBe('Field visit');
    expect(sent?.get('message')).toBe('<p>See you at 9.</p>');
    expect(sent?.get('external_members')).toBe('guest@example.net');
    expect(sent?.get('mentees_list')).toBe('[]');
    await waitFor(() => expect((screen.getByTestId('bulk-mail-subject') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Myself') as HTMLInputElement).checked).toBe(false);
  });

  it('shows the server’s refusal', async () => {
    mockServer(() => reply(403, { message: 'Please select cohorts of the courses you may mail' }));
    renderPage();
    fireEvent.click(await screen.findByLabelText('Myself'));
    fireEvent.change(screen.getByTestId('bulk-mail-subject'), { target: { value: 'Field visit' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '<p>Hi</p>' } });
    fireEvent.click(screen.getByTestId('bulk-mail-send'));
    expect(await screen.findByTestId('bulk-mail-error')).toBeTruthy();
  });
});
