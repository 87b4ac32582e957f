import { useRemoteData, useUserInfo } from '@facturador/shared/api';
import { COBROS_ERROR_MESSAGE, fetchCobros } from '@facturador/shared/api/receivables';
import { FORMA_PAGO_LABELS, type FormaPago, formatMoney } from '@facturador/shared/domain';
import { REGISTRAR_COBRO_TITLE } from '@facturador/shared/domain/receivables';
import { secondaryButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';
import { ErrorBanner } from '../../../common/feedback';
import { RegistrarCobroDialog } from '../../../common/RegistrarCobroDialog';

/** A credit invoice's balance, due date and payments on its card, with «Registrar cobro» for administrators (issue #23). */
export function ReceivableSummary({ claveAcceso }: { claveAcceso: string }) {
  const { user } = useUserInfo();
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState(false);
  const { data, error } = useRemoteData(
    `${claveAcceso}-${version}`,
    () => fetchCobros(claveAcceso),
    COBROS_ERROR_MESSAGE,
  );
  if (error) return <ErrorBanner>{error}</ErrorBanner>;
  if (!data) return null;
  const { cuenta } = data;
  const vigentes = data.cobros.filter((cobro) => !cobro.eliminado);
  return (
    <section aria-label="Saldo y cobros" className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-slate-500">Saldo</dt>
        <dd className="text-right font-semibold tabular-nums text-slate-900">{formatMoney(cuenta.saldo)}</dd>
        <dt className="text-slate-500">Vence</dt>
        <dd className={`text-right tabular-nums ${cuenta.vencido ? 'font-semibold text-red-700' : ''}`}>
          {cuenta.vencimiento}
          {cuenta.vencido ? ` (vencida hace ${cuenta.diasVencido} días)` : ''}
        </dd>
        {cuenta.retenciones ? (
          <>
            <dt className="text-slate-500">Retenciones</dt>
            <dd className="text-right tabular-nums">{formatMoney(cuenta.retenciones)}</dd>
          </>
        ) : null}
        {cuenta.notasCredito ? (
          <>
            <dt className="text-slate-500">Notas de crédito</dt>
            <dd className="text-right tabular-nums">{formatMoney(cuenta.notasCredito)}</dd>
          </>
        ) : null}
      </dl>
      {vigentes.length > 0 ? (
        <ul aria-label="Cobros" className="mt-2 grid gap-1 border-t border-slate-200 pt-2">
          {vigentes.map((cobro) => (
            <li key={cobro.id} className="flex justify-between gap-2">
              <span>
                {cobro.fecha} · {FORMA_PAGO_LABELS[cobro.formaPago as FormaPago] ?? cobro.formaPago}
                {cobro.referencia ? ` · ${cobro.referencia}` : ''}
              </span>
              <span className="tabular-nums">{formatMoney(cobro.valor)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {user?.permisos.administrar && cuenta.saldo > 0 ? (
        <button type="button" className={`${secondaryButtonClass} mt-2`} onClick={() => setOpen(true)}>
          {REGISTRAR_COBRO_TITLE}
        </button>
      ) : null}
      {open ? (
        <RegistrarCobroDialog
          cuenta={cuenta}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            setVersion((current) => current + 1);
          }}
        />
      ) : null}
    </section>
  );
}
