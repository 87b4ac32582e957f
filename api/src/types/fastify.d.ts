import type { AppConfig } from '../config';
import type { Database, Db } from '../db/database';
import type { Secrets } from '../secrets';
import type { AuthContext } from '../services/auth/auth-context';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    secrets: Secrets;
  }
  interface FastifyRequest {
    /** The signed-in user and their emisor; set on every route that is not public. */
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (login, public RIDE). */
    public?: boolean;
    /** Also accept the token as `?token=` (GET /api/persona, spec 01 §7). */
    tokenInQuery?: boolean;
    /** Also open to an API key (X-Api-Key) holding this permission (issue #28); other routes refuse keys. */
    apiKey?: import('@facturador/shared/domain/integrations').PermisoClaveApi;
  }
}
