import {
  LOGIN_FAILED_MESSAGE,
  type LoginRequest,
  loginResponseSchema,
  type UserInfo,
  userResponseSchema,
} from '@facturador/shared/domain';
import { ApiRequestError, KEEP_SESSION_ON_401, request } from './client';

/** Signs in; a failure carries the server's text, or the spec's default when the server gave none. */
export async function login(credentials: LoginRequest): Promise<string> {
  try {
    const { token } = await request(
      loginResponseSchema,
      (http) => http.post('api/login', { json: credentials }).json(),
      LOGIN_FAILED_MESSAGE,
    );
    return token;
  } catch (error) {
    if (error instanceof ApiRequestError && error.fromServer) throw error;
    throw new ApiRequestError(LOGIN_FAILED_MESSAGE, error instanceof ApiRequestError ? error.status : 0);
  }
}

/**
 * GET /api/user for the current session, or for `token` (a sign-in not yet made the session's:
 * whose it is decides whether it may continue the session's work; its 401 ends nothing).
 */
export async function fetchUserInfo(token?: string): Promise<UserInfo> {
  const { usuario } = await request(
    userResponseSchema,
    (http) =>
      http
        .get('api/user', token ? { headers: { Authorization: `Bearer ${token}` }, ...KEEP_SESSION_ON_401 } : {})
        .json(),
    'Error al cargar el usuario',
  );
  return usuario;
}
