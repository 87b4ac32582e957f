import {
  AGENTE_RETENCION_HINT,
  type Ambiente,
  type EmisorSettings,
  type EmisorUpdate,
  emisorUpdateSchema,
  REGIMENES,
} from '@facturador/shared/domain';
import {
  type FieldErrors,
  primaryButtonClass,
  SelectField,
  TextField,
  ToggleField,
  validateForm,
} from '@facturador/shared/ui';
import { type FormEvent, useState } from 'react';
import { FormErrors } from '../../../common/FormErrors';
import { cardClass } from '../../../common/styles';
import { useCompanySave } from '../hooks/useCompanySave';
import { ConfirmProduccionDialog } from './ConfirmProduccionDialog';

type CompanyValues = Required<Omit<EmisorUpdate, 'confirmarProduccion' | 'siguienteProduccion'>>;

const valuesOf = (emisor: EmisorSettings): CompanyValues => ({
  razonSocial: emisor.razonSocial,
  nombreComercial: emisor.nombreComercial,
  dirMatriz: emisor.dirMatriz,
  email: emisor.email,
  obligadoContabilidad: emisor.obligadoContabilidad,
  contribuyenteEspecial: emisor.contribuyenteEspecial,
  agenteRetencion: emisor.agenteRetencion,
  regimen: emisor.regimen,
  ambiente: emisor.ambiente,
  cobraIce: emisor.cobraIce,
});

export const SIN_CERTIFICADO_VIGENTE_HINT = 'PRODUCCIÓN necesita un certificado de firma electrónica vigente.';

/** A certificate valid right now: the condition the API checks before PRODUCCIÓN. */
function certificadoVigente(emisor: EmisorSettings, now = new Date()): boolean {
  const certificado = emisor.certificado;
  return certificado !== null && new Date(certificado.validoDesde) <= now && now < new Date(certificado.validoHasta);
}

/** The company's fiscal data and ambiente (the RUC and the plan are not editable). */
export function CompanyForm({
  emisor,
  onSaved,
}: {
  emisor: EmisorSettings;
  onSaved: (emisor: EmisorSettings) => void;
}) {
  const [values, setValues] = useState<CompanyValues>(() => valuesOf(emisor));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { save, saving, formErrors } = useCompanySave(onSaved);
  const [confirming, setConfirming] = useState<EmisorUpdate | null>(null);
  const set = <K extends keyof CompanyValues>(key: K, value: CompanyValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (
    key: 'razonSocial' | 'nombreComercial' | 'dirMatriz' | 'email' | 'contribuyenteEspecial' | 'agenteRetencion',
  ) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  const produccionPosible = certificadoVigente(emisor);

  function submit(event: FormEvent) {
    event.preventDefault();
    const { data, errors: invalid } = validateForm(emisorUpdateSchema, values);
    setErrors(invalid ?? {});
    if (!data) return;
    // Going to PRODUCCIÓN gives the documents tax validity: asked explicitly, never implied by a save.
    if (data.ambiente === 2 && emisor.ambiente !== 2) setConfirming(data);
    else void save(data);
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="datos-empresa" className={`${cardClass} p-5 sm:p-6`}>
      <h2 id="datos-empresa" className="text-lg font-semibold text-slate-900">
        Datos de la empresa
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="RUC" value={emisor.ruc} readOnly hint="El RUC no se puede cambiar" />
        <TextField label="Razón social" required {...text('razonSocial')} />
        <TextField label="Nombre comercial" {...text('nombreComercial')} />
        <TextField label="Dirección matriz" required {...text('dirMatriz')} />
        <TextField label="E-mail" type="email" {...text('email')} />
        <SelectField
          label="Régimen"
          value={values.regimen}
          error={errors.regimen}
          options={REGIMENES.map((regimen) => ({ value: regimen, label: regimen }))}
          onChange={(event) => set('regimen', event.target.value as CompanyValues['regimen'])}
        />
        <TextField
          label="Contribuyente especial (número de resolución)"
          hint="Déjelo vacío si no lo es"
          {...text('contribuyenteEspecial')}
        />
        <TextField
          label="Agente de retención (número de resolución)"
          hint={AGENTE_RETENCION_HINT}
          {...text('agenteRetencion')}
        />
        <SelectField
          label="Ambiente"
          value={String(values.ambiente)}
          error={errors.ambiente}
          hint={produccionPosible ? 'PRUEBAS sigue disponible en PRODUCCIÓN' : SIN_CERTIFICADO_VIGENTE_HINT}
          options={[
            { value: '1', label: 'PRUEBAS' },
            { value: '2', label: 'PRODUCCIÓN', disabled: !produccionPosible && emisor.ambiente !== 2 },
          ]}
          onChange={(event) => set('ambiente', Number(event.target.value) as Ambiente)}
        />
        <ToggleField
          className="self-end"
          label="Obligado a llevar contabilidad"
          checked={values.obligadoContabilidad}
          onChange={(checked) => set('obligadoContabilidad', checked)}
        />
        <ToggleField
          label="Cobra ICE"
          hint="Solo productores e importadores: sus productos pueden llevar ICE"
          checked={values.cobraIce}
          onChange={(checked) => set('cobraIce', checked)}
        />
      </div>
      <div className="mt-5">
        <FormErrors messages={formErrors} />
      </div>
      <div className="mt-5 flex justify-end">
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar datos de la empresa'}
        </button>
      </div>
      <ConfirmProduccionDialog
        confirming={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(input) => void save(input)}
      />
    </form>
  );
}
