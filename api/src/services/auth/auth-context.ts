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
  /** Set when an API key (X-Api-Key) calls: the key's id; it acts as the administrator who created it. */
  claveApiId?: string;
}

/** What the token carries; the rest is read from the database on every request. */
export interface TokenPayload {
  sub: string;
  emisor: string;
  /** The user's sesion_version when signed (absent in tokens older than it = 0). */
  v?: number;
}
