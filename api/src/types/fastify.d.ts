import type { AppConfig } from '../config';
import type { Database, Db } from '../db/database';
import type { AuthContext } from '../plugins/app/auth/auth-context';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
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
  }
}
