import { randomBytes } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../errors';
import type { TokenPayload } from '../app/auth/auth-context';
import { loadAuthContext } from '../app/auth/users';
import { getOrCreateSetting } from '../app/settings';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

export const MISSING_TOKEN_MESSAGE = 'No autorizado: inicie sesión para continuar.';
export const INVALID_TOKEN_MESSAGE = 'La sesión no es válida. Inicie sesión nuevamente.';
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
 * `public: true`; the caller's user and emisor land in `request.auth`.
 */
export default fp(
  async (fastify) => {
    const secret =
      fastify.config.jwtSecret ??
      (await getOrCreateSetting(fastify.db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
    await fastify.register(fastifyJwt, { secret, sign: { expiresIn: fastify.config.tokenTtl } });

    fastify.decorateRequest('auth', null as never);
    fastify.addHook('onRequest', async (request) => {
      // Unknown paths go to the 404 handler; public routes need no token.
      if (!request.routeOptions.url || request.routeOptions.config.public) return;
      if (!request.routeOptions.url.startsWith('/api/')) return;
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
      const auth = await loadAuthContext(fastify.db, payload.sub, payload.emisor).catch(() => null);
      if (!auth) throw unauthorized(INVALID_TOKEN_MESSAGE);
      request.auth = auth;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
