// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { CHAT_ATTACHMENT_ACCEPT, CHAT_LIMITS, CHAT_MESSAGES, LIVE_EVENTS, STORAGE_KEYS, encodeCucFlag, type ChatMessage, type MilestoneChatAnswer } from '@fetp/contract';
import { deliverLiveEvent } from '../../app/live';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import MilestoneChatPage from './MilestoneChatPage';
import { listDateTime as chatDateTime } from '../../ui/dates';
import { chatTexts } from './messages';
import { tooLargeName } from './texts';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const SITE = { '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } } };
const LOAD = '/chat/api/milestone/11/message/';
const SEND = '/chat/api/send/milestone/message/';
const ROOM = 7;

const message = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chat_room: ROOM,
  message: `Message ${id}`,
  sender: 9,
  attachment: null,
  attachment_name: null,
  sender_name: 'Dr Iyer',
  sender_profile_image_url: null,
  date_time: '2025-03-07T09:05:00',
  is_own: false,
  ...over,
});

const answer = (data: ChatMessage[], over: Partial<MilestoneChatAnswer> = {}): MilestoneChatAnswer => ({
  data,
  chat_room: ROOM,
  is_editable: true,
  cal_name: 'Outbreak investigation',
  milestone_name: 'Protocol',
  has_more: false,
  ...over,
});

const CONVERSATION = [
  message(1, { message: 'First line\nSecond line', sender_profile_image_url: '/media/iyer.png' }),
  message(2, {
    sender: 5,
    sender_name: 'Asha Rao',
    is_own: true,
    message: 'Here is the draft',
    attachment: '/chat/api/attachment/2/download/?sig=abc',
    attachment_name: 'draft.pdf',
    date_time: '2025-03-08T17:45:00',
  }),
  message(3, { message: '<b>not bold</b>' }),
];

function signIn() {
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 5 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Mentee');
  localStorage.setItem(STORAGE_KEYS.userId, '5');
}

const renderPage = (open = true) =>
  renderWithProviders(
    <Routes>
      <Route path="/courses/milestone/:id/chat/" element={<MilestoneChatPage />} />
    </Routes>,
    { route: `/courses/milestone/11/chat/?cuc=${encodeCucFlag(open)}` },
  );

/** The page with a conversation and a send that succeeds, recording what was sent. */
function mockChat(load: unknown = answer(CONVERSATION), send: unknown = (call: ApiCall) => ({ message: CHAT_MESSAGES.sent, data: message(99, { message: String((call.init?.body as FormData).get('message')) }) })) {
  return mockApi({ ...SITE, [LOAD]: load, [SEND]: send });
}

const sent = (api: ReturnType<typeof mockApi>) => api.calls(SEND).map((call) => call.init?.body as FormData);

