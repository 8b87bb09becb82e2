// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { LOGIN_PATH, STORAGE_KEYS, endpoint } from '@fetp/contract';

vi.mock('./toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

import { showError, showSuccess } from './toast';
import { ApiError, call, fillPath, http, type CallAnswer } from './http';
import { browser } from './browser';
import { busy } from './busy';

type Reply = { status: number; body?: unknown; statusText?: string };

function respond({ status, body, statusText }: Reply): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    statusText: statusText ?? '',
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch double: the CSRF token call answers by itself; other calls take the queued replies. */
function mockFetch(...replies: Reply[]) {
  const queue = [...replies];
  const fn = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/csrf/api/v1/token')) return respond({ status: 200, body: { csrfToken: `csrf-${fn.mock.calls.length}` } });
    const next = queue.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return respond(next);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

function headersOf(call: unknown[]): Headers {
  return (call[1] as RequestInit).headers as Headers;
}

describe('http client: spec 000 §8.1', () => {
  let assign: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.mocked(showSuccess).mockClear();
    vi.mocked(showError).mockClear();
    assign = vi.fn();
    vi.spyOn(browser, 'assign').mockImplementation(assign);
    vi.spyOn(browser, 'pathname').mockReturnValue('/learn/dashboard');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    busy.reset();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('GET shows no toast by default and returns the JSON answer', async () => {
    mockFetch({ status: 200, body: { data: 1 } });
    await expect(http.get('/api/x/')).resolves.toEqual({ data: 1 });
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('a mutation shows "Action performed successfully." on 200 and 201', async () => {
    mockFetch({ status: 200, body: { id: 1 } }, { status: 201, body: { id: 2 } });
    await http.post('/api/x/', { json: {} });
    await http.post('/api/x/', { json: {} });
    expect(showSuccess).toHaveBeenNthCalledWith(1, 'Action performed successfully.');
    expect(showSuccess).toHaveBeenNthCalledWith(2, 'Action performed successfully.');
  });

  it('a 204 shows "Action performed successfully" (no full stop)', async () => {
    mockFetch({ status: 204 });
    await expect(http.delete('/api/x/1/')).resolves.toBeNull();
    expect(showSuccess).toHaveBeenCalledWith('Action performed successfully');
  });

  it('a success flag shows the server message on true, or the message / "Something Went Wrong" on false', async () => {
    mockFetch(
      { status: 200, body: { success: true, message: 'Saved it.' } },
      { status: 200, body: { success: false, message: 'Not allowed now.' } },
      { status: 200, body: { success: false } },
    );
    await http.post('/a', { json: {} });
    await http.post('/a', { json: {} });
    await http.post('/a', { json: {} });
    expect(showSuccess).toHaveBeenCalledWith('Saved it.');
    expect(showError).toHaveBeenNthCalledWith(1, 'Not allowed now.');
    expect(showError).toHaveBeenNthCalledWith(2, 'Something Went Wrong');
  });

  it('toast: false silences the success and error toasts', async () => {
    mockFetch({ status: 200, body: { success: true, message: 'x' } }, { status: 400, body: { message: 'Bad' } });
    await http.post('/a', { json: {}, toast: false });
    await expect(http.post('/a', { json: {}, toast: false })).rejects.toBeInstanceOf(ApiError);
    expect(showSuccess).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });

  it('a GET can opt in to toasts', async () => {
    mockFetch({ status: 200, body: {} });
    await http.get('/a', { toast: true });
    expect(showSuccess).toHaveBeenCalledWith('Action performed successfully.');
  });

  it('an error shows the server message and throws a typed ApiError with the field map', async () => {
    mockFetch({ status: 400, body: { message: 'Invalid email address', errors: { email: ['Invalid email address'] } } });
    const error = await http.post('/create_account_custom', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid email address', errors: { email: ['Invalid email address'] } });
    expect((error as ApiError).field('email')).toBe('Invalid email address');
    expect(showError).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith('Invalid email address');
  });

  it('a 400 without message or error lists each message of the errors map as separate toasts', async () => {
    mockFetch({ status: 400, body: { errors: { email: ['E1'], name: ['N1', 'N2'] } } });
    await expect(http.post('/a', { json: {} })).rejects.toBeInstanceOf(ApiError);
    expect(vi.mocked(showError).mock.calls.map((c) => c[0])).toEqual(['E1', 'N1', 'N2']);
  });

  it('a 400 whose body itself is the message map lists its arrays', async () => {
    mockFetch({ status: 400, body: { phone_number: ['Mobile Number must have at least 10 numbers'], dob: ['Enter a valid date.'] } });
    const error = (await http.post('/a', { json: {} }).catch((e: unknown) => e)) as ApiError;
    expect(vi.mocked(showError).mock.calls.map((c) => c[0])).toEqual([
      'Mobile Number must have at least 10 numbers',
      'Enter a valid date.',
    ]);
    expect(error.field('dob')).toBe('Enter a valid date.');
  });

  it('other failures show message, else error, else the status text', async () => {
    mockFetch(
      { status: 500, body: { message: 'Boom' } },
      { status: 409, body: { error: 'Conflict here' } },
      { status: 404, body: {}, statusText: 'Not Found' },
      { status: 500, body: 'plain text' },
    );
    for (let i = 0; i < 4; i += 1) await http.post('/a', { json: {} }).catch(() => undefined);
    expect(vi.mocked(showError).mock.calls.map((c) => c[0])).toEqual([
      'Boom',
      'Conflict here',
      'Not Found',
      'Something Went Wrong',
    ]);
  });

  it('a 502 does not show the status text', async () => {
    mockFetch({ status: 502, body: {}, statusText: 'Bad Gateway' });
    await http.post('/a', { json: {} }).catch(() => undefined);
    expect(showError).toHaveBeenCalledWith('Something Went Wrong');
  });

  it('a failed GET is only logged by default', async () => {
    mockFetch({ status: 500, body: { message: 'Boom' } });
    await expect(http.get('/api/list/')).rejects.toMatchObject({ status: 500, message: 'Boom' });
    expect(showError).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it('a 401 clears local storage, session storage and cookies and goes to the login page', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 't' }));
    localStorage.setItem(STORAGE_KEYS.userRoles, 'Mentee');
    sessionStorage.setItem('x', '1');
    document.cookie = 'csrftoken=abc; path=/';
    mockFetch({ status: 401, body: { message: 'Expired' } });
    await expect(http.get('/api/user_dropdown/')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain('csrftoken=abc');
    expect(assign).toHaveBeenCalledWith(LOGIN_PATH);
    // Other calls refused while the page is leaving do not navigate a second time.
    mockFetch({ status: 401, body: { message: 'Expired' } }, { status: 401, body: { message: 'Expired' } });
    await http.get('/api/notifications/').catch(() => undefined);
    await http.get('/api/dashboard_courses/').catch(() => undefined);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('a 503 with redirect_url or redirect goes there', async () => {
    mockFetch({ status: 503, body: { redirect_url: '/maintenance' } }, { status: 503, body: { redirect: '/later' } });
    await http.get('/a').catch(() => undefined);
    await http.post('/a', { json: {} }).catch(() => undefined);
    expect(assign).toHaveBeenNthCalledWith(1, '/maintenance');
    expect(assign).toHaveBeenNthCalledWith(2, '/later');
    expect(showError).not.toHaveBeenCalled();
  });

  it('adds the bearer token and the CSRF token (fetched and stored once)', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok-1', token_type: 'Bearer' }));
    const fetchMock = mockFetch({ status: 200, body: {} }, { status: 200, body: {} }, { status: 200, body: {} });
    await http.get('/api/a/');
    await http.post('/api/b/', { form: { a: 1 } });
    await http.post('/api/c/', { form: { a: 2 } });
    const calls = fetchMock.mock.calls;
    expect(calls.map((c) => String(c[0]))).toEqual(['/api/a/', '/csrf/api/v1/token', '/api/b/', '/api/c/']);
    const get = headersOf(calls[0]!);
    expect(get.get('Authorization')).toBe('Bearer tok-1');
    expect(get.get('X-CSRFToken')).toBeNull();
    expect(headersOf(calls[2]!).get('X-CSRFToken')).toBe('csrf-2');
    expect(headersOf(calls[3]!).get('X-CSRFToken')).toBe('csrf-2');
    expect(localStorage.getItem(STORAGE_KEYS.csrfToken)).toBe('csrf-2');
    expect((calls[2]![1] as RequestInit).credentials).toBe('same-origin');
    expect(String((calls[2]![1] as RequestInit).body)).toBe('a=1');
  });

  it('auth: false sends no bearer token', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok-1' }));
    const fetchMock = mockFetch({ status: 200, body: {} });
    await http.get('/api/header_login_page_data/', { auth: false });
    expect(headersOf(fetchMock.mock.calls[0]!).get('Authorization')).toBeNull();
  });

  it('refreshes the CSRF token and retries once on a CSRF 403', async () => {
    localStorage.setItem(STORAGE_KEYS.csrfToken, 'stale');
    const fetchMock = mockFetch(
      { status: 403, body: { message: 'CSRF token missing or incorrect.' } },
      { status: 200, body: { success: true, message: 'Done' } },
    );
    await expect(http.post('/a', { json: {} })).resolves.toEqual({ success: true, message: 'Done' });
    const urls = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(urls).toEqual(['/a', '/csrf/api/v1/token', '/a']);
    expect(headersOf(fetchMock.mock.calls[0]!).get('X-CSRFToken')).toBe('stale');
    expect(headersOf(fetchMock.mock.calls[2]!).get('X-CSRFToken')).toBe('csrf-2');
    expect(showSuccess).toHaveBeenCalledWith('Done');
  });

  it('does not retry a 403 that is not about CSRF', async () => {
    localStorage.setItem(STORAGE_KEYS.csrfToken, 'ok');
    const fetchMock = mockFetch({ status: 403, body: { message: 'You do not have permission.' } });
    await expect(http.post('/a', { json: {} })).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith('You do not have permission.');
  });

  it('counts pending requests for the busy indicator', async () => {
    let release: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (release = resolve))));
    const pending = http.get('/slow');
    expect(busy.pending()).toBe(1);
    expect(busy.isVisible()).toBe(true);
    release(respond({ status: 200, body: {} }));
    await pending;
    expect(busy.pending()).toBe(0);
  });
});

/** Descriptors as the contract writes them, for `call`'s tests. */
const TEST_API = {
  item: endpoint({
    method: 'GET', path: '/api/courses/:course/items/:id/', access: 'authenticated',
    query: z.object({ page: z.number().optional(), tag: z.string().optional() }),
    answer: z.object({ id: z.number(), name: z.string() }),
  }),
  save: endpoint({
    method: 'POST', path: '/api/items/save/', access: 'authenticated',
    body: z.object({ name: z.string(), tags: z.array(z.string()).optional() }),
    answer: z.object({ message: z.string() }),
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/items/:id/', access: 'authenticated', answer: z.object({ message: z.string() }) }),
  file: endpoint({ method: 'GET', path: '/api/items/file/', access: 'authenticated' }),
};

describe('call: one typed call per endpoint descriptor', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(showSuccess).mockClear();
    vi.mocked(showError).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    busy.reset();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fills the path params (URL-encoded), adds the query and uses the descriptor\'s method', async () => {
    const fetch = mockFetch({ status: 200, body: { id: 7, name: 'Seven' } });
    const answer = await call(TEST_API.item, { params: { course: 3, id: 'a b/c' }, query: { page: 2, tag: undefined } });
    expect(answer).toEqual({ id: 7, name: 'Seven' });
    expectTypeOf(answer).toEqualTypeOf<{ id: number; name: string }>();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/courses/3/items/a%20b%2Fc/?page=2');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('sends a body as form fields by default (a list as the key repeated), with the CSRF token', async () => {
    const fetch = mockFetch({ status: 200, body: { message: 'Saved' } });
    await expect(call(TEST_API.save, { body: { name: 'N', tags: ['a', 'b'] }, toast: false })).resolves.toEqual({ message: 'Saved' });
    const init = fetch.mock.calls.find(([u]) => String(u) === '/api/items/save/')![1]!;
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('name=N&tags=a&tags=b');
    expect(headersOf([null, init]).get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(headersOf([null, init]).get('X-CSRFToken')).toMatch(/^csrf-/);
  });

  it('sends a body as JSON with as: json, and FormData as multipart', async () => {
    const fetch = mockFetch({ status: 200, body: { message: 'ok' } }, { status: 200, body: { message: 'ok' } });
    await call(TEST_API.save, { body: { name: 'J' }, as: 'json', toast: false });
    const form = new FormData();
    form.append('name', 'F');
    await call(TEST_API.save, { body: form, toast: false });
    const sent = fetch.mock.calls.filter(([u]) => String(u) === '/api/items/save/').map(([, init]) => init!);
    expect(sent[0]!.body).toBe('{"name":"J"}');
    expect(headersOf([null, sent[0]]).get('Content-Type')).toBe('application/json');
    expect(sent[1]!.body).toBe(form);
  });

  it('applies the client\'s outcomes: a mutation toasts, a refusal throws an ApiError', async () => {
    mockFetch({ status: 200, body: { message: 'Gone' } }, { status: 403, body: { message: 'Not yours' } });
    await call(TEST_API.remove, { params: { id: 4 } });
    expect(showSuccess).toHaveBeenCalled();
    const refused = call(TEST_API.remove, { params: { id: 5 } });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 403, message: 'Not yours' });
  });

  it('takes a zod-free { method, path } typed by its descriptor', async () => {
    const fetch = mockFetch({ status: 200, body: { message: 'ok' } });
    const answer = await call<typeof TEST_API.save>({ method: 'POST', path: '/api/items/save/' }, { body: { name: 'Z' }, toast: false });
    expectTypeOf(answer).toEqualTypeOf<{ message: string }>();
    expect(fetch.mock.calls.some(([u, init]) => String(u) === '/api/items/save/' && init?.method === 'POST')).toBe(true);
  });

  it('refuses at build time what the descriptor does not allow', () => {
    // Each line is a type error; none runs.
    const never = () => {
      // @ts-expect-error a missing path param
      void call(TEST_API.item, { query: { page: 1 } });
      // @ts-expect-error an unknown path param
      void call(TEST_API.item, { params: { course: 1, item: 2 } });
      // @ts-expect-error a body field of the wrong type
      void call(TEST_API.save, { body: { name: 3 } });
      // @ts-expect-error a query field of the wrong type
      void call(TEST_API.item, { params: { course: 1, id: 2 }, query: { page: 'one' } });
      // @ts-expect-error the wrong method for the descriptor
      void call<typeof TEST_API.save>({ method: 'GET', path: '/api/items/save/' });
    };
    expect(never).toBeTypeOf('function');
    expectTypeOf<CallAnswer<typeof TEST_API.file>>().toEqualTypeOf<unknown>();
  });

  it('fillPath refuses a missing value rather than sending "undefined"', () => {
    expect(fillPath('/a/:id/', { id: 1 })).toBe('/a/1/');
    expect(() => fillPath('/a/:id/', {})).toThrow(/:id/);
  });
});
