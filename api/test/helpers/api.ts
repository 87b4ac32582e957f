import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import type { ConfigOverrides } from '../../src/config';
import { TEST_SECRETS } from '../../src/testing/secrets';
import { createTestDatabase, type TestDatabase } from './database';

export const DEMO_PASSWORD = 'demo1234';
export { TEST_SECRETS };

// biome-ignore lint/suspicious/noExplicitAny: tests assert response bodies field by field, as a client reads them.
type Body = any;

export interface ApiResponse<T = Body> {
  status: number;
  body: T;
  headers: Headers;
}

/** A client over real HTTP, like the screens: JSON in, JSON out, optional bearer token. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly token: string | null = null,
  ) {}

  withToken(token: string | null): ApiClient {
    return new ApiClient(this.baseUrl, token);
  }

  async request<T = Body>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = Body>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = Body>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = Body>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }

  /** Signs in and returns a client carrying the token. */
  async login(usuario: string, clave = DEMO_PASSWORD): Promise<ApiClient> {
    const response = await this.withToken(null).post<{ token: string }>('/api/login', { usuario, clave });
    if (response.status !== 200)
      throw new Error(`login ${usuario}: ${response.status} ${JSON.stringify(response.body)}`);
    return this.withToken(response.body.token);
  }
}

export interface TestApi {
  app: FastifyInstance;
  db: TestDatabase;
  url: string;
  anonymous: ApiClient;
  close(): Promise<void>;
}

/** Builds the app on a test database and listens on a free port. */
export async function startApi(db: TestDatabase, config: ConfigOverrides = {}): Promise<TestApi> {
  const app = await buildApp({
    database: db.database,
    logger: false,
    seedDemo: false,
    config: { ...config, auth: { ...TEST_SECRETS, loginRateLimit: 1000, ...config.auth } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('sin dirección');
  const url = `http://127.0.0.1:${address.port}`;
  return { app, db, url, anonymous: new ApiClient(url), close: () => app.close() };
}

/**
 * The usual test file setup: one database for the file, one API on it, torn down at the end.
 * Read `.api` inside tests (it is set in beforeAll).
 */
export function useTestApi(config: ConfigOverrides = {}) {
  const holder = {} as { api: TestApi; db: TestDatabase };
  beforeAll(async () => {
    holder.db = await createTestDatabase();
    holder.api = await startApi(holder.db, config);
  });
  afterAll(async () => {
    await holder.api?.close();
    await holder.db?.destroy();
  });
  return holder;
}
