import { type FacturarResponse, parseClaveAcceso } from '@facturador/shared/domain';

/** What the SRI's reception answered for the liquidación just sent: its number, state and messages. */
export function SettlementOutcome({ issued }: { issued: FacturarResponse }) {
  const numero = parseClaveAcceso(issued.claveAcceso)?.numeroDocumento ?? issued.claveAcceso;
  return (
    <div role="status" className="grid gap-2 text-sm">
      <p className="font-semibold">
        Liquidación de compra {numero}: {issued.estado}
      </p>
      {issued.error ? (
        <p>{issued.error.message}</p>
      ) : (
        <p>
          Enviada al SRI; se autoriza en unos segundos. Ya está en Compras: emita su retención cuando esté AUTORIZADA.
        </p>
      )}
      {issued.SRI.mensajes.map((mensaje) => (
        <p key={`${mensaje.identificador}-${mensaje.mensaje}`} className="text-amber-800">
          {mensaje.identificador}: {mensaje.mensaje}
          {mensaje.informacionAdicional ? ` (${mensaje.informacionAdicional})` : ''}
        </p>
      ))}
    </div>
  );
}
