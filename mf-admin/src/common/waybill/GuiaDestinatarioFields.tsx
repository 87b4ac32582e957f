import { TextField } from '@facturador/shared/ui';
import type { GuiaDraft } from './draft';

/** The invoice's buyer, who receives the goods, and the invoice's lines with the quantity that travels. */
export function GuiaDestinatarioFields({
  draft,
  onChange,
  onCantidad,
}: {
  draft: GuiaDraft;
  onChange: (changes: Partial<GuiaDraft>) => void;
  onCantidad: (index: number, cantidad: string) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Destinatario</legend>
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
