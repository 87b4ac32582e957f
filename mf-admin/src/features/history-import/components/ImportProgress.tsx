import type { EstadoArchivoImportado, ImportacionHistorial } from '@facturador/shared/domain/imports';
import { progresoImportacionTexto } from '@facturador/shared/domain/imports';
import { Badge } from '../../../common/feedback';
import { cellClass, Table } from '../../../common/Table';
import { AVANCE_LABEL, ESTADO_ARCHIVO_TEXTO, RESULTADOS_CAPTION, resumenArchivosTexto } from '../texts';

/** Rows drawn: a 5,000-document ZIP is summed up, its refused files first. */
const MAX_SHOWN = 200;
const ORDEN: Record<EstadoArchivoImportado, number> = { rechazado: 0, duplicado: 1, importado: 2 };
const TONO = { importado: 'green', duplicado: 'slate', rechazado: 'red' } as const;

/** While the server imports: how many are done, as text and as a bar. */
export function ImportProgressBar({ importacion }: { importacion: ImportacionHistorial }) {
  const { procesados, total } = importacion;
  return (
    <div role="status" className="grid gap-1 text-sm text-slate-700">
      <span>{progresoImportacionTexto(procesados, total)}</span>
      <progress aria-label={AVANCE_LABEL} max={Math.max(total, 1)} value={procesados} className="w-full" />
    </div>
  );
}

/** What became of each file, ZIP entry or clave: the summary line and the table. */
export function ImportResults({ importacion }: { importacion: ImportacionHistorial }) {
  const filas = [...importacion.resultados].sort((a, b) => ORDEN[a.estado] - ORDEN[b.estado]);
  return (
    <div className="flex flex-col gap-3">
      {importacion.estado === 'procesando' ? null : (
        <p role="status" className="text-sm font-medium text-slate-800">
          {resumenArchivosTexto(importacion.resumen)}
        </p>
      )}
      {filas.length > 0 ? (
        <Table caption={RESULTADOS_CAPTION} headers={['Archivo', 'Estado', 'Detalle']}>
          {filas.slice(0, MAX_SHOWN).map((fila, index) => (
            <tr key={`${fila.archivo}-${index}`}>
              <td className={`${cellClass} break-all`}>{fila.archivo}</td>
              <td className={cellClass}>
                <Badge tone={TONO[fila.estado]}>{ESTADO_ARCHIVO_TEXTO[fila.estado]}</Badge>
              </td>
              <td className={cellClass}>{fila.mensaje}</td>
            </tr>
          ))}
        </Table>
      ) : null}
      {filas.length > MAX_SHOWN ? (
        <p className="text-sm text-slate-600">{`Se muestran ${MAX_SHOWN} de ${filas.length} archivos, los rechazados primero.`}</p>
      ) : null}
    </div>
  );
}
