import { setRuntimeConfig } from '@facturador/shared/config';
import type { UserInfo } from '@facturador/shared/domain';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import { clearSession, sessionStore, startSession, userInfoAtom } from '@facturador/shared/session';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** The API origin the component tests configure; requests the test does not answer fail loudly. */
export const TEST_API = 'http://api.prueba';

/** One request a screen sent, as the API would read it. */
export interface SentRequest {
  method: string;
  path: string;
  /** The query string's parameters (an empty object when it has none). */
  query: Record<string, string>;
  /** The JSON body, the text of any other body, or null. */
  body: unknown;
  request: Request;
}

/** What a route answers: a Response as is, anything else as a 200 JSON body. */
export type Answer = Response | Record<string, unknown> | unknown[];
export type Route = Answer | ((sent: SentRequest) => Answer | Promise<Answer>);

/** A JSON answer with the given status. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API's refusal as every route gives it: a 4xx with a Spanish `{error: {message}}`. */
export const apiError = (status: number, message: string): Response => json(status, { error: { message } });

/** A route that gives its answers one per request, in turn (the last one again after that). */
export function inTurn(...answers: Array<Answer | (() => Answer)>): Route {
  let next = 0;
  return () => {
    const answer = answers[Math.min(next++, answers.length - 1)]!;
    return typeof answer === 'function' ? answer() : answer;
  };
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return null;
  return type.includes('json') ? JSON.parse(text) : text;
}

/**
 * Stands in for the API: `routes` maps 'METHOD /api/path' to what it answers; the result lists every
 * request the screen sent, in order. A request no route answers gets a 404 naming it, so a screen that
 * asks for something the test did not expect shows that message.
 */
export function answerApi(routes: Record<string, Route>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: await readBody(request.clone()),
      request,
    };
    sent.push(entry);
    const route = routes[`${entry.method} ${entry.path}`];
    if (route === undefined) return apiError(404, `Sin respuesta de prueba para ${entry.method} ${entry.path}`);
    const answer = typeof route === 'function' ? await route(entry) : route;
    return answer instanceof Response ? answer.clone() : json(200, answer);
  });
  return sent;
}

/** The requests other than GETs: what a screen changed. */
export const changes = (sent: SentRequest[]) =>
  sent.filter((entry) => entry.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

/**
 * Each test of the file runs signed in as `user` (token, runtime config, the session's user info) and
 * ends with the screen unmounted, the session closed and the API stub removed.
 */
export function signedInAs(user: () => UserInfo | null): void {
  beforeEach(() => {
    localStorage.clear();
    setRuntimeConfig(parseRuntimeConfig({ apiUrl: TEST_API }));
    startSession('token-de-prueba');
    sessionStore.set(userInfoAtom, user());
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });
}
