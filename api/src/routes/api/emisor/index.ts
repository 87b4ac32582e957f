import {
  apiErrorSchema,
  CERTIFICADO_ARCHIVO_CAMPO,
  CERTIFICADO_CLAVE_CAMPO,
  CERTIFICADO_FALTA_ARCHIVO_MESSAGE,
  CERTIFICADO_FALTA_CLAVE_MESSAGE,
  CERTIFICADO_GRANDE_MESSAGE,
  CERTIFICADO_MAX_BYTES,
  certificadoResponseSchema,
  emisorResponseSchema,
  emisorUpdateSchema,
  LOGO_ARCHIVO_CAMPO,
  LOGO_FALTA_ARCHIVO_MESSAGE,
  LOGO_GRANDE_MESSAGE,
  LOGO_MAX_BYTES,
  logoResponseSchema,
} from '@facturador/shared/domain';
import { certificadoNoAcreditadoAviso } from '@facturador/shared/domain/settings';
import fastifyMultipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emisores } from '../../../db/schema';
import { badRequest } from '../../../errors';
import { isAccredited, storeCertificate } from '../../../services/company/certificate-upload';
import { emisorSettings, updateEmisorSettings } from '../../../services/company/emisor-settings';
import { checkLogo, logoDataUrl } from '../../../services/company/logo';
import { readUpload } from '../../../services/company/multipart';
import { requirePermission } from '../../../services/company/permissions';
import { secretBox } from '../../../services/emission/certificates';
import { usesRealSri } from '../../../sri';
import emisorMailRoutes from './correo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Company settings: administrators only. */
const emisorRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(fastifyMultipart);
  const box = secretBox(fastify.secrets.certEncryptionKey);
  fastify.addHook('onRequest', requirePermission('administrar'));
  await fastify.register(emisorMailRoutes);

  fastify.get(
    '/api/emisor',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Datos de la empresa, certificado, plan y uso del mes',
        response: { 200: emisorResponseSchema, ...errors },
      },
    },
    async (request) => ({ emisor: await emisorSettings(fastify.db, box, request.auth.emisorId) }),
  );

  fastify.put(
    '/api/emisor',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Modifica los datos de la empresa (solo los campos enviados; el RUC y el plan no se editan aquí)',
        description:
          'Pasar a PRODUCCIÓN (`ambiente: 2`) exige `confirmarProduccion: true` y un certificado vigente; con ' +
          'los servicios reales del SRI, de una entidad de certificación acreditada (409 si no). ' +
          'Los datos rigen para los comprobantes nuevos.',
        body: emisorUpdateSchema,
        response: { 200: emisorResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const emisor = await updateEmisorSettings(fastify.db, box, request.auth.emisorId, request.body, {
        sriReal: usesRealSri(fastify.config.emission.sriEndpoints),
      });
      fastify.emission.service.forgetIssuers(request.auth.emisorId);
      return { emisor };
    },
  );

  fastify.put(
    '/api/emisor/certificado',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Carga el certificado de firma electrónica (.p12): multipart `archivo` y `clave`',
        description:
          'Elige la clave cuyo certificado tiene el uso digitalSignature y está vigente. Reemplaza al anterior ' +
          'para los comprobantes nuevos; la contraseña se guarda cifrada.',
        consumes: ['multipart/form-data'],
        response: { 200: certificadoResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { archivo, campos } = await readUpload(
        request,
        CERTIFICADO_ARCHIVO_CAMPO,
        CERTIFICADO_MAX_BYTES,
        CERTIFICADO_GRANDE_MESSAGE,
      );
      if (!archivo) throw badRequest(CERTIFICADO_FALTA_ARCHIVO_MESSAGE);
      const clave = campos[CERTIFICADO_CLAVE_CAMPO];
      if (!clave) throw badRequest(CERTIFICADO_FALTA_CLAVE_MESSAGE);
      const certificado = await storeCertificate(fastify.db, box, request.auth.emisorId, archivo, clave);
      fastify.emission.service.forgetIssuers(request.auth.emisorId);
      request.log.info({ serie: certificado.serie }, 'certificado de firma cargado');
      // Accepted either way (the simulator takes any), with a clear warning for PRODUCCIÓN.
      return {
        certificado,
        aviso: isAccredited(certificado) ? null : certificadoNoAcreditadoAviso(certificado.emisor),
      };
    },
  );

  fastify.put(
    '/api/emisor/logo',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Carga el logo (PNG o JPEG, hasta 300 KB): multipart `archivo`',
        consumes: ['multipart/form-data'],
        response: { 200: logoResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { archivo } = await readUpload(request, LOGO_ARCHIVO_CAMPO, LOGO_MAX_BYTES, LOGO_GRANDE_MESSAGE);
      if (!archivo) throw badRequest(LOGO_FALTA_ARCHIVO_MESSAGE);
      const image = checkLogo(archivo);
      await fastify.db
        .update(emisores)
        .set({ logo: archivo, logoTipo: image.tipo })
        .where(eq(emisores.id, request.auth.emisorId));
      return { logo: logoDataUrl(archivo, image.tipo) };
    },
  );
};

export default emisorRoutes;
