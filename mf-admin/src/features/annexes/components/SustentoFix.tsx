import { errorMessage } from '@facturador/shared/api';
import { patchCompraSustento, SUSTENTO_GUARDAR_ERROR_MESSAGE } from '@facturador/shared/api/annexes';
import { FORMA_PAGO_LABELS, FORMAS_PAGO_ACTIVAS } from '@facturador/shared/domain';
import { codigosSustentoVigentes } from '@facturador/shared/domain/annexes';
import { SelectField, smallButtonClass } from '@facturador/shared/ui';
import { type FormEvent, useId, useState } from 'react';

/**
 * Fixes a purchase the ATS names, in place: its código de sustento (Tabla 5, the codes in force on
 * its date) and, above USD 1,000, its forma de pago; then the month is checked again.
 */
export function SustentoFix({
  compraId,
  documento,
  fecha,
  onSaved,
}: {
  compraId: string;
  /** «Factura 001-002-000000045 de …», naming the fields for a screen reader. */
  documento: string;
  /** The period's first day (aaaa-mm-dd): which codes are in force. */
  fecha: string;
  onSaved: () => void;
}) {
  const id = useId();
  const [codSustento, setCodSustento] = useState('');
  const [formaPago, setFormaPago] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codigos = codigosSustentoVigentes(fecha);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await patchCompraSustento(compraId, {
        ...(codSustento ? { codSustento } : {}),
        ...(formaPago ? { formaPago } : {}),
      });
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure, SUSTENTO_GUARDAR_ERROR_MESSAGE));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form id={id} onSubmit={save} className="mt-2 grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
      <SelectField
        label="Código de sustento"
        hiddenLabel={`de ${documento}`}
        options={[
          { value: '', label: 'Sin cambiar' },
          ...codigos.map((codigo) => ({ value: codigo.codigo, label: `${codigo.codigo} - ${codigo.descripcion}` })),
        ]}
        value={codSustento}
        onChange={(event) => setCodSustento(event.target.value)}
      />
      <SelectField
        label="Forma de pago"
        hiddenLabel={`de ${documento}`}
        options={[
          { value: '', label: 'Sin cambiar' },
          ...FORMAS_PAGO_ACTIVAS.map((codigo) => ({ value: codigo, label: FORMA_PAGO_LABELS[codigo] })),
        ]}
        value={formaPago}
        onChange={(event) => setFormaPago(event.target.value)}
      />
      <button type="submit" className={smallButtonClass} disabled={saving || (!codSustento && !formaPago)}>
        {saving ? 'Guardando...' : 'Guardar'}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {error}
        </p>
      ) : null}
    </form>
  );
}
