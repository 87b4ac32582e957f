import { SelectField, TextField } from '@facturador/shared/ui';
import {
  cedulaError,
  type SupplierDraft,
  TIPO_IDENTIFICACION_OPTIONS,
  type TipoIdentificacionProveedor,
} from './settlement-draft';

/** The proveedor of a liquidación: someone without RUC, by cédula (checked as typed), pasaporte or foreign id. */
export function SettlementSupplierFields({
  supplier,
  onChange,
}: {
  supplier: SupplierDraft;
  onChange: (supplier: SupplierDraft) => void;
}) {
  const set = (patch: Partial<SupplierDraft>) => onChange({ ...supplier, ...patch });
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-slate-700">Proveedor</legend>
      <SelectField
        label="Tipo de identificación"
        options={TIPO_IDENTIFICACION_OPTIONS}
        value={supplier.tipoIdentificacion}
        onChange={(event) => set({ tipoIdentificacion: event.target.value as TipoIdentificacionProveedor })}
      />
      <TextField
        label="Identificación"
        inputMode={supplier.tipoIdentificacion === '05' ? 'numeric' : undefined}
        maxLength={20}
        value={supplier.identificacion}
        error={cedulaError(supplier)}
        onChange={(event) => set({ identificacion: event.target.value })}
      />
      <TextField
        label="Razón social"
        maxLength={300}
        value={supplier.razonSocial}
        onChange={(event) => set({ razonSocial: event.target.value })}
      />
      <TextField
        label="Dirección"
        maxLength={300}
        value={supplier.direccion}
        onChange={(event) => set({ direccion: event.target.value })}
      />
      <TextField
        label="Correo electrónico"
        hint="Opcional: se le envía la liquidación autorizada."
        type="email"
        value={supplier.email}
        onChange={(event) => set({ email: event.target.value })}
        className="sm:col-span-2"
      />
    </fieldset>
  );
}
