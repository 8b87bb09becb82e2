import { LOGIN_PATH, SHELL_CALL_PATHS, STORAGE_KEYS } from '@fetp/contract';
import { busy } from './busy';
import { clearSession, getAccessToken } from './auth';
import { browser } from './browser';
import { intl } from './i18n';
import { currentLocale } from './locale';
import appMessages from './messages';
import { showError, showSuccess } from './toast';

/**
 * The one HTTP client of the SPA. Every feature's api.ts calls through it. It applies the
 * common call outcomes of spec 000 §8.1: toasts, busy indicator, CSRF, bearer token,
 * 401 to login and 503 redirect.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Scalar = string | number | boolean | null | undefined;
/** A list is sent as the key repeated, once per item (a multi-select's choices). */
export type FormFields = Record<string, Scalar | readonly Scalar[]>;

export interface RequestOptions {
  method?: Method;
  /** Query string values; undefined and null are left out. */
  query?: Record<string, Scalar>;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body. */
  form?: FormFields;
  /** multipart/form-data body. */
  formData?: FormData;
  /**
   * Toasts for this call. Mutations show them by default and GETs do not; a page that
   * shows its own message passes `toast: false`.
   */
  toast?: boolean;
  /** Error toasts only (defaults to `toast`). */
  errorToast?: boolean;
  /** false for the calls that carry no bearer token (sign-in, registration, reset, public lists). */
  auth?: boolean;
  /** An explicit bearer token, used right after sign-in before the session is stored. */
  token?: string;
  signal?: AbortSignal;
}

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly body: unknown;

  constructor(status: number, message: string, errors: FieldErrors, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** The first message for a field, if the server sent one. */
  field(name: string): string | undefined {
    return this.errors[name]?.[0];
  }
}

const CSRF_PATH = SHELL_CALL_PATHS.csrfToken;
const UNSAFE: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length > 0 ? value : undefined;

const t = (descriptor: (typeof appMessages)[keyof typeof appMessages]) => intl.formatMessage(descriptor);

// ---- CSRF ----
let csrfPromise: Promise<string> | null = null;

function storedCsrf(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.csrfToken);
  } catch {
    return null;
  }
}

async function fetchCsrf(): Promise<string> {
  csrfPromise ??= (async () => {
    try {
      const res = await fetch(CSRF_PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      const body: unknown = await readBody(res);
      const token = isObject(body) ? text(body.csrfToken) : undefined;
      if (!res.ok || !token) throw new ApiError(res.status, t(appMessages.somethingWentWrong), {}, body);
      localStorage.setItem(STORAGE_KEYS.csrfToken, token);
      return token;
    } finally {
      csrfPromise = null;
    }
  })();
  return csrfPromise;
}

async function csrfToken(refresh: boolean): Promise<string> {
  if (!refresh) {
    const stored = storedCsrf();
    if (stored) return stored;
  }
  return fetchCsrf();
}

function mentionsCsrf(body: unknown): boolean {
  if (!isObject(body)) return false;
  return [body.message, body.error, body.detail].some((v) => typeof v === 'string' && /csrf/i.test(v));
}

// ---- request ----
function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

function buildBody(opts: RequestOptions, headers: Headers): BodyInit | undefined {
  if (opts.formData) return opts.formData;
  if (opts.form) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(opts.form)) {
      for (const item of Array.isArray(value) ? (value as readonly Scalar[]) : [value as Scalar]) {
        if (item === undefined || item === null) continue;
        params.append(key, String(item));
      }
    }
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    return params;
  }
  if (opts.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(opts.json);
  }
  return undefined;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const raw = await res.text();
  if (!raw) return null;
  const type = res.headers.get('Content-Type') ?? '';
  if (type.includes('json') || /^[[{]/.test(raw.trim())) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  return raw;
}

async function send(path: string, opts: RequestOptions, method: Method, refreshCsrf: boolean): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = opts.token ?? (opts.auth === false ? null : getAccessToken());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The server writes e-mails in this language when the account has none saved.
  headers.set('Accept-Language', currentLocale());
  if (UNSAFE.has(method)) headers.set('X-CSRFToken', await csrfToken(refreshCsrf));
  const body = buildBody(opts, headers);
  return fetch(buildUrl(path, opts.query), {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: opts.signal,
  });
}

