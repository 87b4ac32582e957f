import { COMPRA_REGISTRO_ERROR_MESSAGE, fetchSupplierEmail, registerPurchase } from '@facturador/shared/api/purchases';
import { COMPRA_FALTAN_DATOS_MESSAGE, type Compra } from '@facturador/shared/domain/withholdings';
import { TextField } from '@facturador/shared/ui';
import { useEffect, useState } from 'react';
import { ClaveOrXmlDialog } from '../../../common/ClaveOrXmlDialog';

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
  const [typed, setTyped] = useState<Typed>(
    Object.fromEntries(TYPED_FIELDS.map(([name]) => [name, ''])) as unknown as Typed,
  );
  const anyTyped = Object.values(typed).some((value) => value.trim() !== '');
  const ruc = typed.proveedorRuc.trim();

  // A supplier's e-mail is remembered per RUC (issue #37 §2): proposed once its RUC is typed.
  useEffect(() => {
    if (!/^\d{13}$/.test(ruc)) return;
    let current = true;
    fetchSupplierEmail(ruc)
      .then((email) => {
        if (current && email) setTyped((now) => (now.proveedorEmail.trim() ? now : { ...now, proveedorEmail: email }));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [ruc]);

  return (
    <ClaveOrXmlDialog
      title="Registrar compra"
      claveHint="Los 49 dígitos de la factura electrónica de su proveedor."
      missingMessage={COMPRA_FALTAN_DATOS_MESSAGE}
      otherSourceGiven={anyTyped}
      register={({ claveAcceso, archivo }) =>
        registerPurchase(claveAcceso ? { claveAcceso } : archivo ? { archivo } : typedBody(typed))
      }
      saveError={COMPRA_REGISTRO_ERROR_MESSAGE}
      savingLabel="Registrando..."
      onClose={onClose}
      onRegistered={onRegistered}
    >
      {({ claveAcceso, archivo }) => (
        <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
          <legend className="px-1 text-sm font-medium text-slate-700">O escriba sus datos</legend>
          {TYPED_FIELDS.map(([name, label]) => (
            <TextField
              key={name}
              label={label}
              type={name === 'fechaEmision' ? 'date' : 'text'}
              inputMode={['base15', 'base0', 'iva'].includes(name) ? 'decimal' : undefined}
              value={typed[name]}
              disabled={Boolean(claveAcceso || archivo)}
              onChange={(event) => setTyped({ ...typed, [name]: event.target.value })}
            />
          ))}
        </fieldset>
      )}
    </ClaveOrXmlDialog>
  );
}
