// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_API, LIVE_LIMITS, STORAGE_KEYS } from '@fetp/contract';
import { clearSession } from './auth';
import { SseParser, isLiveConnected, startLive, stopLive, subscribeLive, subscribeLiveReopen } from './live';

function signIn(token = 'tok') {
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: token, token_type: 'Bearer', user_id: 5 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Mentee');
  localStorage.setItem(STORAGE_KEYS.userId, '5');
}

/** An open event stream the test writes to; aborting the request errors it, as a browser's fetch does. */
function eventStream(signal: AbortSignal | null | undefined) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  signal?.addEventListener('abort', () => {
    try {
      controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    } catch {
      // already closed
    }
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

type Stream = ReturnType<typeof eventStream>;

/** A fetch double: each call answers with what `answer` gives (a stream by default); `streams` are the streams handed out. */
function mockFetch(answer?: (call: number) => Response | Promise<Response> | 'stream') {
  const streams: Stream[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const planned = answer?.(fetch.mock.calls.length) ?? 'stream';
    if (planned !== 'stream') return planned;
    const stream = eventStream(init?.signal);
    streams.push(stream);
    return stream.response;
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, streams };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  stopLive();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SseParser (text/event-stream frames)', () => {
  it('reads event and data fields, joins data lines, keeps the last id and skips heartbeat comments', () => {
    const parser = new SseParser();
    const frames = parser.push(
      ': heartbeat\n\nevent: chat_message\ndata: {"chat_room":7,\ndata: "milestone_id":11}\nid: 42\n\n:ping\n\ndata:plain text\n\n',
    );
    expect(frames).toEqual([
      { event: 'chat_message', data: '{"chat_room":7,\n"milestone_id":11}', id: '42' },
      { event: 'message', data: 'plain text', id: '42' },
    ]);
  });

  it('assembles frames split anywhere between chunks, with \\n, \\r\\n or \\r line ends and a leading BOM', () => {
    const parser = new SseParser();
    const text = '\ufeffevent: notifications\r\ndata: {}\r\n\r\nevent: a\rdata: 1\r\revent: b\ndata:  two\n\n';
    const frames = [...text].flatMap((char) => parser.push(char));
    expect(frames).toEqual([
      { event: 'notifications', data: '{}', id: null },
      { event: 'a', data: '1', id: null },
      // Only the one space after the colon is dropped.
      { event: 'b', data: ' two', id: null },
    ]);
    // A \r at the end of a chunk followed by \n in the next is one line end, not a blank line.
    const split = new SseParser();
    expect([...split.push('event: x\r'), ...split.push('\ndata: y\r'), ...split.push('\n\r'), ...split.push('\n')]).toEqual([
      { event: 'x', data: 'y', id: null },
    ]);
  });

  it('does not dispatch a frame without data, and waits for the blank line', () => {
    const parser = new SseParser();
    expect(parser.push('event: notifications\n\n')).toEqual([]);
    expect(parser.push('data: 1\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'message', data: '1', id: null }]);
  });
});

describe('the live channel', () => {
  it('opens one stream per tab with the bearer token in the Authorization header and delivers its events', async () => {
    signIn('tok-1');
    const { fetch, streams } = mockFetch();
    const chat = vi.fn();
    const notifications = vi.fn();
    const unsubscribe = subscribeLive('chat_message', chat);
    subscribeLive('notifications', notifications);
    const releaseA = startLive();
    const releaseB = startLive();
    await flush();

    expect(fetch).toHaveBeenCalledTimes(1);
    const [input, init] = fetch.mock.calls[0]!;
    expect(String(input)).toBe(LIVE_API.stream.path);
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(String(input)).not.toContain('tok-1');
    expect(isLiveConnected()).toBe(true);

    streams[0]!.write(': heartbeat\n\nevent: chat_message\ndata: {"chat_room":7,"milestone_id":11}\n\n');
    streams[0]!.write('event: notifications\ndata: {}\n\n');
    await flush();
    expect(chat).toHaveBeenCalledWith({ chat_room: 7, milestone_id: 11 }, 'chat_message');
    expect(notifications).toHaveBeenCalledTimes(1);

    unsubscribe();
    streams[0]!.write('event: chat_message\ndata: {"chat_room":8,"milestone_id":12}\n\n');
    await flush();
    expect(chat).toHaveBeenCalledTimes(1);

    // The stream stays while anyone holds it, and closes a moment after the last lets go.
    releaseA();
    await flush();
    expect(isLiveConnected()).toBe(true);
    releaseB();
    await flush();
    expect(isLiveConnected()).toBe(false);
    expect((fetch.mock.calls[0]![1]?.signal as AbortSignal).aborted).toBe(true);
  });

  it('opens nothing while signed out', async () => {
    const { fetch } = mockFetch();
    startLive();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reconnects by itself, waiting retryMs and doubling up to maxRetryMs, and starts over once connected', async () => {
    signIn();
    let failing = true;
    const { fetch, streams } = mockFetch(() => (failing ? Promise.reject(new TypeError('Failed to fetch')) : 'stream'));
    startLive();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);

    const waits: number[] = [];
    const expected = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    expect(expected[0]).toBe(LIVE_LIMITS.retryMs);
    expect(expected.at(-1)).toBe(LIVE_LIMITS.maxRetryMs);
    for (const wait of expected) {
      const calls = fetch.mock.calls.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fetch.mock.calls.length, `no attempt before ${wait} ms`).toBe(calls);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch.mock.calls.length, `an attempt after ${wait} ms`).toBe(calls + 1);
      waits.push(wait);
    }
    expect(waits).toEqual(expected);

    // Connected again: the wait starts over at retryMs when the stream ends; listeners hear it reopened.
    const reopened = vi.fn();
    subscribeLiveReopen(reopened);
    failing = false;
    await vi.advanceTimersByTimeAsync(LIVE_LIMITS.maxRetryMs);
    expect(isLiveConnected()).toBe(true);
    streams.at(-1)!.close();
    await flush();
    expect(isLiveConnected()).toBe(false);
    const calls = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(LIVE_LIMITS.retryMs);
    expect(fetch.mock.calls.length).toBe(calls + 1);
    expect(isLiveConnected()).toBe(true);
    expect(reopened).toHaveBeenCalled();
  });

  it('reconnects after a server error, and when the stream falls silent past two heartbeats', async () => {
    signIn();
    const { fetch } = mockFetch((call) => (call === 1 ? new Response('busy', { status: 503 }) : 'stream'));
    startLive();
    await flush();
    expect(isLiveConnected()).toBe(false);
    await vi.advanceTimersByTimeAsync(LIVE_LIMITS.retryMs);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(isLiveConnected()).toBe(true);

    await vi.advanceTimersByTimeAsync(LIVE_LIMITS.heartbeatMs * 2);
    expect(isLiveConnected()).toBe(false);
    await vi.advanceTimersByTimeAsync(LIVE_LIMITS.retryMs);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('stops on 401 (no loop) until another token is stored', async () => {
    signIn('old');
    const { fetch } = mockFetch((call) => (call === 1 ? new Response('{"detail":"expired"}', { status: 401 }) : 'stream'));
    startLive();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * LIVE_LIMITS.maxRetryMs);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isLiveConnected()).toBe(false);

    // Signing in again (another token) opens it again.
    clearSession();
    signIn('new');
    window.dispatchEvent(new StorageEvent('storage'));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(new Headers(fetch.mock.calls[1]![1]?.headers).get('Authorization')).toBe('Bearer new');
  });

  it('closes the stream on sign-out and does not reconnect', async () => {
    signIn();
    const { fetch } = mockFetch();
    startLive();
    await flush();
    expect(isLiveConnected()).toBe(true);
    clearSession();
    await flush();
    expect(isLiveConnected()).toBe(false);
    expect((fetch.mock.calls[0]![1]?.signal as AbortSignal).aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * LIVE_LIMITS.maxRetryMs);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
