import { vi } from 'vitest';

/** A call as the double received it. */
export interface ApiCall {
  url: URL;
  init?: RequestInit;
}

/** What a route answers: a JSON body (status 200), `reply(status, body)`, or a Response of its own. */
export type ApiRoute = (call: ApiCall) => unknown;

export const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The one fetch double of the web tests: answers each path from `routes` (a JSON answer, or a
 * function of the call), the CSRF token and the encryption key by default, and 404 for anything
 * else. `calls(path)` lists the addresses fetched for a path, in order.
 */
export function mockApi(routes: Record<string, unknown | ApiRoute>) {
  const defaults: Record<string, unknown> = {
    '/csrf/api/v1/token': { csrfToken: 'csrf' },
    '/login-register-encryption-keys': { public_key: 'k', public_key_id: 'key-1' },
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = url.pathname in routes ? routes[url.pathname] : defaults[url.pathname];
    if (route === undefined) return reply(404, { message: `unexpected ${url.pathname}` });
    const answer = typeof route === 'function' ? await (route as ApiRoute)({ url, init }) : route;
    return answer instanceof Response ? answer : reply(200, answer);
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (path: string) =>
    fetch.mock.calls.map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init: init as RequestInit | undefined }))
      .filter((c) => c.url.pathname === path);
  return { fetch, calls };
}
