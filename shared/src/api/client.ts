import { apiErrorSchema, ERROR_CONEXION_MESSAGE } from '@facturador/shared/domain';
import { clearSession, currentToken } from '@facturador/shared/session';
import ky, { HTTPError, type KyInstance } from 'ky';
import type { z } from 'zod/mini';
import { runtimeConfig } from './config';
import { fetchOrPrefetched } from './prefetched';

/** An API failure with the Spanish text the screens can show as is. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errores: string[] = [],
    /** True when the message is the server's own text, not one made up here. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

let instance: { base: string; ky: KyInstance } | null = null;

/**
 * Per-request ky option: a 401 on this request does not end the session, because the caller handles
 * it in place (the invoice screen asks to sign in again and resends the same document). Every other
 * request keeps treating a 401 as a logout.
 */
export const KEEP_SESSION_ON_401 = { context: { keepSessionOn401: true } } as const;

/** The ky instance for the configured API: sends the token, treats 401 as a logout. */
export function http(): KyInstance {
  const base = runtimeConfig().apiUrl.replace(/\/$/, '');
  if (instance?.base === base) return instance.ky;
  const client = ky.create({
    prefixUrl: base,
    timeout: 30_000,
    retry: 0,
    fetch: fetchOrPrefetched,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = currentToken();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        (request, options, response) => {
          // A rejected token ends the session; the login call itself answers 401 for bad credentials.
          if (response.status !== 401 || request.url.endsWith('/api/login')) return;
          if (options.context.keepSessionOn401 !== true) clearSession();
        },
      ],
    },
  });
  instance = { base, ky: client };
  return client;
}

/** Turns any ky failure into an ApiRequestError carrying the server's Spanish message. */
export async function toApiError(error: unknown, fallback: string): Promise<ApiRequestError> {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof HTTPError) {
    const body = await error.response
      .clone()
      .json()
      .catch(() => null);
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success)
      return new ApiRequestError(parsed.data.error.message, error.response.status, parsed.data.error.errores, true);
    return new ApiRequestError(`Error ${error.response.status}: ${error.response.statusText}`, error.response.status);
  }
  if (error instanceof TypeError) return new ApiRequestError(ERROR_CONEXION_MESSAGE, 0);
  return new ApiRequestError(error instanceof Error && error.message ? error.message : fallback, 0);
}

/** GET/POST helper: validates the answer at the boundary with the shared schema. */
export async function request<S extends z.ZodMiniType>(
  schema: S,
  run: (client: KyInstance) => Promise<unknown>,
  fallback: string,
): Promise<z.infer<S>> {
  try {
    const body = await run(http());
    return schema.parse(body);
  } catch (error) {
    throw await toApiError(error, fallback);
  }
}
