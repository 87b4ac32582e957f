import { COMPRA_REGISTRO_ERROR_MESSAGE, errorMessage, registerPurchase } from '@facturador/shared/api';
import { COMPRA_FALTAN_DATOS_MESSAGE, type Compra } from '@facturador/shared/domain';
import { labelClass, Modal, primaryButtonClass, secondaryButtonClass, TextField } from '@facturador/shared/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormErrors } from '../../../common/FormErrors';

const TYPED_FIELDS = [
  ['proveedorRuc', 'RUC del proveedor'],
  ['proveedorRazonSocial', 'Razón social del proveedor'],
  ['proveedorEmail', 'Correo del proveedor'],
  ['numero', 'Número de la factura'],
  ['fechaEmision', 'Fecha de la factura'],
  ['numeroAutorizacion', 'Número de autorización'],
  ['base15', 'Base con IVA 15%'],
  ['base0', 'Base con IVA 0%'],
  ['iva', 'IVA'],
] as const;
type Typed = Record<(typeof TYPED_FIELDS)[number][0], string>;

const amount = (value: string) => Number(value.replace(',', '.') || '0');

/** The typed invoice as `POST /api/compras` takes it (bases per IVA rate: 15 % is code 4, 0 % code 0). */
function typedBody(typed: Typed) {
  const bases = [
    { codigoPorcentaje: 4, baseImponible: amount(typed.base15) },
    { codigoPorcentaje: 0, baseImponible: amount(typed.base0) },
  ].filter((base) => base.baseImponible > 0);
  return {
    proveedorRuc: typed.proveedorRuc.trim(),
    proveedorRazonSocial: typed.proveedorRazonSocial,
    proveedorEmail: typed.proveedorEmail,
    numero: typed.numero.trim(),
    fechaEmision: typed.fechaEmision,
    numeroAutorizacion: typed.numeroAutorizacion.trim(),
    bases,
    iva: amount(typed.iva),
  };
}

/**
 * «Registrar compra»: the supplier's invoice by its clave de acceso (the API fetches the authorized
 * XML from the SRI), its authorized XML file, or typed. The API checks everything.
 */
export function RegisterPurchaseDialog({
  onClose,
  onRegistered,
}: {
  onClose: () => void;
  onRegistered: (compra: Compra) => void;
}) {
  const claveRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [clave, setClave] = useState('');
  const [archivo, setArchivo] = useState<File | null>(null);
  const [typed, setTyped] = useState<Typed>(
    Object.fromEntries(TYPED_FIELDS.map(([name]) => [name, ''])) as unknown as Typed,
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const claveAcceso = clave.replace(/\s+/g, '');
    const anyTyped = Object.values(typed).some((value) => value.trim() !== '');
    if (!claveAcceso && !archivo && !anyTyped) {
      setErrors([COMPRA_FALTAN_DATOS_MESSAGE]);
      return;
    }
    setSaving(true);
    setErrors([]);
    try {
      const source = claveAcceso ? { claveAcceso } : archivo ? { archivo } : typedBody(typed);
      onRegistered(await registerPurchase(source));
    } catch (failure) {
      setErrors([errorMessage(failure, COMPRA_REGISTRO_ERROR_MESSAGE)]);
      setSaving(false);
    }
  }

  return (
    <Modal open size="lg" title="Registrar compra" onClose={onClose} initialFocusRef={claveRef}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          ref={claveRef}
          label="Clave de acceso"
          hint="Los 49 dígitos de la factura electrónica de su proveedor."
          inputMode="numeric"
          autoComplete="off"
          value={clave}
          disabled={archivo !== null}
          onChange={(event) => setClave(event.target.value)}
        />
        <div>
          <label htmlFor={fileId} className={labelClass}>
            O el archivo XML autorizado
          </label>
          <input
            id={fileId}
            type="file"
            accept=".xml,text/xml,application/xml"
            className="block w-full text-sm text-slate-700"
            onChange={(event) => setArchivo(event.target.files?.[0] ?? null)}
          />
        </div>
        <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
          <legend className="px-1 text-sm font-medium text-slate-700">O escriba sus datos</legend>
          {TYPED_FIELDS.map(([name, label]) => (
            <TextField
              key={name}
              label={label}
              type={name === 'fechaEmision' ? 'date' : 'text'}
              inputMode={['base15', 'base0', 'iva'].includes(name) ? 'decimal' : undefined}
              value={typed[name]}
              disabled={Boolean(clave.trim() || archivo)}
              onChange={(event) => setTyped({ ...typed, [name]: event.target.value })}
            />
          ))}
        </fieldset>
        <FormErrors messages={errors} />
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className={primaryButtonClass} disabled={saving}>
            {saving ? 'Registrando...' : 'Registrar'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
