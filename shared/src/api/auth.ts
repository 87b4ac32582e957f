import {
  LOGIN_FAILED_MESSAGE,
  type LoginRequest,
  loginResponseSchema,
  type UserInfo,
  userResponseSchema,
} from '@facturador/shared/domain';
import { ApiRequestError, request } from './client';

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

export async function fetchUserInfo(): Promise<UserInfo> {
  const { usuario } = await request(
    userResponseSchema,
    (http) => http.get('api/user').json(),
    'Error al cargar el usuario',
  );
  return usuario;
}
