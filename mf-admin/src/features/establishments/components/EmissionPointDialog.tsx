import { createEmissionPoint, updateEmissionPoint } from '@facturador/shared/api/establishments';
import {
  type EstablecimientoInfo,
  type PuntoEmisionInfo,
  puntoCreateSchema,
  puntoUpdateSchema,
  type Siguiente,
} from '@facturador/shared/domain/settings';
import { type FieldErrors, TextField, ToggleField, validateForm } from '@facturador/shared/ui';
import { useRef, useState } from 'react';
import { DialogForm } from '../../../common/DialogForm';

/** The next secuenciales, as the form's fields: document type (factura, nota de crédito, retención) × ambiente. */
export const SECUENCIALES = [
  { documento: 'factura', ambiente: 'pruebas', label: 'Siguiente factura (PRUEBAS)' },
  { documento: 'factura', ambiente: 'produccion', label: 'Siguiente factura (PRODUCCIÓN)' },
  { documento: 'notaCredito', ambiente: 'pruebas', label: 'Siguiente nota de crédito (PRUEBAS)' },
  { documento: 'notaCredito', ambiente: 'produccion', label: 'Siguiente nota de crédito (PRODUCCIÓN)' },
  { documento: 'notaDebito', ambiente: 'pruebas', label: 'Siguiente nota de débito (PRUEBAS)' },
  { documento: 'notaDebito', ambiente: 'produccion', label: 'Siguiente nota de débito (PRODUCCIÓN)' },
  { documento: 'retencion', ambiente: 'pruebas', label: 'Siguiente retención (PRUEBAS)' },
  { documento: 'retencion', ambiente: 'produccion', label: 'Siguiente retención (PRODUCCIÓN)' },
  { documento: 'guiaRemision', ambiente: 'pruebas', label: 'Siguiente guía de remisión (PRUEBAS)' },
  { documento: 'guiaRemision', ambiente: 'produccion', label: 'Siguiente guía de remisión (PRODUCCIÓN)' },
] as const;

type SecuencialKey = `${(typeof SECUENCIALES)[number]['documento']}.${(typeof SECUENCIALES)[number]['ambiente']}`;
const keyOf = (item: (typeof SECUENCIALES)[number]): SecuencialKey => `${item.documento}.${item.ambiente}`;

/** Field text → number for the schema; an empty field is left out (the server keeps or starts at 1). */
function siguienteInput(texts: Record<SecuencialKey, string>, original?: Siguiente) {
  const siguiente: Record<string, Record<string, number>> = {};
  for (const item of SECUENCIALES) {
    const text = texts[keyOf(item)].trim();
    if (text === '') continue;
    const value = Number(text);
    // Only what changed is sent: an unchanged number is never "lowered" by a save.
    if (original && original[item.documento][item.ambiente] === value) continue;
    siguiente[item.documento] = { ...siguiente[item.documento], [item.ambiente]: value };
  }
  return siguiente;
}

/** Create or edit an emission point: código, activo and the next secuencial of each document and ambiente. */
export function EmissionPointDialog({
  establecimiento,
  punto,
  onClose,
  onSaved,
}: {
  establecimiento: EstablecimientoInfo;
  punto?: PuntoEmisionInfo;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [codigo, setCodigo] = useState(punto?.codigo ?? '');
  const [activo, setActivo] = useState(punto?.activo ?? true);
  const [texts, setTexts] = useState<Record<SecuencialKey, string>>(
    () =>
      Object.fromEntries(
        SECUENCIALES.map((item) => [
          keyOf(item),
          punto ? String(punto.siguiente[item.documento][item.ambiente] ?? '') : '1',
        ]),
      ) as Record<SecuencialKey, string>,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const first = useRef<HTMLInputElement>(null);

  const input = () => ({ codigo, activo, siguiente: siguienteInput(texts, punto?.siguiente) });

  function validate() {
    const { data, errors: invalid } = validateForm(punto ? puntoUpdateSchema : puntoCreateSchema, input());
    setErrors(invalid ?? {});
    return data;
  }

  return (
    <DialogForm
      title={
        punto
          ? `Editar punto de emisión ${establecimiento.codigo}-${punto.codigo}`
          : `Nuevo punto de emisión en el establecimiento ${establecimiento.codigo}`
      }
      className="grid gap-4 sm:grid-cols-2"
      initialFocusRef={first}
      validate={validate}
      save={(data) =>
        punto ? updateEmissionPoint(punto._id, data) : createEmissionPoint(establecimiento._id, input())
      }
      saveError="Error al guardar el punto de emisión"
      submitLabel="Guardar punto de emisión"
      onClose={onClose}
      onSaved={onSaved}
    >
      <TextField
        ref={first}
        label="Código del punto de emisión"
        inputMode="numeric"
        maxLength={3}
        hint="3 dígitos, p. ej. 003"
        value={codigo}
        error={errors.codigo}
        onChange={(event) => setCodigo(event.target.value)}
      />
      <ToggleField className="self-end" label="Punto activo" checked={activo} onChange={setActivo} />
      <p className="text-sm text-slate-600 sm:col-span-2">
        Para continuar la numeración de su sistema anterior, escriba el número que llevará el próximo comprobante.
      </p>
      {SECUENCIALES.map((item) => (
        <TextField
          key={keyOf(item)}
          label={item.label}
          type="number"
          min={1}
          step={1}
          value={texts[keyOf(item)]}
          error={errors[`siguiente.${keyOf(item)}`]}
          onChange={(event) => setTexts((current) => ({ ...current, [keyOf(item)]: event.target.value }))}
        />
      ))}
    </DialogForm>
  );
}
