import {
  CLAVE_API_INVALIDA_MESSAGE,
  CLAVE_API_LIMITE_MESSAGE,
  CLAVE_API_RUTA_NO_PERMITIDA_MESSAGE,
  clavePermisoFaltanteMessage,
} from '@facturador/shared/domain/integrations';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { forbidden, HttpError, unauthorized } from '../../errors';
import type { AuthContext } from '../auth/auth-context';
import { loadAuthContext } from '../auth/users';
import { countRequest } from '../rate-limit/shared-store';
import { findApiKey, touchApiKey } from './api-keys';

const RATE_WINDOW_MS = 60_000;

/**
 * Authenticates a request that carries `X-Api-Key`: only routes that name a key permission accept
 * one; the key must be in force and hold that permission, and stay under its per-minute limit
 * (counted in the database, so every instance shares it). It acts as its creator, never as an
 * administrator of the company.
 */
export async function authenticateApiKey(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  rateLimit: number,
): Promise<AuthContext> {
  const permiso = request.routeOptions.config.apiKey;
  if (!permiso) throw forbidden(CLAVE_API_RUTA_NO_PERMITIDA_MESSAGE);
  const key = await findApiKey(db, secret.trim());
  if (!key) throw unauthorized(CLAVE_API_INVALIDA_MESSAGE);
  if (!key.permisos.includes(permiso)) throw forbidden(clavePermisoFaltanteMessage(permiso));
  const { contador, ttl } = await countRequest(db, `clave-api:${key.id}`, RATE_WINDOW_MS);
  reply.header('x-ratelimit-limit', rateLimit);
  reply.header('x-ratelimit-remaining', Math.max(rateLimit - contador, 0));
  if (contador > rateLimit) {
    reply.header('retry-after', Math.ceil(ttl / 1000));
    throw new HttpError(429, CLAVE_API_LIMITE_MESSAGE);
  }
  const creator = await loadAuthContext(db, key.creadaPor, key.emisorId, null);
  // The administrator who created it was deactivated (or the company was): the key goes with them.
  if (!creator) throw unauthorized(CLAVE_API_INVALIDA_MESSAGE);
  await touchApiKey(db, key.id);
  return { ...creator, permisos: { ...creator.permisos, administrar: false }, claveApiId: key.id };
}
