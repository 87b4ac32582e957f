import { takePrefetched } from '@facturador/shared/domain/config';

// GET answers started before the API client had loaded: the page's first script asks for the
// signed-in user while React still downloads (shell/src/early-requests.ts) and leaves the answer on
// a plain global. The client's first request for the same URL under the same token takes it
// instead of asking again (once); any other request goes to the network as always.

/** ky's `fetch`: the answer started early for this GET and token, or the network. */
export const fetchOrPrefetched: typeof fetch = (input, init) => {
  const request = input instanceof Request ? input : null;
  const early = takePrefetched(request?.url ?? String(input));
  if (!early) return fetch(input, init);
  const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
  const authorization = request?.headers.get('Authorization') ?? new Headers(init?.headers).get('Authorization');
  if (method !== 'GET' || authorization !== early.authorization) return fetch(input, init);
  // A failed early request (offline a moment) is asked again, as the client would have.
  return early.response.catch(() => fetch(input, init));
};
