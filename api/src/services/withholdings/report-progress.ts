import { PassThrough } from 'node:stream';
import {
  COMPRAS_RECIBIDOS_INTERRUMPIDO_MESSAGE,
  type EventoRecibidos,
  type ResultadoRecibido,
  resumenIngreso,
} from '@facturador/shared/domain/withholdings';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../errors';

/** Progress lines are written at most this often (in lines done), so 1,000 claves make about 100 lines. */
const PASO_MINIMO = 10;

/**
 * The streamed answer of POST /api/compras/recibidos (NDJSON): `{progreso}` as the claves are done, then the
 * results. The work goes on to its end even if the client leaves: what is registered stays registered.
 */
export function streamReportProgress(
  total: number,
  log: FastifyBaseLogger,
  run: (onProgress: (hechas: number) => void) => Promise<ResultadoRecibido[]>,
): PassThrough {
  const stream = new PassThrough();
  const write = (event: EventoRecibidos) => {
    if (!stream.writableEnded) stream.write(`${JSON.stringify(event)}\n`);
  };
  const paso = Math.max(PASO_MINIMO, Math.ceil(total / 100));
  let escritas = 0;
  write({ progreso: { hechas: 0, total } });
  run((hechas) => {
    if (hechas - escritas < paso && hechas < total) return;
    escritas = hechas;
    write({ progreso: { hechas, total } });
  })
    .then((resultados) => write({ resultados, resumen: resumenIngreso(resultados) }))
    .catch((error: unknown) => {
      log.error({ err: error }, 'el registro del reporte de recibidos se interrumpió');
      write({
        error: { message: error instanceof HttpError ? error.message : COMPRAS_RECIBIDOS_INTERRUMPIDO_MESSAGE },
      });
    })
    .finally(() => stream.end());
  return stream;
}
