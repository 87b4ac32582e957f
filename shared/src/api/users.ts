import { request } from '@facturador/shared/api';
import {
  type CambioClave,
  cambioClaveResponseSchema,
  type Usuario,
  type UsuarioCreateBody,
  type UsuarioUpdate,
  usuarioResponseSchema,
  usuariosResponseSchema,
} from '@facturador/shared/domain/settings';

/** GET /api/usuarios: the company's users. */
export async function fetchUsers(): Promise<Usuario[]> {
  const { usuarios } = await request(
    usuariosResponseSchema,
    (http) => http.get('api/usuarios').json(),
    'Error al cargar los usuarios',
  );
  return usuarios;
}

/** POST /api/usuarios */
export async function createUser(input: UsuarioCreateBody): Promise<Usuario> {
  const { usuario } = await request(
    usuarioResponseSchema,
    (http) => http.post('api/usuarios', { json: input }).json(),
    'Error al crear el usuario',
  );
  return usuario;
}

/** PUT /api/usuarios/{id} (a `clave` resets the password). */
export async function updateUser(id: string, input: UsuarioUpdate): Promise<Usuario> {
  const { usuario } = await request(
    usuarioResponseSchema,
    (http) => http.put(`api/usuarios/${encodeURIComponent(id)}`, { json: input }).json(),
    'Error al actualizar el usuario',
  );
  return usuario;
}

/** PUT /api/user/clave: one's own password. */
export async function changeOwnPassword(input: CambioClave): Promise<string> {
  const { message } = await request(
    cambioClaveResponseSchema,
    (http) => http.put('api/user/clave', { json: input }).json(),
    'Error al cambiar la contraseña',
  );
  return message;
}
