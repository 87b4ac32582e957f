import {
  apiErrorSchema,
  LOGIN_FAILED_MESSAGE,
  loginRequestSchema,
  loginResponseSchema,
} from '@facturador/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, unauthorized } from '../../../errors';
import { verifyPassword } from '../../../services/auth/passwords';
import { findUserForLogin } from '../../../services/auth/users';

export const LOGIN_RATE_LIMITED_MESSAGE =
  'Demasiados intentos de inicio de sesión. Espere un minuto e inténtelo nuevamente.';

const loginRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Inicia sesión y devuelve un token JWT',
        security: [],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
      config: {
        public: true,
        rateLimit: {
          max: fastify.config.auth.loginRateLimit,
          timeWindow: '1 minute',
          // After body parsing, so the key is IP + usuario: one user's typos never lock out a whole office.
          hook: 'preHandler',
          keyGenerator: (request) => {
            const usuario = (request.body as { usuario?: unknown } | undefined)?.usuario;
            return `${request.ip}|${typeof usuario === 'string' ? usuario.trim().toLowerCase() : ''}`;
          },
          errorResponseBuilder: () => new HttpError(429, LOGIN_RATE_LIMITED_MESSAGE),
        },
      },
    },
    async (request) => {
      const { usuario, clave } = request.body;
      const user = await findUserForLogin(fastify.db, usuario);
      const ok = await verifyPassword(user?.claveHash ?? null, clave);
      if (!user || !ok) {
        request.log.info({ usuario }, 'inicio de sesión fallido');
        throw unauthorized(LOGIN_FAILED_MESSAGE);
      }
      const token = fastify.jwt.sign({ sub: user.id, emisor: user.emisorId, v: user.sesionVersion });
      request.log.info({ usuario }, 'inicio de sesión');
      return { token };
    },
  );
};

export default loginRoutes;
