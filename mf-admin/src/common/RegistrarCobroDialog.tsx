import { registrarCobro } from '@facturador/shared/api/receivables';
import { FORMA_PAGO_LABELS, FORMAS_PAGO_ACTIVAS, fechaIsoHoy, formatMoney } from '@facturador/shared/domain';
import { type CuentaFactura, cobroCreateSchema, REGISTRAR_COBRO_TITLE } from '@facturador/shared/domain/receivables';
import { type FieldErrors, SelectField, TextField, validateForm } from '@facturador/shared/ui';
import { useRef, useState } from 'react';
import { DialogForm } from './DialogForm';

const FORMA_PAGO_OPTIONS = FORMAS_PAGO_ACTIVAS.map((codigo) => ({
  value: codigo,
  label: `${codigo} · ${FORMA_PAGO_LABELS[codigo]}`,
}));

/**
 * «Registrar cobro» (issue #23): a payment against a credit invoice, by default its whole balance
 * today. The API re-checks it (a payment above the balance is refused with its message).
 */
export function RegistrarCobroDialog({
  cuenta,
  onClose,
  onSaved,
}: {
  cuenta: Pick<CuentaFactura, 'claveAcceso' | 'numero' | 'razonSocial' | 'saldo'>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [fecha, setFecha] = useState(fechaIsoHoy);
  const [formaPago, setFormaPago] = useState<string>('20');
  const [valor, setValor] = useState(cuenta.saldo.toFixed(2));
  const [referencia, setReferencia] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const first = useRef<HTMLInputElement>(null);

  function validate() {
    const { data, errors: invalid } = validateForm(cobroCreateSchema, {
      fecha,
      formaPago,
      valor: valor.trim() === '' ? Number.NaN : Number(valor.replace(',', '.')),
      referencia,
    });
    setErrors(invalid ?? {});
    return data;
  }

  return (
    <DialogForm
      title={`${REGISTRAR_COBRO_TITLE} de la factura ${cuenta.numero}`}
      className="grid gap-4 sm:grid-cols-2"
      initialFocusRef={first}
      validate={validate}
      save={(body) => registrarCobro(cuenta.claveAcceso, body)}
      saveError="No se pudo registrar el cobro"
      submitLabel={REGISTRAR_COBRO_TITLE}
      onClose={onClose}
      onSaved={onSaved}
    >
      <p className="text-sm text-slate-600 sm:col-span-2">
        {cuenta.razonSocial} · Saldo pendiente: <strong className="tabular-nums">{formatMoney(cuenta.saldo)}</strong>
      </p>
      <TextField
        ref={first}
        label="Valor del cobro"
        inputMode="decimal"
        value={valor}
        error={errors.valor}
        onChange={(event) => setValor(event.target.value)}
      />
      <TextField
        label="Fecha del cobro"
        type="date"
        value={fecha}
        error={errors.fecha}
        onChange={(event) => setFecha(event.target.value)}
      />
      <SelectField
        label="Forma de pago"
        options={FORMA_PAGO_OPTIONS}
        value={formaPago}
        error={errors.formaPago}
        onChange={(event) => setFormaPago(event.target.value)}
      />
      <TextField
        label="Referencia (opcional)"
        hint="N.º de transferencia, cheque o recibo"
        maxLength={100}
        value={referencia}
        error={errors.referencia}
        onChange={(event) => setReferencia(event.target.value)}
      />
    </DialogForm>
  );
}