// ---- outcomes (spec 000 §8.1) ----
function successOutcome(status: number, body: unknown): void {
  if (isObject(body) && typeof body.success === 'boolean') {
    if (body.success) showSuccess(text(body.message) ?? t(appMessages.actionSuccess));
    else showError(text(body.message) ?? t(appMessages.somethingWentWrong));
    return;
  }
  if (status === 204) showSuccess(t(appMessages.actionSuccessNoContent));
  else if (status === 200 || status === 201) showSuccess(t(appMessages.actionSuccess));
}

/** The answer's message map: `errors`, or the body itself (each value an array of messages). */
function messageMap(body: unknown): FieldErrors {
  if (!isObject(body)) return {};
  const source = isObject(body.errors) ? body.errors : body;
  const map: FieldErrors = {};
  for (const [key, value] of Object.entries(source)) {
    if (Array.isArray(value)) {
      const list = value.filter((v): v is string => typeof v === 'string');
      if (list.length) map[key] = list;
    } else if (source === body.errors && typeof value === 'string') {
      map[key] = [value];
    }
  }
  return map;
}

/** Set once the page is on its way to the login page: the other calls refused meanwhile do not navigate again. */
let leavingForLogin = false;

function goToLogin(): void {
  clearSession();
  const here = browser.pathname().replace(/\/+$/, '');
  if (here === LOGIN_PATH || leavingForLogin) return;
  leavingForLogin = true;
  browser.assign(LOGIN_PATH);
}

function failureOutcome(res: Response, body: unknown, toast: boolean): void {
  const obj = isObject(body) ? body : {};
  const message = text(obj.message);
  const error = text(obj.error);
  if (res.status === 401) {
    goToLogin();
    return;
  }
  if (res.status === 503) {
    const target = text(obj.redirect_url) ?? text(obj.redirect);
    if (target) {
      browser.assign(target);
      return;
    }
  }
  if (!toast) {
    console.error(`${res.status} ${res.url}`, body);
    return;
  }
  if (res.status === 400 && !message && !error) {
    const lists = Object.values(messageMap(body));
    if (lists.length) {
      for (const list of lists) for (const item of list) showError(item);
      return;
    }
  }
  if (res.status !== 502 && res.status !== 503) {
    showError(message ?? error ?? text(res.statusText) ?? t(appMessages.somethingWentWrong));
  } else {
    showError(message ?? t(appMessages.somethingWentWrong));
  }
}

export async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  const mutation = method !== 'GET';
  const successToast = opts.toast ?? mutation;
  const errorToast = opts.errorToast ?? opts.toast ?? mutation;
  busy.start();
  try {
    let res: Response;
    try {
      res = await send(path, opts, method, false);
      if (res.status === 403 && UNSAFE.has(method) && mentionsCsrf(await readBody(res.clone()))) {
        res = await send(path, opts, method, true);
      }
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      const message = t(appMessages.networkError);
      if (errorToast) showError(message);
      throw new ApiError(0, message, {}, null);
    }
    const body = await readBody(res);
    if (res.ok) {
      if (successToast) successOutcome(res.status, body);
      return body as T;
    }
    failureOutcome(res, body, errorToast);
    const obj = isObject(body) ? body : {};
    const message =
      text(obj.message) ?? text(obj.error) ?? text(obj.value) ?? text(res.statusText) ?? t(appMessages.somethingWentWrong);
    throw new ApiError(res.status, message, messageMap(body), body);
  } finally {
    busy.end();
  }
}

export const http = {
  get: <T = unknown>(path: string, opts: Omit<RequestOptions, 'method'> = {}) => request<T>(path, { ...opts, method: 'GET' }),
  post: <T = unknown>(path: string, opts: Omit<RequestOptions, 'method'> = {}) => request<T>(path, { ...opts, method: 'POST' }),
  put: <T = unknown>(path: string, opts: Omit<RequestOptions, 'method'> = {}) => request<T>(path, { ...opts, method: 'PUT' }),
  patch: <T = unknown>(path: string, opts: Omit<RequestOptions, 'method'> = {}) => request<T>(path, { ...opts, method: 'PATCH' }),
  delete: <T = unknown>(path: string, opts: Omit<RequestOptions, 'method'> = {}) => request<T>(path, { ...opts, method: 'DELETE' }),
};

/** Puts a server's field messages onto a form (react-hook-form's or useSimpleForm's setError), returning the fields it set. */
export function applyFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (name: F, error: { type: string; message: string }) => void,
): F[] {
  if (!(error instanceof ApiError)) return [];
  const set: F[] = [];
  for (const name of fields) {
    const message = error.field(name);
    if (message) {
      setError(name, { type: 'server', message });
      set.push(name);
    }
  }
  return set;
}
