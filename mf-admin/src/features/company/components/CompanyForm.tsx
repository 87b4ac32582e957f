import { errorMessage, updateEmisor } from '@facturador/shared/api';
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
  Modal,
  primaryButtonClass,
  SelectField,
  secondaryButtonClass,
  TextField,
  ToggleField,
  validateForm,
} from '@facturador/shared/ui';
import { type FormEvent, useRef, useState } from 'react';
import { FormErrors } from '../../../common/FormErrors';
import { cardClass } from '../../../common/styles';

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
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<EmisorUpdate | null>(null);
  // Issue #24: the switch asks from which numbers factura and nota de crédito continue in PRODUCCIÓN.
  const [siguiente, setSiguiente] = useState({ factura: '1', notaCredito: '1' });
  const cancelRef = useRef<HTMLButtonElement>(null);
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

  async function save(input: EmisorUpdate) {
    setSaving(true);
    setFormErrors([]);
    try {
      onSaved(await updateEmisor(input));
    } catch (failure) {
      setFormErrors([errorMessage(failure, 'Error al guardar los datos de la empresa')]);
    } finally {
      setSaving(false);
    }
  }

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
      <Modal
        title="Pasar a PRODUCCIÓN"
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        initialFocusRef={cancelRef}
        actions={
          <>
            <button ref={cancelRef} type="button" className={secondaryButtonClass} onClick={() => setConfirming(null)}>
              Seguir en PRUEBAS
            </button>
            <button
              type="button"
              className={primaryButtonClass}
              onClick={() => {
                const input = confirming;
                setConfirming(null);
                if (input)
                  void save({
                    ...input,
                    confirmarProduccion: true,
                    siguienteProduccion: {
                      factura: Number(siguiente.factura),
                      notaCredito: Number(siguiente.notaCredito),
                    },
                  });
              }}
            >
              Confirmar PRODUCCIÓN
            </button>
          </>
        }
      >
        <p>
          Los comprobantes que emita en PRODUCCIÓN tendrán validez tributaria ante el SRI y contarán para el límite de
          su plan. PRUEBAS seguirá disponible.
        </p>
        <p className="mt-3 text-sm">Indique desde qué número continúa cada comprobante en PRODUCCIÓN:</p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <TextField
            label="Siguiente factura en PRODUCCIÓN"
            inputMode="numeric"
            value={siguiente.factura}
            onChange={(event) => setSiguiente((current) => ({ ...current, factura: event.target.value }))}
          />
          <TextField
            label="Siguiente nota de crédito en PRODUCCIÓN"
            inputMode="numeric"
            value={siguiente.notaCredito}
            onChange={(event) => setSiguiente((current) => ({ ...current, notaCredito: event.target.value }))}
          />
        </div>
      </Modal>
    </form>
  );
}
