import { SelectField, TextField } from '@facturador/shared/ui';
import type { GuiaDraft } from './draft';

/**
 * Who receives the goods — the invoice's buyer, or in a transfer the company itself at one of its
 * establishments (`establecimientos` given) — and the lines with the quantity that travels.
 */
export function GuiaDestinatarioFields({
  draft,
  establecimientos,
  onChange,
  onCantidad,
}: {
  draft: GuiaDraft;
  establecimientos?: { value: string; label: string }[];
  onChange: (changes: Partial<GuiaDraft>) => void;
  onCantidad: (index: number, cantidad: string) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Destinatario</legend>
      {establecimientos ? (
        <>
          <p className="text-sm sm:col-span-2">
            Recibe la propia empresa: {draft.razonSocial} ({draft.identificacion}).
          </p>
          {establecimientos.length > 0 ? (
            <SelectField
              label="Establecimiento de destino"
              options={establecimientos}
              value={draft.codEstabDestino}
              onChange={(event) => onChange({ codEstabDestino: event.target.value })}
            />
          ) : (
            // Who may not list the establishments types the code (three digits).
            <TextField
              label="Establecimiento de destino"
              inputMode="numeric"
              maxLength={3}
              required
              value={draft.codEstabDestino}
              onChange={(event) => onChange({ codEstabDestino: event.target.value })}
            />
          )}
        </>
      ) : (
        <>
          <TextField
            label="Identificación del destinatario"
            required
            value={draft.identificacion}
            onChange={(event) => onChange({ identificacion: event.target.value })}
          />
          <TextField
            label="Razón social del destinatario"
            required
            value={draft.razonSocial}
            onChange={(event) => onChange({ razonSocial: event.target.value })}
          />
        </>
      )}
      <TextField
        label="Dirección del destinatario"
        required
        value={draft.direccion}
        onChange={(event) => onChange({ direccion: event.target.value })}
      />
      <TextField
        label="Correo del destinatario"
        type="email"
        value={draft.email}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      <TextField
        className="sm:col-span-2"
        label="Motivo del traslado"
        required
        value={draft.motivoTraslado}
        onChange={(event) => onChange({ motivoTraslado: event.target.value })}
      />
      <ul className="grid gap-2 sm:col-span-2" aria-label="Productos">
        {draft.detalles.map((detalle, index) => (
          <li
            key={`${detalle.codigoInterno}-${detalle.descripcion}`}
            className="grid items-end gap-2 sm:grid-cols-[1fr_10rem]"
          >
            <p className="text-sm">
              <span className="font-mono text-slate-600">{detalle.codigoInterno}</span> {detalle.descripcion}
            </p>
            <TextField
              label={`Cantidad de ${detalle.descripcion}`}
              inputMode="decimal"
              decimals={6}
              value={detalle.cantidad}
              onChange={(event) => onCantidad(index, event.target.value)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
