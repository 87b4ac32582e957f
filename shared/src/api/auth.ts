import {
  LOGIN_FAILED_MESSAGE,
  type LoginRequest,
  loginResponseSchema,
  type UserInfo,
  userResponseSchema,
} from '../domain/auth/user';
import { request } from './client';

export async function login(credentials: LoginRequest): Promise<string> {
  const { token } = await request(
    loginResponseSchema,
    (http) => http.post('api/login', { json: credentials }).json(),
    LOGIN_FAILED_MESSAGE,
  );
  return token;
}

export async function fetchUserInfo(): Promise<UserInfo> {
  const { usuario } = await request(
    userResponseSchema,
    (http) => http.get('api/user').json(),
    'Error al cargar el usuario',
  );
  return usuario;
}
