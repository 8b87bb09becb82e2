import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { LIVE_API, LIVE_LIMITS } from '@fetp/contract';
import { getAccessToken, subscribeAuth } from './auth';

/**
 * The live channel's client (contract live.ts; docs/architecture.md "Live updates"): while someone is
 * signed in, ONE Server-Sent Events stream per tab at GET /api/live/, read with fetch and a stream
 * reader rather than EventSource, so the bearer token travels in the Authorization header as the HTTP
 * client sends it (app/http.ts), never in the address. It reconnects by itself, waiting
 * LIVE_LIMITS.retryMs and doubling up to maxRetryMs; a 401 stops it for that token, and signing out
 * closes it. Events only say what changed: a page reloads through its usual call.
 *
 * The signed-in shell starts it (useLiveConnection); pages listen with useLiveEvent.
 */

// ---- Server-Sent Events frames ----

/** One dispatched event: its type ("message" when the frame names none), its data lines joined by \n, the last id seen. */
export interface LiveFrame {
  event: string;
  data: string;
  id: string | null;
}

/**
 * The text/event-stream parser of the HTML standard, fed with decoded text in chunks of any size:
 * lines end with \n, \r\n or \r (even split between chunks); a line starting with ':' is a comment
 * (the server's heartbeat); `event:`, `data:` (repeatable) and `id:` fields; a blank line dispatches
 * the frame if it has data.
 */
export class SseParser {
  private buffer = '';
  private started = false;
  /** The previous chunk ended with \r: a \n starting this one ends no new line. */
  private pendingCr = false;
  private event = '';
  private data: string[] = [];
  /** The last `id:` seen on this stream (kept across frames, as the standard says). */
  lastEventId: string | null = null;

  push(text: string): LiveFrame[] {
    let chunk = text;
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    if (this.pendingCr && chunk.startsWith('\n')) chunk = chunk.slice(1);
    if (chunk.length > 0) this.pendingCr = false;
    this.buffer += chunk;

    const frames: LiveFrame[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i += 1) {
      const char = this.buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      const line = this.buffer.slice(start, i);
      if (char === '\r') {
        if (i + 1 < this.buffer.length) {
          if (this.buffer[i + 1] === '\n') i += 1;
        } else {
          this.pendingCr = true;
        }
      }
      start = i + 1;
      const frame = this.line(line);
      if (frame) frames.push(frame);
    }
    this.buffer = this.buffer.slice(start);
    return frames;
  }

  private line(line: string): LiveFrame | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    // `retry:` is ignored: the wait is the contract's (LIVE_LIMITS).
    return null;
  }

  private dispatch(): LiveFrame | null {
    const frame = this.data.length > 0 ? { event: this.event || 'message', data: this.data.join('\n'), id: this.lastEventId } : null;
    this.event = '';
    this.data = [];
    return frame;
  }
}

/** A frame's data: JSON when it parses as JSON, else the text. */
function frameData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

// ---- subscribers ----

export type LiveHandler = (data: unknown, type: string) => void;
type Listener = () => void;

const handlers = new Map<string, Set<LiveHandler>>();
const statusListeners = new Set<Listener>();
const reopenListeners = new Set<Listener>();

/** Calls `handler` with the data of each event of `type`; returns the unsubscribe. */
export function subscribeLive(type: string, handler: LiveHandler): () => void {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  set.add(handler);
  return () => {
    set.delete(handler);
    if (set.size === 0 && handlers.get(type) === set) handlers.delete(type);
  };
}

/** Delivers an event to this tab's subscribers, as a frame of the stream does. */
export function deliverLiveEvent(type: string, data: unknown): void {
  for (const handler of [...(handlers.get(type) ?? [])]) {
    try {
      handler(data, type);
    } catch (error) {
      // One subscriber's failure must not close the stream for the others.
      console.error(error);
    }
  }
}

/** Calls `listener` when the stream opens again after it was lost (events may have been missed meanwhile). */
export function subscribeLiveReopen(listener: Listener): () => void {
  reopenListeners.add(listener);
  return () => reopenListeners.delete(listener);
}

export function subscribeLiveStatus(listener: Listener): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

// ---- the connection ----

/** Silence longer than this (no heartbeat comment, no event) means the stream is dead: reconnect. */
const IDLE_LIMIT_MS = LIVE_LIMITS.heartbeatMs * 2;

let holders = 0;
let stopTimer: ReturnType<typeof setTimeout> | null = null;
let unsubscribeAuth: (() => void) | null = null;
/** Bumped whenever the running attempt is dropped: an older attempt's late outcome is ignored. */
let generation = 0;
let controller: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | null = null;
let delay: number = LIVE_LIMITS.retryMs;
/** The token the current attempts run with. */
let session: string | null = null;
/** A token the server refused (401): not tried again until another one is stored. */
let refused: string | null = null;
let connected = false;
let openedBefore = false;
let lastEventId: string | null = null;

export function isLiveConnected(): boolean {
  return connected;
}

function setConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  for (const listener of [...statusListeners]) listener();
  if (value) {
    if (openedBefore) for (const listener of [...reopenListeners]) listener();
    openedBefore = true;
  }
}

function clearTimer(timer: ReturnType<typeof setTimeout> | null): null {
  if (timer !== null) clearTimeout(timer);
  return null;
}

/** Drops the running attempt and any planned one. */
function disconnect(): void {
  generation += 1;
  controller?.abort();
  controller = null;
  retryTimer = clearTimer(retryTimer);
  idleTimer = clearTimer(idleTimer);
  setConnected(false);
}

function scheduleRetry(attempt: number): void {
  controller = null;
  idleTimer = clearTimer(idleTimer);
  setConnected(false);
  const wait = delay;
  delay = Math.min(delay * 2, LIVE_LIMITS.maxRetryMs);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (attempt === generation) connect();
  }, wait);
}

function armIdle(ctrl: AbortController): void {
  idleTimer = clearTimer(idleTimer);
  // Aborting makes the pending read fail: the attempt then plans the next one.
  idleTimer = setTimeout(() => ctrl.abort(), IDLE_LIMIT_MS);
}

async function read(body: ReadableStream<Uint8Array>, attempt: number, ctrl: AbortController): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  parser.lastEventId = lastEventId;
  armIdle(ctrl);
  for (;;) {
    const { done, value } = await reader.read();
    if (attempt !== generation) {
      void reader.cancel().catch(() => undefined);
      return;
    }
    if (done) return;
    armIdle(ctrl);
    for (const frame of parser.push(decoder.decode(value, { stream: true }))) {
      lastEventId = frame.id;
      deliverLiveEvent(frame.event, frameData(frame.data));
    }
  }
}

/** One attempt: opens the stream with the stored token and reads it until it ends or fails. */
function connect(): void {
  const token = getAccessToken();
  if (!token || token === refused) {
    disconnect();
    return;
  }
  generation += 1;
  const attempt = generation;
  const ctrl = new AbortController();
  controller = ctrl;
  const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  void (async () => {
    try {
      const res = await fetch(LIVE_API.stream.path, { headers, credentials: 'same-origin', cache: 'no-store', signal: ctrl.signal });
      if (attempt !== generation) {
        void res.body?.cancel().catch(() => undefined);
        return;
      }
      if (res.status === 401) {
        // The token is no longer valid: no loop. The next call of the page takes the user to sign in.
        void res.body?.cancel().catch(() => undefined);
        refused = token;
        disconnect();
        return;
      }
      if (!res.ok || !res.body) {
        void res.body?.cancel().catch(() => undefined);
        scheduleRetry(attempt);
        return;
      }
      delay = LIVE_LIMITS.retryMs;
      setConnected(true);
      await read(res.body, attempt, ctrl);
      if (attempt === generation) scheduleRetry(attempt);
    } catch {
      if (attempt === generation) scheduleRetry(attempt);
    }
  })();
}

/** Opens, keeps or closes the stream after the stored session changed (sign-in, sign-out, another tab). */
function sync(): void {
  const token = getAccessToken();
  if (!token) {
    refused = null;
    session = null;
    disconnect();
    return;
  }
  if (token === session && token !== refused) return;
  if (token === refused) return;
  disconnect();
  session = token;
  delay = LIVE_LIMITS.retryMs;
  openedBefore = false;
  lastEventId = null;
  connect();
}

/**
 * Holds the tab's stream open (one, whoever holds it) while someone is signed in; returns the release.
 * The stream closes a moment after the last holder lets go, so a remount does not reconnect.
 */
export function startLive(): () => void {
  holders += 1;
  stopTimer = clearTimer(stopTimer);
  unsubscribeAuth ??= subscribeAuth(sync);
  sync();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    stopTimer = clearTimer(stopTimer);
    stopTimer = setTimeout(() => {
      stopTimer = null;
      if (holders === 0) stopLive();
    }, 0);
  };
}

/** Closes the stream now, whoever holds it, and forgets its state. */
export function stopLive(): void {
  holders = 0;
  stopTimer = clearTimer(stopTimer);
  unsubscribeAuth?.();
  unsubscribeAuth = null;
  disconnect();
  session = null;
  refused = null;
  delay = LIVE_LIMITS.retryMs;
  openedBefore = false;
  lastEventId = null;
}

// ---- React ----

/** Keeps the tab's stream open while the calling component is mounted (the signed-in shell). */
export function useLiveConnection(): void {
  useEffect(() => startLive(), []);
}

/** Calls the latest `handler` for each event of `type` while mounted. */
export function useLiveEvent(type: string, handler: LiveHandler): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLive(type, (data, name) => latest.current(data, name)), [type]);
}

/** Calls the latest `handler` when the stream opens again after it was lost, while mounted. */
export function useLiveReopen(handler: () => void): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLiveReopen(() => latest.current()), []);
}

/** Whether the tab's stream is open now. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribeLiveStatus, isLiveConnected, () => false);
}
