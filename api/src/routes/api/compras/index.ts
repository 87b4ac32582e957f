import { idParamsSchema } from '@facturador/shared/domain';
import { compraConSustentoSchema, comprasConSustentoResponseSchema } from '@facturador/shared/domain/annexes';
import {
  COMPRA_ARCHIVO_CAMPO,
  COMPRA_ARCHIVO_GRANDE_MESSAGE,
  COMPRA_ARCHIVO_ILEGIBLE_MESSAGE,
  COMPRA_ARCHIVO_MAX_BYTES,
  COMPRA_FALTAN_DATOS_MESSAGE,
  COMPRA_NO_EXISTE_MESSAGE,
  compraSchema,
  comprasQuerySchema,
  proveedorEmailOpcionalSchema,
  registrarCompraClaveSchema,
  registrarCompraManualSchema,
} from '@facturador/shared/domain/withholdings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../../errors';
import { withSustento } from '../../../services/annexes/purchase-sustento';
import { requirePermission } from '../../../services/company/permissions';
import {
  COMPRA_MESSAGES_SRI,
  fetchPurchaseDocument,
  listPurchases,
  purchaseById,
  type RegistroCompra,
  registerPurchase,
} from '../../../services/withholdings/purchases';
import { AuthorizedDocumentFetcher } from '../../../services/withholdings/sri-fetch';
import { receivedDocumentErrors, receivedDocumentReader } from '../received-documents';
import purchaseChangeRoutes from './cambios';
import purchaseBatchRoutes from './lotes';
import purchaseSustentoRoutes from './sustento';

/** The supplier's e-mail given with a clave or a file (issue #37 §2), checked before the SRI is asked. */
function emailOf(fields: Record<string, unknown>): { proveedorEmail?: string } {
  const parsed = proveedorEmailOpcionalSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  return parsed.data.proveedorEmail ? { proveedorEmail: parsed.data.proveedorEmail } : {};
}

/** Purchases (issue #22 §2): the supplier invoices the company's retenciones are issued on. */
const purchaseRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(purchaseChangeRoutes);
  await fastify.register(purchaseSustentoRoutes);
  const reader = await receivedDocumentReader(fastify, {
    campo: COMPRA_ARCHIVO_CAMPO,
    maxBytes: COMPRA_ARCHIVO_MAX_BYTES,
    grandeMessage: COMPRA_ARCHIVO_GRANDE_MESSAGE,
    faltaMessage: COMPRA_FALTAN_DATOS_MESSAGE,
    ilegibleMessage: COMPRA_ARCHIVO_ILEGIBLE_MESSAGE,
    claveSchema: registrarCompraClaveSchema,
    codDoc: '01',
    mensajesSri: COMPRA_MESSAGES_SRI,
  });
  const fetcher = new AuthorizedDocumentFetcher(fastify.config.emission);
  await fastify.register(purchaseBatchRoutes);

  /** Multipart `archivo`, JSON `{claveAcceso}`, or the typed invoice; each may carry `proveedorEmail`. */
  async function registroOf(request: FastifyRequest): Promise<RegistroCompra> {
    const subida = await reader.uploadedWithFields(request);
    if (subida) return { origen: 'archivo', archivo: subida.archivo, ...emailOf(subida.campos) };
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.claveAcceso !== undefined) {
      const email = emailOf(body);
      const parsed = registrarCompraClaveSchema.safeParse(body);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
      const { claveAcceso } = parsed.data;
      const archivo = await fetchPurchaseDocument(fetcher, claveAcceso);
      return { origen: 'clave', claveAcceso, archivo, ...email };
    }
    if (Object.keys(body).length === 0) throw badRequest(COMPRA_FALTAN_DATOS_MESSAGE);
    const parsed = registrarCompraManualSchema.safeParse(body);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
    return { origen: 'manual', manual: parsed.data, fetchFactura: reader.fetch };
  }

  fastify.post(
    '/api/compras',
    {
      onRequest: requirePermission('administrar'),
      config: { idempotency: true },
      schema: {
        tags: ['retenciones'],
        summary:
          'Registra un comprobante de proveedor: JSON `{claveAcceso}`, multipart `archivo` (XML autorizado) o los datos de una factura',
        description:
          'Con la clave de acceso la API trae el XML autorizado del SRI; con el archivo lo lee. Factura (01), nota de ' +
          'crédito (04) o nota de débito (05) recibidas; de una nota guarda el comprobante que modifica ' +
          '(`docModificado`), y de todas el ICE (`montoIce`). Comprueba la firma, que esté AUTORIZADA y ' +
          'que el comprador (identificacionComprador) sea la empresa. Escrita: RUC y razón social del proveedor, ' +
          'número, fecha, número de autorización, bases por tarifa de IVA e IVA; si la autorización es una clave de ' +
          'acceso (49 dígitos), la API trae esa factura del SRI y rechaza (422) bases o IVA mayores que los suyos; si ' +
          'el SRI no responde, la guarda `verificada: false` («sin verificar»). `proveedorEmail` (en los tres casos; ' +
          'campo del formulario con el archivo): el correo del proveedor, a donde va la retención; sin él, el ' +
          'recordado para su RUC (nunca el de infoAdicional, que es el del comprador). El mismo comprobante dos veces responde 409.',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: compraSchema, ...receivedDocumentErrors },
      },
    },
    async (request, reply) => {
      const compra = await registerPurchase(
        fastify.db,
        request.auth.emisorId,
        request.auth.userId,
        await registroOf(request),
      );
      return reply.code(201).send(compra);
    },
  );

  fastify.get(
    '/api/compras',
    {
      onRequest: requirePermission('administrar'),
      schema: {
        tags: ['retenciones'],
        summary:
          'Los comprobantes de proveedores registrados (facturas, notas de crédito y de débito con el comprobante que modifican, liquidaciones de compra), con las retenciones emitidas sobre cada uno',
        description:
          'Las más recientes primero (hasta 500). `desde`/`hasta` (AAAA-MM-DD): por fecha de emisión; `proveedor`: ' +
          'su RUC o cédula, o parte de su razón social. Cada compra trae sus campos del ATS (`codSustento`, ' +
          '`creditoTributario`, `formaPago`) y, si no tiene `codSustento`, `codSustentoSugerido`: el de la ' +
          'última compra del mismo proveedor que lo tenga.',
        querystring: comprasQuerySchema,
        response: { 200: comprasConSustentoResponseSchema, ...receivedDocumentErrors },
      },
    },
    async (request) => {
      const { emisorId } = request.auth;
      const lista = await listPurchases(fastify.db, emisorId, request.query);
      return { compras: await withSustento(fastify.db, emisorId, lista) };
    },
  );

  fastify.get(
    '/api/compras/:id',
    {
      onRequest: requirePermission('administrar'),
      schema: {
        tags: ['retenciones'],
        summary: 'Una compra con sus retenciones y sus campos del ATS',
        params: idParamsSchema,
        response: { 200: compraConSustentoSchema, ...receivedDocumentErrors },
      },
    },
    async (request) => {
      const compra = await purchaseById(fastify.db, request.auth.emisorId, request.params.id);
      if (!compra) throw notFound(COMPRA_NO_EXISTE_MESSAGE);
      return (await withSustento(fastify.db, request.auth.emisorId, [compra]))[0]!;
    },
  );
};

export default purchaseRoutes;
