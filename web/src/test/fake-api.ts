import { vi } from 'vitest';

/** What a fake route answers: a body (200) or a full Response. */
export type FakeReply = unknown;
export type FakeHandler = (url: URL, body: unknown, headers: Record<string, string>) => FakeReply | Promise<FakeReply>;

/** `{ 'POST /v2/events/list': handler }`: method plus the path after `/api`. */
export type FakeRoutes = Record<string, FakeHandler>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Empty answers for the catalog calls every page makes, so a test only names what it checks. */
const DEFAULT_ROUTES: FakeRoutes = {
  'POST /v2/events/list': (url) => ({ eventos: [], total: 0, pagina: Number(url.searchParams.get('pagina') ?? 1), por_pagina: 24 }),
  'GET /store/covers': () => [],
  'GET /v2/events/categories/list': () => [],
  'GET /v2/city/search': () => [],
  // The layout refreshes a stored login on load: answer with the stored details, as the server would.
  'GET /clients/details': () => {
    const details = JSON.parse(localStorage.getItem('loggedUser') ?? '{}') as Record<string, unknown>;
    delete details.access_token;
    delete details.expires_in;
    return details;
  },
  'GET /v2/countries/list': () => [],
  // My tickets (the drawer and a login lead there).
  'GET /orders/list': () => ({}),
  // Event pages count a visit.
  'POST /analytics/visits': () => ({ counted: true }),
};

/**
 * A fetch that answers like the Go API from handlers. Unknown calls answer
 * 404, as the server would; each call is recorded as "METHOD /path?query".
 */
export function fakeApi(routes: FakeRoutes = {}) {
  const all = { ...DEFAULT_ROUTES, ...routes };
  const calls: string[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    calls.push(`${method} ${path}${url.search}`);
    const handler = all[`${method} ${path}`] ?? Object.entries(all).find(([key]) => matches(key, method, path))?.[1];
    if (!handler) return jsonResponse(404, { message: 'not found' });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply = await handler(url, body, (init?.headers ?? {}) as Record<string, string>);
    return reply instanceof Response ? reply : jsonResponse(200, reply);
  });
  return { fetchMock, calls };
}

/** Keys may hold `:param` segments: 'POST /v2/event/detail/:id'. */
function matches(key: string, method: string, path: string): boolean {
  const [keyMethod, keyPath = ''] = key.split(' ');
  if (keyMethod !== method) return false;
  const want = keyPath.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** Installs a fake API as the global fetch for this test. */
export function installFakeApi(routes: FakeRoutes = {}) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}
