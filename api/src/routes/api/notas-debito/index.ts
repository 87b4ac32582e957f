import { emitirNotaDebitoSchema } from '@facturador/shared/domain/debit-notes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notaDebitoType } from '../../../services/emission/types';
import { emissionRouteSchema, emitAndReply } from '../emission-route';

/** Notas de débito (05) on the company's AUTORIZADA invoices (issue 40 §2). */
const notasDebitoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/notas-debito',
    {
      schema: emissionRouteSchema({
        tag: 'emisión',
        summary: 'Emite una nota de débito sobre una factura AUTORIZADA y la envía a recepción del SRI',
        description:
          'Cobra después de la factura lo que ella no llevaba (intereses por mora, gastos de un cheque protestado, ' +
          'fletes): `facturaModificada` es la clave de acceso de una factura AUTORIZADA de la empresa, en el mismo ' +
          "`ambiente`; cada motivo tiene su razón y su valor sin impuestos; `impuesto` es 'IVA 15%' o 'IVA 0%', " +
          'vigente en la fecha de la factura. El comprador, el número y la fecha del documento modificado salen de la ' +
          'factura; la API calcula el IVA y el valor total. Mismo flujo y respuesta que POST /api/facturar. Con ' +
          '`Idempotency-Key`, repetir la solicitud devuelve la primera respuesta.',
        body: emitirNotaDebitoSchema,
        integradores: true,
      }),
      config: { apiKey: 'emitir' },
    },
    (request, reply) => emitAndReply(fastify, notaDebitoType, request, reply),
  );
};

export default notasDebitoRoutes;
