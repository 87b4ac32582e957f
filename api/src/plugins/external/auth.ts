import { SERVICIO_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain';
import { API_KEY_HEADER } from '@facturador/shared/domain/integrations';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, pgErrorCode, unauthorized } from '../../errors';
import type { TokenPayload } from '../../services/auth/auth-context';
import { loadAuthContext } from '../../services/auth/users';
import { authenticateApiKey } from '../../services/integrations/api-key-auth';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

export const MISSING_TOKEN_MESSAGE = 'No autorizado: inicie sesión para continuar.';
export const INVALID_TOKEN_MESSAGE = 'La sesión no es válida. Inicie sesión nuevamente.';
// invalid_text_representation: e.g. a `sub` that is not a UUID.
const PG_INVALID_TEXT = '22P02';

export const EXPIRED_TOKEN_MESSAGE = 'La sesión ha expirado. Inicie sesión nuevamente.';

function extractToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? match[1]! : null;
  }
  if (request.routeOptions.config.tokenInQuery) {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token === 'string' && token) return token;
  }
  return null;
}

/**
 * JWT bearer tokens (HS256, expiring after TOKEN_TTL). Every route needs one unless its config says
 * `public: true`; the caller's user and emisor land in `request.auth`. Routes whose config names an
 * `apiKey` permission also take an integrator's `X-Api-Key` instead (issue #28).
 */
export default fp(
  async (fastify) => {
    await fastify.register(fastifyJwt, {
      secret: fastify.secrets.jwtSecret,
      sign: { expiresIn: fastify.config.auth.tokenTtl },
      // A token that never expires is not one we issue: refuse it. Verified signatures are cached
      // per token (fast-jwt drops an entry when its token expires); the user is still read per request.
      verify: { requiredClaims: ['exp'], cache: true },
    });

    fastify.decorateRequest('auth', null as never);
    fastify.addHook('onRequest', async (request, reply) => {
      // Unknown paths go to the 404 handler; public routes need no token.
      if (!request.routeOptions.url || request.routeOptions.config.public) return;
      if (!request.routeOptions.url.startsWith('/api/')) return;
      const apiKey = request.headers[API_KEY_HEADER];
      if (typeof apiKey === 'string') {
        request.auth = await authenticateApiKey(
          fastify.db,
          request,
          reply,
          apiKey,
          fastify.config.integrations.apiKeyRateLimit,
        ).catch((error: unknown) => {
          if (error instanceof HttpError) throw error;
          request.log.warn({ err: error }, 'no se pudo comprobar la clave de API');
          throw new HttpError(503, SERVICIO_NO_DISPONIBLE_MESSAGE);
        });
        return;
      }
      const token = extractToken(request);
      if (!token) throw unauthorized(MISSING_TOKEN_MESSAGE);
      let payload: TokenPayload;
      try {
        payload = fastify.jwt.verify<TokenPayload>(token);
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw unauthorized(code === 'FAST_JWT_EXPIRED' ? EXPIRED_TOKEN_MESSAGE : INVALID_TOKEN_MESSAGE);
      }
      if (typeof payload.sub !== 'string' || typeof payload.emisor !== 'string') {
        throw unauthorized(INVALID_TOKEN_MESSAGE);
      }
      const version = typeof payload.v === 'number' ? payload.v : 0;
      const auth = await loadAuthContext(fastify.db, payload.sub, payload.emisor, version).catch((error: unknown) => {
        // Ids that are not UUIDs name nobody. Any other failure is the database's, not the session's:
        // a 401 would sign the user out, a 503 lets the screen retry.
        if (pgErrorCode(error) === PG_INVALID_TEXT) return null;
        request.log.warn({ err: error }, 'no se pudo comprobar la sesión');
        throw new HttpError(503, SERVICIO_NO_DISPONIBLE_MESSAGE);
      });
      if (!auth) throw unauthorized(INVALID_TOKEN_MESSAGE);
      request.auth = auth;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
