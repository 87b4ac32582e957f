import { fechaIsoHoy, formatMoney, isoToFechaSri } from '@facturador/shared/domain';
import { type CompraConSustento, pendientesDeCompra } from '@facturador/shared/domain/annexes';
import { COMPRA_SIN_VERIFICAR_TEXTO, type Compra } from '@facturador/shared/domain/withholdings';
import { RowActionCell } from '../../../common/RowActionCell';
import { cellClass, Table } from '../../../common/Table';
import { SustentoCell } from './SustentoCell';

/** «Sin verificar» (issue #37 §7): typed with a clave de acceso the SRI could not be asked about. */
export function SinVerificar() {
  return (
    <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
      Sin verificar<span className="sr-only">: {COMPRA_SIN_VERIFICAR_TEXTO}</span>
    </span>
  );
}

/** Nothing may rest on a liquidación de compra the SRI has not authorized yet (the API refuses it too). */
const retenible = (compra: Compra) => compra.origen !== 'liquidacion' || compra.estadoLiquidacion === 'AUTORIZADA';
const RETENCION_TRAS_AUTORIZACION_TEXTO = 'Su retención se emite cuando el SRI la autorice';

/**
 * The purchases: supplier with the e-mail its retención goes to, figures, retenciones, the código de
 * sustento for the ATS, what is still pending, and «Emitir retención».
 */
export function PurchasesTable({
  compras,
  onWithhold,
  onChanged,
}: {
  compras: CompraConSustento[];
  onWithhold: (compra: Compra) => void;
  onChanged: () => void;
}) {
  const hoy = fechaIsoHoy();
  return (
    <Table
      caption="Compras"
      headers={[
        'Fecha',
        'Número',
        'Proveedor',
        'Base sin IVA',
        'IVA',
        'Total',
        'Retenciones',
        'Sustento (ATS)',
        'Pendiente',
        'Acciones',
      ]}
    >
      {compras.map((compra) => (
        <tr key={compra.id}>
          <td className={`${cellClass} tabular-nums`}>{isoToFechaSri(compra.fechaEmision)}</td>
          <td className={`${cellClass} font-mono`}>
            {compra.numero}
            {compra.origen === 'liquidacion' ? (
              <div className="text-xs text-slate-500">
                Liquidación de compra · {compra.estadoLiquidacion ?? 'sin estado'}
              </div>
            ) : null}
            {compra.verificada === false ? (
              <div title={COMPRA_SIN_VERIFICAR_TEXTO}>
                <SinVerificar />
              </div>
            ) : null}
          </td>
          <td className={cellClass}>
            <div>{compra.proveedor.razonSocial}</div>
            <div className="text-xs text-slate-500">{compra.proveedor.email || 'Sin correo del proveedor'}</div>
          </td>
          <td className={`${cellClass} tabular-nums`}>{formatMoney(compra.totalSinImpuestos)}</td>
          <td className={`${cellClass} tabular-nums`}>{formatMoney(compra.iva)}</td>
          <td className={`${cellClass} tabular-nums`}>{formatMoney(compra.importeTotal)}</td>
          <td className={`${cellClass} text-xs`}>
            {compra.retenciones.map((retencion) => `${retencion.numero} (${retencion.estado})`).join(', ')}
          </td>
          <td className={cellClass}>
            <SustentoCell compra={compra} onSaved={onChanged} />
          </td>
          <td className={`${cellClass} text-xs`}>
            <ul className="space-y-1">
              {pendientesDeCompra(compra, hoy).map((pendiente) => (
                <li key={pendiente} className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">
                  {pendiente}
                </li>
              ))}
            </ul>
          </td>
          {retenible(compra) ? (
            <RowActionCell name={`Emitir retención de la factura ${compra.numero}`} onClick={() => onWithhold(compra)}>
              Emitir retención
            </RowActionCell>
          ) : (
            <td className={`${cellClass} text-xs text-slate-500`}>{RETENCION_TRAS_AUTORIZACION_TEXTO}</td>
          )}
        </tr>
      ))}
    </Table>
  );
}
