import type { Permisos } from '@facturador/shared/domain';

/** Who is calling: every query is scoped to emisorId. */
export interface AuthContext {
  userId: string;
  emisorId: string;
  usuario: string;
  permisos: Permisos;
  almacenId: string | null;
  ambiente: 1 | 2 | null;
  nombre: string;
}

/** What the token carries; the rest is read from the database on every request. */
export interface TokenPayload {
  sub: string;
  emisor: string;
  /** The user's sesion_version when signed (absent in tokens older than it = 0). */
  v?: number;
}
