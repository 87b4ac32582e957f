import { SERVICIO_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { HttpError } from '../../errors';

export const NOT_FOUND_MESSAGE = 'Recurso no encontrado';
export const INTERNAL_ERROR_MESSAGE = 'Error interno del servidor. Inténtelo nuevamente más tarde.';

const LOCATION: Record<string, string> = {
  body: 'el cuerpo',
  querystring: 'los parámetros de consulta',
  params: 'la ruta',
  headers: 'las cabeceras',
};

/** Fastify's own 4xx errors, in Spanish. */
function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'El cuerpo de la solicitud está vacío';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Tipo de contenido no soportado: envíe JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'La solicitud es demasiado grande';
    default:
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
        return 'El cuerpo de la solicitud no es JSON válido';
      return 'Solicitud no válida';
  }
}

/** Every error answers `{error: {message, errores?}}` in Spanish; bad input is a 400, never a 500. */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({
          error: { message: error.message, ...(error.errores ? { errores: error.errores } : {}) },
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errores = error.validation.map((issue) => issue.message);
        return reply.status(400).send({ error: { message: errores[0] ?? 'Solicitud no válida', errores } });
      }
      if (error.validation) {
        const where = LOCATION[error.validationContext ?? ''] ?? 'la solicitud';
        return reply.status(400).send({ error: { message: `Datos no válidos en ${where}` } });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, cause: error.cause }, 'respuesta fuera del esquema');
        return reply.status(500).send({ error: { message: INTERNAL_ERROR_MESSAGE } });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'base de datos no disponible');
        return reply.status(503).send({ error: { message: SERVICIO_NO_DISPONIBLE_MESSAGE } });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ error: { message: frameworkMessage(error) } });
      }
      request.log.error({ err: error }, 'error no controlado');
      return reply.status(500).send({ error: { message: INTERNAL_ERROR_MESSAGE } });
    });

    fastify.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: { message: NOT_FOUND_MESSAGE } }));
  },
  { name: 'error-handler' },
);
