import {
  TIPOS_IDENTIFICACION_TRANSPORTISTA,
  type TipoIdentificacionTransportista,
  type Transportista,
} from '@facturador/shared/domain/waybills';
import { SelectField, TextField } from '@facturador/shared/ui';
import { CarrierPicker } from './CarrierPicker';
import type { GuiaDraft } from './draft';
import type { SavedCarriers } from './useSavedCarriers';

/**
 * Where the goods leave from, who carries them, in which vehicle and when (guiaRemision 1.1.0); a
 * saved carrier fills its four fields, and the one typed can be saved for next time.
 */
export function GuiaTransporteFields({
  draft,
  onChange,
  saved,
  save,
  onSaveChange,
}: {
  draft: GuiaDraft;
  onChange: (changes: Partial<GuiaDraft>) => void;
  saved: SavedCarriers;
  save: boolean;
  onSaveChange: (save: boolean) => void;
}) {
  const pick = (carrier: Transportista) =>
    onChange({
      tipoIdentificacion: carrier.tipoIdentificacion,
      identificacionTransportista: carrier.identificacion,
      razonSocialTransportista: carrier.razonSocial,
      placa: carrier.placa,
    });
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Transporte</legend>
      <TextField
        className="sm:col-span-2"
        label="Dirección de partida"
        required
        value={draft.dirPartida}
        onChange={(event) => onChange({ dirPartida: event.target.value })}
      />
      <CarrierPicker
        className="sm:col-span-2"
        carriers={saved.carriers}
        loading={saved.loading}
        error={saved.error}
        onPick={pick}
        save={save}
        onSaveChange={onSaveChange}
      />
      <SelectField
        label="Tipo de identificación del transportista"
        options={TIPOS_IDENTIFICACION_TRANSPORTISTA.map(({ value, label }) => ({
          value,
          label: `${value} - ${label}`,
        }))}
        value={draft.tipoIdentificacion}
        onChange={(event) => onChange({ tipoIdentificacion: event.target.value as TipoIdentificacionTransportista })}
      />
      <TextField
        label="Identificación del transportista"
        required
        value={draft.identificacionTransportista}
        onChange={(event) => onChange({ identificacionTransportista: event.target.value })}
      />
      <TextField
        label="Razón social del transportista"
        required
        value={draft.razonSocialTransportista}
        onChange={(event) => onChange({ razonSocialTransportista: event.target.value })}
      />
      <TextField
        label="Placa"
        required
        value={draft.placa}
        onChange={(event) => onChange({ placa: event.target.value })}
      />
      <TextField
        label="Fecha de inicio del transporte"
        placeholder="dd/mm/aaaa"
        required
        value={draft.fechaIniTransporte}
        onChange={(event) => onChange({ fechaIniTransporte: event.target.value })}
      />
      <TextField
        label="Fecha de fin del transporte"
        placeholder="dd/mm/aaaa"
        required
        value={draft.fechaFinTransporte}
        onChange={(event) => onChange({ fechaFinTransporte: event.target.value })}
      />
      <TextField
        className="sm:col-span-2"
        label="Ruta"
        value={draft.ruta}
        onChange={(event) => onChange({ ruta: event.target.value })}
      />
    </fieldset>
  );
}