async function messageBox() {
  return (await screen.findByRole('textbox', { name: /Message/ })) as HTMLTextAreaElement;
}

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('the milestone chat page (001 §2.8, §3.9)', () => {
  it('shows the CAL and milestone names, and each message with its sender, picture or initials, text, file and time', async () => {
    const api = mockChat();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat: Protocol' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Chat: Protocol'));
    const names = screen.getByTestId('chat-names').textContent!;
    expect(names).toContain('CAL: Outbreak investigation');
    expect(names).toContain('Milestone: Protocol');
    expect(api.calls(LOAD)[0]!.url.pathname).toBe(LOAD);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Chat', 'Files']);

    const log = screen.getByRole('log', { name: 'Messages' });
    const items = within(log).getAllByTestId('chat-message');
    expect(items).toHaveLength(3);
    const [first, own, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    // Own messages are styled apart (the other side, another background).
    expect(items.map((item) => item.getAttribute('data-own'))).toEqual(['false', 'true', 'false']);
    expect(own.style.justifyContent).toBe('flex-end');
    expect(first.style.justifyContent).toBe('flex-start');

    expect(within(first).getByTestId('chat-sender').textContent).toBe('Dr Iyer');
    expect(within(first).getByTestId('chat-text').textContent).toBe('First line\nSecond line');
    expect(within(first).getByTestId('chat-text').style.whiteSpace).toBe('pre-wrap');
    expect(within(first).getByTestId('chat-time').textContent).toBe('07-03-2025 09:05');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/media/iyer.png');
    // No picture: the initials.
    expect(own.textContent).toContain('AR');
    expect(within(own).getByTestId('chat-sender').textContent).toBe('Your message: Asha Rao');
    expect(within(own).getByTestId('chat-time').textContent).toBe('08-03-2025 17:45');

    const link = within(own).getByRole('link', { name: 'Download draft.pdf (opens in a new tab)' });
    expect(link.textContent).toBe('draft.pdf');
    expect(link.getAttribute('href')).toBe('/chat/api/attachment/2/download/?sig=abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    // Plain text, never HTML.
    expect(within(third).getByTestId('chat-text').textContent).toBe('<b>not bold</b>');
    expect(third.querySelector('b')).toBeNull();
  });

  it('lists the files of the chat in the Files tab', async () => {
    mockChat();
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Files' }));
    const table = await screen.findByRole('table', { name: 'Files sent in this chat' });
    const rows = within(table).getAllByTestId('chat-files-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Download draft.pdf (opens in a new tab)' }).getAttribute('href')).toBe('/chat/api/attachment/2/download/?sig=abc');
    expect(rows[0]!.querySelector('[data-column="sender"]')!.textContent).toBe('Asha Rao');
    expect(rows[0]!.querySelector('[data-column="date"]')!.textContent).toBe('08-03-2025 17:45');
  });

  it('shows the empty texts of both tabs', async () => {
    mockChat(answer([]));
    renderPage();
    expect(await screen.findByText('No Chat Found')).toBeTruthy();
    expect(screen.queryByRole('log')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Files' }));
    expect(await screen.findByText('No files found.')).toBeTruthy();
  });

  it('shows the files tab empty when no message has a file', async () => {
    mockChat(answer([message(1)]));
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Files' }));
    expect(await screen.findByText('No files found.')).toBeTruthy();
  });

  it('shows the send form only when the cuc flag is true and the chat is editable', async () => {
    mockChat();
    const open = renderPage(true);
    expect(await messageBox()).toBeTruthy();
    expect(screen.getByTestId('chat-file-input').getAttribute('accept')).toBe(CHAT_ATTACHMENT_ACCEPT);
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    open.unmount();

    renderPage(false);
    expect(await screen.findByTestId('chat-read-only')).toBeTruthy();
    expect(screen.queryByTestId('chat-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('hides the send form when the server says the chat is not editable', async () => {
    mockChat(answer(CONVERSATION, { is_editable: false }));
    renderPage(true);
    expect(await screen.findByTestId('chat-read-only')).toBeTruthy();
    expect(screen.queryByTestId('chat-form')).toBeNull();
  });

  it('sends on Enter as multipart (chat_room, message, sender, attachment_file), not on Shift+Enter; then clears the form and reloads', async () => {
    const api = mockChat();
    renderPage();
    const box = await messageBox();

    fireEvent.change(box, { target: { value: 'Line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls(SEND)).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'Line one\nLine two' } });
    const file = new File(['data'], 'notes.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [file] } });
    const loads = api.calls(LOAD).length;
    fireEvent.keyDown(box, { key: 'Enter' });

    await waitFor(() => expect(api.calls(SEND)).toHaveLength(1));
    const call = api.calls(SEND)[0]!;
    expect(call.init?.method).toBe('POST');
    expect(new Headers(call.init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(new Headers(call.init?.headers).get('X-CSRFToken')).toBe('csrf');
    const body = sent(api)[0]!;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('chat_room')).toBe(String(ROOM));
    expect(body.get('message')).toBe('Line one\nLine two');
    expect(body.get('sender')).toBe('5');
    expect((body.get('attachment_file') as File).name).toBe('notes.pdf');

    await waitFor(() => expect(box.value).toBe(''));
    await waitFor(() => expect(api.calls(LOAD).length).toBeGreaterThan(loads));
    expect(screen.getByTestId('chat-file-input').closest('[data-filled]')).toBeNull();
  });

  it('sends with the Send button, without attachment_file when no file is chosen', async () => {
    const api = mockChat();
    renderPage();
    fireEvent.change(await messageBox(), { target: { value: '  Hello  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.calls(SEND)).toHaveLength(1));
    const body = sent(api)[0]!;
    expect(body.get('message')).toBe('Hello');
    expect(body.has('attachment_file')).toBe(false);
  });

  it('refuses blank text without a file, sending nothing', async () => {
    const api = mockChat();
    renderPage();
    const box = await messageBox();
    fireEvent.change(box, { target: { value: '   \n  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText(CHAT_MESSAGES.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls(SEND)).toHaveLength(0);
  });

  it('refuses a file over 20MB or with two extensions as soon as it is chosen, sending nothing', async () => {
    const api = mockChat();
    renderPage();
    await messageBox();
    const input = screen.getByTestId('chat-file-input');

    const big = new File(['data'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: CHAT_LIMITS.attachmentMaxBytes + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('File big.pdf exceeds 20MB and has been removed.')).toBeTruthy();

    fireEvent.change(input, { target: { files: [new File(['data'], 'report.tar.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(CHAT_MESSAGES.multipleExtensions)).toBeTruthy();

    // The refused file is not kept: Send has nothing to send.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(CHAT_MESSAGES.empty)).toBeTruthy();
    expect(api.calls(SEND)).toHaveLength(0);
  });

  it('shows the server’s refusal under the form, keeping the text', async () => {
    mockChat(answer(CONVERSATION), reply(400, { message: 'Bad request', errors: { message: ['A message can have at most 5000 characters.'], chat_room: ['Please choose a valid chat.'] } }));
    renderPage();
    const box = await messageBox();
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText(CHAT_MESSAGES.tooLong)).toBeTruthy();
    expect(screen.getByTestId('chat-form-error').textContent).toContain(CHAT_MESSAGES.badRoom);
    expect(box.value).toBe('Hello');
  });

  it('reloads at once when the live channel announces a message in this chat, not in another', async () => {
    let loads = 0;
    const api = mockChat(() => {
      loads += 1;
      return answer(loads === 1 ? CONVERSATION : [...CONVERSATION, message(4, { message: 'Just arrived' })]);
    });
    renderPage();
    await screen.findByRole('log', { name: 'Messages' });
    expect(api.calls(LOAD)).toHaveLength(1);

    deliverLiveEvent(LIVE_EVENTS.chatMessage, { chat_room: ROOM + 1, milestone_id: 12 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls(LOAD)).toHaveLength(1);

    deliverLiveEvent(LIVE_EVENTS.chatMessage, { chat_room: ROOM, milestone_id: 11 });
    expect(await screen.findByText('Just arrived')).toBeTruthy();
    expect(api.calls(LOAD)).toHaveLength(2);
  });

  it('reloads every CHAT_LIMITS.refreshMs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = mockChat();
      renderPage();
      await screen.findByRole('log', { name: 'Messages' });
      expect(api.calls(LOAD)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(CHAT_LIMITS.refreshMs - 1_000);
      expect(api.calls(LOAD)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      await waitFor(() => expect(api.calls(LOAD)).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('scrolls the messages to the newest', async () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 500 });
    try {
      mockChat();
      renderPage();
      const log = await screen.findByRole('log', { name: 'Messages' });
      expect(log.scrollTop).toBe(500);
    } finally {
      delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
    }
  });

  it('loads the earlier messages when there are more', async () => {
    const api = mockChat(({ url }: ApiCall) =>
      url.searchParams.get('before') === '1' ? answer([message(0, { message: 'The very first' })], { has_more: false }) : answer(CONVERSATION, { has_more: true }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('The very first')).toBeTruthy();
    expect(api.calls(LOAD).at(-1)!.url.searchParams.get('before')).toBe('1');
    expect(screen.getAllByTestId('chat-message')[0]!.textContent).toContain('The very first');
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('shows the access-denied text on 403', async () => {
    mockChat(reply(403, { message: 'You do not have permission to perform this action.' }));
    renderPage();
    await waitFor(() => expect(screen.getByTestId('access-denied')).toBeTruthy());
  });

  it('writes the too-large file’s text as the contract does, and dates as DD-MM-YYYY HH:mm', () => {
    expect(chatTexts.attachmentTooLarge.defaultMessage.replace('{name}', 'a.pdf')).toBe(CHAT_MESSAGES.attachmentTooLarge('a.pdf'));
    expect(tooLargeName(CHAT_MESSAGES.attachmentTooLarge('my file.pdf'))).toBe('my file.pdf');
    expect(tooLargeName(CHAT_MESSAGES.empty)).toBeNull();
    expect(chatDateTime('2025-12-31T23:59:00')).toBe('31-12-2025 23:59');
  });
});
