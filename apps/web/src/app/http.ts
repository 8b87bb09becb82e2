import { LOGIN_PATH, SHELL_CALL_PATHS, STORAGE_KEYS, type Endpoint } from '@fetp/contract';
import type { z } from 'zod';
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

// ---- typed calls: one function, fed by the contract's endpoint descriptors ----

/**
 * What `call` needs at run time: the descriptor itself (`API.x`), or, for the shell and the
 * sign-in page that load no zod, `{ method, path }` from the contract's zod-free paths with the
 * descriptor's type given (`call<typeof SIGN_IN_API.requestOtp>({ method: 'POST', path: PATHS.requestOtp }, …)`),
 * so a changed descriptor still breaks the build there.
 */
export type CallTarget = Pick<Endpoint, 'method' | 'path'>;

/** The `:name` segments of a path, as an object of their values. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type ParamsOf<E extends CallTarget> = string extends E['path']
  ? Record<string, string | number>
  : { [K in PathParamNames<E['path']>]: string | number };

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
export type QueryOf<E extends CallTarget> = E extends { query: z.ZodType } ? SchemaInput<E['query']> : Record<string, Scalar>;
/**
 * A body as its schema reads it, or multipart form data (a file upload); a call to an address the
 * server gave (a form field's lookup url, no descriptor) sends plain form fields.
 */
export type BodyOf<E extends CallTarget> =
  | (E extends { body: z.ZodType } ? SchemaInput<E['body']> : string extends E['path'] ? FormFields : never)
  | FormData;
/** The answer as its schema types it; a call that answers a file has none. */
export type CallAnswer<E extends CallTarget> = E extends { answer: z.ZodType } ? z.output<E['answer']> : unknown;

type Options = Omit<RequestOptions, 'method' | 'query' | 'json' | 'form' | 'formData'>;
export type CallOptions<E extends CallTarget> = Options &
  ([PathParamNames<E['path']>] extends [never] ? { params?: undefined } : { params: ParamsOf<E> }) & {
    query?: QueryOf<E>;
    body?: BodyOf<E>;
    /**
     * How a body that is not FormData is sent: as form fields (the default, as the original's
     * clients post) or as JSON.
     */
    as?: 'form' | 'json';
  };

/** A path with its `:name` segments filled in (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

function requestOf(target: CallTarget, options: Record<string, unknown>): [string, RequestOptions] {
  const { params, query, body, as, ...rest } = options as {
    params?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown; as?: 'form' | 'json';
  } & Options;
  const opts: RequestOptions = { ...rest, method: target.method, query };
  if (body instanceof FormData) opts.formData = body;
  else if (body !== undefined && as === 'json') opts.json = body;
  else if (body !== undefined) opts.form = body as FormFields;
  return [fillPath(target.path, params), opts];
}

/**
 * The one way the web calls the server: method, path and types from the endpoint's descriptor,
 * its `:params` filled in, its query and body checked against the descriptor's schemas, and its
 * answer typed by the descriptor's answer schema. Toasts and the rest as `request` does.
 */
export function call<E extends CallTarget>(
  target: E | { readonly method: E['method']; readonly path: E['path'] },
  ...[options]: [PathParamNames<E['path']>] extends [never] ? [CallOptions<E>?] : [CallOptions<E>]
): Promise<CallAnswer<E>> {
  const [path, opts] = requestOf(target, (options ?? {}) as Record<string, unknown>);
  return request<CallAnswer<E>>(path, opts);
}
