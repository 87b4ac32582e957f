import { apiErrorSchema } from '@facturador/shared/domain';
import {
  movementIdParamsSchema,
  movementInputSchema,
  movementListQuerySchema,
  movementListResponseSchema,
  movementResponseSchema,
} from '@facturador/shared/domain/movements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../services/company/permissions';
import { inventoryErrorResponses } from '../../../services/inventory/error-responses';
import { getMovement, listMovements } from '../../../services/inventory/movement-queries';
import { applyMovement } from '../../../services/inventory/movements';
import { inTransaction } from '../../../services/transactions';

const movementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', requirePermission('usarInventario'));

  fastify.post(
    '/api/movimientos',
    {
      schema: {
        tags: ['movimientos'],
        summary: 'Registra un movimiento de inventario (todo o nada)',
        description:
          'ENTRADA (destino), SALIDA y ELIMINACIÓN (origen), TRASLADO (origen y destino), DEVOLUCIÓN (destino y ' +
          'observación). Reglas incumplidas: 400 con `errores`; stock insuficiente o series no disponibles: 409 con ' +
          '`errores` que empiezan por "Problemas con el stock:". Con documentoReferencia el movimiento es idempotente ' +
          'por tipo: repetirlo responde 200 con el movimiento ya registrado.',
        body: movementInputSchema,
        response: { 201: movementResponseSchema, 200: movementResponseSchema, ...inventoryErrorResponses },
      },
    },
    async (request, reply) => {
      const { emisorId, userId } = request.auth;
      const { movimiento, duplicado } = await inTransaction(fastify.db, async (tx) => {
        const applied = await applyMovement(tx, { emisorId, usuarioId: userId }, request.body);
        return { movimiento: await getMovement(tx, emisorId, applied.movimientoId), duplicado: applied.duplicado };
      });
      return reply.status(duplicado ? 200 : 201).send({ movimiento, error: null });
    },
  );

  fastify.get(
    '/api/movimientos',
    {
      schema: {
        tags: ['movimientos'],
        summary: 'Movimientos, del más reciente al más antiguo',
        description:
          'filtro: nombre de almacén (origen o destino), observación o documento de referencia. fecha_inicio y ' +
          'fecha_fin: AAAA-MM-DD (hora de Ecuador, ambos días incluidos). Los filtros vacíos se ignoran. Paginación: ' +
          'limite (1-500, por defecto 100) y cursor = siguienteCursor de la página anterior.',
        querystring: movementListQuerySchema,
        response: { 200: movementListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ ...(await listMovements(fastify.db, request.auth.emisorId, request.query)), error: null }),
  );

  fastify.get(
    '/api/movimientos/:id',
    {
      schema: {
        tags: ['movimientos'],
        summary: 'Un movimiento con sus items',
        params: movementIdParamsSchema,
        response: { 200: movementResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({
      movimiento: await getMovement(fastify.db, request.auth.emisorId, request.params.id),
      error: null,
    }),
  );
};

export default movementRoutes;
