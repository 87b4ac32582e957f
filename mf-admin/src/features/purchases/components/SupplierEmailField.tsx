import { errorMessage } from '@facturador/shared/api';
import { COMPRA_CORREO_ERROR_MESSAGE, updatePurchase } from '@facturador/shared/api/purchases';
import type { Compra } from '@facturador/shared/domain/withholdings';
import { secondaryButtonClass, TextField } from '@facturador/shared/ui';
import { useState } from 'react';
import { FormErrors } from '../../../common/FormErrors';

/**
 * The supplier's e-mail on a purchase (issue #37 §2): the retención is sent there. Saved on the
 * purchase and remembered for the supplier's RUC; the API refuses the company's own addresses.
 */
export function SupplierEmailField({ compra, onSaved }: { compra: Compra; onSaved: (compra: Compra) => void }) {
  const [email, setEmail] = useState(compra.proveedor.email);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const changed = email.trim() !== compra.proveedor.email;

  async function save() {
    setSaving(true);
    setErrors([]);
    setSaved(false);
    try {
      const updated = await updatePurchase(compra.id, { proveedorEmail: email.trim() });
      setSaved(true);
      onSaved(updated);
    } catch (failure) {
      setErrors([errorMessage(failure, COMPRA_CORREO_ERROR_MESSAGE)]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-64 flex-1"
          label="Correo del proveedor"
          type="email"
          hint={
            compra.proveedor.email
              ? `La retención se envía a este correo; queda recordado para el RUC ${compra.proveedor.identificacion}.`
              : 'Sin correo: la retención no se enviará por correo. Escriba el del proveedor (no el de su empresa).'
          }
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setSaved(false);
          }}
        />
        <button type="button" className={secondaryButtonClass} disabled={!changed || saving} onClick={save}>
          {saving ? 'Guardando...' : 'Guardar correo'}
        </button>
      </div>
      {saved ? (
        <p role="status" className="text-sm text-emerald-700">
          Correo del proveedor guardado.
        </p>
      ) : null}
      <FormErrors messages={errors} />
    </div>
  );
}
