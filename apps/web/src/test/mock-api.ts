import { vi } from 'vitest';
import type { TApiErrorItem } from '@charterline/shared/schemas/envelope';

/** What a mocked route answers: data in the success envelope, or an error envelope. */
export type TMockAnswer =
  { data: unknown } | { status: number; message: string; errors?: TApiErrorItem[] };
type TRoute = TMockAnswer | ((body: unknown) => TMockAnswer);
export type TApiCall = { method: string; path: string; body: unknown; headers: Headers };

/**
 * Replaces fetch (and nothing else) with the API's answers, keyed "METHOD /path" below
 * /api (the query string is part of the path). A call no route answers is a 404 and is
 * listed in `unanswered`, which a test expects to stay empty.
 */
export const mockApi = (routes: Record<string, TRoute>) => {
  const calls: TApiCall[] = [];
  const unanswered: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.href);
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: new Headers(init.headers) });
    const route = routes[`${method} ${path}`];
    if (!route) unanswered.push(`${method} ${path}`);
    const answer = typeof route === 'function' ? route(body) : route;
    if (!answer)
      return Response.json({ status: 'error', message: 'Not found', errors: [] }, { status: 404 });
    if ('data' in answer) return Response.json({ status: 'success', data: answer.data });
    const { status, message, errors = [] } = answer;
    return Response.json({ status: 'error', message, errors }, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The last call to a path (any method). */
  const callTo = (path: string): TApiCall | undefined => calls.findLast((c) => c.path === path);
  return { calls, unanswered, callTo };
};
