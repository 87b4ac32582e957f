import { errorMessage } from '@facturador/shared/api';
import {
  COMPRAS_ARCHIVOS_ERROR_MESSAGE,
  COMPRAS_RECIBIDOS_ERROR_MESSAGE,
  registerPurchaseFiles,
  registerReceivedReport,
} from '@facturador/shared/api/purchases';
import {
  type EstadoIngresoCompra,
  type ProgresoRecibidos,
  progresoRecibidosTexto,
  type ResumenIngreso,
  resumenIngresoTexto,
} from '@facturador/shared/domain/withholdings';
import { labelClass, Modal, primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { useId, useState } from 'react';
import { FormErrors } from '../../../common/FormErrors';

/** One result row: the file or the report's line, and what became of it. */
interface Fila {
  origen: string;
  estado: EstadoIngresoCompra;
  mensaje: string;
}

const ESTADO_TEXTO: Record<EstadoIngresoCompra, string> = {
  registrada: 'Registrada',
  duplicada: 'Ya registrada',
  rechazada: 'Rechazada',
};

function Resultados({ filas, resumen, columna }: { filas: Fila[]; resumen: ResumenIngreso; columna: string }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-slate-700">{resumenIngresoTexto(resumen)}</p>
      <div className="max-h-80 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th className="px-2 py-1">{columna}</th>
              <th className="px-2 py-1">Estado</th>
              <th className="px-2 py-1">Mensaje</th>
            </tr>
          </thead>
          <tbody>
            {filas.map((fila, index) => (
              <tr key={index} className="border-t border-slate-100">
                <td className="px-2 py-1 break-all">{fila.origen}</td>
                <td className="px-2 py-1">{ESTADO_TEXTO[fila.estado]}</td>
                <td className="px-2 py-1">{fila.mensaje}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** While the report's claves are fetched from the SRI: how many lines are done, as text and as a bar. */
function Avance({ progreso }: { progreso: ProgresoRecibidos | null }) {
  if (!progreso) return <p className="text-sm text-slate-600">Registrando...</p>;
  return (
    <div role="status" className="grid gap-1 text-sm text-slate-600">
      <span>{progresoRecibidosTexto(progreso)}</span>
      <progress aria-label="Avance del reporte" max={progreso.total} value={progreso.hechas} className="w-full" />
    </div>
  );
}

/**
 * «Subir varios comprobantes» (issue #42 §1): several authorized XMLs or ZIPs of them, or the SRI's
 * «Comprobantes electrónicos recibidos» report (each clave fetched from the SRI); one result per file, entry
 * or line. The API checks everything.
 */
export function BatchIntakeDialog({ onClose, onRegistered }: { onClose: () => void; onRegistered: () => void }) {
  const archivosId = useId();
  const reporteId = useId();
  const [archivos, setArchivos] = useState<File[]>([]);
  const [reporte, setReporte] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [progreso, setProgreso] = useState<ProgresoRecibidos | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [answer, setAnswer] = useState<{ filas: Fila[]; resumen: ResumenIngreso; columna: string } | null>(null);

  async function run(send: () => Promise<{ filas: Fila[]; resumen: ResumenIngreso; columna: string }>, error: string) {
    setSaving(true);
    setProgreso(null);
    setErrors([]);
    try {
      const result = await send();
      setAnswer(result);
      if (result.resumen.registradas > 0) onRegistered();
    } catch (failure) {
      setErrors([errorMessage(failure, error)]);
    }
    setSaving(false);
  }

  const sendFiles = () =>
    run(async () => {
      const { resultados, resumen } = await registerPurchaseFiles(archivos);
      return { resumen, columna: 'Archivo', filas: resultados.map((r) => ({ ...r, origen: r.archivo })) };
    }, COMPRAS_ARCHIVOS_ERROR_MESSAGE);
  const sendReport = (file: File) =>
    run(async () => {
      const { resultados, resumen } = await registerReceivedReport(file, setProgreso);
      const filas = resultados.map((r) => ({
        ...r,
        origen: `Línea ${r.linea}${r.claveAcceso ? `: ${r.claveAcceso}` : ''}`,
      }));
      return { resumen, columna: 'Línea del reporte', filas };
    }, COMPRAS_RECIBIDOS_ERROR_MESSAGE);

  return (
    <Modal open size="xl" title="Subir varios comprobantes" onClose={onClose}>
      <div className="grid gap-4">
        <div className="grid gap-2">
          <label htmlFor={archivosId} className={labelClass}>
            Archivos XML autorizados o ZIP (facturas, notas de crédito y de débito de sus proveedores)
          </label>
          <input
            id={archivosId}
            type="file"
            multiple
            accept=".xml,.zip,text/xml,application/xml,application/zip"
            className="block w-full text-sm text-slate-700"
            onChange={(event) => setArchivos([...(event.target.files ?? [])])}
          />
          <div>
            <button
              type="button"
              className={primaryButtonClass}
              disabled={saving || archivos.length === 0}
              onClick={sendFiles}
            >
              Registrar archivos
            </button>
          </div>
        </div>
        <div className="grid gap-2">
          <label htmlFor={reporteId} className={labelClass}>
            Reporte «Comprobantes electrónicos recibidos» de SRI en línea (TXT o CSV)
          </label>
          <input
            id={reporteId}
            type="file"
            accept=".txt,.csv,text/plain,text/csv"
            className="block w-full text-sm text-slate-700"
            onChange={(event) => setReporte(event.target.files?.[0] ?? null)}
          />
          <div>
            <button
              type="button"
              className={primaryButtonClass}
              disabled={saving || !reporte}
              onClick={() => reporte && sendReport(reporte)}
            >
              Registrar reporte
            </button>
          </div>
        </div>
        {saving ? <Avance progreso={progreso} /> : null}
        <FormErrors messages={errors} />
        {answer ? <Resultados {...answer} /> : null}
        <div className="flex justify-end">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cerrar
          </button>
        </div>
      </div>
    </Modal>
  );
}
