import { documentoPendienteMessage, type FacturarResponse, parseClaveAcceso } from '@facturador/shared/domain';

/**
 * What became of a document issued from a dialog (a nota de débito, a guía de remisión: `documento`),
 * worded as the invoice and credit note screen says it (spec 01 §4): sent, on its way (SRI slow: it
 * goes out by itself), or not received with the reason.
 */
export function EmissionOutcome({ outcome, documento }: { outcome: FacturarResponse; documento: string }) {
  const numero = parseClaveAcceso(outcome.claveAcceso)?.numeroDocumento ?? outcome.claveAcceso;
  if (outcome.SRI.estado === 'RECIBIDA') {
    return (
      <div role="status" className="grid gap-2 text-sm">
        <p className="flex items-center gap-2 font-medium text-emerald-800">
          <span aria-hidden="true" className="grid h-6 w-6 place-items-center rounded-full bg-emerald-100">
            ✓
          </span>
          Documento enviado con exito
        </p>
        <p>
          {documento} {numero}: {outcome.estado}
        </p>
      </div>
    );
  }
  if (outcome.estado === 'PENDIENTE' || outcome.SRI.estado === 'SIN RESPUESTA') {
    return (
      <div role="status" className="grid gap-2 text-sm">
        <p className="font-medium text-slate-900">{documentoPendienteMessage(numero)}</p>
        <p className="text-slate-600">
          El SRI aún no confirma la recepción; el sistema lo seguirá enviando. Su estado se ve en Mis Comprobantes.
        </p>
      </div>
    );
  }
  return (
    <div role="alert" className="grid gap-2 text-sm">
      <p>No se recibio el documento. Consultar con servicio tecnico</p>
      <p className="rounded-lg bg-red-50 p-3 text-red-800">{outcome.error?.message || `Estado: ${outcome.estado}`}</p>
    </div>
  );
}
